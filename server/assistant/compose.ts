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

/** A sentence that leans on the one before it ("It was delivered in…"). */
const LEANS_BACK = /^(?:it|its|this|that|these|those|they|each|the rate|then)\b/i;

export type Composed = { text: string; used: Passage[]; sources: Source[] };

function sentenceScore(sentence: string, terms: readonly QueryTerm[], rarity: (term: string) => number): number {
  const present = new Set(indexTerms(sentence));
  let score = 0;
  for (const t of terms) if (present.has(t.term)) score += t.weight * rarity(t.term);
  return score;
}

/** The passage's best sentences, up to `max`, in page order, with the sentence each leans on. */
export function bestSentences(
  passage: Passage,
  terms: readonly QueryTerm[],
  rarity: (term: string) => number,
  max: number,
): string[] {
  const all = sentences(passage.text);
  const scored = all.map((s, i) => ({ i, score: sentenceScore(s, terms, rarity) }));
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.i - b.i);
  const picked = new Set<number>();
  for (const { i } of ranked) {
    if (picked.size >= max) break;
    picked.add(i);
    if (i > 0 && LEANS_BACK.test(all[i] ?? "") && picked.size < max) picked.add(i - 1);
  }
  // A passage whose title matched but whose sentences did not: its opening says what it is.
  if (picked.size === 0) for (let i = 0; i < Math.min(2, all.length); i++) picked.add(i);
  return [...picked].sort((a, b) => a - b).map((i) => all[i] ?? "");
}

export function compose(
  hits: readonly Hit[],
  terms: readonly QueryTerm[],
  rarity: (term: string) => number,
): Composed | null {
  const [best, ...rest] = hits;
  if (!best || best.coverage < MIN_COVERAGE) return null;

  const chosen = bestSentences(best.passage, terms, rarity, MAX_SENTENCES);
  const used = [best.passage];
  const second = rest.find(
    (h) =>
      h.passage.source.url !== best.passage.source.url &&
      h.coverage >= MIN_COVERAGE &&
      h.score >= best.score * SECOND_PASSAGE_RATIO,
  );
  if (second && chosen.length < MAX_SENTENCES + 1) {
    const extra = bestSentences(second.passage, terms, rarity, 1).filter((s) => !chosen.includes(s));
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
