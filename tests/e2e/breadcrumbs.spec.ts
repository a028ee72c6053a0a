import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures.ts";
import { pathname } from "./helpers.ts";

function breadcrumbs(page: Page) {
  return page.getByRole("navigation", { name: "Breadcrumb" });
}

test("the home page shows no breadcrumbs", async ({ page }) => {
  await visit(page, "/about");
  await expect(breadcrumbs(page)).toBeVisible();
  // Back home through the trail's own Home link: the trail goes away.
  await breadcrumbs(page).getByRole("link", { name: "Home" }).click();
  await expect.poll(() => pathname(page)).toBe("/");
  await expect(breadcrumbs(page)).toHaveCount(0);

  await visit(page, "/");
  await expect(breadcrumbs(page)).toHaveCount(0);
});

test("a case study shows Home, then Case Studies, then the study as the current crumb", async ({ page }) => {
  await visit(page, "/case-studies/cable-trays");
  const crumbs = breadcrumbs(page).getByRole("listitem");
  await expect(crumbs).toHaveCount(3);

  const home = crumbs.nth(0).getByRole("link", { name: "Home" });
  await expect(home).toHaveAttribute("href", "/");
  // An icon, not the word: the name "Home" is for screen readers only.
  await expect(home.locator("svg")).toBeVisible();
  expect(await home.evaluate((link) => link.getBoundingClientRect().width)).toBeLessThan(40);

  const section = crumbs.nth(1).getByRole("link", { name: "Case Studies" });
  await expect(section).toHaveText("Case Studies");
  await expect(section).toHaveAttribute("href", "/case-studies");

  await expect(crumbs.nth(2)).toHaveText("Cable Trays");
  await expect(crumbs.nth(2).getByRole("link")).toHaveCount(0);
  await expect(crumbs.nth(2).getByText("Cable Trays")).toHaveAttribute("aria-current", "page");
  await expect(breadcrumbs(page).locator("[aria-current]")).toHaveCount(1);

  await section.click();
  await expect.poll(() => pathname(page)).toBe("/case-studies");
  await expect(crumbs).toHaveCount(2);
  await expect(crumbs.nth(1).getByText("Case Studies")).toHaveAttribute("aria-current", "page");
});

test("an unknown path segment gets a capitalised label", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/404 Error: User attempted to access non-existent route/);
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  await visit(page, "/some-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  const crumbs = breadcrumbs(page).getByRole("listitem");
  await expect(crumbs).toHaveCount(2);
  await expect(crumbs.nth(1)).toHaveText("Some page");
  await expect(crumbs.nth(1).getByText("Some page")).toHaveAttribute("aria-current", "page");
});
