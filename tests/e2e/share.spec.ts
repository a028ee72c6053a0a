import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures.ts";

const POST = "/blog/procurement-cost-optimization";
const CANONICAL = `http://localhost:3000${POST}`;

type Recorded = { opened: [string, string, string][]; shared: ShareData[] };

/**
 * Records what the share control does instead of letting it leave the site:
 * window.open calls, native share calls (when `nativeShare` is on) and
 * mailto navigations, which have no handler in a test browser.
 */
async function recordSharing(page: Page, { nativeShare }: { nativeShare: boolean }) {
  await page.addInitScript((withNativeShare) => {
    const recorded: Recorded = { opened: [], shared: [] };
    Object.assign(window, { __recorded: recorded });
    window.open = (url, target, features) => {
      recorded.opened.push([String(url), String(target), String(features)]);
      return null;
    };
    if (withNativeShare) {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          recorded.shared.push(data);
        },
      });
    } else {
      delete (Navigator.prototype as Partial<Navigator>).share;
    }
    window.addEventListener("click", (event) => {
      if ((event.target as Element).closest?.('a[href^="mailto:"]')) event.preventDefault();
    });
  }, nativeShare);
  return () => page.evaluate(() => (window as unknown as { __recorded: Recorded }).__recorded);
}

const shareButton = (page: Page) => page.getByRole("button", { name: "Share" });
const shareMenu = (page: Page) => page.getByRole("list", { name: "Share this article" });

test("without native sharing, Share opens and closes a menu of Twitter, LinkedIn and Email", async ({ page }) => {
  await recordSharing(page, { nativeShare: false });
  await visit(page, POST);
  await expect(shareMenu(page)).toBeHidden();
  await shareButton(page).click();
  await expect(shareButton(page)).toHaveAttribute("aria-expanded", "true");
  await expect(shareMenu(page).getByRole("link")).toHaveText(["Twitter", "LinkedIn", "Email"]);
  await shareButton(page).click();
  await expect(shareMenu(page)).toBeHidden();
});

test("Twitter opens a 600x400 window to share the post's address, and the menu closes", async ({ page }) => {
  const recorded = await recordSharing(page, { nativeShare: false });
  await visit(page, POST);
  await shareButton(page).click();
  await shareMenu(page).getByRole("link", { name: "Twitter" }).click();

  const [opened] = (await recorded()).opened;
  const url = new URL(opened?.[0] ?? "");
  expect(`${url.origin}${url.pathname}`).toBe("https://twitter.com/intent/tweet");
  expect(url.searchParams.get("url")).toBe(CANONICAL);
  expect(url.searchParams.get("text")).toBe("Procurement Cost Optimisation in Construction");
  expect(opened?.[2]).toMatch(/(^|,)width=600,height=400(,|$)/);
  await expect(shareMenu(page)).toBeHidden();
});

test("LinkedIn opens a 600x400 window to share the post's address, and the menu closes", async ({ page }) => {
  const recorded = await recordSharing(page, { nativeShare: false });
  await visit(page, POST);
  await shareButton(page).click();
  await shareMenu(page).getByRole("link", { name: "LinkedIn" }).click();

  const [opened] = (await recorded()).opened;
  const url = new URL(opened?.[0] ?? "");
  expect(`${url.origin}${url.pathname}`).toBe("https://www.linkedin.com/sharing/share-offsite/");
  expect(url.searchParams.get("url")).toBe(CANONICAL);
  expect(opened?.[2]).toMatch(/(^|,)width=600,height=400(,|$)/);
  await expect(shareMenu(page)).toBeHidden();
});

test("Email is a mailto link with the title and address, and choosing it closes the menu", async ({ page }) => {
  const recorded = await recordSharing(page, { nativeShare: false });
  await visit(page, POST);
  await shareButton(page).click();
  const email = shareMenu(page).getByRole("link", { name: "Email" });
  const href = (await email.getAttribute("href")) ?? "";
  expect(href).toMatch(/^mailto:\?/);
  const params = new URLSearchParams(href.slice("mailto:?".length));
  expect(params.get("subject")).toBe("Procurement Cost Optimisation in Construction");
  expect(params.get("body")).toContain(CANONICAL);

  await email.click();
  await expect(shareMenu(page)).toBeHidden();
  expect((await recorded()).opened).toEqual([]);
});

test("the share menu works from the keyboard and Escape closes it", async ({ page }) => {
  const recorded = await recordSharing(page, { nativeShare: false });
  await visit(page, POST);
  await shareButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(shareMenu(page)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(shareMenu(page).getByRole("link", { name: "Twitter" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(shareMenu(page)).toBeHidden();
  await expect(shareButton(page)).toBeFocused();

  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(shareMenu(page).getByRole("link", { name: "LinkedIn" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(shareMenu(page)).toBeHidden();
  expect((await recorded()).opened[0]?.[0]).toContain("linkedin.com");
});

test("a click elsewhere closes the share menu", async ({ page }) => {
  await recordSharing(page, { nativeShare: false });
  await visit(page, POST);
  await shareButton(page).click();
  await expect(shareMenu(page)).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(shareMenu(page)).toBeHidden();
});

test("with native sharing, Share hands the post to the device and shows no menu", async ({ page }) => {
  const recorded = await recordSharing(page, { nativeShare: true });
  await visit(page, POST);
  await shareButton(page).click();
  await expect
    .poll(async () => (await recorded()).shared)
    .toEqual([expect.objectContaining({ title: "Procurement Cost Optimisation in Construction", url: CANONICAL })]);
  await expect(shareMenu(page)).toBeHidden();
});
