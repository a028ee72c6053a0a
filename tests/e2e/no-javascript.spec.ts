import { prerenderedPaths } from "../../content/navigation.ts";
import { expect, test } from "./fixtures.ts";
import { mainNavigation, NAV_HREFS, NAV_ITEMS } from "./helpers.ts";

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

for (const path of prerenderedPaths) {
  test(`${path} shows its heading, the main navigation and the footer without JavaScript`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Nothing ran: the page is exactly what the server sent.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const links = mainNavigation(page).getByRole("link");
    await expect(links).toHaveText(NAV_ITEMS);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(NAV_HREFS);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute("href", "/privacy");
  });
}

test("on a phone without JavaScript the menu toggle opens the menu, and its links lead on", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  // The toggle before any script runs: a <details> summary, named by the text its state shows.
  const toggle = page.getByRole("banner").locator("summary").filter({ hasText: "Open menu" });
  await expect(toggle).toHaveText("Open menu", { useInnerText: true });
  await expect(mainNavigation(page)).toBeHidden();

  await toggle.click();
  const menu = mainNavigation(page);
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveText("Close menu", { useInnerText: true });
  await expect(menu.getByRole("link")).toHaveText([
    ...NAV_ITEMS.slice(0, 5),
    "Procurement Playbook",
    "Delivery Playbook",
    ...NAV_ITEMS.slice(5),
  ]);
  await expect(menu.getByRole("searchbox", { name: "Search the site" })).toBeVisible();

  await menu.getByRole("link", { name: "Delivery Playbook" }).click();
  await expect(page).toHaveURL(/\/delivery-playbook$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delivery Playbook");
  // A new page: the menu starts closed, and closes again from its toggle.
  await expect(mainNavigation(page)).toBeHidden();
  await toggle.click();
  await expect(mainNavigation(page)).toBeVisible();
  await toggle.click();
  await expect(mainNavigation(page)).toBeHidden();
});

test("on a wide screen without JavaScript the Playbooks trigger opens its two links", async ({ page }) => {
  await page.goto("/");
  const navigation = mainNavigation(page);
  const procurement = navigation.getByRole("link", { name: "Procurement Playbook" });
  await expect(procurement).toBeHidden();

  await navigation.getByText("Playbooks", { exact: true }).click();
  await expect(procurement).toBeVisible();
  await expect(navigation.getByRole("link", { name: "Delivery Playbook" })).toHaveAttribute(
    "href",
    "/delivery-playbook",
  );
  await procurement.click();
  await expect(page).toHaveURL(/\/procurement-playbook$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Procurement Playbook");
});
