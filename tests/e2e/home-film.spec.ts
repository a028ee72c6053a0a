import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { page as pageContent } from "../../content/pages.ts";
import { expect, test, visit } from "./fixtures.ts";
import { rememberCookieChoice, scrollToY } from "./helpers.ts";

// Cookies declined: the self-hosted film needs no consent.
test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page, "declined");
});

function hero(page: Page) {
  return page.getByRole("region", { name: pageContent("home").heading });
}

function film(page: Page) {
  return hero(page).locator("video");
}

/** Same-origin requests for the film's files. */
function filmRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/video/")) seen.push(url.pathname);
  });
  return seen;
}

function playing(video: Locator) {
  return video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2 && v.currentTime > 0);
}

/** The hero records its decision once the page has loaded: "on" or "off". */
async function decided(page: Page, decision: "on" | "off") {
  await expect(hero(page)).toHaveAttribute("data-film", decision);
}

/** Network Information as a phone on a given connection reports it, before any page script runs. */
async function connection(page: Page, value: { saveData?: boolean; effectiveType?: string }) {
  await page.addInitScript((info) => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: false, effectiveType: "4g", ...info, addEventListener() {}, removeEventListener() {} }),
    });
  }, value);
}

test("the film plays after the first paint: muted, looping, inline, without sound, over the still that stays the largest paint", async ({
  page,
  context,
  baseURL,
}) => {
  const origins = new Set<string>();
  page.on("request", (request) => origins.add(new URL(request.url()).origin));
  await visit(page, "/");
  await decided(page, "on");
  const video = film(page);
  await expect.poll(() => playing(video)).toBe(true);

  const facts = await video.evaluate(async (v: HTMLVideoElement) => {
    const source = new URL(v.currentSrc).pathname;
    const fetched = performance.getEntriesByType("resource").find((entry) => new URL(entry.name).pathname === source) as
      | PerformanceResourceTiming
      | undefined;
    const firstPaint = performance.getEntriesByName("first-contentful-paint")[0];
    const largest = await new Promise<PerformanceEntry[]>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: "largest-contentful-paint",
        buffered: true,
      }),
    );
    const lcp = largest.at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
    return {
      source,
      muted: v.muted,
      loop: v.loop,
      inline: v.hasAttribute("playsinline"),
      fetchedAt: fetched?.startTime ?? -1,
      firstPaintAt: firstPaint?.startTime ?? Number.POSITIVE_INFINITY,
      largestPaint: lcp?.element?.tagName ?? "none",
      soundBytes: (v as HTMLVideoElement & { webkitAudioDecodedByteCount?: number }).webkitAudioDecodedByteCount,
    };
  });
  expect(facts.source).toMatch(/^\/video\/hero-wide\.(webm|mp4)$/);
  expect(facts).toMatchObject({ muted: true, loop: true, inline: true, soundBytes: 0 });
  expect(facts.fetchedAt).toBeGreaterThan(facts.firstPaintAt);
  expect(facts.largestPaint).not.toBe("VIDEO");
  // The still image is still there under the film, the poster it fades in over.
  await expect(hero(page).locator("picture img")).toBeAttached();

  // Self-hosted: no cookie, no consent asked for, nothing from another origin.
  expect(await context.cookies()).toEqual([]);
  expect([...origins]).toEqual([new URL(baseURL ?? "").origin]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the portrait cut plays, and its Pause film button is in view", async ({ page }) => {
    await visit(page, "/");
    await decided(page, "on");
    await expect.poll(() => playing(film(page))).toBe(true);
    expect(await film(page).evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname)).toMatch(
      /^\/video\/hero-phone\.(webm|mp4)$/,
    );
    const pause = hero(page).getByRole("button", { name: "Pause film" });
    await expect(pause).toBeInViewport();
    // Not under the floating chat and WhatsApp buttons: a click would land on it.
    await pause.click({ trial: true, timeout: 2000 });
  });
});

test("under reduced motion there is no film, no button and no download", async ({ page }) => {
  const requested = filmRequests(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await visit(page, "/");
  await decided(page, "off");
  await page.waitForLoadState("load");
  await expect(film(page)).toHaveCount(0);
  await expect(hero(page).getByRole("button", { name: /film/ })).toHaveCount(0);
  expect(requested).toEqual([]);
});

test("with Save-Data on there is no film and no download", async ({ page }) => {
  const requested = filmRequests(page);
  await connection(page, { saveData: true });
  await visit(page, "/");
  await decided(page, "off");
  await page.waitForLoadState("load");
  await expect(film(page)).toHaveCount(0);
  expect(requested).toEqual([]);
});

test("on a slow connection there is no film and no download", async ({ page }) => {
  const requested = filmRequests(page);
  await connection(page, { effectiveType: "3g" });
  await visit(page, "/");
  await decided(page, "off");
  await page.waitForLoadState("load");
  await expect(film(page)).toHaveCount(0);
  expect(requested).toEqual([]);
});

test("the Pause film button pauses it, and the choice holds for the rest of the visit", async ({ page }) => {
  await visit(page, "/");
  await decided(page, "on");
  const video = film(page);
  await expect.poll(() => playing(video)).toBe(true);

  // The film and its button add nothing axe objects to (WCAG 2.2 AA).
  await expect(video).toHaveCSS("opacity", "1");
  const axe = await new AxeBuilder({ page })
    .include("section[aria-labelledby=hero-heading]")
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await hero(page).getByRole("button", { name: "Pause film" }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(hero(page).getByRole("button", { name: "Play film" })).toBeVisible();

  // The same visit, the home page again: still paused, and the film not even downloaded.
  const requested = filmRequests(page);
  await visit(page, "/");
  await decided(page, "on");
  await expect(hero(page).getByRole("button", { name: "Play film" })).toBeVisible();
  await expect(film(page)).toHaveCount(0);
  expect(requested).toEqual([]);

  await hero(page).getByRole("button", { name: "Play film" }).click();
  await expect.poll(() => playing(film(page))).toBe(true);
  await expect(hero(page).getByRole("button", { name: "Pause film" })).toBeVisible();
});

test("the film pauses while the hero is scrolled away or the tab hidden, and plays again on return", async ({
  page,
}) => {
  await visit(page, "/");
  await decided(page, "on");
  const video = film(page);
  await expect.poll(() => playing(video)).toBe(true);

  await scrollToY(page, 3000);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await scrollToY(page, 0);
  await expect.poll(() => playing(video)).toBe(true);

  const setVisibility = (state: "hidden" | "visible") =>
    page.evaluate((value) => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value });
      document.dispatchEvent(new Event("visibilitychange"));
    }, state);
  await setVisibility("hidden");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await setVisibility("visible");
  await expect.poll(() => playing(video)).toBe(true);
});

test("the film's files are served in byte ranges, as Safari needs to play them", async ({ request }) => {
  const whole = await request.get("/video/hero-phone.mp4");
  expect(whole.status()).toBe(200);
  expect(whole.headers()["accept-ranges"]).toBe("bytes");
  const size = (await whole.body()).byteLength;

  const start = await request.get("/video/hero-phone.mp4", { headers: { Range: "bytes=0-1" } });
  expect(start.status()).toBe(206);
  expect(start.headers()["content-range"]).toBe(`bytes 0-1/${size}`);
  expect((await start.body()).byteLength).toBe(2);

  const past = await request.get("/video/hero-phone.mp4", { headers: { Range: `bytes=${size}-` } });
  expect(past.status()).toBe(416);
  expect(past.headers()["content-range"]).toBe(`bytes */${size}`);
});
