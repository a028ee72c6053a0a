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

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 720 },
]) {
  test(`the banner covers none of the floating buttons, ${viewport.width} px wide`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, "/about");
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await scrollToY(page, 1200);
    const chatButton = page.getByRole("button", { name: "Open chat assistant" });
    const floating = [
      chatButton,
      page.getByRole("link", { name: /WhatsApp/ }),
      page.getByRole("button", { name: "Scroll to top" }),
    ];
    for (const control of floating) await expect(control).toBeVisible();

    const bannerTop = (await banner.boundingBox())?.y ?? 0;
    expect(bannerTop).toBeGreaterThan(viewport.height / 2);
    for (const control of floating) {
      // The buttons glide up as the banner appears; each ends above it.
      await expect
        .poll(async () => {
          const box = await control.boundingBox();
          return box ? box.y + box.height : viewport.height;
        })
        .toBeLessThanOrEqual(bannerTop);
      const box = await control.boundingBox();
      if (!box) throw new Error("a floating control has no box");
      // What a click on the control's centre reaches: the control itself, nothing on top of it.
      const reached = await control.evaluate(
        (element, { x, y }) => {
          const hit = document.elementFromPoint(x, y);
          return hit !== null && element.contains(hit);
        },
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(reached).toBe(true);
    }

    // Once the banner goes, the buttons settle back at the bottom of the window.
    await banner.getByRole("button", { name: "Decline", exact: true }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(async () => {
        const box = await chatButton.boundingBox();
        return box ? Math.round(viewport.height - (box.y + box.height)) : null;
      })
      .toBe(24);
  });
}

test("a link reached with Tab while the banner shows is scrolled clear of it", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await visit(page, "/about");
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  await nextFrames(page);
  const bannerTop = (await banner.boundingBox())?.y ?? 0;
  // The fourth link of the page sits just behind the banner, inside the window; focus is on the third.
  await page.evaluate((top) => {
    const links = [...document.querySelectorAll<HTMLElement>("main a[href]")];
    const [before, target] = [links[2], links[3]];
    if (!before || !target) throw new Error("the page has fewer than four links");
    window.scrollBy({ top: target.getBoundingClientRect().top - (top + 40), behavior: "instant" });
    before.focus({ preventScroll: true });
  }, bannerTop);
  await page.keyboard.press("Tab");
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY))
    .toBeLessThanOrEqual(bannerTop);
});
