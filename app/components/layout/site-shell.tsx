import { type ReactNode, useEffect } from "react";
import { ChatLauncher } from "#app/components/chat/chat-launcher.tsx";
import { useAnalytics } from "#app/hooks/use-analytics.ts";
import { useScrollToTopOnNavigate } from "#app/hooks/use-scroll-to-top-on-navigate.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { CookieBanner } from "./cookie-banner.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";
import { ScrollToTopButton } from "./scroll-to-top-button.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { Toaster } from "./toaster.tsx";
import { WhatsAppButton } from "./whatsapp-button.tsx";

/** The furniture every page sits in, mounted once by the root route. */
export function SiteShell({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  useEffect(() => {
    // Marks the document as interactive; browser tests wait for it before clicking.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <div className="pt-(--header-height)">
        <Breadcrumbs />
        <main id="main-content" tabIndex={-1} className="outline-none">
          {children}
        </main>
      </div>
      <SiteFooter newsletter={<NewsletterForm />} />
      {/* What floats at the bottom of the window. The cookie banner sets its height here, so
          the buttons beside it can rise above it without restyling the whole page. */}
      <div data-floating-layer="" className="contents [--cookie-banner-height:0px]">
        <WhatsAppButton />
        <ChatLauncher />
        <ScrollToTopButton />
        <CookieBanner />
      </div>
      <Toaster />
      <Analytics />
    </>
  );
}

/**
 * Analytics follows the cookie choice, which the server cannot know: the first
 * client render reads it and differs from the server's. Kept in a leaf so that
 * re-render touches this component alone, not the whole shell.
 */
function Analytics() {
  useAnalytics();
  return null;
}
