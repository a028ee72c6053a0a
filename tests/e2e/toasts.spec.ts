import { prerenderedPaths } from "../../content/navigation.ts";
import { expect, test, visit } from "./fixtures.ts";
import { rememberCookieChoice } from "./helpers.ts";

test("every page carries the Notifications toast region, announced politely and opened with Alt+T", async ({
  page,
  consoleErrors,
}) => {
  const paths = [...prerenderedPaths, "/no-such-page"];
  // One visit a page, each waiting for hydration: the budget grows with the pages, as in the other every-page tests.
  test.setTimeout(30_000 + paths.length * 5_000);
  consoleErrors.allow(/404 Error: User attempted to access non-existent route/);
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  for (const path of paths) {
    await visit(page, path);
    const region = page.getByRole("region", { name: "Notifications alt+T" });
    await expect(region, path).toHaveCount(1);
    await expect(region, path).toHaveAttribute("aria-live", "polite");
  }
});

test("a toast appears in the bottom-right corner, and Alt+T moves focus to the notifications", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await rememberCookieChoice(page);
  await visit(page, "/about");
  // The footer's newsletter form refuses "name@host" with a toast, without any request.
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill("someone@localhost");
  await footer.getByRole("button", { name: "Subscribe" }).click();

  const notice = page.locator("[data-sonner-toast]").first();
  await expect(notice).toBeVisible();
  const box = await notice.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x + box.width / 2).toBeGreaterThan(1280 / 2);
  expect(box.y + box.height / 2).toBeGreaterThan(800 / 2);

  await page.keyboard.press("Alt+T");
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label="Notifications alt+T"]'))))
    .toBe(true);
});
