import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures.ts";
import { mainNavigation, NAV_ITEMS, pathname } from "./helpers.ts";

test.use({ viewport: { width: 390, height: 800 } });

/** The toggle is named "Open menu" while closed and "Close menu" while open. */
function menuToggle(page: Page) {
  return page.getByRole("button", { name: /^(Open|Close) menu$/ });
}

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
  await expect(mainNavigation(page)).toBeVisible();
}

async function expectMenuClosed(page: Page) {
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(menuToggle(page)).toHaveAccessibleName("Open menu");
  await expect(mainNavigation(page)).toBeHidden();
}

test("on a phone the navigation links are folded behind a closed Open menu button", async ({ page }) => {
  await visit(page, "/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "About" })).toBeHidden();
  await expect(header.getByRole("button", { name: "Playbooks" })).toBeHidden();
  await expect(mainNavigation(page)).toBeHidden();
  await expect(menuToggle(page)).toBeVisible();
  await expectMenuClosed(page);
});

test("the open menu holds every item, the Playbooks group and the search box", async ({ page }) => {
  await visit(page, "/");
  await openMenu(page);
  const toggle = menuToggle(page);
  await expect(toggle).toHaveAccessibleName("Close menu");
  const menu = mainNavigation(page);
  await expect(toggle).toHaveAttribute("aria-controls", (await menu.getAttribute("id")) ?? "missing id");

  await expect(menu.getByRole("link")).toHaveText([
    ...NAV_ITEMS.slice(0, 5),
    "Procurement Playbook",
    "Delivery Playbook",
    ...NAV_ITEMS.slice(5),
  ]);
  const playbooks = menu.getByRole("listitem").filter({ has: page.getByText("Playbooks", { exact: true }) });
  await expect(playbooks.getByText("Playbooks", { exact: true })).toBeVisible();
  await expect(playbooks.getByRole("link")).toHaveText(["Procurement Playbook", "Delivery Playbook"]);
  await expect(playbooks.getByRole("link", { name: "Procurement Playbook" })).toHaveAttribute(
    "href",
    "/procurement-playbook",
  );
  await expect(playbooks.getByRole("link", { name: "Delivery Playbook" })).toHaveAttribute(
    "href",
    "/delivery-playbook",
  );
  await expect(menu.getByRole("searchbox", { name: "Search the site" })).toBeVisible();
});

test("choosing a link in the menu navigates there and closes the menu", async ({ page }) => {
  await visit(page, "/");
  await openMenu(page);
  await mainNavigation(page).getByRole("link", { name: "Delivery Playbook" }).click();
  await expect.poll(() => pathname(page)).toBe("/delivery-playbook");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delivery Playbook");
  await expectMenuClosed(page);

  await openMenu(page);
  await expect(mainNavigation(page).getByRole("link", { name: "Delivery Playbook" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("choosing the link of the page already shown closes the menu too", async ({ page }) => {
  await visit(page, "/about");
  await openMenu(page);
  // No route change happens here, so only the link choice itself can close the menu.
  await mainNavigation(page).getByRole("link", { name: "About" }).click();
  await expectMenuClosed(page);
  expect(pathname(page)).toBe("/about");
});

test("the menu closes when the route changes through the browser's back button", async ({ page }) => {
  await visit(page, "/");
  await openMenu(page);
  await mainNavigation(page).getByRole("link", { name: "Services" }).click();
  await expect.poll(() => pathname(page)).toBe("/services");
  // The navigation closes the menu; it is opened again once that has happened, not while it is under way.
  await expectMenuClosed(page);

  await openMenu(page);
  await page.goBack();
  await expect.poll(() => pathname(page)).toBe("/");
  await expectMenuClosed(page);
});

test("Escape closes the menu and leaves focus on the toggle", async ({ page }) => {
  await visit(page, "/");
  await menuToggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
  // Into the menu, as a keyboard user would go.
  await page.keyboard.press("Tab");
  await expect(mainNavigation(page).getByRole("searchbox", { name: "Search the site" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expectMenuClosed(page);
  await expect(menuToggle(page)).toBeFocused();
});

test("the menu toggle shows below 1024 px wide and hides from there up", async ({ page }) => {
  await page.setViewportSize({ width: 1023, height: 800 });
  await visit(page, "/");
  await expect(menuToggle(page)).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(menuToggle(page)).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menuToggle(page)).toBeHidden();
  await expect(mainNavigation(page).getByRole("link", { name: "About" })).toBeVisible();
});
