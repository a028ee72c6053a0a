import { expect, test, visit } from "./fixtures.ts";
import { rememberCookieChoice } from "./helpers.ts";

// The home page has revealed sections below the fold at a phone-sized viewport.
test.use({ viewport: { width: 390, height: 700 } });

test("sections below the fold fade in once 10% of them is visible, and content above it is never hidden", async ({
  page,
}) => {
  await rememberCookieChoice(page);
  await visit(page, "/");
  const blocks = page.locator(".reveal");
  expect(await blocks.count()).toBeGreaterThan(1);
  await expect(page.locator('.reveal[data-reveal="hidden"]').first()).toBeAttached();

  const aboveFold = await blocks.evaluateAll((els) =>
    els.filter((el) => el.getBoundingClientRect().top < window.innerHeight).map((el) => el.getAttribute("data-reveal")),
  );
  expect(aboveFold.every((state) => state === null)).toBe(true);

  // A locator re-resolves on every use, so pin the block by its position.
  const index = await blocks.evaluateAll((els) => els.findIndex((el) => el.getAttribute("data-reveal") === "hidden"));
  const hidden = blocks.nth(index);
  await hidden.scrollIntoViewIfNeeded();
  await expect(hidden).toHaveAttribute("data-reveal", "shown");
  await expect(hidden).toHaveCSS("opacity", "1");
});

test("nothing is hidden for the effect under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await rememberCookieChoice(page);
  await visit(page, "/");
  await expect(page.locator(".reveal").first()).toBeAttached();
  await expect(page.locator(".reveal[data-reveal]")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every revealed section is visible", async ({ page }) => {
    await page.goto("/");
    const opacities = await page.locator(".reveal").evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(opacities.length).toBeGreaterThan(1);
    expect(opacities.every((o) => o === "1")).toBe(true);
  });
});
