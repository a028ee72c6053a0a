import { prerenderedPaths } from "../../content/navigation.ts";
import { expect, test } from "./fixtures.ts";

for (const path of prerenderedPaths) {
  test(`${path} answers 200 with its title, description, keywords and canonical link`, async ({ page, baseURL }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/.+ \| .+/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /\w+, \w+/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(baseURL).toBeTruthy();
  });
}
