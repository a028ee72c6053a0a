import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useNavigate } from "react-router";
import { ErrorFallback } from "#app/components/layout/error-fallback.tsx";
import { SiteShell } from "#app/components/layout/site-shell.tsx";
import { NotFound } from "#app/components/sections/not-found.tsx";
import { blogFeedLink } from "#app/utils/blog-metadata.ts";
import { publicConfig } from "#server/config.ts";
import type { Route } from "./+types/root";
import interCore from "./generated/fonts/inter-core.woff2?url";

/**
 * The whole stylesheet (about 9 KB compressed), written into every document
 * by the server instead of linked: a render-blocking request fewer before the
 * first paint (docs/decisions/020). Only the server build holds the text; in
 * the browser React finds the <style> already in the document by its href.
 */
const stylesheet: string = import.meta.env.SSR ? (await import("./app.css?inline")).default : "";

export function loader() {
  return publicConfig();
}

// Deployment settings do not change between navigations.
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  // Inter's core file (18 KB) is preloaded: the browser then holds the first paint a moment for
  // it, and the font is set from the first paint on, or never on this page (font-display
  // optional, docs/decisions/016, second amendment).
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // The icons and manifest are drawn from favicon.svg at build time (scripts/build-site-assets.ts).
  // sizes="32x32" on the .ico lets browsers that read SVG icons prefer the SVG.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  // The feed is announced on every page, so readers find it wherever they are.
  blogFeedLink,
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A precedence makes React hoist it to the top of the head, before the script preloads. */}
        <style href="app-stylesheet" precedence="default">
          {stylesheet}
        </style>
        <meta name="theme-color" content="#0f3d3e" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  if (notFound) {
    return (
      <SiteShell>
        <NotFound />
      </SiteShell>
    );
  }
  // Going to the same address again re-runs the loaders (clearing a loader
  // error) and gives the router a new location, which is what resets an error
  // caught while rendering; revalidate() alone leaves the latter in place.
  const tryAgain = () => navigate({ pathname, search, hash }, { replace: true, state, preventScrollReset: true });
  return <ErrorFallback onTryAgain={tryAgain} />;
}
