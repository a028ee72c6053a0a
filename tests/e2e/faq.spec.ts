import type { Locator, Page } from "@playwright/test";
import { faq } from "../../content/faq.ts";
import { expect, test, visit } from "./fixtures.ts";

const questions = faq.items.map((item) => item.question);

function question(page: Page, text: string): Locator {
  return page.getByRole("main").getByRole("button", { name: text, exact: true });
}

function answer(page: Page, text: string): Locator {
  return page.getByRole("main").getByRole("region", { name: text, exact: true, includeHidden: true });
}

test("the FAQ lists twelve questions, all closed, on the spec's topics", async ({ page }) => {
  await visit(page, "/faq");
  const triggers = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("button");
  await expect(triggers).toHaveText(questions);
  await expect(triggers).toHaveCount(12);
  for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute("aria-expanded", "false");

  const topics = [
    /what is a development manager/i,
    /save/i,
    /types of projects/i,
    /procurement process/i,
    /how long/i,
    /planning permission/i,
    /different/i,
    /cost engineering/i,
    /sustainability/i,
    /areas/i,
    /quality against cost/i,
    /project size/i,
  ];
  for (const [index, topic] of topics.entries()) await expect(triggers.nth(index)).toHaveText(topic);

  const sustainability = answer(page, questions[8] ?? "");
  // The spec's topics in its own words: "EPC A and B, net-zero where applicable"; "London and Greater London,
  // UK-wide capability".
  await expect(sustainability).toContainText("EPC A and B ratings");
  await expect(sustainability).toContainText("net-zero carbon in operation where applicable");
  const areas = answer(page, questions[9] ?? "");
  await expect(areas).toContainText("London and Greater London");
  await expect(areas).toContainText("UK-wide capability");
});

test("only one answer is open at a time, and the open one closes again", async ({ page }) => {
  await visit(page, "/faq");
  const [first, second] = questions as [string, string];

  await question(page, first).click();
  await expect(answer(page, first)).toBeVisible();
  await expect(answer(page, first)).toContainText(faq.items[0]?.answer ?? "");
  await expect(question(page, first)).toHaveAttribute("aria-expanded", "true");

  await question(page, second).click();
  await expect(answer(page, second)).toBeVisible();
  await expect(answer(page, first)).toBeHidden();
  await expect(question(page, first)).toHaveAttribute("aria-expanded", "false");

  await question(page, second).click();
  await expect(answer(page, second)).toBeHidden();
  await expect(page.getByRole("main").getByRole("button", { expanded: true })).toHaveCount(0);
});

test("the questions are keyboard operable with the arrow keys, Home and End", async ({ page }) => {
  await visit(page, "/faq");
  const [first, second] = questions as [string, string];
  const last = questions.at(-1) as string;

  await question(page, first).focus();
  await page.keyboard.press("ArrowDown");
  await expect(question(page, second)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(question(page, first)).toBeFocused();
  await page.keyboard.press("End");
  await expect(question(page, last)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(question(page, first)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(question(page, last)).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(answer(page, last)).toBeVisible();
  await page.keyboard.press("Space");
  await expect(answer(page, last)).toBeHidden();
});

test("closed answers stay in the page, hidden until found by find-in-page", async ({ page }) => {
  await visit(page, "/faq");
  for (const text of questions) {
    await expect(answer(page, text)).toHaveAttribute("hidden", "until-found");
  }
});

test("without JavaScript every answer is in the page and readable", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/faq");
  for (const item of faq.items) {
    await expect(page.getByRole("main").getByText(item.answer, { exact: true })).toBeVisible();
  }
  await context.close();
});

test("before the page's script runs, closed answers are already hidden, so nothing jumps", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // Scripting is on but the bundle never arrives: what the visitor sees before hydration.
  await page.route("**/*.js", (route) => route.abort());
  await page.goto("/faq");
  await expect(page.getByRole("main").getByRole("button", { name: questions[0] ?? "" })).toBeVisible();
  for (const item of faq.items) {
    await expect(page.getByRole("main").getByText(item.answer, { exact: true })).toBeHidden();
  }
  await context.close();
});

test("the FAQPage structured data carries the same twelve questions and answers as the page", async ({ page }) => {
  await visit(page, "/faq");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.flatMap((block) => {
    const json = JSON.parse(block) as { "@graph"?: Record<string, unknown>[] };
    return json["@graph"] ?? [json];
  });
  const faqPage = nodes.find((node) => node["@type"] === "FAQPage") as
    | { mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[] }
    | undefined;
  expect(faqPage, "an FAQPage node").toBeDefined();
  const entries = faqPage?.mainEntity ?? [];
  expect(entries).toHaveLength(12);

  const visibleQuestions = await page
    .getByRole("main")
    .getByRole("heading", { level: 2 })
    .getByRole("button")
    .allTextContents();
  expect(entries.map((entry) => entry.name)).toEqual(visibleQuestions);
  for (const [index, entry] of entries.entries()) {
    expect(entry["@type"]).toBe("Question");
    expect(entry.acceptedAnswer["@type"]).toBe("Answer");
    // The panel's first paragraph is the answer; the link to the page on its topic follows it.
    const said = answer(page, entry.name).locator("p").first();
    expect(((await said.textContent()) ?? "").trim(), `answer ${index + 1}`).toBe(entry.acceptedAnswer.text);
  }
});

test("each answer ends with a link to the page that covers its topic in full", async ({ page }) => {
  await visit(page, "/faq");
  for (const item of faq.items) {
    const link = answer(page, item.question).getByRole("link", { name: item.more.label, includeHidden: true });
    await expect(link).toHaveAttribute("href", item.more.href);
  }
  const [first] = faq.items;
  if (!first) throw new Error("the FAQ has no questions");
  await question(page, first.question).click();
  await answer(page, first.question).getByRole("link", { name: first.more.label }).click();
  await expect(page).toHaveURL(new RegExp(`${first.more.href}$`));
});

test("the Still Have Questions box leads to the contact page", async ({ page }) => {
  await visit(page, "/faq");
  const box = page.getByRole("region", { name: "Still Have Questions?" });
  await expect(box).toBeVisible();
  await box.getByRole("link", { name: "Contact Our Team" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the FAQ page's headings never skip a level", async ({ page }) => {
  await visit(page, "/faq");
  const levels = await page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0) expect(level - (levels[index - 1] ?? 1), `heading ${index + 1}`).toBeLessThanOrEqual(1);
  }
});
