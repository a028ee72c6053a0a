import type { Passage } from "./passages.ts";
import { editDistance, indexTerms, type QueryTerm } from "./text.ts";

/**
 * BM25 over the passages, built once. Words of a passage's title count
 * TITLE_BOOST times. Besides the score, each hit carries its coverage: the
 * share of the question's own words (weighted by rarity, synonyms counting for
 * the word they expand) that the passage contains. A question whose words the
 * site never uses ("weather in Paris") covers nothing, however the scores fall.
 */

const K1 = 1.2;
const B = 0.75;
const TITLE_BOOST = 2;

export type Hit = {
  passage: Passage;
  score: number;
  /** Share of the question's words the passage contains. */
  coverage: number;
  /** Share of the question's words its title contains: the passage is about the question. */
  titleCoverage: number;
  /** Share of the earlier question's words (a follow-up's topic) the passage contains. */
  carriedCoverage: number;
};

type Document = { passage: Passage; counts: Map<string, number>; titleTerms: Set<string>; length: number };

export type PassageIndex = {
  readonly size: number;
  /** Best first; only passages matching at least one term. */
  search(terms: readonly QueryTerm[], limit?: number): Hit[];
  /** Swaps a word the content never uses for a close one it does ("procurment" → "procur"). */
  correct(terms: readonly QueryTerm[]): QueryTerm[];
  /** How rare a stem is across the passages: the weight of a match. */
  idf(term: string): number;
};

export function createPassageIndex(passages: readonly Passage[]): PassageIndex {
  const documents: Document[] = passages.map((passage) => {
    const counts = new Map<string, number>();
    const add = (term: string, by: number) => counts.set(term, (counts.get(term) ?? 0) + by);
    for (const term of indexTerms(passage.text)) add(term, 1);
    const titleTerms = indexTerms(passage.title);
    for (const term of titleTerms) add(term, TITLE_BOOST);
    return {
      passage,
      counts,
      titleTerms: new Set(titleTerms),
      length: indexTerms(passage.text).length + titleTerms.length * TITLE_BOOST,
    };
  });
  const df = new Map<string, number>();
  for (const doc of documents) for (const term of doc.counts.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const n = documents.length;
  const averageLength = documents.reduce((sum, d) => sum + d.length, 0) / Math.max(1, n);
  const idf = (term: string) => {
    const f = df.get(term) ?? 0;
    return Math.log(1 + (n - f + 0.5) / (f + 0.5));
  };
  // Longest-first vocabulary by frequency, for spelling correction.
  const vocabulary = [...df.entries()].sort((a, b) => b[1] - a[1]).map(([term]) => term);

  function closest(term: string): string | undefined {
    if (df.has(term)) return term;
    if (term.length < 5 || /\d/.test(term)) return undefined;
    const max = term.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = max + 1;
    for (const candidate of vocabulary) {
      if (Math.abs(candidate.length - term.length) > max) continue;
      const d = editDistance(term, candidate, max);
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
        if (d === 1) break;
      }
    }
    return best;
  }

  return {
    size: n,
    idf,
    correct(terms) {
      const fixes = new Map<string, string>();
      for (const t of terms) {
        // The typed word can be closer to a stem than its own stem is ("proces" → "process").
        const fixed = df.has(t.term) ? undefined : (closest(t.word ?? t.term) ?? closest(t.term));
        if (fixed) fixes.set(t.term, fixed);
      }
      return terms.map((t) => ({
        ...t,
        term: fixes.get(t.term) ?? t.term,
        source: fixes.get(t.source) ?? t.source,
      }));
    },
    search(terms, limit = 5) {
      // The visitor's own words and their weights. Words carried over from an
      // earlier question (weight below 1) set the context but are not asked for.
      const sources = new Map<string, number>();
      for (const t of terms)
        sources.set(t.source, Math.max(sources.get(t.source) ?? 0, t.term === t.source ? t.weight : 0));
      const all = [...sources.keys()];
      const own = all.filter((s) => (sources.get(s) ?? 0) >= 1);
      const carried = all.filter((s) => (sources.get(s) ?? 0) < 1);
      const asked = own.length ? own : all;
      // A number the visitor typed that the site never states ("1%") is theirs, not a topic.
      const sourceWeight = (source: string) =>
        !df.has(source) && /\d/.test(source) ? 0 : (sources.get(source) || 1) * idf(source);
      const share = (of: readonly string[], covered: Set<string>) => {
        const total = of.reduce((sum, s) => sum + sourceWeight(s), 0);
        return total ? of.filter((s) => covered.has(s)).reduce((sum, s) => sum + sourceWeight(s), 0) / total : 0;
      };

      const hits: Hit[] = [];
      for (const doc of documents) {
        let score = 0;
        const covered = new Set<string>();
        const inTitle = new Set<string>();
        const titleMatched = new Set<string>();
        for (const t of terms) {
          const tf = doc.counts.get(t.term);
          if (!tf) continue;
          covered.add(t.source);
          if (doc.titleTerms.has(t.term)) {
            inTitle.add(t.source);
            titleMatched.add(t.term);
          }
          score += t.weight * idf(t.term) * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / averageLength)));
        }
        if (score === 0) continue;
        const titleCoverage = share(all, inTitle);
        // A passage whose heading is the question (an FAQ, a named section) ranks above one
        // that mentions it; the more of the heading the question uses, the more so.
        const precision = doc.titleTerms.size ? titleMatched.size / doc.titleTerms.size : 0;
        score *= (1 + titleCoverage * Math.sqrt(precision)) * (doc.passage.weight ?? 1);
        hits.push({
          passage: doc.passage,
          score,
          coverage: share(asked, covered),
          titleCoverage,
          carriedCoverage: carried.length ? share(carried, covered) : 0,
        });
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
