// @vitest-environment jsdom
import { expect, test } from "vitest";
import type { PostSummary } from "#content/blog.schema.ts";
import { blogPostingJsonLd, renderBlogFeed } from "./blog-metadata.ts";

function makePost(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: "an-article",
    title: 'Costs & Benefits <of> "Partnerships"',
    subtitle: "A subtitle for the article",
    excerpt: "An excerpt that describes the article in a sentence or two.",
    category: "Industry Insights",
    date: "2025-03-22",
    image: "blog/an-article",
    tags: ["Partnerships", "Risk"],
    featured: false,
    readTime: 4,
    wordCount: 700,
    ...overrides,
  };
}

const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml");

test("the feed is well-formed RSS 2.0 with one item per post, each with its absolute link and date", () => {
  const xml = renderBlogFeed(
    [makePost(), makePost({ id: "older", title: "Older", date: "2025-01-18" })],
    "https://example.com",
  );
  const doc = parse(xml);
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(doc.documentElement.getAttribute("version")).toBe("2.0");
  const items = [...doc.getElementsByTagName("item")];
  expect(items.map((item) => item.getElementsByTagName("link")[0]?.textContent)).toEqual([
    "https://example.com/blog/an-article",
    "https://example.com/blog/older",
  ]);
  expect(items.map((item) => item.getElementsByTagName("pubDate")[0]?.textContent)).toEqual([
    "Sat, 22 Mar 2025 00:00:00 GMT",
    "Sat, 18 Jan 2025 00:00:00 GMT",
  ]);
});

test("titles and descriptions are escaped, so any text keeps the feed well-formed", () => {
  const doc = parse(renderBlogFeed([makePost()], "https://example.com"));
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(doc.querySelector("item > title")?.textContent).toBe('Costs & Benefits <of> "Partnerships"');
});

test("the feed's build date is its newest post's, so it changes only when the posts do", () => {
  const doc = parse(renderBlogFeed([makePost()], "https://example.com"));
  expect(doc.querySelector("channel > lastBuildDate")?.textContent).toBe("Sat, 22 Mar 2025 00:00:00 GMT");
});

test("the BlogPosting names the article, its dates and the firm as author and publisher", () => {
  const node = blogPostingJsonLd(makePost(), "https://example.com");
  expect(node).toMatchObject({
    "@type": "BlogPosting",
    headline: makePost().title,
    datePublished: "2025-03-22",
    url: "https://example.com/blog/an-article",
    author: { "@id": "https://example.com/#organization" },
    publisher: { "@id": "https://example.com/#organization" },
  });
});
