import type { IndexEntry } from "#lib/content-index.ts";
import { listing } from "#server/content/site-index.ts";
import { bestSentences, wantsOf } from "./compose.ts";
import type { Question } from "./question.ts";
import { caseStudiesIn, projectsIn, type RecordAnswer } from "./records.ts";
import { termsOf } from "./retrieval.ts";
import { escapeForPattern, sentences } from "./text.ts";

/**
 * "What will I find on the team page?", "what does the projects page show?":
 * a page of the site asked about as a whole. The answer is what the page is
 * for and the sections it holds, in the page's order, from the content index.
 */
const ASKS_FOR_PAGE =
  /\bwhat(?: is| will i (?:find|see|get)| can i (?:find|see|read)| do (?:i|you) (?:find|get|have)| have you got| else is| sort of things? (?:is|are))\b(?: (?:there|shown|covered|included|available|listed|actually))? (?:on|in) (?:the|your|this) ([a-z][a-z &-]{1,30}?) (?:page|section)\b|\bwhat does (?:the|your|this) ([a-z][a-z &-]{1,30}?) page (?:show|have|hold|contain|cover|say|tell)\b/;

const pathOf = (url: string) => url.replace(/#.*$/, "");
/** The entries that stand for a part of a page, rather than an item within one (a step, a person, a project). */
const PARTS: ReadonlySet<IndexEntry["kind"]> = new Set(["section", "contact"]);

/** The page a visitor names: by the words of its address or of its title ("team" is /team, "Our Team"). */
function pageNamed(entries: readonly IndexEntry[], name: string): IndexEntry | undefined {
  // A page named by a word the search leaves out ("the About page") is still named by it.
  const raw = (words: string) =>
    words
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const wordsOf = termsOf(name).length ? termsOf : raw;
  const named = wordsOf(name);
  if (named.length === 0) return undefined;
  const pages = entries.filter((e) => e.kind === "page");
  const holds = (words: string) => {
    const own = new Set(wordsOf(words));
    return named.every((t) => own.has(t));
  };
  return (
    pages.find((p) => holds(pathOf(p.url).replace(/[/-]/g, " "))) ??
    pages.find((p) => holds(p.pageTitle)) ??
    (/^home(?: ?page)?$/.test(name.trim()) ? pages.find((p) => p.url === "/") : undefined)
  );
}

/**
 * "On your services page", "in the case studies page", "what does the services page cover?": a page named as a
 * page, by a word or two of its own. So is a page's one-word name ending the question: "the procurement summary on
 * services".
 */
const CALLED_PAGE =
  /\b(?:(?:on|in|from|at|of) (?:the|your|this|ur)|(?:^|[,;]\s*)(?:what|which) (?:does|do|is|are) (?:the|your|ur)) ([a-z][a-z-]*(?: [a-z][a-z-]*)?) ?page\b|\b(?:on|in|under) (?:the |your |ur )?(services|faq|blog)(?=\s*[?.!]*\s*$)/g;

/** The page a question names as a page ("summarised on your services page"), if it names one. */
export function pageCalledIn(ask: string, entries: readonly IndexEntry[]): IndexEntry | undefined {
  for (const [, asPage, byName] of ask.matchAll(CALLED_PAGE)) {
    const name = asPage ?? byName ?? "";
    // "On the home page" or "on your main page": the words before "page" are the page's, or one of them is.
    const page = pageNamed(entries, name) ?? pageNamed(entries, name.split(" ").at(-1) ?? "");
    if (page) return page;
  }
  return undefined;
}

export function answerPageOverview(question: Question, entries: readonly IndexEntry[]): RecordAnswer | null {
  const match = ASKS_FOR_PAGE.exec(question.ask);
  const name = match?.[1] ?? match?.[2];
  if (!name) return null;
  const page = pageNamed(entries, name);
  if (!page) return null;
  // Each part of the page once, by its heading: "The Nine Steps of Procurement", not its steps one by one.
  // A part is known by its anchor, or by its heading when it has none.
  const headings = new Map<string, string>();
  for (const e of entries) {
    if (pathOf(e.url) !== page.url || !PARTS.has(e.kind)) continue;
    const heading = e.title.split(": ")[0] ?? e.title;
    const part = e.url.includes("#") ? e.url : heading;
    if (heading !== page.pageTitle && !headings.has(part)) headings.set(part, heading);
  }
  const sections = [...new Set(headings.values())];
  if (sections.length < 2) return null;
  const purpose = sentences(page.text)[0] ?? "";
  return { text: `${purpose} Its sections: ${listing(sections)}.`, url: page.url };
}

/** Words that set two things side by side: "the difference between", "compare", "versus". */
const COMPARES = /\b(?:differences?|differ|different|compare[sd]?|comparison|versus|vs)\b|\bbetween\b.+\band\b/;
/** "The two playbooks", "both playbooks": the pages whose titles end in that word. */
const BOTH_OF = /\b(?:both|two|the|your|each of (?:the|your)) ([a-z]+s)\b/g;

type TitledPage = { page: IndexEntry; title: string[]; initials: RegExp | null };
const titled = new WeakMap<readonly IndexEntry[], TitledPage[]>();
/**
 * The pages known by a title of two words or more, with its stems and, when they are three or more, its
 * initials ("FAQ" for "Frequently Asked Questions"): read once for an index, not for every question.
 */
function titledPages(entries: readonly IndexEntry[]): TitledPage[] {
  let pages = titled.get(entries);
  if (!pages) {
    pages = entries.flatMap((page) => {
      const title = page.kind === "page" ? termsOf(page.pageTitle) : [];
      if (title.length < 2) return [];
      const letters = page.pageTitle
        .split(/\s+/)
        .map((word) => word[0] ?? "")
        .join("")
        .toLowerCase();
      const initials = letters.length >= 3 ? new RegExp(`\\b${escapeForPattern(letters)}s?\\b`) : null;
      return [{ page, title, initials }];
    });
    titled.set(entries, pages);
  }
  return pages;
}

/** The pages a question names by their whole title of two words or more ("Delivery Playbook", "Case Studies"). */
export function pagesNamedIn(ask: string, entries: readonly IndexEntry[]): IndexEntry[] {
  const pages = titledPages(entries);
  const asked = ` ${termsOf(ask).join(" ")} `;
  // Or by its initials, three or more: "the FAQ" or "your FAQs" is "Frequently Asked Questions" (but "as" is no page).
  const named = pages
    .filter(({ title, initials }) => asked.includes(` ${title.join(" ")} `) || initials?.test(ask))
    .map(({ page }) => page);
  // "The delivery playbook and the procurement one": "one" stands for the named page's last word.
  const [only] = named;
  const other = /\b([a-z]+) one\b/.exec(ask)?.[1];
  if (named.length === 1 && only && other) {
    const wanted = termsOf(`${other} ${only.pageTitle.split(" ").at(-1)}`).join(" ");
    const second = pages.find(({ page, title }) => page !== only && title.join(" ") === wanted)?.page;
    if (second) return [only, second];
  }
  if (named.length) return named;
  // "Both playbooks": every page whose title ends in the word, when more than one does.
  for (const [, plural = ""] of ask.matchAll(BOTH_OF)) {
    const ending = termsOf(plural)[0];
    const sharing = pages.filter(({ title }) => title.at(-1) === ending).map(({ page }) => page);
    if (sharing.length >= 2) return sharing;
  }
  return [];
}

/** Asking for a page in outline: "walk me through…", "at a high level", "an overview of…", "the gist of…". */
const IN_OUTLINE =
  /\bwalk (?:me|us) through\b|\b(?:at a )?high[- ]level\b|\boverview\b|\bsummar(?:y|ise|ize)\b|\bgist\b|\bin (?:short|brief|a nutshell)\b|\bbig picture\b|\b(?:the )?shape of\b|\boutline\b|\btl;?dr\b|\bsum (?:it|that|this) up\b/;

/**
 * "Walk me through the procurement playbook at a high level": one page named by its whole title and asked for in
 * outline is answered by the page's own entry, which says what it is for and what it holds, in order.
 */
export function answerPageInOutline(
  question: Question,
  entries: readonly IndexEntry[],
  rarity: (term: string) => number,
): RecordAnswer | null {
  if (!IN_OUTLINE.test(question.ask)) return null;
  const named = pagesNamedIn(question.ask, entries);
  const [page] = named;
  if (named.length !== 1 || !page) return null;
  // "Summarise the fire door case study": one item of a list page named (a study, a project), not the list.
  if (caseStudiesIn(question.ask).length + projectsIn(question.ask).length > 0) return null;
  const picked = bestSentences(page, question.terms, rarity, { max: 3, about: true });
  return { text: picked.map((p) => p.text).join(" "), url: page.url };
}

/**
 * "What's the difference between your procurement and delivery playbooks, and how many steps is each?",
 * "how do the two playbooks compare?": two pages set side by side, each by what it is for and what of it
 * the question asks, from the content index.
 */
export function answerPagesCompared(
  question: Question,
  entries: readonly IndexEntry[],
  rarity: (term: string) => number,
): RecordAnswer | null {
  if (!COMPARES.test(question.ask)) return null;
  // "Procurement and delivery playbooks": the word both titles end in, said once for the two.
  const ask = question.ask.replace(/\b([a-z]+) and ([a-z]+) ([a-z]+)s\b/, "$1 $3 and $2 $3");
  const named = pagesNamedIn(ask, entries);
  if (named.length !== 2) return null;
  const wants = wantsOf(question.ask);
  const parts = named.map((page) => {
    const picked = bestSentences(page, question.terms, rarity, { max: 2, about: true, wants });
    return `${page.pageTitle}: ${picked.map((p) => p.text).join(" ")}`;
  });
  const [first, second] = named as [IndexEntry, IndexEntry];
  return { text: parts.join(" "), url: first.url, also: [second.url] };
}

/** Words that show a heading is named as a part of a page: "the cards under Who We Are", "the 'What We Do' bit". */
const AS_A_PART =
  /\b(?:section|bit|heading|header|cards?|boxes|box|tiles?|tab|panel|under|called|titled|headed|labelled)\b/;

const smallWordHeadings = new WeakMap<
  readonly IndexEntry[],
  { entry: IndexEntry; heading: string; pattern: RegExp }[]
>();
/** The entries whose heading is two small words or more, with the pattern that finds it: read once for an index. */
function headingsOfSmallWords(entries: readonly IndexEntry[]) {
  let found = smallWordHeadings.get(entries);
  if (!found) {
    found = entries.flatMap((entry) => {
      const heading = entry.title.includes(": ") ? entry.title.slice(entry.title.indexOf(": ") + 2) : entry.title;
      if (heading.split(" ").length < 2 || termsOf(heading).length > 0) return [];
      return [{ entry, heading, pattern: new RegExp(`\\b${escapeForPattern(heading.toLowerCase())}\\b`) }];
    });
    smallWordHeadings.set(entries, found);
  }
  return found;
}

/**
 * The section a question names by a heading the search cannot see, being made of small words only ("Who We
 * Are", "What We Do"): written as a heading (capitalised or quoted), or beside a word that makes it a part of a
 * page ("the cards under who we are"). When more than one page has the heading, the page the question names
 * ("on the homepage", "the About page") tells which. Null for none, or for more than one.
 */
export function sectionNamedIn(message: string, entries: readonly IndexEntry[]): IndexEntry | null {
  const lower = message.toLowerCase();
  const named = headingsOfSmallWords(entries).flatMap(({ entry, heading, pattern }) => {
    const at = lower.search(pattern);
    if (at < 0) return [];
    const typed = message.slice(at, at + heading.length);
    const around = lower.slice(Math.max(0, at - 30), at + heading.length + 30);
    return typed === heading || /['"\u2018\u201c]$/.test(message.slice(0, at)) || AS_A_PART.test(around) ? [entry] : [];
  });
  if (named.length <= 1) return named[0] ?? null;
  // The page by its address's words ("the about page", "accessibility") or, for "/", as the home page.
  const onPage = (url: string) => {
    const path = pathOf(url);
    if (path === "/") return /\bhome ?page\b|\bhome\b|\bfront page\b|\blanding page\b/.test(lower);
    const words = path.split(/[/-]/).filter(Boolean);
    return words.length > 0 && words.every((w) => new RegExp(`\\b${escapeForPattern(w)}\\b`).test(lower));
  };
  const [only, ...more] = named.filter((e) => onPage(e.url));
  return only && more.length === 0 ? only : null;
}
