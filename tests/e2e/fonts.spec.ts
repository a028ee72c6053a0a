import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures.ts";
import { layoutShift, nextFrames, recordLayoutShift, rememberCookieChoice } from "./helpers.ts";

/** The face the browser actually drew an element's text in, as its developer tools report it. */
async function renderedFamily(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test("text is drawn in Inter from the core file, announced in the response headers and fetched once from the site", async ({
  page,
  baseURL,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  const response = await visit(page, "/");
  // The font is preloaded by the HTML and by the Link header, so the browser can start it before reading the page.
  expect(response?.headers().link).toMatch(/<\/assets\/inter-core-[\w-]+\.woff2>; rel=preload; as=font/);
  // The face finishes loading even when it arrives too late to be used on this first paint.
  await page.waitForFunction(() =>
    [...document.fonts].some(
      (face) => face.family.replaceAll('"', "") === "Inter Variable" && face.status === "loaded",
    ),
  );
  expect(fonts).toHaveLength(1);
  expect(new URL(fonts[0] ?? "").origin).toBe(new URL(baseURL ?? "").origin);
  expect(fonts[0]).toMatch(/\/assets\/inter-core-[\w-]+\.woff2$/);
  // A late font is deliberately left unused on the first load (see below), and how late it is depends on
  // the machine's load. From the second page on it comes from the cache in time, so that is where it must be drawn.
  await visit(page, "/services");
  await page.evaluate(() => document.fonts.ready);
  expect(await renderedFamily(page, "h1")).toEqual(["Inter"]);
});

test("the extended file is fetched only for text that needs it", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await visit(page, "/search?q=Stra%C3%9Fe");
  await expect(page.getByText("Straße").first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((font) => /\/inter-extended-[\w-]+\.woff2$/.test(font))).toBe(true);
});

for (const path of ["/", "/services", "/blog/future-of-development-partnerships"]) {
  test(`on ${path} on a phone, a font that arrives late is not swapped in, so no text moves`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await rememberCookieChoice(page, "declined");
    // Reveal animations move sections as they scroll in; reduced motion keeps them still, so only the font can move text.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordLayoutShift(page);
    // Hold the font back until the page has painted in the fallback face.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let delivered = 0;
    await context.route(/\.woff2$/, async (route) => {
      await released;
      await route.continue();
      delivered += 1;
    });
    // The load event waits for the held font, so wait for hydration instead.
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await nextFrames(page);
    expect(await renderedFamily(page, "h1")).not.toContain("Inter");
    const blocks = page.locator("main :is(h1, h2, p, li)");
    const boxes = () =>
      blocks.evaluateAll((nodes) =>
        nodes.slice(0, 20).map((node) => {
          const box = node.getBoundingClientRect();
          return { top: box.top, height: box.height, width: box.width };
        }),
      );
    const before = await boxes();
    expect(before.length).toBeGreaterThan(2);

    release();
    await expect.poll(() => delivered).toBeGreaterThan(0);
    await page.waitForLoadState("load");
    await nextFrames(page);
    // The page keeps the face it was first drawn in; the next page has Inter from the cache.
    expect(await renderedFamily(page, "h1")).not.toContain("Inter");
    expect(await boxes()).toEqual(before);
    expect(await layoutShift(page)).toBe(0);
  });
}
