import { company } from "#content/company.ts";
import { pages } from "#content/pages.ts";

/** The brand colour of app/app.css (--color-brand), also the theme-color of app/root.tsx. */
export const THEME_COLOUR = "#0f3d3e";

/** /site.webmanifest: how the site looks when it is installed or pinned. */
export function webManifest() {
  return {
    name: company.name,
    short_name: company.shortName,
    description: pages.home.description,
    lang: "en-GB",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "minimal-ui",
    theme_color: THEME_COLOUR,
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
