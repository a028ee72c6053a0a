import { type ComponentProps, useEffect, useRef } from "react";
import { cn } from "#app/utils/cn.ts";

/** Spec: reveal when 10% of the element is visible, with a 50 px margin. */
const REVEAL_THRESHOLD = 0.1;
/** The observer's root ends this far above the viewport's bottom. */
const MARGIN_BOTTOM_PX = 50;
const REVEAL_ROOT_MARGIN = `0px 0px -${MARGIN_BOTTOM_PX}px 0px`;

/**
 * Fades a block in as it scrolls into view. The server renders it visible,
 * and only blocks still below the fold when the page becomes interactive are
 * hidden for the effect, so content never depends on JavaScript and the
 * largest paint is never delayed. Nothing moves under reduced motion.
 *
 * Where the block is comes from the observer's first report, which the
 * browser measures with its next frame, not from a measurement in the effect:
 * that would force a layout of the page in the middle of hydration, once per
 * block.
 */
export function Reveal({ className, ...props }: ComponentProps<"div">) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    let placed = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        if (!placed) {
          placed = true;
          const belowTheFold =
            entry.rootBounds !== null && entry.boundingClientRect.top >= entry.rootBounds.bottom + MARGIN_BOTTOM_PX;
          // Below the fold it waits hidden; on screen (or scrolled past) it stays as the server drew it.
          if (belowTheFold) element.dataset.reveal = "hidden";
          else observer.disconnect();
          return;
        }
        if (entry.isIntersecting) {
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
