import { expect, test, visit } from "./fixtures.ts";
import {
  cookieBanner,
  layoutShift,
  mainNavigation,
  nextFrames,
  pathname,
  recordLayoutShift,
  scrollToY,
  storedConsent,
} from "./helpers.ts";

test.use({ viewport: { width: 1280, height: 720 } });

test("on a first visit the cookie banner shows at the bottom of the window", async ({ page }) => {
  await visit(page, "/");
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
  const viewport = page.viewportSize();
  const box = await banner.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);
  expect(box?.width).toBe(viewport?.width);

  // It stays there while the page scrolls.
  await scrollToY(page, 300);
  const scrolledBox = await banner.boundingBox();
  expect(scrolledBox).toEqual(box);
});

test("Accept All Cookies stores accepted and hides the banner for good", async ({ page }) => {
  await visit(page, "/");
  const banner = cookieBanner(page);
  await banner.getByRole("button", { name: "Accept All Cookies" }).click();
  await expect(banner).toBeHidden();
  expect(await storedConsent(page)).toBe("accepted");

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await nextFrames(page);
  await expect(banner).toBeHidden();

  await mainNavigation(page).getByRole("link", { name: "Contact" }).click();
  await expect.poll(() => pathname(page)).toBe("/contact");
  await expect(banner).toBeHidden();

  await visit(page, "/faq");
  await nextFrames(page);
  await expect(banner).toBeHidden();
});

test("Decline stores declined and hides the banner for good", async ({ page }) => {
  await visit(page, "/about");
  const banner = cookieBanner(page);
  await banner.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(banner).toBeHidden();
  expect(await storedConsent(page)).toBe("declined");

  await visit(page, "/services");
  await nextFrames(page);
  await expect(banner).toBeHidden();
});

test("the banner's close icon declines", async ({ page }) => {
  await visit(page, "/");
  const banner = cookieBanner(page);
  const close = banner.getByRole("button", { name: /close/i });
  // An icon button: no visible words, only an accessible name.
  await expect(close.locator("svg")).toBeVisible();
  await close.click();
  await expect(banner).toBeHidden();
  expect(await storedConsent(page)).toBe("declined");
});

test("the banner links to the privacy policy and stays until a choice is made", async ({ page }) => {
  await visit(page, "/");
  const banner = cookieBanner(page);
  const privacy = banner.getByRole("link", { name: /privacy/i });
  await expect(privacy).toHaveAttribute("href", "/privacy");
  await privacy.click();
  await expect.poll(() => pathname(page)).toBe("/privacy");
  await expect(banner).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
});

test("showing the cookie banner shifts no content", async ({ page }) => {
  await recordLayoutShift(page);
  await visit(page, "/");
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  await nextFrames(page);
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes("layout-shift"))).toBe(true);
  // A banner pushing the page would shift it by a few hundredths; what is allowed is sub-pixel
  // rounding (the web font never swaps in late, decision 016).
  expect(await layoutShift(page)).toBeLessThan(0.001);

  // The page lays out exactly the same with and without the banner.
  const heading = page.getByRole("heading", { level: 1 });
  const withBanner = await heading.boundingBox();
  const documentHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await banner.getByRole("button", { name: "Accept All Cookies" }).click();
  await expect(banner).toBeHidden();
  expect(await heading.boundingBox()).toEqual(withBanner);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(documentHeight);
});
