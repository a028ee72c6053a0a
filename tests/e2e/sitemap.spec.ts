import { readdirSync } from "node:fs";
import path from "node:path";
import { prerenderedPaths } from "../../content/navigation.ts";
import { expect, test, visit } from "./fixtures.ts";

const SITE_URL = "http://localhost:3000";
const clientDir = path.resolve(import.meta.dirname, "../../build/client");

/** Every page the build wrote as HTML, as the URL it answers. */
function prerenderedFiles(): string[] {
  return readdirSync(clientDir, { recursive: true })
    .map(String)
    .filter((file) => file === "index.html" || file.endsWith(`${path.sep}index.html`))
    .map((file) => (file === "index.html" ? "/" : `/${path.dirname(file).split(path.sep).join("/")}`));
}

test("/sitemap.xml is well-formed XML listing exactly the prerendered pages, each absolute and dated", async ({
  page,
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await response.text();

  await visit(page, "/");
  const sitemap = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      errors: doc.getElementsByTagName("parsererror").length,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      urls: [...doc.getElementsByTagName("url")].map((url) => ({
        loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? "",
      })),
    };
  }, xml);

  expect(sitemap.errors).toBe(0);
  expect(sitemap.root).toBe("urlset");
  expect(sitemap.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const locs = sitemap.urls.map((url) => url.loc);
  expect(locs).toEqual(prerenderedPaths.map((p) => (p === "/" ? `${SITE_URL}/` : `${SITE_URL}${p}`)));
  const paths = locs.map((loc) => new URL(loc).pathname);
  expect([...paths].sort()).toEqual(prerenderedFiles().sort());
  for (const { lastmod } of sitemap.urls) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("each blog post's last change in the sitemap is its publication date", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const dates = Object.fromEntries(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((m) => [m[1], m[2]]),
  );
  expect(dates[`${SITE_URL}/blog/federal-reserve-cost-overruns`]).toBe("2025-07-25");
  expect(dates[`${SITE_URL}/blog/procurement-cost-optimization`]).toBe("2025-01-18");
  expect(dates[`${SITE_URL}/blog`]).toBe("2025-07-25");
});

test("every page in the sitemap answers 200 with HTML that search engines may index", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  for (const p of paths) {
    const response = await request.get(p, { maxRedirects: 0 });
    expect(response.status(), p).toBe(200);
    expect(response.headers()["content-type"], p).toMatch(/^text\/html/);
    // Only search results ask not to be indexed (decision 022); a listed page never does.
    expect(await response.text(), p).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(response.headers()["x-robots-tag"], p).toBeUndefined();
  }
});

test("/robots.txt allows every crawler, keeps them out of the API and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const lines = (await response.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /api/");
  expect(lines.filter((line) => line.startsWith("Disallow:"))).toEqual(["Disallow: /api/"]);
  expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});
