import { getPost, listPosts } from "#app/utils/blog.server.ts";
import { about } from "#content/about.ts";
import { accessibilityStatement } from "#content/accessibility.ts";
import { caseStudies, caseStudiesOverview } from "#content/case-studies.ts";
import { contactContent } from "#content/contact.ts";
import { faq } from "#content/faq.ts";
import { home } from "#content/home.ts";
import { type PageKey, pages } from "#content/pages.ts";
import { deliveryPlaybook, procurementPlaybook } from "#content/playbooks.ts";
import { privacyPolicy } from "#content/privacy.ts";
import { projects, projectsContent } from "#content/projects.ts";
import { services } from "#content/services.ts";
import { teamContent, teamJourney, teamMembers } from "#content/team.ts";
import {
  createSearchIndex,
  isSearchable,
  type SearchDocument,
  type SearchIndex,
  type SearchResult,
  type SearchType,
  search,
} from "#lib/search.ts";

/**
 * The search entries, read from the same content modules the pages render,
 * so the index cannot drift from the site. Runs at build time (the
 * prerendered /search-index.json) and once per server process (/search).
 */

/** What each page is, in the spec's types; the firm's own pages count as About. */
const pageTypes: Record<PageKey, SearchType> = {
  home: "About",
  about: "About",
  team: "About",
  privacy: "About",
  accessibility: "About",
  services: "Service",
  projects: "Project",
  "case-studies": "Case Study",
  blog: "Blog",
  faq: "FAQ",
  contact: "Contact",
  "procurement-playbook": "Playbook",
  "delivery-playbook": "Playbook",
};

/**
 * The words each page shows beyond its heading and introduction. The two
 * playbook pages are the playbooks, so their entries carry the playbooks' text.
 */
const pageBodies: Record<PageKey, unknown> = {
  home,
  about,
  team: [teamContent, teamMembers, teamJourney],
  privacy: privacyPolicy,
  accessibility: accessibilityStatement,
  services,
  projects: projectsContent,
  "case-studies": caseStudiesOverview,
  blog: null,
  faq: [faq.stillHaveQuestions, faq.furtherReading],
  contact: contactContent,
  "procurement-playbook": procurementPlaybook,
  "delivery-playbook": deliveryPlaybook,
};

/** The services the services page offers, each a section of it. */
const serviceSections = [services.partnership, services.procurementMethods, services.smartTechnology];

export function searchDocuments(): SearchDocument[] {
  return [
    ...(Object.keys(pages) as PageKey[]).map((key): SearchDocument => {
      const page = pages[key];
      return {
        title: page.title,
        url: page.path,
        excerpt: page.description,
        type: pageTypes[key],
        body: textOf([page.heading, page.intro, page.keywords, pageBodies[key]]),
      };
    }),
    ...serviceSections.map(
      (section): SearchDocument => ({
        title: section.heading,
        url: pages.services.path,
        excerpt: firstSentences("paragraphs" in section ? (section.paragraphs[0] ?? "") : section.intro),
        type: "Service",
        body: textOf(section),
      }),
    ),
    ...projects.map(
      (project): SearchDocument => ({
        title: project.name,
        url: pages.projects.path,
        excerpt: firstSentences(project.description),
        type: "Project",
        body: textOf(project),
      }),
    ),
    ...caseStudies.map(
      (study): SearchDocument => ({
        title: study.title,
        url: `/case-studies/${study.id}`,
        excerpt: study.summary,
        type: "Case Study",
        body: textOf(study),
      }),
    ),
    ...listPosts().map(
      (post): SearchDocument => ({
        title: post.title,
        url: `/blog/${post.id}`,
        excerpt: post.excerpt,
        type: "Blog",
        body: textOf([post.subtitle, post.category, post.tags, htmlToText(getPost(post.id)?.html ?? "")]),
      }),
    ),
    ...faq.items.map(
      (item): SearchDocument => ({
        title: item.question,
        url: pages.faq.path,
        excerpt: firstSentences(item.answer),
        type: "FAQ",
        body: item.answer,
      }),
    ),
  ];
}

let index: SearchIndex | undefined;

/** Built on first use and kept: the content cannot change while the process runs. */
export function siteSearchIndex(): SearchIndex {
  index ??= createSearchIndex(searchDocuments());
  return index;
}

/** The /search page's answer: the same index and ranking as the search box. */
export function searchSite(query: string): { searched: boolean; results: SearchResult[] } {
  const searched = isSearchable(query);
  return { searched, results: searched ? search(siteSearchIndex(), query) : [] };
}

// Content fields that name images, icons, links or records rather than say anything.
const NOT_TEXT = new Set(["id", "href", "path", "image", "images", "icon", "colour", "span", "linkedinUrl", "phase"]);

/** Every visible string in a content record, in order, joined into one text. */
function textOf(value: unknown): string {
  const parts: string[] = [];
  const visit = (node: unknown) => {
    if (typeof node === "string") parts.push(node);
    else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) if (!NOT_TEXT.has(key)) visit(child);
    }
  };
  visit(value);
  return parts.join(" ");
}

const EXCERPT_LENGTH = 200;

/** Whole sentences up to about two lines of a result; a long first sentence is cut at a word. */
function firstSentences(text: string): string {
  // A full stop ends a sentence only before a space, so "£1.2m" stays whole.
  const sentences = text.match(/\S.*?[.!?](?=\s|$)/g) ?? [text];
  let excerpt = "";
  for (const sentence of sentences) {
    if (excerpt && excerpt.length + sentence.length + 1 > EXCERPT_LENGTH) break;
    excerpt = excerpt ? `${excerpt} ${sentence}` : sentence;
  }
  if (excerpt.length <= EXCERPT_LENGTH) return excerpt;
  return `${excerpt.slice(0, excerpt.lastIndexOf(" ", EXCERPT_LENGTH)).replace(/[,;:]$/, "")}…`;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Only for indexing: the words of the rendered post, never shown as HTML. */
function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? " ")
    .replace(/\s+/g, " ")
    .trim();
}
