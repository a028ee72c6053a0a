import { extractFigures } from "#lib/figures.ts";
import type { Passage, Source } from "./passages.ts";
import type { Hit } from "./retrieval.ts";
import { indexTerms, type QueryTerm, sentences } from "./text.ts";

/**
 * Turns the best passages into a short reply: the sentences that answer the
 * question, in the order the page gives them, from at most two passages, and
 * the pages they came from as sources.
 */

/** Below this share of the question's words, the site has no answer. */
export const MIN_COVERAGE = 0.5;
/** A second passage joins only when it scores nearly as well as the first. */
const SECOND_PASSAGE_RATIO = 0.6;
const MAX_SENTENCES = 3;
const MAX_SOURCES = 3;

/** A passage whose title holds this share of the question is about it: its opening answers. */
const ABOUT_TITLE_COVERAGE = 0.5;

/** A sentence that leans on the one before it ("It was delivered in…"). */
const LEANS_BACK = /^(?:it|its|this|that|these|those|they|each|the rate|then)\b/i;

export type Composed = { text: string; used: Passage[]; sources: Source[] };

/** Questions after a number: "how many doors", "how much did you save", "what was the capex". */
const ASKS_FOR_FIGURE =
  /\b(?:how (?:many|much|big|large|long)|what (?:is|was|were|are) (?:the|your) (?:cost|price|capex|saving|savings|size|total|rate|value|budget))\b/i;

export function asksForFigure(question: string): boolean {
  return ASKS_FOR_FIGURE.test(question);
}

function sentenceScore(
  sentence: string,
  terms: readonly QueryTerm[],
  rarity: (term: string) => number,
  wantsFigure: boolean,
): number {
  const present = new Set(indexTerms(sentence));
  let score = 0;
  for (const t of terms) if (present.has(t.term)) score += t.weight * rarity(t.term);
  // A figure counted in the question's own words ("210 doors" for "how many doors") is the answer.
  if (wantsFigure && score > 0) {
    const figures = extractFigures(sentence);
    const counted = figures.some((f) => indexTerms(f).some((w) => terms.some((t) => t.term === w && !/\d/.test(w))));
    score *= counted ? 3 : figures.length ? 1.5 : 1;
  }
  return score;
}

export type SentenceOptions = { max: number; about?: boolean; wantsFigure?: boolean };

/**
 * The passage's best sentences, up to `max`, in page order, with the sentence
 * each leans on. A passage about the question (its title matches) opens with
 * its first sentence and fills up in order, as a page would read.
 */
export function bestSentences(
  passage: Passage,
  terms: readonly QueryTerm[],
  rarity: (term: string) => number,
  { max, about = false, wantsFigure = false }: SentenceOptions,
): string[] {
  const all = sentences(passage.text);
  const scored = all.map((s, i) => ({ i, score: sentenceScore(s, terms, rarity, wantsFigure) }));
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.i - b.i);
  const picked = new Set<number>();
  if (about && all.length && !wantsFigure) picked.add(0);
  for (const { i } of ranked) {
    if (picked.size >= max) break;
    picked.add(i);
    if (i > 0 && LEANS_BACK.test(all[i] ?? "") && picked.size < max) picked.add(i - 1);
  }
  // A passage about the question, or one whose title matched but whose sentences did not: read on in order.
  const fill = about || picked.size === 0 ? max : 0;
  for (let i = 0; i < all.length && picked.size < fill; i++) picked.add(i);
  return [...picked].sort((a, b) => a - b).map((i) => all[i] ?? "");
}

export function compose(
  hits: readonly Hit[],
  terms: readonly QueryTerm[],
  rarity: (term: string) => number,
  question: string,
): Composed | null {
  // Only passages that hold the question itself answer it; a follow-up's earlier topic alone does not.
  const [best, ...rest] = hits.filter((h) => h.coverage >= MIN_COVERAGE);
  if (!best) return null;

  const wantsFigure = asksForFigure(question);
  const chosen = bestSentences(best.passage, terms, rarity, {
    max: MAX_SENTENCES,
    about: best.titleCoverage >= ABOUT_TITLE_COVERAGE,
    wantsFigure,
  });
  const used = [best.passage];
  const second = rest.find(
    (h) =>
      h.passage.source.url !== best.passage.source.url &&
      h.coverage >= MIN_COVERAGE &&
      h.score >= best.score * SECOND_PASSAGE_RATIO,
  );
  if (second && chosen.length < MAX_SENTENCES + 1) {
    const extra = bestSentences(second.passage, terms, rarity, { max: 1, wantsFigure }).filter(
      (s) => !chosen.includes(s),
    );
    if (extra.length && !LEANS_BACK.test(extra[0] ?? "")) {
      chosen.push(...extra);
      used.push(second.passage);
    }
  }

  const sources: Source[] = [];
  const cite = (source: Source) => {
    if (sources.length < MAX_SOURCES && !sources.some((s) => s.url === source.url)) sources.push(source);
  };
  for (const p of used) cite(p.source);
  // A third page worth opening, when it matches as well as the quoted ones.
  for (const h of rest) if (h.coverage >= MIN_COVERAGE && h.score >= best.score * 0.8) cite(h.passage.source);

  return { text: chosen.join(" "), used, sources };
}
