import { expect, test, visit } from "./fixtures.ts";

// The largest thing in a phone's first screen on these pages is a photograph: it loads at once with
// high priority (and the scripts wait for it, decision 021), while every other photograph stays lazy.
for (const [path, lead] of [
  ["/projects", "main ul li:first-child img"],
  ["/team", "main ul li:first-child img"],
  ["/blog", "main article img"],
] as const) {
  test(`on ${path} the first photograph loads at once with high priority, the rest lazily`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await visit(page, path);
    const first = page.locator(lead).first();
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("loading", "eager");
    // In the first screen, so the priority goes to what the visitor sees.
    const box = await first.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(823);
    const images = await page
      .locator("main img")
      .evaluateAll((list) =>
        list.map((img) => ({ priority: img.getAttribute("fetchpriority"), loading: img.getAttribute("loading") })),
      );
    expect(images.filter((image) => image.priority === "high")).toHaveLength(1);
    expect(images.filter((image) => image.loading !== "lazy")).toHaveLength(1);
    // Announced in the response headers too, so the browser starts it before reading the HTML.
    const response = await page.request.get(path);
    expect(response.headers().link).toMatch(/rel=preload; as=image; type="image\/avif"; fetchpriority=high/);
  });
}
