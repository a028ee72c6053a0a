// @vitest-environment jsdom
import { expect, test } from "vitest";
import { renderRobots, renderSitemap, sitemapEntries } from "./sitemap.ts";

const posts = [
  { id: "older-post", date: "2025-01-18" },
  { id: "newest-post", date: "2025-07-25" },
];

const parse = (text: string) => new DOMParser().parseFromString(text, "application/xml");

test("a blog post's last change is its date, the blog's is its newest post's, every other page's is the build's", () => {
  const entries = sitemapEntries({
    paths: ["/", "/blog", "/blog/older-post", "/blog/newest-post", "/privacy", "/case-studies/a-case"],
    posts,
    buildDate: "2026-11-21T17:59:56.000Z",
  });
  expect(entries).toEqual([
    { path: "/", lastmod: "2026-11-21" },
    { path: "/blog", lastmod: "2025-07-25" },
    { path: "/blog/older-post", lastmod: "2025-01-18" },
    { path: "/blog/newest-post", lastmod: "2025-07-25" },
    { path: "/privacy", lastmod: "2026-11-21" },
    { path: "/case-studies/a-case", lastmod: "2026-11-21" },
  ]);
});

test("the sitemap is well-formed sitemaps.org XML with one absolute URL per page, no trailing slash but the root's", () => {
  const text = renderSitemap(
    [
      { path: "/", lastmod: "2026-11-21" },
      { path: "/blog/a-post", lastmod: "2025-07-25" },
    ],
    "https://www.example.com/",
  );
  const doc = parse(text);
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(doc.documentElement.nodeName).toBe("urlset");
  expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const urls = [...doc.getElementsByTagName("url")].map((url) => ({
    loc: url.getElementsByTagName("loc")[0]?.textContent,
    lastmod: url.getElementsByTagName("lastmod")[0]?.textContent,
  }));
  expect(urls).toEqual([
    { loc: "https://www.example.com/", lastmod: "2026-11-21" },
    { loc: "https://www.example.com/blog/a-post", lastmod: "2025-07-25" },
  ]);
});

test("characters XML reserves are escaped in a URL", () => {
  const doc = parse(renderSitemap([{ path: "/a&b", lastmod: "2026-01-01" }], "http://localhost:3000"));
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(doc.getElementsByTagName("loc")[0]?.textContent).toBe("http://localhost:3000/a&b");
});

test("robots.txt lets every crawler read the pages, keeps them out of the API and names the sitemap absolutely", () => {
  const lines = renderRobots("https://www.example.com").split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines).toContain("Disallow: /api/");
  expect(lines).toContain("Sitemap: https://www.example.com/sitemap.xml");
  expect(lines.filter((line) => line.startsWith("Disallow:"))).toEqual(["Disallow: /api/"]);
});
