import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures.ts";
import { currentScrollY, mainNavigation, pathname, rememberCookieChoice, scrollToY } from "./helpers.ts";

test.use({ viewport: { width: 1280, height: 500 } });

const START = 400;

function scrollToTopButton(page: Page) {
  return page.getByRole("button", { name: "Scroll to top" });
}

/** From now on, every scroll position the page passes through is written down. */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const store = window as unknown as { scrollSamples: number[] };
    store.scrollSamples = [];
    window.addEventListener("scroll", () => store.scrollSamples.push(window.scrollY), { passive: true });
  });
}

/**
 * From now on, every scroll the page asks the browser for is written down with its options. Where the glide
 * itself cannot be caught (a machine busy with the new page's render may run it in one frame), what was asked
 * for still shows whether the site asked for a smooth scroll or a jump.
 */
async function recordScrollRequests(page: Page) {
  await page.evaluate(() => {
    const store = window as unknown as { scrollRequests: { top?: number; behavior?: string }[] };
    store.scrollRequests = [];
    const scrollTo = window.scrollTo.bind(window);
    window.scrollTo = ((options?: ScrollToOptions | number, y?: number) => {
      if (typeof options === "object") store.scrollRequests.push({ top: options.top, behavior: options.behavior });
      return typeof options === "object" ? scrollTo(options) : scrollTo(options ?? 0, y ?? 0);
    }) as typeof window.scrollTo;
  });
}

function scrollRequests(page: Page): Promise<{ top?: number; behavior?: string }[]> {
  return page.evaluate(
    () => (window as unknown as { scrollRequests: { top?: number; behavior?: string }[] }).scrollRequests,
  );
}

function scrollSamples(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples);
}

/** Scrolled down by START on a page with room to scroll that far, the cookie banner out of the way. */
async function scrolledPage(page: Page, path: string) {
  await rememberCookieChoice(page);
  await visit(page, path);
  await scrollToY(page, START);
  expect(await currentScrollY(page)).toBe(START);
}

async function expectSmoothScrollToTop(page: Page) {
  await expect.poll(() => currentScrollY(page)).toBe(0);
  const samples = await scrollSamples(page);
  // Passed through positions between the start and the top: animated, not a jump.
  expect(samples.filter((y) => y > 0 && y < START).length).toBeGreaterThan(1);
}

async function expectInstantScrollToTop(page: Page) {
  await expect.poll(() => currentScrollY(page)).toBe(0);
  // The scroll event comes with the next frame, after the position has already changed.
  await expect.poll(async () => (await scrollSamples(page)).length).toBeGreaterThan(0);
  expect(await scrollSamples(page)).toEqual([0]);
}

test("the scroll-to-top button appears only once the page is scrolled more than 300 px", async ({ page }) => {
  await rememberCookieChoice(page);
  await visit(page, "/about");
  await expect(scrollToTopButton(page)).toHaveCount(0);
  await scrollToY(page, 250);
  await expect(scrollToTopButton(page)).toHaveCount(0);
  await scrollToY(page, 300);
  await expect(scrollToTopButton(page)).toHaveCount(0);
  await scrollToY(page, 320);
  await expect(scrollToTopButton(page)).toBeVisible();
  await expect(scrollToTopButton(page)).toBeInViewport({ ratio: 1 });
  await scrollToY(page, 100);
  await expect(scrollToTopButton(page)).toHaveCount(0);
});

test("the scroll-to-top button scrolls smoothly back to the top", async ({ page }) => {
  await scrolledPage(page, "/about");
  await recordScrolling(page);
  await scrollToTopButton(page).click();
  await expectSmoothScrollToTop(page);
  await expect(scrollToTopButton(page)).toHaveCount(0);
});

test("under reduced motion the scroll-to-top button jumps to the top without animation", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await scrolledPage(page, "/about");
  await recordScrolling(page);
  await scrollToTopButton(page).click();
  await expectInstantScrollToTop(page);
});

test("after choosing a navigation link on a scrolled page, the new page scrolls smoothly to the top", async ({
  page,
}) => {
  await scrolledPage(page, "/about");
  await recordScrollRequests(page);
  await mainNavigation(page).getByRole("link", { name: "Services" }).click();
  await expect.poll(() => pathname(page)).toBe("/services");
  await expect.poll(() => currentScrollY(page)).toBe(0);
  // Not a jump: the site asked for a smooth scroll to the top (the glide itself is shown by the scroll-to-top
  // button's test; after a route change a busy machine may run it in the same frame as the new page's render).
  expect(await scrollRequests(page)).toContainEqual({ top: 0, behavior: "smooth" });
});

test("under reduced motion a route change jumps straight to the top", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await scrolledPage(page, "/about");
  await recordScrolling(page);
  await recordScrollRequests(page);
  await mainNavigation(page).getByRole("link", { name: "Services" }).click();
  await expect.poll(() => pathname(page)).toBe("/services");
  await expectInstantScrollToTop(page);
  expect(await scrollRequests(page)).toContainEqual({ top: 0, behavior: "instant" });
});

test("the browser's back button is not forced to the top", async ({ page }) => {
  await scrolledPage(page, "/about");
  await mainNavigation(page).getByRole("link", { name: "Services" }).click();
  await expect.poll(() => pathname(page)).toBe("/services");
  await expect.poll(() => currentScrollY(page)).toBe(0);

  await page.goBack();
  await expect.poll(() => pathname(page)).toBe("/about");
  // Longer than the route-change delay (100 ms) plus a smooth scroll: a forced scroll would have happened by now.
  await page.waitForTimeout(800);
  expect(await currentScrollY(page)).toBeGreaterThan(0);
});
