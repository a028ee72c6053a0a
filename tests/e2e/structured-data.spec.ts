import { JSDOM } from "jsdom";
import { faq } from "../../content/faq.ts";
import { expect, test } from "./fixtures.ts";
import { gatePages, NOT_FOUND_PAGE, sitemapPages } from "./helpers.ts";

type Node = Record<string, unknown>;

/** Properties whose value is a URL (or a node naming one): search engines need them absolute. */
const URL_KEYS = new Set(["@id", "url", "item", "urlTemplate", "mainEntityOfPage", "sameAs", "image", "logo"]);

function typesOf(node: Node): string[] {
  const type = node["@type"];
  return Array.isArray(type) ? type.map(String) : typeof type === "string" ? [type] : [];
}

function isAbsolute(value: string): boolean {
  return /^https?:\/\/[^/]+/.test(value);
}

/** Every URL-valued string in the tree that is not absolute, with where it sits. */
function relativeUrls(value: unknown, where = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => relativeUrls(item, `${where}[${index}]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const at = `${where}.${key}`;
    if (URL_KEYS.has(key)) {
      const strings = (Array.isArray(child) ? child : [child]).filter((v): v is string => typeof v === "string");
      const bad = strings.filter((s) => !isAbsolute(s)).map((s) => `${at} = ${s}`);
      return [...bad, ...relativeUrls(child, at)];
    }
    return relativeUrls(child, at);
  });
}

/** Objects that only point at another node ({"@id": …}) must point at one in the page's graph. */
function danglingReferences(value: unknown, ids: Set<string>): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => danglingReferences(item, ids));
  if (!value || typeof value !== "object") return [];
  const keys = Object.keys(value);
  const id = (value as Node)["@id"];
  if (keys.length === 1 && typeof id === "string") return ids.has(id) ? [] : [id];
  return Object.values(value).flatMap((child) => danglingReferences(child, ids));
}

function expectedTypes(pagePath: string): string[] {
  const path = new URL(pagePath, "http://x").pathname;
  const types = ["Organization", "ProfessionalService", "WebSite"];
  if (path !== "/") types.push("BreadcrumbList");
  if (path === "/faq") types.push("FAQPage");
  if (/^\/blog\/[^/]+$/.test(path) && path !== "/blog/rss.xml") types.push("BlogPosting");
  return types.sort();
}

test("every page's JSON-LD parses, has the expected types, and is well-formed", async ({ request }) => {
  test.setTimeout(60_000);
  const { origin } = await sitemapPages(request);
  const pages = await gatePages(request);
  const home = `${origin}/`;

  for (const pagePath of pages) {
    await test.step(pagePath, async () => {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(pagePath === NOT_FOUND_PAGE ? 404 : 200);
      const { document } = new JSDOM(await response.text()).window;

      const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
      expect(scripts.length, `${pagePath}: JSON-LD blocks`).toBeGreaterThan(0);
      const blocks = scripts.map((script, index) => {
        try {
          return JSON.parse(script.textContent ?? "") as Node;
        } catch (error) {
          throw new Error(`${pagePath}: JSON-LD block ${index + 1} is not JSON: ${error}`);
        }
      });
      for (const block of blocks) expect(block["@context"], pagePath).toBe("https://schema.org");
      const nodes = blocks.flatMap((block) => (Array.isArray(block["@graph"]) ? (block["@graph"] as Node[]) : [block]));

      expect(nodes.flatMap(typesOf).sort(), `${pagePath}: types`).toEqual(expectedTypes(pagePath));
      expect(relativeUrls(blocks), `${pagePath}: URLs that are not absolute`).toEqual([]);
      const ids = new Set(nodes.map((node) => node["@id"]).filter((id): id is string => typeof id === "string"));
      expect(danglingReferences(blocks, ids), `${pagePath}: references to no node`).toEqual([]);
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
      const byType = (type: string) => nodes.find((node) => typesOf(node).includes(type)) as Node;

      const organization = byType("Organization");
      expect(organization, pagePath).toMatchObject({
        "@id": `${home}#organization`,
        url: home,
        name: expect.any(String),
        telephone: expect.stringMatching(/^\+\d+$/),
        email: expect.stringContaining("@"),
        address: {
          "@type": "PostalAddress",
          streetAddress: expect.any(String),
          addressLocality: expect.any(String),
          postalCode: expect.any(String),
          addressCountry: expect.any(String),
        },
      });

      const website = byType("WebSite");
      expect(website, pagePath).toMatchObject({
        url: home,
        name: organization.name,
        publisher: { "@id": `${home}#organization` },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      });

      const breadcrumbs = byType("BreadcrumbList");
      if (breadcrumbs) {
        const items = breadcrumbs.itemListElement as Node[];
        const visible = [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) =>
          li.textContent?.trim(),
        );
        expect(
          items.map((item) => item.name),
          `${pagePath}: the breadcrumbs the page shows`,
        ).toEqual(visible);
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        expect(items[0]?.item).toBe(home);
        expect(items.at(-1)?.item, `${pagePath}: the last crumb is the page`).toBe(canonical);
      }

      if (pagePath === "/faq") {
        const questions = byType("FAQPage").mainEntity as Node[];
        expect(questions).toHaveLength(faq.items.length);
        expect(questions.map((q) => q.name)).toEqual(faq.items.map((item) => item.question));
        expect(questions.map((q) => q.acceptedAnswer)).toEqual(
          faq.items.map((item) => ({ "@type": "Answer", text: item.answer })),
        );
        for (const question of questions) expect(question["@type"]).toBe("Question");
      }

      const posting = byType("BlogPosting");
      if (posting) {
        expect(posting, pagePath).toMatchObject({
          headline: document.querySelector("h1")?.textContent?.trim(),
          datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          url: canonical,
          mainEntityOfPage: canonical,
          author: { "@id": `${home}#organization` },
          publisher: { "@id": `${home}#organization` },
        });
      }
    });
  }
});
