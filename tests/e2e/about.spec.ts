import { about } from "../../content/about.ts";
import { expect, test, visit } from "./fixtures.ts";

test("the about page tells the story, what we do and the four approach cards, under one h1", async ({ page }) => {
  await visit(page, "/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Who We Are" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    about.story.heading,
    about.whatWeDo.heading,
    about.approach.heading,
    about.related.heading,
  ]);

  const story = main.getByRole("region", { name: about.story.heading });
  await expect(story).toContainText("founded by the team behind two earlier companies");
  for (const paragraph of about.story.paragraphs) await expect(story).toContainText(paragraph);

  const whatWeDo = main.getByRole("region", { name: about.whatWeDo.heading });
  await expect(whatWeDo.getByRole("heading", { level: 3 })).toHaveText(about.whatWeDo.services.map((s) => s.title));
  for (const figure of about.whatWeDo.figures) {
    await expect(whatWeDo.getByRole("definition").filter({ hasText: figure.value }).first()).toBeVisible();
  }

  const approach = main.getByRole("region", { name: about.approach.heading });
  const cards = approach.getByRole("listitem");
  await expect(cards).toHaveCount(4);
  for (const [index, card] of about.approach.cards.entries()) {
    await expect(cards.nth(index).getByRole("heading", { level: 3 })).toHaveText(card.title);
    await expect(cards.nth(index)).toContainText(card.description);
    await expect(cards.nth(index).locator("svg")).toHaveCount(1);
  }
});

test("the about page's headings never skip a level", async ({ page }) => {
  await visit(page, "/about");
  const levels = await page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0) expect(level - (levels[index - 1] ?? 1), `heading ${index + 1}`).toBeLessThanOrEqual(1);
  }
});
