import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { expect, test } from "vitest";
import { allNavLinks, navigation, SITE_MAP_ANCHOR } from "#content/navigation.ts";
import { pagePath } from "#lib/content-index.ts";
import { siteIndex } from "#server/content/site-index.ts";
import { projectRoot, requireProductionBuild } from "./http.ts";

requireProductionBuild();

/** The prerendered page at a site path, parsed. */
function builtPage(sitePath: string): Document {
  const file = path.join(projectRoot, "build/client", sitePath, "index.html");
  return new JSDOM(readFileSync(file, "utf8")).window.document;
}

test("every section the content index links to is an element with that id on its prerendered page", () => {
  const pages = new Map<string, Document>();
  const missing: string[] = [];
  const anchored = siteIndex().filter((e) => e.url.includes("#"));
  expect(anchored.length).toBeGreaterThan(50);
  for (const entry of anchored) {
    const page = pagePath(entry);
    if (!pages.has(page)) pages.set(page, builtPage(page));
    const id = entry.url.slice(entry.url.indexOf("#") + 1);
    if (!pages.get(page)?.getElementById(id)) missing.push(entry.url);
  }
  expect(missing).toEqual([]);
  // Parsing a dozen built pages with jsdom takes seconds when other test files share the cores.
}, 60_000);

test("the site map the index cites (the footer) links to every page of the top navigation but Home, and to its own links", () => {
  const footer = builtPage("/").getElementById(SITE_MAP_ANCHOR);
  const hrefs = new Set([...(footer?.querySelectorAll("a[href]") ?? [])].map((a) => a.getAttribute("href")));
  const expected = [...allNavLinks.filter((l) => l.href !== "/"), ...navigation.legal].map((l) => l.href);
  expect(expected.filter((href) => !hrefs.has(href))).toEqual([]);
});
