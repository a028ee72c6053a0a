import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useCookieConsent } from "#app/hooks/use-cookie-consent.ts";
import type { Analytics } from "#app/utils/analytics/tag-manager.ts";

const loadAnalytics = () => import("#app/utils/analytics/tag-manager.ts").then((module) => module.getAnalytics());

/** A Google Analytics cookie is present (left by an earlier visit that accepted). */
const hasAnalyticsCookie = () => /(?:^|;\s*)_ga/.test(document.cookie);

/**
 * Page-view analytics that follows the cookie choice. Before "Accept All
 * Cookies" nothing loads; afterwards Tag Manager loads with Consent Mode and
 * every client-side route change is reported. Declining later stops it.
 */
export function useAnalytics() {
  const { choice } = useCookieConsent();
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const analytics = useRef<Promise<Analytics | null> | null>(null);
  const latestPath = useRef(path);
  latestPath.current = path;

  useEffect(() => {
    if (choice === "accepted") analytics.current ??= loadAnalytics();
    if (analytics.current) {
      void analytics.current.then((instance) =>
        instance?.consent(choice === "unknown" ? null : choice, latestPath.current),
      );
      return;
    }
    // A visitor who declines gets none of the Tag Manager code; only cookies
    // an earlier consent left behind are removed.
    if (choice === "declined" && hasAnalyticsCookie()) {
      void import("#app/utils/analytics/tag-manager.ts").then((module) =>
        module.removeAnalyticsCookies(document, window.location.hostname),
      );
    }
  }, [choice]);

  useEffect(() => {
    void analytics.current?.then((instance) => instance?.route(path));
  }, [path]);
}
