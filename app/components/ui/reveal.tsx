import { type ComponentProps, useEffect, useRef } from "react";
import { cn } from "#app/utils/cn.ts";

/** Spec: reveal when 10% of the element is visible, with a 50 px margin. */
export const REVEAL_THRESHOLD = 0.1;
export const REVEAL_ROOT_MARGIN = "0px 0px -50px 0px";

/**
 * Fades a block in as it scrolls into view. The server renders it visible,
 * and only blocks still below the fold when the page becomes interactive are
 * hidden for the effect, so content never depends on JavaScript and the
 * largest paint is never delayed. Nothing moves under reduced motion.
 */
export function Reveal({ className, ...props }: ComponentProps<"div">) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const { top } = element.getBoundingClientRect();
    if (top < window.innerHeight) return;

    element.dataset.reveal = "hidden";
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          element.dataset.reveal = "shown";
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return <div ref={ref} className={cn("reveal", className)} {...props} />;
}
