import { posts } from "../../content/blog.ts";
import { prerenderedPaths } from "../../content/navigation.ts";
import { expect, test, visit } from "./fixtures.ts";

const SPEC_DATES: Record<string, string> = {
  "federal-reserve-cost-overruns": "2025-07-25",
  "future-of-development-partnerships": "2025-03-22",
  "smart-building-technology-trends-2025": "2025-02-14",
  "procurement-cost-optimization": "2025-01-18",
};

test("/blog/rss.xml is a valid RSS feed of the four posts, each with its link and date", async ({ page, request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const xml = await response.text();

  // Parsed by the browser's own XML parser, as a feed reader would.
  await visit(page, "/blog");
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      errors: doc.getElementsByTagName("parsererror").length,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute("version"),
      channelTitle: doc.querySelector("channel > title")?.textContent,
      items: [...doc.querySelectorAll("channel > item")].map((item) => ({
        title: item.querySelector("title")?.textContent,
        link: item.querySelector("link")?.textContent,
        pubDate: item.querySelector("pubDate")?.textContent,
      })),
    };
  }, xml);

  expect(feed.errors).toBe(0);
  expect(feed.root).toBe("rss");
  expect(feed.version).toBe("2.0");
  expect(feed.channelTitle).toMatch(/Industry Insights/);
  expect(feed.items).toHaveLength(4);
  for (const item of feed.items) {
    const id = new URL(item.link ?? "").pathname.replace("/blog/", "");
    expect(item.link).toBe(`http://localhost:3000/blog/${id}`);
    expect(item.title).toBe(posts.find((p) => p.id === id)?.title);
    expect(new Date(item.pubDate ?? "").toISOString().slice(0, 10)).toBe(SPEC_DATES[id]);
  }
  expect(feed.items.map((item) => item.link)).toEqual(posts.map((p) => `http://localhost:3000/blog/${p.id}`));
});

test("every item's link leads to its post", async ({ request }) => {
  const xml = await (await request.get("/blog/rss.xml")).text();
  const links = [...xml.matchAll(/<link>http:\/\/localhost:3000(\/blog\/[^<]+)<\/link>/g)].map((m) => m[1] ?? "");
  expect(links).toHaveLength(4);
  for (const link of links) expect((await request.get(link)).status()).toBe(200);
});

for (const path of prerenderedPaths) {
  test(`${path} links the feed from its head`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
  });
}
