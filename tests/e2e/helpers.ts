import type { APIRequestContext, Locator, Page } from "@playwright/test";

/** The nine items of the top navigation, in the spec's order. */
export const NAV_ITEMS = ["Home", "About", "Services", "Projects", "Case Studies", "Team", "Blog", "FAQ", "Contact"];
export const NAV_HREFS = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/case-studies",
  "/team",
  "/blog",
  "/faq",
  "/contact",
];

/** The visible "Main" navigation: the desktop bar on wide screens, the open toggle menu on narrow ones. */
export function mainNavigation(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main" });
}

export function cookieBanner(page: Page): Locator {
  return page.getByRole("region", { name: "Cookies on this site" });
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Lets `count` frames pass, so scroll listeners, React and CSS have caught up. */
export async function nextFrames(page: Page, count = 3) {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const tick = () => {
          left -= 1;
          if (left <= 0) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    count,
  );
}

/** Jumps (no animation) to `top` and waits until the page has reacted to the scroll. */
export async function scrollToY(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await nextFrames(page);
}

export function currentScrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Stores a cookie choice before any page script runs, so the banner stays out of the way. */
export async function rememberCookieChoice(page: Page, choice: "accepted" | "declined" = "accepted") {
  await page.addInitScript((value) => window.localStorage.setItem("cookie-consent", value), choice);
}

export function storedConsent(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem("cookie-consent"));
}

/** An address no page has: the gates check the 404 page there. */
export const NOT_FOUND_PAGE = "/no-such-page";

/** Pages the gates check beyond the sitemap: a search results page and the 404 page. */
export const EXTRA_GATE_PAGES = ["/search?q=procurement", NOT_FOUND_PAGE];

/** The site's public origin and every page of the served /sitemap.xml, as site-relative paths in its order. */
export async function sitemapPages(request: APIRequestContext): Promise<{ origin: string; paths: string[] }> {
  const response = await request.get("/sitemap.xml");
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? ""));
  if (locs.length === 0) throw new Error("/sitemap.xml lists no page");
  return { origin: locs[0]?.origin ?? "", paths: locs.map((url) => url.pathname) };
}

/** Every page a gate checks: the sitemap's, then the extra ones. */
export async function gatePages(request: APIRequestContext): Promise<string[]> {
  return [...(await sitemapPages(request)).paths, ...EXTRA_GATE_PAGES];
}

/** From the page's first paint on, sums its layout-shift entries as CLS does; `layoutShift` reads the sum. */
export async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const store = window as unknown as { layoutShift: number };
    store.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.layoutShift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
