import MiniSearch from "minisearch";
import type { IndexEntry } from "#lib/content-index.ts";
import { extractFigures } from "#lib/figures.ts";
import { editDistance, STOP_WORDS, stem, unContract, words } from "./text.ts";

/**
 * The assistant's search over the content index: MiniSearch (BM25) over the
 * entries' titles, text and keywords, with the assistant's own stemming on
 * both sides and a weight per query term (the visitor's own words weigh 1,
 * the words a concept adds and the topic a follow-up borrows weigh less).
 * Besides the score, each hit carries its coverage: the share of the
 * question (weighted by rarity) that the entry holds, which decides between
 * an answer and "I don't know".
 */

export type QueryTerm = {
  /** A stem, as the index holds it. */
  term: string;
  weight: number;
  /** What the term stands for: the visitor's own stem, or a concept's id. Coverage counts sources. */
  source: string;
  /** The word as typed, for spelling correction. */
  word?: string;
  /** Borrowed from an earlier question or from the message's own context: it sets the context but is not asked for. */
  carried?: boolean;
  /** From the message's own description of the visitor's case, not an earlier question. */
  context?: boolean;
  /** Stands for a concept of the domain vocabulary: the topic, which weighs more than a loose word. */
  concept?: boolean;
  /** A word the content uses for the concept, added to what the visitor typed: a heading holding it is not their question. */
  added?: boolean;
};

/** A concept is the question's topic: in the coverage it counts this many times a loose word. */
const CONCEPT_COVERAGE = 2;

export type Hit = {
  entry: IndexEntry;
  score: number;
  /** Share of the question the entry holds. */
  coverage: number;
  /** Share of the question its title holds: the entry is about the question. */
  titleCoverage: number;
  /** Share of an earlier question's topic (a follow-up's) the entry holds. */
  carriedCoverage: number;
};

export type EntryIndex = {
  readonly entries: readonly IndexEntry[];
  /**
   * Best first; only entries matching at least one term. `prefer` lifts the entries at those URLs (a
   * concept's homes), `stating` more: those that state a figure the visitor quoted, or a number of the thing
   * they ask to count. `onPage` lifts the entries of the page the visitor names, as much as `prefer` and not
   * on top of it. `likely` lifts each entry by how likely it is to answer (`likelyEntries`).
   */
  search(
    terms: readonly QueryTerm[],
    options?: {
      limit?: number;
      prefer?: ReadonlySet<string>;
      stating?: ReadonlySet<string>;
      onPage?: ReadonlySet<string>;
      likely?: ReadonlyMap<string, number>;
    },
  ): Hit[];
  /**
   * How likely each entry (by id) is to answer a question (normalised) following up `earlier` ("" when it
   * stands alone), as the learned topic model reads it; for `search`'s `likely`. Empty without a model.
   */
  likelyEntries(text: string, earlier: string): ReadonlyMap<string, number>;
  /** The URLs of the entries that state any of these figures ("£135/sq ft"), as the figure guard reads them. */
  stating(figures: readonly string[]): Set<string>;
  /** Swaps a word the content never uses for a close one it does ("procurment" → "procur"). */
  correct(terms: readonly QueryTerm[]): QueryTerm[];
  /** How rare a stem is across the entries: the weight of a match. */
  idf(term: string): number;
  /** Whether the site's content uses a word at all ("Manchester": no). */
  uses(word: string): boolean;
  /**
   * The share of the visitor's own question (by rarity) in words the site
   * never uses ("brand", "Trustpilot"): that much of it no page can answer.
   */
  unknownShare(terms: readonly QueryTerm[]): number;
  /** The share of what the visitor asked (by rarity; words the site never uses count too) that a reply holds. */
  heldShare(terms: readonly QueryTerm[], text: string): number;
  /**
   * Whether a reply holds the rarest word the visitor asked with, of those the
   * site uses ("minimum" in "is there a minimum fee?"): the most particular
   * thing asked, which a reply about its neighbours (fees) leaves out.
   */
  holdsRarest(terms: readonly QueryTerm[], text: string): boolean;
};

/** The stems a text is indexed under: stop words and single letters dropped. */
export function termsOf(text: string): string[] {
  return words(text).flatMap((w) => {
    const word = unContract(w);
    return STOP_WORDS.has(word) || (word.length < 2 && !/\d/.test(word)) ? [] : [stem(word)];
  });
}

const BOOST = { title: 2, keywords: 1.5 };
/**
 * How much an entry the topic model is sure answers the question is lifted; less as it is less sure. Chosen by
 * leave-one-set-out cross-validation on the tuning halves and on the tuning half of a set no model or rule had
 * seen (decision 045).
 */
const LIKELY = 3;
/** How much a concept's home entry is lifted when it matches. */
const PREFERRED = 3;
/**
 * How much an entry of the page the visitor names ("in the procurement playbook") is lifted: as much as a
 * concept's home, never on top of one (an entry that is both is lifted once).
 */
const NAMED_PAGE = 3;
/** How much an entry that states a figure the visitor quoted is lifted: more than a concept's home. */
const STATING = 8;
/** A page's own entry only summarises it: its sections answer better. */
const PAGE_SUMMARY = 0.75;
/**
 * A blog post discusses the industry; the firm's own pages say what it does.
 * A question about the firm that a page and a post both match is answered
 * by the page, unless the visitor asks about the blog.
 */
const POST = 0.4;
/**
 * The list of the site's pages names every page, but answers only a question about the site as a whole
 * ("what's on this site?", a concept whose home it is): any other question about a page is the page's own.
 */
const NAVIGATION = 0.1;
/** How steeply an entry's score falls with the share of the question it misses. */
const COVERAGE_POWER = 2;
/** How many visitors' words the spelling correction remembers the answer for. */
const CORRECTIONS_KEPT = 10_000;
/** In a follow-up, how much the topic it borrows counts beside its own words in that share. */
const BORROWED_SHARE = 0.3;

type Doc = { n: number; title: string; text: string; keywords: string };

export function createEntryIndex(
  entries: readonly IndexEntry[],
  { likelyEntries = () => new Map() }: Pick<Partial<EntryIndex>, "likelyEntries"> = {},
): EntryIndex {
  const search = new MiniSearch<Doc>({
    idField: "n",
    fields: ["title", "text", "keywords"],
    tokenize: (text) => words(text),
    processTerm: (term) => {
      const word = unContract(term);
      return STOP_WORDS.has(word) || (word.length < 2 && !/\d/.test(word)) ? null : stem(word);
    },
  });
  search.addAll(entries.map((e, n) => ({ n, title: e.title, text: e.text, keywords: e.keywords.join(" ") })));

  const titleTerms = entries.map((e) => new Set(termsOf(e.title)));
  // Each figure the entries state, read once: where a visitor quoting it read it.
  const statedBy = new Map<string, Set<string>>();
  for (const e of entries) {
    for (const figure of extractFigures(`${e.title} ${e.text}`)) {
      statedBy.set(figure, (statedBy.get(figure) ?? new Set()).add(e.url));
    }
  }
  // A section is on its page: "in the procurement playbook" is held by every section of that page.
  const pageTerms = entries.map((e) => new Set(termsOf(e.pageTitle)));
  const df = new Map<string, number>();
  for (const e of entries) {
    for (const term of new Set(termsOf(`${e.title} ${e.text} ${e.keywords.join(" ")}`))) {
      df.set(term, (df.get(term) ?? 0) + 1);
    }
  }
  const n = entries.length;
  const idf = (term: string) => {
    const f = df.get(term) ?? 0;
    return Math.log(1 + (n - f + 0.5) / (f + 0.5));
  };
  const vocabulary = [...df.entries()].sort((a, b) => b[1] - a[1]).map(([term]) => term);

  // A word's nearest content word, once per word: the scan over the vocabulary is the dearest step of a reply.
  // Bounded, since the words come from visitors: past the bound, it starts again.
  const corrected = new Map<string, string | undefined>();
  function closest(term: string): string | undefined {
    if (df.has(term)) return term;
    if (corrected.has(term)) return corrected.get(term);
    if (corrected.size >= CORRECTIONS_KEPT) corrected.clear();
    const found = nearest(term);
    corrected.set(term, found);
    return found;
  }
  function nearest(term: string): string | undefined {
    if (term.length < 5 || /\d/.test(term)) return undefined;
    // "Reschedule" is "schedule" done again: the word without its prefix, when the site uses that.
    const unprefixed = term.replace(/^(?:re|un|pre|non|co)(?=[a-z]{4})/, "");
    if (unprefixed !== term && df.has(unprefixed)) return unprefixed;
    const max = term.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = max + 1;
    for (const candidate of vocabulary) {
      // A slip of the keyboard keeps the first letter: "afield" is a word of its own, not "field" mistyped.
      if (candidate[0] !== term[0] || Math.abs(candidate.length - term.length) > max) continue;
      const d = editDistance(term, candidate, max);
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
        if (d === 1) break;
      }
    }
    return best;
  }

  const unseenIdf = idf("");
  /** Each part of a question (a word, or a concept with all its words) and its weight: its rarity, a concept's doubled. */
  const weighedSources = (terms: readonly QueryTerm[]) => {
    const sources = new Map<string, { stems: string[]; weight: number }>();
    for (const t of terms) {
      const weight = (df.has(t.term) ? idf(t.term) : unseenIdf) * (t.concept ? CONCEPT_COVERAGE : 1);
      const seen = sources.get(t.source);
      sources.set(t.source, {
        stems: [...(seen?.stems ?? []), t.term],
        weight: Math.max(seen?.weight ?? 0, weight),
      });
    }
    return [...sources.values()];
  };
  const shareOf = (sources: { stems: string[]; weight: number }[], counts: (stems: string[]) => boolean) => {
    const total = sources.reduce((sum, s) => sum + s.weight, 0);
    return total ? sources.filter((s) => counts(s.stems)).reduce((sum, s) => sum + s.weight, 0) / total : 0;
  };
  return {
    entries,
    idf,
    likelyEntries,
    uses: (word) => termsOf(word).some((stem) => df.has(stem)),
    unknownShare(terms) {
      const asked = weighedSources(terms.filter((t) => !t.carried || t.context));
      return shareOf(asked, (stems) => !stems.some((stem) => df.has(stem)));
    },
    heldShare(terms, text) {
      const present = new Set(termsOf(text));
      return shareOf(weighedSources(terms.filter((t) => !t.carried)), (stems) => stems.some((s) => present.has(s)));
    },
    holdsRarest(terms, text) {
      const own = terms.filter((t) => !t.carried && !t.added);
      // A word the visitor named a concept by that the site never uses ("warranty" for quality): not held.
      if (own.some((t) => t.concept && !df.has(t.term))) return false;
      const loose = own.filter((t) => !t.concept && df.has(t.term));
      const rarest = loose.reduce<QueryTerm | undefined>(
        (best, t) => (!best || idf(t.term) > idf(best.term) ? t : best),
        undefined,
      );
      return !rarest || new Set(termsOf(text)).has(rarest.term);
    },
    stating(figures) {
      return new Set(figures.flatMap((figure) => [...(statedBy.get(figure) ?? [])]));
    },
    correct(terms) {
      return terms.map((t) => {
        if (df.has(t.term)) return t;
        // The typed word can be closer to a stem than its own stem is ("proces" → "process").
        // A stem cut well short of its word ("chart" of "chartered") is no slip of the keyboard to correct.
        const cut = t.word !== undefined && t.word.length > t.term.length + 2;
        const fixed = closest(t.word ?? t.term) ?? (cut ? undefined : closest(t.term));
        return fixed ? { ...t, term: fixed, source: t.source === t.term ? fixed : t.source } : t;
      });
    },
    search(terms, { limit = 8, prefer = new Set(), stating = new Set(), onPage = new Set(), likely = new Map() } = {}) {
      const blogAsked = terms.some((t) => t.source === "blog" && !t.carried);
      const weights = new Map<string, number>();
      for (const t of terms) weights.set(t.term, Math.max(weights.get(t.term) ?? 0, t.weight));
      if (weights.size === 0) return [];

      // Each source is the visitor's own, or carried from an earlier question.
      const sourceTerms = new Map<string, string[]>();
      const ownSources = new Set<string>();
      const conceptSources = new Set(terms.filter((t) => t.concept).map((t) => t.source));
      for (const t of terms) {
        sourceTerms.set(t.source, [...(sourceTerms.get(t.source) ?? []), t.term]);
        if (!t.carried) ownSources.add(t.source);
      }
      const all = [...sourceTerms.keys()];
      const own = all.filter((s) => ownSources.has(s));
      const carried = all.filter((s) => !ownSources.has(s));
      const asked = own.length ? own : all;
      // A word the site never uses ("Croydon", "1%") is the visitor's own detail, not a topic.
      const sourceWeight = (source: string) => {
        const stems = sourceTerms.get(source) ?? [];
        if (!stems.some((s) => df.has(s))) return 0;
        return Math.max(...stems.map(idf)) * (conceptSources.has(source) ? CONCEPT_COVERAGE : 1);
      };
      const share = (of: readonly string[], covered: ReadonlySet<string>) => {
        const total = of.reduce((sum, s) => sum + sourceWeight(s), 0);
        return total ? of.filter((s) => covered.has(s)).reduce((sum, s) => sum + sourceWeight(s), 0) / total : 0;
      };

      const results = search.search([...weights.keys()].join(" "), {
        combineWith: "OR",
        tokenize: (query) => query.split(" "),
        processTerm: (term) => term,
        boost: BOOST,
        boostTerm: (term) => weights.get(term) ?? 1,
        boostDocument: (id) => {
          const entry = entries[id as number];
          return (
            (prefer.has(entry?.url ?? "") ? PREFERRED : onPage.has(entry?.url ?? "") ? NAMED_PAGE : 1) *
            (stating.has(entry?.url ?? "") ? STATING : 1) *
            (entry?.kind === "page" ? PAGE_SUMMARY : 1) *
            (entry?.kind === "post" && !blogAsked ? POST : 1) *
            (entry?.kind === "navigation" && !prefer.has(entry.url) ? NAVIGATION : 1)
          );
        },
      });

      const found = results.slice(0, 40).map((result) => {
        const i = result.id as number;
        const entry = entries[i] as IndexEntry;
        const matched = new Set(result.terms);
        const covered = new Set<string>();
        const inTitle = new Set<string>();
        let titleMatched = 0;
        for (const t of terms) {
          if (!matched.has(t.term) && !(!t.added && pageTerms[i]?.has(t.term))) continue;
          covered.add(t.source);
          if (!t.added && titleTerms[i]?.has(t.term)) {
            inTitle.add(t.source);
            titleMatched++;
          }
        }
        const titleCoverage = share(all, inTitle);
        // An entry whose heading is the question (an FAQ, a named section) ranks above one
        // that mentions it; the more of the heading the question uses, the more so.
        const size = titleTerms[i]?.size ?? 0;
        const precision = size ? Math.min(1, titleMatched / size) : 0;
        const coverage = share(asked, covered);
        const carriedCoverage = carried.length ? share(carried, covered) : 0;
        // A follow-up is about its own words and the topic it borrows alike.
        const held = carried.length ? coverage * (1 - BORROWED_SHARE) + carriedCoverage * BORROWED_SHARE : coverage;
        const titled = titleCoverage * Math.sqrt(precision);
        const hit: Hit = {
          entry,
          // BM25 favours entries that repeat the words a concept adds; the share of the question held decides first.
          score: result.score * (1 + titled) * held ** COVERAGE_POWER,
          coverage,
          titleCoverage,
          carriedCoverage,
        };
        return { hit, titled };
      });
      // The topic model's second opinion counts for less the more a heading is the question (0 to 1): the
      // visitor's words then say which entry they mean. An entry the model was never taught about (no writer
      // asked for it) is one it cannot judge: as likely as the likeliest, so that what it knows does not push
      // that entry down.
      const headed = Math.max(0, ...found.map((f) => f.titled));
      const likeliest = Math.max(0, ...likely.values());
      return found
        .map(({ hit }) => {
          const lift = LIKELY * (likely.get(hit.entry.id) ?? likeliest) * (1 - headed) ** 2;
          return { ...hit, score: hit.score * (1 + lift) };
        })
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}
