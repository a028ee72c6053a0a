/**
 * The shape of the site's one content index: every page, section, FAQ
 * answer, project, case study, playbook step and principle, team member,
 * contact detail, policy section and post, registered once
 * (`server/content/site-index.ts`). Site search and the assistant both read
 * these entries; nothing else walks the content.
 */

/** What an entry is: the assistant answers typed questions from typed entries. */
export const ENTRY_KINDS = [
  "page",
  "section",
  "faq",
  "project",
  "case-study",
  "playbook-step",
  "principle",
  "team-member",
  "contact",
  "policy",
  "post",
  // What the site is made of (its pages, as the navigation and the footer list them): asked about as such.
  "navigation",
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** The spec's search result types, plus the content the rebuilt site adds. */
export const SEARCH_TYPES = [
  "Service",
  "Project",
  "Case Study",
  "About",
  "Contact",
  "Blog",
  "FAQ",
  "Playbook",
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export type IndexEntry = {
  /** Unique and stable, e.g. `faq:how-much-can-i-save-by-working-with-you`. */
  id: string;
  kind: EntryKind;
  /** How a search result labels it. */
  type: SearchType;
  /** A heading or a question: what the entry is about. */
  title: string;
  /** The page and, where it has one, the section: `/services#fee-structure`. */
  url: string;
  /** Whole sentences, as the page says them: what search matches and the assistant quotes. */
  text: string;
  /** One or two sentences shown under a search result. */
  excerpt: string;
  /** Words the page is known by that its text may not use (the page's keywords). */
  keywords: string[];
  /** The claims-ledger figures the text states. */
  claims: string[];
  /** The title of the page the entry is on, for citing it. */
  pageTitle: string;
  /**
   * The pages cited beside the entry: where it is a summary (an FAQ answer), the page that covers its topic in
   * full; where it describes something found elsewhere (a control on other pages), those pages.
   */
  more?: readonly { title: string; url: string }[];
};

/** The page an entry's URL points into, without its section. */
export function pagePath(entry: Pick<IndexEntry, "url">): string {
  return entry.url.replace(/#.*$/, "");
}

const EXCERPT_LENGTH = 200;

/** Whole sentences up to about two lines of a result; a long first sentence is cut at a word. */
export function excerptOf(text: string): string {
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
