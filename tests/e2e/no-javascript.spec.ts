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
