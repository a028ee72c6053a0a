import { expect, test } from "vitest";
import { images } from "#app/generated/images.ts";
import { postIndex } from "#content/blog.index.ts";
import { countWords, WORDS_PER_MINUTE } from "#content/blog.schema.ts";
import { postSummaries } from "#content/blog.summaries.ts";
import { ledgerFigures } from "#content/claims.ts";
import { extractFigures } from "#lib/figures.ts";
import { checkIndex, getPost, listPosts, readPosts } from "./blog.ts";

const post = (frontmatter: string, body = "## A section\n\nSome words about procurement and delivery.") =>
  `---\n${frontmatter}\n---\n${body}\n`;

const validFrontmatter = [
  'title: "A title long enough"',
  'subtitle: "A subtitle that says a little more"',
  'excerpt: "An excerpt that is long enough to pass the schema check."',
  "category: Procurement",
  "date: 2025-01-18",
  "image: blog/example",
  "tags: [Procurement]",
  "featured: true",
].join("\n");

test("the blog has the spec's four posts, newest first, with their dates and categories", () => {
  expect(listPosts().map(({ id, date, category }) => ({ id, date, category }))).toEqual([
    { id: "federal-reserve-cost-overruns", date: "2025-07-25", category: "Case Study" },
    { id: "future-of-development-partnerships", date: "2025-03-22", category: "Industry Insights" },
    { id: "smart-building-technology-trends-2025", date: "2025-02-14", category: "Technology" },
    { id: "procurement-cost-optimization", date: "2025-01-18", category: "Procurement" },
  ]);
});

test("only the federal-reserve post is featured", () => {
  expect(
    listPosts()
      .filter((p) => p.featured)
      .map((p) => p.id),
  ).toEqual(["federal-reserve-cost-overruns"]);
});

test("every post is a substantive article of at least 600 words, its read time computed from the text", () => {
  for (const summary of listPosts()) {
    expect(summary.wordCount, summary.id).toBeGreaterThanOrEqual(600);
    expect(summary.readTime, summary.id).toBe(Math.ceil(summary.wordCount / WORDS_PER_MINUTE));
  }
});

test("every figure a post states is a claims-ledger value, written exactly as the ledger has it", () => {
  for (const summary of listPosts()) {
    const full = getPost(summary.id);
    const text = [summary.title, summary.subtitle, summary.excerpt, full?.html.replace(/<[^>]+>/g, " ") ?? ""].join(
      "\n",
    );
    const strangers = extractFigures(text).filter((figure) => !ledgerFigures.has(figure));
    expect(strangers, summary.id).toEqual([]);
  }
});

test("each post's body is rendered to HTML with sections at h2 and no second h1", () => {
  for (const { id } of listPosts()) {
    const html = getPost(id)?.html ?? "";
    expect(html, id).toMatch(/<h2 id="[a-z0-9-]+">[^<]+<\/h2>/);
    expect(html, id).not.toMatch(/<h1/);
    expect(html, id).not.toMatch(/^---/);
  }
});

test("every post's picture is in the image manifest", () => {
  for (const summary of listPosts()) expect(Object.keys(images), summary.id).toContain(summary.image);
});

test("the navigation index and the summaries say what the Markdown says", () => {
  expect(() => checkIndex(listPosts(), postIndex, postSummaries)).not.toThrow();
  expect(postIndex.map((p) => p.title)).toEqual(listPosts().map((p) => p.title));
  expect(postSummaries).toEqual(listPosts());
});

test("a stale navigation index stops the build, saying how to regenerate it", () => {
  const stale = postIndex.map((p, i) => (i === 0 ? { ...p, title: "An old title" } : p));
  expect(() => checkIndex(listPosts(), stale, postSummaries)).toThrow(
    /content\/blog\.index\.ts: .*npx node scripts\/blog-index\.ts/,
  );
});

test("stale summaries stop the build, saying how to regenerate them", () => {
  const stale = postSummaries.map((p, i) => (i === 1 ? { ...p, tags: [...p.tags, "An old tag"] } : p));
  expect(() => checkIndex(listPosts(), postIndex, stale)).toThrow(
    /content\/blog\.summaries\.ts: .*npx node scripts\/blog-index\.ts/,
  );
});

test("an unknown id finds no post", () => {
  expect(getPost("no-such-post")).toBeUndefined();
});

test("a bad frontmatter value fails naming the file and the field", () => {
  const bad = post(validFrontmatter.replace("date: 2025-01-18", "date: 18/01/2025"));
  expect(() => readPosts({ "content/blog/example.md": bad })).toThrow(/content\/blog\/example\.md: date: /);
});

test("a missing frontmatter field fails naming the file and the field", () => {
  const bad = post(validFrontmatter.replace(/^category: .*$/m, ""));
  expect(() => readPosts({ "content/blog/example.md": bad })).toThrow(/content\/blog\/example\.md: category: /);
});

test("a misspelt frontmatter key fails naming the key", () => {
  const bad = post(`${validFrontmatter}\ncatgory: Procurement`);
  expect(() => readPosts({ "content/blog/example.md": bad })).toThrow(/content\/blog\/example\.md: catgory: /);
});

test("a file without frontmatter fails naming the file", () => {
  expect(() => readPosts({ "content/blog/example.md": "## Just a body\n" })).toThrow(
    /content\/blog\/example\.md: \(frontmatter\)/,
  );
});

test("a post body with its own h1 fails naming the file", () => {
  expect(() => readPosts({ "content/blog/example.md": post(validFrontmatter, "# A second title\n\nText.") })).toThrow(
    /content\/blog\/example\.md: \(body\): .*h1/,
  );
});

test("more than one featured post fails", () => {
  const files = {
    "content/blog/one.md": post(validFrontmatter),
    "content/blog/two.md": post(validFrontmatter),
  };
  expect(() => readPosts(files)).toThrow(/exactly one post must be featured \(found: one, two\)/);
});

test("words are counted as a reader reads them: markup and link targets are not words", () => {
  expect(countWords("## Heading here\n\n- **Bold** point, with [a link](/contact).\n\ndesign-and-build")).toBe(8);
});
