import { expect, test } from "vitest";
import { accessibilityStatement } from "#content/accessibility.ts";
import { posts } from "#content/blog.ts";
import { caseStudies } from "#content/case-studies.ts";
import { ledgerFigures } from "#content/claims.ts";
import { faq } from "#content/faq.ts";
import { home } from "#content/home.ts";
import { pages } from "#content/pages.ts";
import { deliveryPlaybook, procurementPlaybook } from "#content/playbooks.ts";
import { privacyPolicy } from "#content/privacy.ts";
import { projects } from "#content/projects.ts";
import { teamMembers } from "#content/team.ts";
import { anchorFor } from "#lib/anchor.ts";
import { SEARCH_TYPES } from "#lib/content-index.ts";
import { extractFigures } from "#lib/figures.ts";
import { createSearchIndex, search } from "#lib/search.ts";
import { createAssistant } from "#server/assistant/assistant.ts";
import { listPosts } from "./blog.ts";
import { siteIndex } from "./site-index.ts";
import { searchSite, siteSearchIndex } from "./site-search.ts";

const entries = siteIndex();
const find = (kind: string, url: string) => entries.filter((e) => e.kind === kind && e.url === url);

test("every page, FAQ answer, project, case study, team member, playbook step and post is registered once", () => {
  for (const page of Object.values(pages)) expect(find("page", page.path), page.path).toHaveLength(1);
  for (const item of faq.items)
    expect(entries.filter((e) => e.kind === "faq" && e.title === item.question)).toHaveLength(1);
  for (const p of projects) expect(find("project", `/projects#${p.id}`)).toHaveLength(1);
  for (const study of caseStudies) expect(find("case-study", `/case-studies/${study.id}`)).toHaveLength(1);
  for (const m of teamMembers) expect(find("team-member", `/team#${m.id}`)).toHaveLength(1);
  const steps = entries.filter((e) => e.kind === "playbook-step");
  expect(steps).toHaveLength(procurementPlaybook.walkthrough.steps.length + deliveryPlaybook.walkthrough.steps.length);
  for (const post of listPosts())
    expect(entries.some((e) => e.kind === "post" && e.url.startsWith(`/blog/${post.id}`))).toBe(true);
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
});

test("a playbook's own entry names its steps (and the procurement playbook's phases); the FAQ's its number of questions", () => {
  const [delivery] = find("page", "/delivery-playbook");
  for (const step of deliveryPlaybook.walkthrough.steps) expect(delivery?.text).toContain(step.title);
  const [procurement] = find("page", "/procurement-playbook");
  expect(procurement?.text).toContain(`${procurementPlaybook.walkthrough.steps.length} steps`);
  for (const phase of procurementPlaybook.phases) expect(procurement?.text).toContain(phase.title);
  expect(find("page", "/faq")[0]?.text).toContain(`${faq.items.length} questions`);
});

test("a policy item about something on another page is an entry of its own, citing that page, and said once", () => {
  const placed = [...accessibilityStatement.sections, ...privacyPolicy.sections].flatMap((section) =>
    (section.items ?? []).flatMap((item) => (item.term && item.where ? [{ section, item }] : [])),
  );
  expect(placed.length).toBeGreaterThan(0);
  // `where` is read on a section's own items that have a term; anywhere else it would be ignored.
  for (const section of [...accessibilityStatement.sections, ...privacyPolicy.sections]) {
    for (const item of section.items ?? []) if (item.where) expect(item.term, item.text).toBeTruthy();
    for (const sub of section.subsections ?? []) for (const item of sub.items ?? []) expect(item.where).toBeUndefined();
  }
  const paths = new Set([...Object.values(pages).map((p) => p.path), ...posts.map((post) => `/blog/${post.id}`)]);
  for (const { section, item } of placed) {
    const where = [item.where ?? []].flat();
    for (const path of where) expect(paths.has(path), `${item.term}: ${path} is a page of the site`).toBe(true);
    const own = entries.filter((e) => e.text.includes(item.text.slice(0, 40)));
    expect(
      own.map((e) => e.url),
      item.term,
    ).toEqual([expect.stringContaining(`#${section.id}`)]);
    expect(own[0]?.more?.map((page) => page.url)).toEqual(where);
  }
});

test("every entry has a title, a site path with an optional section, plain text, an excerpt and a search type", () => {
  for (const e of entries) {
    expect(e.title.length, e.id).toBeGreaterThan(0);
    expect(e.url, e.id).toMatch(/^\/[a-z0-9/-]*(?:#[a-z0-9-]+)?$/);
    expect(e.text, e.id).not.toMatch(/<[a-z/]/i);
    expect(e.excerpt.length, e.id).toBeGreaterThan(20);
    expect(e.excerpt.length, e.id).toBeLessThanOrEqual(220);
    expect(SEARCH_TYPES).toContain(e.type);
  }
});

test("each entry lists the ledger claims its text states, and only those", () => {
  const savings = entries.find((e) => e.id === "faq:how-much-can-i-save-by-working-with-you");
  expect(savings?.claims).toEqual(
    expect.arrayContaining(["30-40%", "40%", "£9.2m", "103,000 sq ft", "£36m", "£45.2m"]),
  );
  for (const e of entries) {
    for (const claim of e.claims) {
      expect(ledgerFigures.has(claim), `${e.id}: ${claim}`).toBe(true);
      expect(extractFigures(`${e.title} ${e.text}`), e.id).toContain(claim);
    }
  }
});

test("site search and the assistant read the same index: a throwaway entry is found by both", () => {
  const throwaway = {
    id: "test:throwaway",
    kind: "section" as const,
    type: "Service" as const,
    title: "Zeppelin hangar conversions",
    url: "/services#zeppelin-hangars",
    text: "We convert old zeppelin hangars into studios with a mezzanine on every bay.",
    excerpt: "We convert old zeppelin hangars into studios.",
    keywords: [],
    claims: [],
    pageTitle: "Services",
  };
  const withIt = [...entries, throwaway];
  expect(searchSite("zeppelin", createSearchIndex(withIt)).results.map((r) => r.url)).toEqual([
    "/services#zeppelin-hangars",
  ]);
  const reply = createAssistant({ entries: withIt }).builtIn("do you convert zeppelin hangars?");
  expect(reply.sources[0]?.url).toBe("/services#zeppelin-hangars");
  // Without it, neither knows.
  expect(searchSite("zeppelin").results).toEqual([]);
  expect(createAssistant().builtIn("do you convert zeppelin hangars?").kind).toBe("unknown");
});

test("a playbook step is found by site search at its page's walkthrough", () => {
  expect(search(siteSearchIndex(), "Pre-Shipment Inspection")[0]?.url).toMatch(/^\/procurement-playbook#/);
});

test("site search finds the cookie policy before the cookie banner, and the banner for what its buttons do", () => {
  expect(
    search(siteSearchIndex(), "cookies")
      .map((r) => r.url)
      .slice(0, 2),
  ).toEqual(["/privacy#cookies", "/#cookie-settings"]);
  expect(search(siteSearchIndex(), "cookie banner")[0]?.url).toBe("/#cookie-settings");
});

test("the search index is built once per process", () => {
  expect(siteSearchIndex()).toBe(siteSearchIndex());
  expect(siteSearchIndex().documentCount).toBe(entries.length);
});

test("every section the home page shows under a heading is an entry at its anchor", () => {
  for (const heading of [home.whoWeAre.heading, home.statsLabel, home.recentProjects.heading, home.expertise.heading]) {
    const url = `/#${anchorFor(heading)}`;
    expect(
      entries.filter((e) => e.url === url && e.title === heading),
      heading,
    ).toHaveLength(1);
  }
  // A project's card on the home page is found by the words visitors use for the section.
  expect(searchSite("recently delivered projects").results[0]?.url).toBe(`/#${anchorFor(home.recentProjects.heading)}`);
});

test("a card's description begins in lower case after its title, unless it begins with a name", () => {
  const expertise = siteIndex().find((e) => e.url === "/#explore-our-expertise")?.text ?? "";
  expect(expertise).toContain("Projects (/projects), Hackney Wick, Islington and Southwark");
  expect(expertise).toContain("Services (/services), development management");
});

test("each case study's own entry cites the case studies page too, which shows it beside the other", () => {
  for (const study of caseStudies) {
    const main = entries.find((e) => e.kind === "case-study" && e.url === `/case-studies/${study.id}`);
    expect(
      main?.more?.map((m) => m.url),
      study.id,
    ).toContain("/case-studies");
  }
});
