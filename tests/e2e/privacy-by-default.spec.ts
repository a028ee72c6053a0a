import type { BrowserContext, Page, Request } from "@playwright/test";
import { posts } from "../../content/blog.ts";
import { type RunningServer, startServer } from "../setup/server.ts";
import { expect, test, visit } from "./fixtures.ts";
import { cookieBanner, mainNavigation, pathname, rememberCookieChoice } from "./helpers.ts";

/**
 * Private by default (UK GDPR / PECR): with Tag Manager configured, nothing
 * leaves the site and no cookie is set until the visitor accepts cookies.
 * Tag Manager itself never answers here: its origin is intercepted and
 * served a stub that behaves like the container (it sets the _ga cookies).
 */

const GTM_ID = "GTM-TEST123";
const GTM_ORIGIN = "https://www.googletagmanager.com";
const STUB_CONTAINER = `
  window.gtmStubLoads = (window.gtmStubLoads || 0) + 1;
  document.cookie = "_ga=GA1.1.111.222; Path=/; Max-Age=3600";
  document.cookie = "_ga_TEST123=GS1.1.333; Path=/; Max-Age=3600";
`;

let server: RunningServer;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  server = await startServer({ GTM_ID });
});

test.afterAll(async () => {
  await server?.stop();
});

const at = (path: string) => `${server.url}${path}`;

/** Every request the browser makes, page-level and context-level (workers, preloads, beacons). */
function recordRequests(context: BrowserContext, page: Page): Set<string> {
  const seen = new Set<string>();
  const add = (request: Request) => seen.add(request.url());
  context.on("request", add);
  page.on("request", add);
  return seen;
}

function foreign(urls: Set<string>, origin: string): string[] {
  return [...urls].filter(
    (url) => !url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin,
  );
}

/** Serves the stub container for Tag Manager's origin and counts the requests to it. */
async function stubTagManager(context: BrowserContext) {
  const requested: string[] = [];
  await context.route(`${GTM_ORIGIN}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: STUB_CONTAINER });
  });
  return requested;
}

/** dataLayer as plain values: gtag()'s Arguments objects become arrays. */
function dataLayer(page: Page): Promise<unknown[] | null> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    if (!layer) return null;
    return layer.map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? Array.from(entry as ArrayLike<unknown>)
        : JSON.parse(JSON.stringify(entry)),
    );
  });
}

const pageViews = async (page: Page) =>
  ((await dataLayer(page)) ?? []).filter(
    (entry): entry is { event: string; page_path: string } =>
      typeof entry === "object" && entry !== null && (entry as { event?: string }).event === "page_view",
  );

async function expectNoCookies(context: BrowserContext, page: Page) {
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
}

/** A visit across several pages, ending with a client-side navigation. */
async function browseTheSite(page: Page) {
  for (const path of ["/", "/about", "/services", `/blog/${posts[0]?.id}`, "/contact"]) {
    await visit(page, at(path));
  }
  await mainNavigation(page).getByRole("link", { name: "FAQ", exact: true }).click();
  await expect.poll(() => pathname(page)).toBe("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("the policy allows Tag Manager only on the deployment that configures it", async ({ request }) => {
  const withGtm = (await request.get(at("/"))).headers()["content-security-policy"] ?? "";
  expect(withGtm).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  expect(withGtm).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  const without = (await request.get("/")).headers()["content-security-policy"] ?? "";
  expect(without).toBeTruthy();
  expect(without).not.toMatch(/google/);
});

test("a first visit without a choice sends nothing off the site and sets no cookie", async ({ context, page }) => {
  const requests = recordRequests(context, page);
  const gtm = await stubTagManager(context);
  await browseTheSite(page);
  await expect(cookieBanner(page)).toBeVisible();
  expect(requests.size).toBeGreaterThan(10);
  expect(foreign(requests, server.url)).toEqual([]);
  expect(gtm).toEqual([]);
  expect(await dataLayer(page)).toBeNull();
  await expectNoCookies(context, page);
});

test("after Decline nothing leaves the site and no cookie is set", async ({ context, page }) => {
  const requests = recordRequests(context, page);
  const gtm = await stubTagManager(context);
  await visit(page, at("/"));
  await cookieBanner(page).getByRole("button", { name: "Decline", exact: true }).click();
  await expect(cookieBanner(page)).toBeHidden();
  await browseTheSite(page);
  expect(foreign(requests, server.url)).toEqual([]);
  expect(gtm).toEqual([]);
  expect(await dataLayer(page)).toBeNull();
  await expectNoCookies(context, page);
});

test("Accept loads Tag Manager with Consent Mode: denied default, then the analytics grant, then page views", async ({
  context,
  page,
}) => {
  const requests = recordRequests(context, page);
  const gtm = await stubTagManager(context);
  await visit(page, at("/"));
  expect(gtm).toEqual([]);
  await cookieBanner(page).getByRole("button", { name: "Accept All Cookies" }).click();
  await expect.poll(() => gtm).toEqual([`${GTM_ORIGIN}/gtm.js?id=${GTM_ID}`]);
  await expect.poll(() => page.evaluate(() => (window as { gtmStubLoads?: number }).gtmStubLoads)).toBe(1);

  const layer = (await dataLayer(page)) ?? [];
  expect(layer.slice(0, 3)).toEqual([
    [
      "consent",
      "default",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ],
    ["consent", "update", { analytics_storage: "granted" }],
    expect.objectContaining({ event: "gtm.js" }),
  ]);
  // The container counts the landing page itself; no extra page view for it.
  expect(await pageViews(page)).toEqual([]);

  const landingTitle = await page.title();
  await mainNavigation(page).getByRole("link", { name: "About", exact: true }).click();
  await expect.poll(() => pathname(page)).toBe("/about");
  // The expected title is read once /about's has replaced the landing page's.
  await expect(page).not.toHaveTitle(landingTitle);
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      {
        event: "page_view",
        page_path: "/about",
        page_location: at("/about"),
        page_title: await page.title(),
      },
    ]);
  await mainNavigation(page).getByRole("link", { name: "Services", exact: true }).click();
  await expect.poll(async () => (await pageViews(page)).map((view) => view.page_path)).toEqual(["/about", "/services"]);

  // The only origin besides the site's is Tag Manager's.
  expect(foreign(requests, server.url).every((url) => url.startsWith(`${GTM_ORIGIN}/`))).toBe(true);
});

test("withdrawing consent in Cookie settings stops page views, removes the _ga cookies, and a reload loads nothing", async ({
  context,
  page,
}) => {
  const gtm = await stubTagManager(context);
  await visit(page, at("/"));
  await cookieBanner(page).getByRole("button", { name: "Accept All Cookies" }).click();
  await expect.poll(async () => (await context.cookies()).map((c) => c.name).sort()).toEqual(["_ga", "_ga_TEST123"]);

  await page.getByRole("button", { name: "Cookie settings" }).click();
  await cookieBanner(page).getByRole("button", { name: "Decline", exact: true }).click();
  await expect(cookieBanner(page)).toBeHidden();
  await expect.poll(() => context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  expect((await dataLayer(page))?.at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);

  await mainNavigation(page).getByRole("link", { name: "Team", exact: true }).click();
  await expect.poll(() => pathname(page)).toBe("/team");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await pageViews(page)).toEqual([]);

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await visit(page, at("/faq"));
  expect(gtm).toHaveLength(1);
  expect(await dataLayer(page)).toBeNull();
  await expectNoCookies(context, page);
});

test("Google Analytics cookies left from an earlier consent are removed for a visitor who has declined", async ({
  context,
  page,
}) => {
  const requests = recordRequests(context, page);
  const gtm = await stubTagManager(context);
  await rememberCookieChoice(page, "declined");
  const { hostname } = new URL(server.url);
  await context.addCookies([
    { name: "_ga", value: "GA1.1.111.222", domain: hostname, path: "/" },
    { name: "_ga_TEST123", value: "GS1.1.333", domain: hostname, path: "/" },
  ]);
  await visit(page, at("/about"));
  await expect.poll(() => context.cookies()).toEqual([]);
  expect(gtm).toEqual([]);
  expect(await dataLayer(page)).toBeNull();
  expect(foreign(requests, server.url)).toEqual([]);
});

test("without a GTM_ID, Accept All Cookies loads nothing from another origin", async ({ context, page, baseURL }) => {
  const requests = recordRequests(context, page);
  const gtm = await stubTagManager(context);
  await visit(page, "/");
  await cookieBanner(page).getByRole("button", { name: "Accept All Cookies" }).click();
  await expect(cookieBanner(page)).toBeHidden();
  // The page asks its own server whether analytics is configured, and stops there.
  await expect.poll(() => [...requests].some((url) => url.endsWith("/analytics-config.json"))).toBe(true);
  await mainNavigation(page).getByRole("link", { name: "About", exact: true }).click();
  await expect.poll(() => pathname(page)).toBe("/about");
  await visit(page, "/contact");
  expect(foreign(requests, new URL(baseURL ?? "").origin)).toEqual([]);
  expect(gtm).toEqual([]);
  expect(await dataLayer(page)).toBeNull();
  await expectNoCookies(context, page);
});
