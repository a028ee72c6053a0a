import { Cookie, X } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { setConsent, useCookieConsent } from "#app/hooks/use-cookie-consent.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { siteFurniture } from "#content/site-furniture.ts";

/**
 * Asks once for consent to non-essential cookies. It floats over the page,
 * so appearing after hydration shifts nothing. While it shows, its height is
 * `--cookie-banner-height` on the floating layer it sits in, so the floating
 * buttons and the chat panel rise above it, and the window's bottom scroll
 * padding, so whatever gets focus is scrolled clear of it. Both are set where
 * they are used: a variable on the whole document would restyle every element.
 *
 * Only the browser knows the stored choice, so React re-renders this
 * synchronously right after hydration, inside the page's longest task. The
 * banner itself waits for useHydrated, a moment later, which keeps its markup
 * out of that task.
 */
export function CookieBanner() {
  const { bannerOpen } = useCookieConsent();
  const hydrated = useHydrated();
  if (!bannerOpen || !hydrated) return null;
  return <Banner />;
}

const copy = siteFurniture.cookieBanner;

function Banner() {
  const banner = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const layer = element.closest<HTMLElement>("[data-floating-layer]");
    const root = document.documentElement;
    const publish = () => {
      const height = `${element.offsetHeight}px`;
      layer?.style.setProperty("--cookie-banner-height", height);
      root.style.scrollPaddingBottom = height;
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      layer?.style.removeProperty("--cookie-banner-height");
      root.style.removeProperty("scroll-padding-bottom");
    };
  }, []);
  return (
    <section
      ref={banner}
      aria-labelledby="cookie-banner-title"
      data-print="hide"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white shadow-[0_-4px_24px_rgba(15,23,42,0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-center">
        <Cookie aria-hidden="true" className="hidden size-6 shrink-0 text-accent md:block" />
        <div className="flex-1 pr-8 text-sm md:pr-0">
          <h2 id="cookie-banner-title" className="font-semibold">
            {copy.heading}
          </h2>
          <p className="text-muted">
            {copy.intro} {copy.privacyLead}{" "}
            <Link to="/privacy" className="font-medium text-brand underline underline-offset-4">
              {copy.privacyLink}
            </Link>
            .
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setConsent("declined")}>
            {copy.decline}
          </Button>
          <Button onClick={() => setConsent("accepted")}>{copy.accept}</Button>
        </div>
        <button
          type="button"
          onClick={() => setConsent("declined")}
          aria-label={copy.close}
          className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
