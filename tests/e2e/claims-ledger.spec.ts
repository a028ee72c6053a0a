import { allClaims, ledgerFigures } from "../../content/claims.ts";
import { prerenderedPaths } from "../../content/navigation.ts";
import { extractFigures } from "../../lib/figures.ts";
import { expect, test } from "./fixtures.ts";

test("every ledger figure is recognised as a figure, so the page check can see it", () => {
  for (const claim of allClaims) {
    expect(extractFigures(` ${claim.value} `), claim.value).toEqual([claim.value]);
  }
});

for (const path of prerenderedPaths) {
  test(`every figure on ${path} comes from the claims ledger`, async ({ page }) => {
    await page.goto(path);
    // Every text node, hidden ones included (popovers, accordions), joined with
    // spaces so a label and the figure beside it are never read as one word.
    const mainText = await page.locator("main").evaluate((main) => {
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? "");
      return parts.join(" ");
    });
    const text = [
      mainText,
      await page.locator('meta[name="description"]').getAttribute("content"),
      await page.title(),
    ].join("\n");
    const strangers = extractFigures(text ?? "").filter((figure) => !ledgerFigures.has(figure));
    expect(strangers, `figures on ${path} that are not in content/claims.ts`).toEqual([]);
  });
}
