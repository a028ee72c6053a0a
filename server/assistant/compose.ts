import type { IndexEntry } from "#lib/content-index.ts";
import { extractFigures } from "#lib/figures.ts";
import type { Hit, QueryTerm } from "./retrieval.ts";
import { termsOf } from "./retrieval.ts";
import { sentences } from "./text.ts";

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
/** A second entry joins only when it scores nearly as well as the first. */
const SECOND_ENTRY_RATIO = 0.6;
const MAX_SENTENCES = 3;
const MAX_SOURCES = 3;
export const MAX_WORDS = 90;

/** An entry whose title holds this share of the question is about it: its opening answers. */
const ABOUT_TITLE_COVERAGE = 0.5;

/** A sentence that leans on the one before it ("It was delivered in…"). */
const LEANS_BACK = /^(?:it|its|this|that|these|those|they|each|the rate|then)\b/i;

export type Composed = { text: string; used: IndexEntry[]; sources: Source[]; partial: boolean };

/** Questions after a number: "how many doors", "how much did you save", "what was the capex". */
const ASKS_FOR_FIGURE =
  /\b(?:how (?:many|much|big|large|long)|what (?:is|was|were|are) (?:the|your) (?:cost|price|capex|saving|savings|size|total|rate|value|budget|length|reduction))\b/;

export function sourceOf(entry: IndexEntry): Source {
  return { title: entry.kind === "page" ? entry.pageTitle : `${entry.pageTitle}: ${entry.title}`, url: entry.url };
}

function sentenceScore(
  sentence: string,
  terms: readonly QueryTerm[],
  rarity: (term: string) => number,
  wantsFigure: boolean,
): number {
  const present = new Set(termsOf(sentence));
  let score = 0;
  for (const t of terms) if (present.has(t.term)) score += t.weight * rarity(t.term);
  // A figure counted in the question's own words ("210 doors" for "how many doors") is the answer.
  if (wantsFigure && score > 0) {
    const figures = extractFigures(sentence);
    const counted = figures.some((f) => termsOf(f).some((w) => terms.some((t) => t.term === w && !/\d/.test(w))));
    score *= counted ? 3 : figures.length ? 1.5 : 1;
  }
  return score;
}

export type SentenceOptions = { max: number; about?: boolean; wantsFigure?: boolean };

/**
 * The entry's best sentences, up to `max`, in page order, with the sentence
 * each leans on. An entry about the question (its title matches) opens with
 * its first sentence and fills up in order, as a page would read.
 */
export function bestSentences(
  entry: IndexEntry,
  terms: readonly QueryTerm[],
  rarity: (term: string) => number,
  { max, about = false, wantsFigure = false }: SentenceOptions,
): string[] {
  const all = sentences(entry.text);
  const scored = all.map((s, i) => ({ i, score: sentenceScore(s, terms, rarity, wantsFigure) }));
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.i - b.i);
  const picked = new Set<number>();
  if (about && all.length && !wantsFigure) picked.add(0);
  for (const { i } of ranked) {
    if (picked.size >= max) break;
    picked.add(i);
    if (i > 0 && LEANS_BACK.test(all[i] ?? "") && picked.size < max) picked.add(i - 1);
  }
  // An entry about the question, or one whose title matched but whose sentences did not: read on in order.
  const fill = about || picked.size === 0 ? max : 0;
  for (let i = 0; i < all.length && picked.size < fill; i++) picked.add(i);
  return [...picked].sort((a, b) => a - b).map((i) => all[i] ?? "");
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Whole sentences up to the word limit; the first always stays. */
export function withinWords(chosen: readonly string[], limit = MAX_WORDS): string[] {
  const kept: string[] = [];
  let count = 0;
  for (const s of chosen) {
    const n = wordCount(s);
    if (kept.length && count + n > limit) break;
    kept.push(s);
    count += n;
  }
  return kept;
}

export function compose(
  hits: readonly Hit[],
  terms: readonly QueryTerm[],
  rarity: (term: string) => number,
  question: string,
): Composed | null {
  const answering = hits.filter((h) => h.coverage >= MIN_COVERAGE);
  const partial = answering.length === 0;
  const [best, ...rest] = partial ? hits.filter((h) => h.coverage >= PARTIAL_COVERAGE) : answering;
  if (!best) return null;

  const wantsFigure = ASKS_FOR_FIGURE.test(question);
  const chosen = bestSentences(best.entry, terms, rarity, {
    max: MAX_SENTENCES,
    about: best.titleCoverage >= ABOUT_TITLE_COVERAGE,
    wantsFigure,
  });
  const used = [best.entry];
  const second = rest.find(
    (h) => h.entry.url.split("#")[0] !== best.entry.url.split("#")[0] && h.score >= best.score * SECOND_ENTRY_RATIO,
  );
  if (second && !partial) {
    const extra = bestSentences(second.entry, terms, rarity, { max: 1, wantsFigure }).filter(
      (s) => !chosen.includes(s),
    );
    if (extra.length && !LEANS_BACK.test(extra[0] ?? "")) {
      chosen.push(...extra);
      used.push(second.entry);
    }
  }
  const kept = withinWords(chosen);
  const keptUsed = used.filter((e, i) => i === 0 || kept.some((s) => e.text.includes(s)));

  const sources: Source[] = [];
  const cite = (entry: IndexEntry) => {
    if (sources.length < MAX_SOURCES && !sources.some((s) => s.url === entry.url)) sources.push(sourceOf(entry));
  };
  for (const e of keptUsed) cite(e);
  return { text: kept.join(" "), used: keptUsed, sources, partial };
}
