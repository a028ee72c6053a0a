import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Spec timings: 100 ms after a route change, 50 ms when a navigation link started it. */
export const ROUTE_SCROLL_DELAY_MS = 100;
export const NAV_CLICK_SCROLL_DELAY_MS = 50;

let navClickPending = false;

/** Navigation links call this so the next route change scrolls sooner. */
export function markNavigationClick() {
  navClickPending = true;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls smoothly to the top after every forward navigation (links,
 * redirects). Back and forward keep the browser's own scroll restoration.
 */
export function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per route change, by design.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const delay = navClickPending ? NAV_CLICK_SCROLL_DELAY_MS : ROUTE_SCROLL_DELAY_MS;
    navClickPending = false;
    if (navigationType === "POP" || hash) return;
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
