import type { Page, Route } from "@playwright/test";
import { postSummaries } from "../../content/blog.summaries.ts";
import { posts } from "../../content/blog.ts";
import { expect, test, visit } from "./fixtures.ts";

/** The spec's posts, newest first: the cards show these categories and dates. */
const SPEC_POSTS = [
  { id: "federal-reserve-cost-overruns", category: "Case Study", date: "25 July 2025" },
  { id: "future-of-development-partnerships", category: "Industry Insights", date: "22 March 2025" },
  { id: "smart-building-technology-trends-2025", category: "Technology", date: "14 February 2025" },
  { id: "procurement-cost-optimization", category: "Procurement", date: "18 January 2025" },
];

const titleOf = (id: string) => posts.find((p) => p.id === id)?.title ?? id;

/** Holds every request for `pattern` until `release` is called, as a slow network would. */
async function holdRequests(page: Page, pattern: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    waitForOne: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test("the blog is titled Industry Insights, with the featured article first and the others in a grid", async ({
  page,
}) => {
  await visit(page, "/blog");
  await expect(page).toHaveTitle(/^Industry Insights \|/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Industry Insights" })).toBeVisible();

  const featured = main.getByRole("region", { name: "Featured article" }).getByRole("article");
  await expect(featured).toHaveCount(1);
  await expect(featured.getByRole("heading", { level: 3 })).toHaveText(titleOf("federal-reserve-cost-overruns"));

  const grid = main.getByRole("region", { name: "Latest articles" }).getByRole("article");
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText(SPEC_POSTS.slice(1).map((p) => titleOf(p.id)));
  const columns = await grid.evaluateAll((cards) => new Set(cards.map((c) => c.getBoundingClientRect().left)).size);
  expect(columns).toBe(2);

  for (const [index, post] of SPEC_POSTS.entries()) {
    const card = index === 0 ? featured : grid.nth(index - 1);
    await expect(card).toContainText(post.category);
    await expect(card).toContainText(post.date);
    await expect(card).toContainText(/\d+ min read/);
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem").first()).toBeVisible();
    await expect(
      card
        .getByRole("paragraph")
        .filter({ hasText: /\w{4,}.*\w{4,}.*\w{4,}/ })
        .first(),
    ).toBeVisible();
    await expect(card.getByRole("link", { name: titleOf(post.id) })).toHaveAttribute("href", `/blog/${post.id}`);
  }
});

test("the server sends the finished list, with no placeholders", async ({ page, request }) => {
  const html = await (await request.get("/blog")).text();
  for (const post of SPEC_POSTS) expect(html).toContain(`href="/blog/${post.id}"`);
  await visit(page, "/blog");
  await expect(page.getByRole("status", { name: /Loading/ })).toHaveCount(0);
  await expect(page.getByTestId("post-card-skeleton")).toHaveCount(0);
});

test("a post shows the back link, category, title, subtitle, date, read time, share control, body and tags", async ({
  page,
}) => {
  await visit(page, "/blog/future-of-development-partnerships");
  const main = page.getByRole("main");
  const article = main.getByRole("article");
  await expect(article.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(titleOf("future-of-development-partnerships"));
  await expect(article).toContainText("Industry Insights");
  await expect(article).toContainText("22 March 2025");
  await expect(article.locator("time")).toHaveAttribute("datetime", "2025-03-22");
  await expect(article).toContainText(/\d+ min read/);
  await expect(article.getByText(/^Developers are asking one partner/)).toBeVisible();
  await expect(article.getByRole("button", { name: "Share" })).toBeVisible();
  expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3);
  const words = (await article.textContent())?.split(/\s+/).length ?? 0;
  expect(words).toBeGreaterThan(600);
  await expect(article.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
    "Development Management",
    "Partnerships",
    "Procurement",
    "Risk",
  ]);
  await expect(article.getByRole("img")).toHaveCount(1);
});

/** Follows the link to the procurement post in `region` while its body is held back, as on a slow network. */
async function openProcurementPostSlowly(page: Page, region: "main" | "contentinfo") {
  const network = await holdRequests(page, "**/blog/procurement-cost-optimization.data*");
  await page
    .getByRole(region)
    .getByRole("link", { name: titleOf("procurement-cost-optimization") })
    .click();
  await network.waitForOne();
  return network;
}

/** The BlogPosting nodes of the page's JSON-LD, as the head has them now. */
async function blogPostings(page: Page) {
  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  return graphs.flatMap((g) => g["@graph"] ?? [g]).filter((node) => node["@type"] === "BlogPosting");
}

test("a post carries BlogPosting structured data", async ({ page }) => {
  await page.goto("/blog/procurement-cost-optimization");
  const [posting] = await blogPostings(page);
  expect(posting).toMatchObject({
    headline: titleOf("procurement-cost-optimization"),
    datePublished: "2025-01-18",
    articleSection: "Procurement",
    url: "http://localhost:3000/blog/procurement-cost-optimization",
  });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
});

test("a post reached by client-side navigation has its own description, keywords and structured data", async ({
  page,
}) => {
  const summary = postSummaries.find((p) => p.id === "procurement-cost-optimization");
  expect(summary).toBeDefined();
  await visit(page, "/faq");
  // The metadata must not wait for the body.
  const network = await openProcurementPostSlowly(page, "contentinfo");
  await expect(page).toHaveURL(/\/blog\/procurement-cost-optimization$/);

  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", summary?.excerpt ?? "");
  const keywords = (await page.locator('meta[name="keywords"]').getAttribute("content"))?.split(", ") ?? [];
  // "Procurement" is both a tag and the category of this post: it is named once.
  expect(keywords).toEqual([...new Set([...(summary?.tags ?? []), "Procurement"])]);
  expect(new Set(keywords).size).toBe(keywords.length);
  expect(await blogPostings(page)).toEqual([
    expect.objectContaining({ headline: titleOf("procurement-cost-optimization"), datePublished: "2025-01-18" }),
  ]);
  await network.release();
  await expect(page.getByRole("heading", { level: 2, name: "Start with a UK benchmark" })).toBeVisible();
});

test("an unknown post answers 404 and shows Post not found", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
});

test("placeholder cards show while the list really loads on client-side navigation, then the articles", async ({
  page,
}) => {
  await visit(page, "/blog/smart-building-technology-trends-2025");
  const network = await holdRequests(page, "**/blog.data*");
  await page.getByRole("main").getByRole("link", { name: "Back to Blog" }).click();

  await network.waitForOne();
  await expect(page.getByRole("heading", { level: 1, name: "Industry Insights" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Loading articles");
  await expect(page.getByTestId("post-card-skeleton")).toHaveCount(3);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);

  await network.release();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(4);
  await expect(page.getByTestId("post-card-skeleton")).toHaveCount(0);
});

test("eight placeholder lines show while a post really loads on client-side navigation, then its body", async ({
  page,
}) => {
  await visit(page, "/blog");
  const network = await openProcurementPostSlowly(page, "main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf("procurement-cost-optimization"));
  await expect(page.getByRole("main").getByRole("status")).toContainText("Loading article");
  await expect(page.getByTestId("article-line-skeleton")).toHaveCount(8);

  await network.release();
  await expect(page.getByRole("heading", { level: 2, name: "Start with a UK benchmark" })).toBeVisible();
  await expect(page.getByTestId("article-line-skeleton")).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^${titleOf("procurement-cost-optimization")}`));
});

test("moving from one post to another shows the next post's placeholders, not the previous body", async ({ page }) => {
  await visit(page, "/blog/federal-reserve-cost-overruns");
  const network = await openProcurementPostSlowly(page, "contentinfo");
  await expect(page.getByTestId("article-line-skeleton")).toHaveCount(8);
  await expect(
    page.getByRole("heading", { level: 2, name: "Lesson one: survey before you set the budget" }),
  ).toHaveCount(0);
  await network.release();
  await expect(page.getByRole("heading", { level: 2, name: "Start with a UK benchmark" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list shows every article and no placeholders", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(4);
    await expect(page.getByTestId("post-card-skeleton")).toHaveCount(0);
  });

  test("a post shows its whole body, its title once and no placeholders", async ({ page }) => {
    await page.goto("/blog/federal-reserve-cost-overruns");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(
      page.getByRole("heading", { level: 2, name: "Lesson five: report honestly, and often" }),
    ).toBeVisible();
    await expect(page.getByTestId("article-line-skeleton")).toHaveCount(0);
  });
});
