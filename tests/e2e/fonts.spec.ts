import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures.ts";
import { nextFrames, rememberCookieChoice } from "./helpers.ts";

/** Sums layout-shift entries from the first paint on, as CLS does. */
async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const store = window as unknown as { layoutShift: number };
    store.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.layoutShift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

test("text is set in Inter, one woff2 fetched from the site's own origin", async ({ page, baseURL }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await visit(page, "/");
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"'))).toBe(true);
  const family = await page.getByRole("heading", { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);
  expect(family.startsWith('"Inter Variable", "Inter Fallback"')).toBe(true);
  expect(fonts).toHaveLength(1);
  expect(new URL(fonts[0] ?? "").origin).toBe(new URL(baseURL ?? "").origin);
  expect(fonts[0]).toMatch(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
});

for (const path of ["/", "/about", "/blog/future-of-development-partnerships"]) {
  test(`on ${path}, swapping the fallback face for Inter moves no text`, async ({ page, context }) => {
    await rememberCookieChoice(page, "declined");
    // Reveal animations move sections as they scroll in; reduced motion keeps them still, so only the font can move text.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordLayoutShift(page);
    // Hold the font back until the page has painted in the fallback face.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route(/\.woff2$/, async (route) => {
      await released;
      await route.continue();
    });
    // The load event waits for the held font, so wait for hydration instead.
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await nextFrames(page);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
    const blocks = page.locator("main :is(h1, h2, p)");
    const before = await blocks.evaluateAll((nodes) =>
      nodes.slice(0, 12).map((node) => {
        const box = node.getBoundingClientRect();
        return { top: box.top, height: box.height };
      }),
    );
    expect(before.length).toBeGreaterThan(2);

    release();
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    await nextFrames(page);
    const after = await blocks.evaluateAll((nodes) =>
      nodes.slice(0, 12).map((node) => {
        const box = node.getBoundingClientRect();
        return { top: box.top, height: box.height };
      }),
    );
    // Within a pixel: the fallback's metrics match Inter's, so lines wrap alike.
    for (const [index, box] of after.entries()) {
      expect(Math.abs(box.top - (before[index]?.top ?? 0)), `block ${index} top`).toBeLessThanOrEqual(1);
      expect(Math.abs(box.height - (before[index]?.height ?? 0)), `block ${index} height`).toBeLessThanOrEqual(1);
    }
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
  });
}
