import type { IndexEntry } from "#lib/content-index.ts";
import { extractFigures } from "#lib/figures.ts";
import type { Hit, QueryTerm } from "./retrieval.ts";
import { termsOf } from "./retrieval.ts";
import { sentences, stem, unContract, words } from "./text.ts";

/**
 * Turns the best entries into a short reply: the sentences that answer the
 * question first, in the order the page gives them, then a supporting
 * sentence from a second entry, at most about 90 words; and the pages they
 * came from as sources.
 */

export type Source = { title: string; url: string };

/** Below this share of the question, an entry does not answer it. */
export const MIN_COVERAGE = 0.5;
/** Below this, nothing on the site is relevant. */
export const PARTIAL_COVERAGE = 0.34;
/** Entries after the first that may add a sentence, and how close to the first they must score. */
const SUPPORT_CANDIDATES = 4;
/** How far down the entries that answer a question to look for one that gives the year or figure asked for. */
const ANSWER_CANDIDATES = 6;
const SUPPORT_RATIO = 0.3;
/** How many times the next entry's score the best must have to answer with less of the question on it. */
const DOMINANT = 4;
/** A best match with this much coverage, and this many times the score of any that has enough, answers too. */
const NEAR_COVERAGE = 0.45;
const FAR_AHEAD = 2;
const MAX_SENTENCES = 3;
const MAX_SOURCES = 3;
export const MAX_WORDS = 90;

/** An entry whose title holds this share of the question is about it: its opening answers. */
const ABOUT_TITLE_COVERAGE = 0.5;

/** Entries whose sentences leave their name to the heading: a project, a playbook's step or principle. */
const NAMED_BY_TITLE: ReadonlySet<IndexEntry["kind"]> = new Set(["project", "playbook-step", "principle"]);

/** A sentence that leans on the one before it ("It was delivered in…"). */
const LEANS_BACK = /^(?:it|its|this|that|these|those|they|each|the rate|then)\b/i;

export type Composed = { text: string; used: IndexEntry[]; sources: Source[]; partial: boolean };

/** Questions after a number: "how many doors", "what did it end up costing", "what was the capex". */
const ASKS_FOR_FIGURE =
  /\b(?:how (?:many|much|big|large|long)|cost(?:s|ing)?|price[sd]?|quot(?:e|es|ed|ing)|bill|spen[dt]|saved?|savings?|capex|budget|rates?|per (?:door|metre|meter|sq ft|square foot)|total|size|area|value|percentage|%)\b/;
/** Questions after a time: "when did…", "which is the most recent?". */
const ASKS_FOR_YEAR = /\b(?:when|what year|which year|how recent|most recent|latest|newest|oldest|earliest|how old)\b/;
const YEAR = /\b(?:19|20)\d\d\b/;

/**
 * Questions after a list or a whole section: "what rights do I have?", "which
 * steps…", "list your…", "what's in the project summary?". The reply then
 * gives the entry's items, up to a longer limit.
 */
const LIST_NOUNS =
  "(?:steps|stages|phases|rights|principles|stats|statistics|figures|numbers|benefits|consultants|professionals|specialists|experts|disciplines|trades|roles|services|offerings|categories|options|parts|items|types|members|people|companies|articles|posts|lessons|trends|technologies)";
const LIST_NOUN = new RegExp(`\\b${LIST_NOUNS}\\b`);
const ASKS_FOR_LIST = new RegExp(
  `\\b(?:(?:what|which|list|name|all|every|how many)\\b(?:\\W+\\w+){0,3}?\\W+${LIST_NOUNS}|list (?:them|all|the|your)|what(?:'s| is) (?:in|included|covered)|what does (?:it|that|this|the \\w+(?: \\w+)?) (?:include|contain|cover|list)|what (?:\\w+ )?(?:do|does|will|would) (?:you|the (?:site|website)|it|they) (?:collect|record|log|track|keep|store|gather|hold)|what (?:\\w+ )?(?:gets?|is|are|will be) (?:automatically )?(?:collected|recorded|logged|tracked|kept|stored|gathered|held|picked up))\\b`,
);
const MAX_LIST_SENTENCES = 10;
/** A figure quoted to be explained: "what's this 210 studios thing?", "what does the £135/sq ft mean?". */
const ASKS_WHAT_FIGURE_IS =
  /\bwhat(?:'s| is| are)? (?:this|that|these|those|the) (?:[£$]?\d[\d,.]*\S*)(?: [a-z]+){0,3} (?:thing|about|figure|stat|number|all about)\b|\bwhat does (?:the |this |that )?[£$]?\d[\d,.]*\S*(?: [a-z]+){0,3} (?:mean|refer to|stand for)\b/;
export const MAX_LIST_WORDS = 170;

/** Questions after a count of things: "how many doors", "the number of studios". */
const ASKS_FOR_COUNT = /\bhow many\b|\bnumber of\b/;

/**
 * Questions after a share: "what's that as a percentage?", "what proportion was saved?", "what % cheaper?". A
 * share the visitor quotes ("who verified the 40%?") asks for none.
 */
const ASKS_FOR_PERCENT = /\b(?:percent(?:age)?|per cent|proportion)(?![\w%])|(?<![\d.])%/;
const PERCENT = /\d%/;

/** Questions after where something leads: "where do the cards link to?", "where do they take me?". */
const ASKS_FOR_LINK =
  /\b(?:link(?:s|ed|ing)? (?:to|through|off to)|lead(?:s|ing)? (?:to|through|off to)|point(?:s|ing)? to|urls?|web ?address(?:es)?|where do (?:they|these|those|the \w+|its \w+) (?:go|lead|take|link|point))\b/;
/** A site address in a sentence: "(/services)", "lead to /case-studies". */
const SITE_PATH = /(?:^|[\s(])\/[a-z]/;

/** What kind of answer a question is after, which lifts the sentences that hold one. */
export type Wants = {
  figure: boolean;
  count: boolean;
  /** The stem of the thing a count is asked of ("question" in "how many questions"). */
  thing?: string | undefined;
  year: boolean;
  list: boolean;
  percent: boolean;
  /** Where a thing leads, as the site's addresses. */
  link: boolean;
};

export function wantsOf(question: string): Wants {
  const count = ASKS_FOR_COUNT.test(question);
  const percent = ASKS_FOR_PERCENT.test(question);
  return {
    // A share asked for ("what % cheaper were the doors?") is a figure asked for.
    figure: ASKS_FOR_FIGURE.test(question) || percent,
    count,
    thing: count ? countedThing(question) : undefined,
    year: ASKS_FOR_YEAR.test(question),
    list: ASKS_FOR_LIST.test(question),
    percent,
    link: ASKS_FOR_LINK.test(question),
  };
}

export function sourceOf(entry: IndexEntry): Source {
  return { title: entry.kind === "page" ? entry.pageTitle : `${entry.pageTitle}: ${entry.title}`, url: entry.url };
}

/** A number of the thing the question names: "210 doors" for "how many doors", "9 steps" for "how many steps". */
function countsAsked(text: string, terms: readonly QueryTerm[]): boolean {
  return statesCountOf(text, (stem) => terms.some((t) => t.term === stem));
}

/** Whether a text states a number of a thing `counted` holds the stem of: "210 studios", "9 steps". */
export function statesCountOf(text: string, counted: (stem: string) => boolean): boolean {
  // "210 fire-rated glazed doors": the thing counted may stand a word or two after the number.
  // "£3,000 per door" is a price and "£65 a metre" a rate, not a count of doors or metres.
  return [...text.matchAll(/(?<![£$€\d,.])\b\d[\d,]*(?:-\d+)?((?:\s+[a-z-]+){1,3})/gi)].some(
    ([, nouns = ""]) => !/^\s+(?:per|a|an|each)\b/i.test(nouns) && stemsOf(nouns).some(counted),
  );
}

/** Every word's stem, the words a search leaves out ("questions") included: what a text counts may be any of them. */
const stemsOf = (text: string) => words(text).map((w) => stem(unContract(w)));

/** Words a search leaves out that still name things one counts: "how many questions…", "how many pages…". */
const COUNTABLE = /^(?:questions?|pages?)$/;

/** Things counted under another name: "how many posts?" is answered by "4 articles", "how many people?" by "4 members". */
const COUNTED_ALIKE: Record<string, readonly string[]> = {
  post: ["articl"],
  articl: ["post"],
  peopl: ["memb"],
  person: ["memb"],
  staf: ["memb"],
};

/** Whether a stem counts the thing asked for, or the same thing under another name. */
export const countsThing = (thing: string) => (stem: string) =>
  stem === thing || (COUNTED_ALIKE[thing]?.includes(stem) ?? false);

/** The thing a count is asked of, as a stem: "studio" in "how many studio flats…", "door" in "the number of doors". */
export function countedThing(question: string): string | undefined {
  const after = /\b(?:how many|number of)\s+(?:(?:of|the|your|our|different|other|separate)\s+)*([a-z-]+)/.exec(
    question,
  )?.[1];
  // "How many sq ft…", "how many hours…": a unit measures something else; it is not the thing counted.
  if (!after || UNITS.test(after)) return undefined;
  return COUNTABLE.test(after) ? stemsOf(after)[0] : termsOf(after)[0];
}
const UNITS =
  /^(?:sq|square|ft|feet|foot|metres?|meters?|m|km|miles?|hours?|days?|weeks?|months?|years?|minutes?|seconds?|percent|pounds?|million|thousand|times)$/;

/** How much a word a concept adds counts in choosing a sentence, against the visitor's own words. */
const ADDED_WEIGHT = 0.6;

/** A word of the entry's own title is its subject, given for every sentence: it tells them apart less. */
const SUBJECT_WEIGHT = 0.1;

function sentenceScore(
  sentence: string,
  terms: readonly QueryTerm[],
  rarity: (term: string) => number,
  wants: Wants,
  subject: ReadonlySet<string>,
): number {
  const present = new Set(termsOf(sentence));
  let score = 0;
  let asked = 0;
  for (const t of terms) {
    // What the previous reply said helps find the entry a follow-up points at, but a sentence
    // that says it again tells the visitor nothing new.
    if (t.source.startsWith("reply:")) continue;
    // The words a concept adds find the entry; within it, the visitor's own words choose the sentence ("what does
    // the markup pay for?" is the markup's sentence, not the management fee's, though both are about fees).
    const weight =
      t.weight * rarity(t.term) * (subject.has(t.term) ? SUBJECT_WEIGHT : 1) * (t.added ? ADDED_WEIGHT : 1);
    asked = Math.max(asked, weight);
    if (present.has(t.term)) score += weight;
  }
  // A sentence holding the kind of answer asked for (a figure, a year) is worth the question's main word.
  const stated = wants.figure ? extractFigures(sentence).filter((f) => !YEAR.test(f) || f.length > 4) : [];
  const year = wants.year && YEAR.test(sentence);
  // A number of the thing asked ("the 12 questions" for "how many questions") answers though it is no business figure.
  const counted =
    (stated.length > 0 || wants.count) &&
    (countsAsked(sentence, terms) || (wants.thing !== undefined && statesCountOf(sentence, countsThing(wants.thing))));
  // "How many doors?": a price of the doors is a figure, but not the one asked for.
  const figures =
    wants.count && wants.thing !== undefined && !counted ? stated.filter((f) => !/^[£$€]/.test(f)) : stated;
  const linked = wants.link && SITE_PATH.test(sentence);
  if (score === 0 && !figures.length && !year && !counted && !linked) return 0;
  if (year || linked) score += asked;
  if (figures.length || counted) {
    // A figure counted in the question's own words ("210 doors" for "how many doors") is the answer.
    // A share, for a question after one ("what's that as a percentage?"), is the answer whatever else it says.
    const share = wants.percent && PERCENT.test(sentence);
    score = score * (counted || share ? 3 : 1.5) + asked * (share ? 2 : 0.5);
  }
  return score;
}

export type SentenceOptions = { max: number; about?: boolean; wants?: Wants };
const WANTS_NOTHING: Wants = { figure: false, count: false, year: false, list: false, percent: false, link: false };

/** A sentence chosen for a reply: where it stands on its page, and how early it was chosen (0 first). */
export type Picked = { text: string; priority: number };

/**
 * The entry's best sentences, up to `max`, in page order, with the sentence
 * each leans on. An entry about the question (its title matches) opens with
 * its first sentence and fills up in order, as a page would read. Each
 * sentence carries the order it was chosen in, so that a reply cut to its
 * word limit keeps the sentences that answer and drops the filling.
 */
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** Up to this many words, a line whose figures were all said already is a restatement. */
const RESTATING_WORDS = 8;

export function bestSentences(
  entry: IndexEntry,
  terms: readonly QueryTerm[],
  rarity: (term: string) => number,
  { max, about = false, wants = WANTS_NOTHING }: SentenceOptions,
): Picked[] {
  const all = sentences(entry.text);
  const subject = new Set(termsOf(`${entry.title} ${entry.pageTitle} ${entry.type}`));
  const scored = all.map((s, i) => ({ i, score: sentenceScore(s, terms, rarity, wants, subject) }));
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.i - b.i);
  // Sentence index → the order it was chosen in.
  const picked = new Map<number, number>();
  const pick = (i: number) => {
    if (!picked.has(i)) picked.set(i, picked.size);
  };
  if (about && all.length && !wants.figure && !wants.year) pick(0);
  // A sentence that only repeats the entry's heading ("Information collected automatically.") says nothing
  // itself: what it heads is the answer, read on in order.
  const heading = (entry.title.split(": ").at(-1) ?? "").toLowerCase();
  const isHeading = (sentence: string) => sentence.replace(/[.:]$/, "").toLowerCase() === heading;
  let headed = false;
  // A short line that only restates figures already chosen ("£541,545 saved.", "Saved on the package: £541,545.")
  // adds nothing to a reply that says them in a sentence.
  const restates = (text: string) => {
    const figures = extractFigures(text);
    if (figures.length === 0 || wordCount(text) > RESTATING_WORDS) return false;
    const said = new Set([...picked.keys()].flatMap((j) => extractFigures(all[j] ?? "")));
    return figures.every((f) => said.has(f));
  };
  for (const { i } of ranked) {
    if (picked.size >= max) break;
    if (restates(all[i] ?? "")) continue;
    // The sentence it leans on is chosen with it, and before it: a reply cut short never starts mid-thought.
    if (i > 0 && LEANS_BACK.test(all[i] ?? "") && picked.size < max - 1) pick(i - 1);
    // A question the page asks ("Prefer e-mail or phone?"), or a heading, is said only with the sentence that
    // answers it or that it heads.
    const heads = isHeading(all[i] ?? "");
    if ((all[i]?.endsWith("?") || heads) && i + 1 < all.length) {
      if (heads) headed = true;
      // A heading is a few words: it never takes the place of the sentence it heads.
      if (picked.size >= max - 1 && !heads) continue;
      pick(i);
      pick(i + 1);
      continue;
    }
    pick(i);
  }
  // An entry about the question, one whose title matched but whose sentences did not, or one whose heading
  // was chosen: read on in order.
  const fill = about || headed || picked.size === 0 ? max : 0;
  for (let i = 0; i < all.length && picked.size < fill; i++) {
    pick(i);
    if (isHeading(all[i] ?? "") && i + 1 < all.length) pick(i + 1);
  }
  const inOrder = [...picked.entries()].sort(([a], [b]) => a - b);
  // A heading and the sentence it heads are one line of the reply, kept or dropped together.
  const lines: Picked[] = [];
  for (const [at, [i, priority]] of inOrder.entries()) {
    const previous = inOrder[at - 1];
    const last = lines.at(-1);
    if (last && previous?.[0] === i - 1 && isHeading(all[i - 1] ?? "")) {
      last.text = `${last.text} ${all[i]}`;
      last.priority = Math.min(last.priority, priority);
    } else lines.push({ text: all[i] ?? "", priority });
  }
  return lines;
}

/** The parts of the question (the visitor's own words and concepts, not a borrowed topic) a sentence holds. */
function askedIn(sentence: string, terms: readonly QueryTerm[]): string[] {
  const present = new Set(termsOf(sentence));
  return [...new Set(terms.filter((t) => !t.carried && present.has(t.term)).map((t) => t.source))];
}

/**
 * Whole sentences up to the word limit, in the order given: the sentences
 * chosen first are kept first (the best answer always stays), and a sentence
 * that does not fit makes way for a shorter one chosen after it.
 */
export function withinWords(chosen: readonly Picked[], limit = MAX_WORDS): string[] {
  const byPriority = chosen.map((p, at) => ({ ...p, at })).sort((a, b) => a.priority - b.priority || a.at - b.at);
  const kept = new Set<number>();
  let count = 0;
  for (const { at, text } of byPriority) {
    const n = wordCount(text);
    if (kept.size && count + n > limit) continue;
    kept.add(at);
    count += n;
  }
  return chosen.flatMap((p, at) => (kept.has(at) ? [p.text] : []));
}

/**
 * "When were they?", "how many steps?": when the best entry gives no year or
 * figure, the first of those that answer nearly as well and give one (a
 * count of the thing asked for first: "9 steps").
 */
function givingWhatIsAsked(
  candidates: readonly Hit[],
  terms: readonly QueryTerm[],
  wants: Wants,
  thing: string | undefined,
): Hit | undefined {
  const [top, ...rest] = candidates;
  if (!top || (!wants.year && !wants.figure)) return undefined;
  // "How many studios?": a number of the very thing asked is the answer, however much better the best
  // entry matches the question's other words (a concept's home about studios, without their number).
  const countsThing = (h: Hit) => thing !== undefined && statesCountOf(h.entry.text, (stem) => stem === thing);
  if (wants.count && thing && !countsThing(top)) {
    const counted = rest.slice(0, ANSWER_CANDIDATES - 1).find(countsThing);
    if (counted) return counted;
  }
  const others = rest.slice(0, ANSWER_CANDIDATES - 1).filter((h) => h.score >= top.score * SUPPORT_RATIO);
  if (wants.year) return YEAR.test(top.entry.text) ? undefined : others.find((h) => YEAR.test(h.entry.text));
  const counts = (h: Hit) => countsAsked(h.entry.text, terms) || (wants.percent && PERCENT.test(h.entry.text));
  const figures = (h: Hit) => extractFigures(h.entry.text).length > 0;
  if (counts(top)) return undefined;
  // "How many doors?" wants the 210 doors, though the best entry gives their price.
  if (wants.count) return others.find(counts) ?? (figures(top) ? undefined : others.find(figures));
  if (figures(top)) return undefined;
  return others.find(counts) ?? others.find(figures);
}

const pageOf = (url: string) => url.split("#")[0];

/**
 * "What are the principles behind it?": a list asked for is answered by the entry that gives it whole ("Our 4
 * key delivery principles are…"), among those that answer nearly as well, rather than by one of its items.
 */
function listingWhatIsAsked(candidates: readonly Hit[], question: string): Hit | undefined {
  const thing = listNounAsked(question);
  const [top, ...rest] = candidates;
  if (!thing || !top) return undefined;
  const lists = (h: Hit) => statesCountOf(h.entry.text, (stem) => stem === thing);
  if (lists(top)) return undefined;
  const listing = rest.slice(0, ANSWER_CANDIDATES - 1).filter((h) => h.score >= top.score * SUPPORT_RATIO && lists(h));
  // The list on the best entry's own page first: the principles of the playbook asked about, not the other's.
  return listing.find((h) => pageOf(h.entry.url) === pageOf(top.entry.url)) ?? listing[0];
}

/** Whether the entry's own heading names the list asked for: "rights" of "Your Rights Under UK GDPR". */
function headingNamesListAsked(entry: IndexEntry, question: string): boolean {
  const thing = listNounAsked(question);
  return thing !== undefined && stemsOf(entry.title).includes(thing);
}

/** The stem of the list a question names ("steps" in "what are the steps?"), if it names one. */
function listNounAsked(question: string): string | undefined {
  const noun = LIST_NOUN.exec(question)?.[0];
  return noun ? stemsOf(noun)[0] : undefined;
}

/** A line of a list of named items: "Browser: the type and version of your web browser." */
const ITEM_LINE = /^[A-Z][^:.?!]{0,40}: \S/;
/** How many such lines, and what share of the entry, make it a list. */
const ITEM_LIST_LINES = 3;
const ITEM_LIST_SHARE = 0.5;
/** Each entry is read for it once, not on every question it answers. */
const itemLists = new WeakMap<IndexEntry, boolean>();
/**
 * An entry made of named items without figures (the kinds of information collected, the rights one has): a
 * band of figures is no such list, as a figure asked for is one of them, not all.
 */
function isItemList(entry: IndexEntry): boolean {
  let known = itemLists.get(entry);
  if (known === undefined) {
    const all = sentences(entry.text);
    const items = all.filter((s) => ITEM_LINE.test(s));
    known =
      !items.some((s) => extractFigures(s).length > 0) &&
      items.length >= ITEM_LIST_LINES &&
      items.length >= all.length * ITEM_LIST_SHARE;
    itemLists.set(entry, known);
  }
  return known;
}

export function compose(
  hits: readonly Hit[],
  terms: readonly QueryTerm[],
  rarity: (term: string) => number,
  question: string,
  /** Where the site answers the concepts the question names: a list asked of such an entry gets its items. */
  homes: ReadonlySet<string> = new Set(),
): Composed | null {
  // An entry that matches far better than any other answers, though the visitor's other words ("sort that
  // separately") are not on it: its score is the rarest words and the concept it is the home of.
  const [first, second] = hits;
  // A lone match has nothing to dominate: it stays partial.
  const dominant = first && second && first.coverage >= PARTIAL_COVERAGE && first.score >= second.score * DOMINANT;
  // The best match falls just short of the coverage an answer needs, but outscores every entry that reaches it
  // by far (the fee structure, for "does your markup include QA, or is it billed separately?", against an
  // article that shares more of the words): it answers.
  const reaching = hits.find((h) => h.coverage >= MIN_COVERAGE);
  const farAhead = first && first.coverage >= NEAR_COVERAGE && (!reaching || first.score >= reaching.score * FAR_AHEAD);
  const answering = hits.filter((h) => h.coverage >= MIN_COVERAGE || ((dominant || farAhead) && h === first));
  const partial = answering.length === 0;
  const candidates = partial ? hits.filter((h) => h.coverage >= PARTIAL_COVERAGE) : answering;
  const wants = wantsOf(question);
  const giving = givingWhatIsAsked(candidates, terms, wants, wants.thing) ?? listingWhatIsAsked(candidates, question);
  const [best, ...rest] = giving ? [giving, ...candidates.filter((h) => h !== giving)] : candidates;
  if (!best) return null;

  // "What's this 210 studios thing?", "what does the 6,493m mean?": a figure of the site to explain, which its
  // entry's opening sets in context.
  const about = best.titleCoverage >= ABOUT_TITLE_COVERAGE || ASKS_WHAT_FIGURE_IS.test(question);
  // A list asked of an entry about it, or of where the site answers the concept asked about ("your headline
  // numbers" of the figures band): its items, in the page's order.
  // An entry that is itself a list of named items ("Browser: …. Pages: …. Referrer: ….") and is about the question
  // is given whole, as a list asked for would be.
  // So is a list asked of an entry of named items, or by the name its heading gives the list ("what rights do I have
  // over my data?" of Your Rights).
  const listing =
    ((wants.list || isItemList(best.entry)) && (about || homes.has(best.entry.url))) ||
    (wants.list && (isItemList(best.entry) || headingNamesListAsked(best.entry, question)));
  const chosen = bestSentences(best.entry, terms, rarity, {
    max: listing ? MAX_LIST_SENTENCES : MAX_SENTENCES,
    about,
    wants,
  });
  const used = [best.entry];
  // Sections of the best entry's page that only add to it: the page is cited already.
  const sameSection = new Set<IndexEntry>();
  // Other entries add a sentence when it holds a part of the question the reply does not yet answer.
  const covered = new Set(chosen.flatMap((s) => askedIn(s.text, terms)));
  for (const hit of partial || listing ? [] : rest.slice(0, SUPPORT_CANDIDATES)) {
    // The best entry's own page is one text: its other sections may add what it leaves out, however they score.
    const samePage = pageOf(hit.entry.url) === pageOf(best.entry.url);
    if (hit.score < best.score * SUPPORT_RATIO && !samePage) continue;
    const [extra] = bestSentences(hit.entry, terms, rarity, { max: 1, wants });
    if (!extra || chosen.some((s) => s.text === extra.text) || LEANS_BACK.test(extra.text)) continue;
    const holds = askedIn(extra.text, terms);
    const adds = holds.filter((source) => !covered.has(source));
    // Asked for a figure, another figure of the same things ("UK quotes ranged from £11,000-£13,387") adds too.
    const said = new Set(chosen.flatMap((s) => extractFigures(s.text)));
    const newFigure =
      wants.figure && holds.length >= 2 && extractFigures(extra.text).some((f) => !said.has(f) && !YEAR.test(f));
    // The best entry's own page: its other sections' sentences about the question add, where there is room.
    const fromPage = samePage && holds.length > 0;
    if (!adds.length && !newFigure && !fromPage) continue;
    // A supporting sentence comes after the best entry's own, and is kept after them.
    // One that only adds to the best entry gives way, at the word limit, to one that answers a part of the question.
    const adding = adds.length > 0 || newFigure;
    chosen.push({ text: extra.text, priority: MAX_SENTENCES + used.length + (adding ? 0 : SUPPORT_CANDIDATES) });
    used.push(hit.entry);
    if (!adding) sameSection.add(hit.entry);
    for (const source of adds) covered.add(source);
  }
  const kept = withinWords(chosen, listing ? MAX_LIST_WORDS : MAX_WORDS);
  // A project's or a step's sentences may not name it ("An independent QS confirmed a 40% saving.", "We appoint
  // and lead the design team…"): the reply does ("Delivery step 2, Design Control: …").
  if (NAMED_BY_TITLE.has(best.entry.kind) && kept[0]) {
    // "Delivery step 2: Design Control": the name is after the last colon; the heading reads "Delivery step 2, Design Control".
    const title = best.entry.title;
    const colon = title.lastIndexOf(": ");
    const name = colon < 0 ? title : title.slice(colon + 2);
    const heading = colon < 0 ? title : `${title.slice(0, colon)}, ${name}`;
    if (!kept.some((sentence) => sentence.includes(name))) kept[0] = `${heading}: ${kept[0]}`;
  }
  const keptUsed = used.filter((e, i) => i === 0 || kept.some((s) => e.text.includes(s)));
  // A blog article's words are its own, about the industry, not the firm's pages: a reply taken from one article
  // alone says which (one that also quotes the firm's pages is left as it is, not to pass them off as the article's).
  const article = best.entry.kind === "post" ? best.entry.pageTitle : "";
  const fromArticle = keptUsed.every((e) => e.kind === "post" && e.pageTitle === article);
  if (article && fromArticle && kept[0] && !kept.some((sentence) => sentence.includes(article))) {
    kept[0] = `In our article “${article}”: ${kept[0]}`;
  }

  const sources: Source[] = [];
  const cite = (source: Source) => {
    if (sources.length < MAX_SOURCES && !sources.some((s) => s.url === source.url)) sources.push(source);
  };
  // Every entry the reply quotes is cited; then, while there is room, the page that covers a summary's
  // (an FAQ answer's) topic in full.
  for (const e of keptUsed) if (!sameSection.has(e)) cite(sourceOf(e));
  for (const e of keptUsed) for (const page of e.more ?? []) cite(page);
  return { text: kept.join(" "), used: keptUsed, sources, partial };
}
