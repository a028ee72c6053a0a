import { prerenderedPaths } from "../../content/navigation.ts";
import { expect, test, visit } from "./fixtures.ts";
import { rememberCookieChoice } from "./helpers.ts";

// The narrowest phones in common use: nothing may push the page wider than the window.
test.use({ viewport: { width: 360, height: 740 } });

for (const path of prerenderedPaths) {
  test(`${path} fits a 360 px wide phone without scrolling sideways`, async ({ page }) => {
    await rememberCookieChoice(page);
    await visit(page, path);
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .filter((element) => getComputedStyle(element).position !== "fixed" && element.checkVisibility())
        .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 60)}`)
        .slice(0, 5),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(wider).toEqual([]);
  });
}
