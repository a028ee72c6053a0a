import { ArrowUp } from "lucide-react";
import { useScrolledPast } from "#app/hooks/use-scrolled-past.ts";

/** Spec: shown once the page is scrolled more than 300 px. */
export const SCROLL_BUTTON_AFTER_PX = 300;

export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_BUTTON_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      data-print="hide"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
      }}
      className="fixed bottom-6 left-5 z-30 flex size-12 -translate-y-(--cookie-banner-height) items-center justify-center rounded-full border border-line bg-white text-ink shadow-lg hover:bg-surface"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
