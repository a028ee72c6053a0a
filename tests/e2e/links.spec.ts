import type { APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";
import { siteIndex } from "#server/content/site-index.ts";
import { expect, test } from "./fixtures.ts";
import { EXTRA_GATE_PAGES, NOT_FOUND_PAGE, sitemapPages } from "./helpers.ts";

/** Every attribute that names a URL the visitor's browser will follow or fetch. */
const URL_ATTRIBUTES: [selector: string, attribute: string][] = [
  ["a[href]", "href"],
  ["area[href]", "href"],
  ["link[href]", "href"],
  ["script[src]", "src"],
  ["img[src]", "src"],
  ["img[srcset]", "srcset"],
  ["source[srcset]", "srcset"],
  ["video[poster]", "poster"],
  // What a shared link's preview shows.
  ['meta[property="og:url"]', "content"],
  ['meta[property="og:image"]', "content"],
  ['meta[name="twitter:image"]', "content"],
];

function urlsIn(document: Document): string[] {
  const urls: string[] = [];
  for (const [selector, attribute] of URL_ATTRIBUTES) {
    for (const element of document.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute) ?? "";
      if (attribute === "srcset") {
        urls.push(...value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""));
      } else {
        urls.push(value);
      }
    }
  }
  return urls.filter((url) => url !== "");
}

function hasTarget(document: Document, fragment: string): boolean {
  // The HTML standard scrolls to the top for an empty fragment and for "top".
  if (fragment === "" || fragment.toLowerCase() === "top") return true;
  return document.getElementById(fragment) !== null || document.getElementsByName(fragment).length > 0;
}

async function fetchDocument(request: APIRequestContext, target: string) {
  const response = await request.get(target, { maxRedirects: 0 });
  const isHtml = (response.headers()["content-type"] ?? "").startsWith("text/html");
  return {
    status: response.status(),
    location: response.headers().location,
    document: isHtml ? new JSDOM(await response.text()).window.document : undefined,
  };
}

test("no internal link or anchor on any page is broken", async ({ request }) => {
  test.setTimeout(120_000);
  const { origin, paths } = await sitemapPages(request);
  const pages = [...paths, ...EXTRA_GATE_PAGES];

  const fetched = new Map<string, Promise<Awaited<ReturnType<typeof fetchDocument>>>>();
  const get = (target: string) => {
    let result = fetched.get(target);
    if (!result) {
      result = fetchDocument(request, target);
      fetched.set(target, result);
    }
    return result;
  };

  /** Where each internal URL (path and query) and each fragment is linked from. */
  const linkedFrom = new Map<string, Set<string>>();
  const fragments = new Map<string, Set<string>>();
  for (const pagePath of pages) {
    const page = await get(pagePath);
    expect(page.status, pagePath).toBe(pagePath === NOT_FOUND_PAGE ? 404 : 200);
    if (!page.document) throw new Error(`${pagePath} is not HTML`);
    const base = new URL(pagePath, origin);
    for (const raw of urlsIn(page.document)) {
      const url = new URL(raw, base);
      if (url.origin !== origin) continue;
      const target = `${url.pathname}${url.search}`;
      // A page naming itself (its canonical link, a skip link) was checked when it was
      // fetched above; the 404 page answers 404 by design.
      if (target !== pagePath) {
        if (!linkedFrom.has(target)) linkedFrom.set(target, new Set());
        linkedFrom.get(target)?.add(pagePath);
      }
      if (url.hash) {
        const key = `${target}#${decodeURIComponent(url.hash.slice(1))}`;
        if (!fragments.has(key)) fragments.set(key, new Set());
        fragments.get(key)?.add(pagePath);
      }
    }
  }

  const broken: string[] = [];
  for (const [target, from] of linkedFrom) {
    const { status, location } = await get(target);
    // Internal links name the canonical URL, so even a redirect is a link to fix.
    if (status !== 200) {
      const what = location ? `${status} redirect to ${location}` : String(status);
      broken.push(`${target}: ${what}, linked from ${[...from].join(", ")}`);
    }
  }
  for (const [key, from] of fragments) {
    const hash = key.indexOf("#");
    const target = key.slice(0, hash);
    const { document } = await get(target);
    // A target that does not answer 200 is already reported above.
    if (document && !hasTarget(document, key.slice(hash + 1))) {
      broken.push(`${key}: no element with that id or name, linked from ${[...from].join(", ")}`);
    }
  }

  expect(broken, "broken internal links and anchors").toEqual([]);
  // The sweep found the site's links: the home page alone links every top navigation item.
  expect(linkedFrom.size).toBeGreaterThan(paths.length);
  console.log(
    `links: ${linkedFrom.size} internal URLs and ${fragments.size} anchors checked across ${pages.length} pages`,
  );
});

test("every entry of the content index leads to a page that answers, and to the element it names", async ({
  request,
}) => {
  // Site search and the assistant link visitors there: a section whose anchor is missing lands them at the top.
  const entries = siteIndex();
  const documents = new Map<string, Awaited<ReturnType<typeof fetchDocument>>>();
  const broken: string[] = [];
  for (const entry of entries) {
    const url = new URL(entry.url, "http://site.invalid");
    const target = `${url.pathname}${url.search}`;
    let page = documents.get(target);
    if (!page) {
      page = await fetchDocument(request, target);
      documents.set(target, page);
    }
    if (page.status !== 200 || !page.document) broken.push(`${entry.url}: ${page.status}`);
    else if (url.hash && !hasTarget(page.document, decodeURIComponent(url.hash.slice(1))))
      broken.push(`${entry.url}: no element with that id (${entry.title})`);
  }
  expect(broken, "content index entries that lead nowhere").toEqual([]);
  expect(entries.length).toBeGreaterThan(100);
});
