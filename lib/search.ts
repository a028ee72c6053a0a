import MiniSearch, { type AsPlainObject, type SearchOptions } from "minisearch";

/**
 * Site search: one MiniSearch index over every page, service, project, case
 * study, post, FAQ question and playbook. The server builds it (for /search
 * and the prerendered /search-index.json); the browser loads that JSON with
 * the same options, so both rank alike.
 */

/** The spec's five types, plus the content the rebuilt site adds. */
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

/** The spec's search result entry. */
export type SearchEntry = { title: string; url: string; excerpt: string; type: SearchType };

/** An entry with the page text it stands for: indexed, never shipped back in results. */
export type SearchDocument = SearchEntry & { body?: string };

export type SearchResult = SearchEntry & { id: number };

export type SearchIndex = MiniSearch<IndexedDocument>;
export type SerialisedSearchIndex = AsPlainObject;

type IndexedDocument = SearchDocument & { id: number };

/** Spec: a search runs only when the query has more than 2 characters. */
export const MIN_QUERY_LENGTH = 3;

const searchOptions: SearchOptions = {
  // A word in the title says more about a page than the same word in its text.
  boost: { title: 4, excerpt: 2 },
  // "procur" finds "procurement" while the visitor is still typing.
  prefix: true,
  // Small typos: one wrong letter in a word of 4 or 5, two (a swapped pair) from 6 up;
  // words of 3 letters or fewer must match as typed.
  fuzzy: (term) => (term.length <= 3 ? false : term.length <= 5 ? 1 : 2),
  combineWith: "AND",
};

const indexOptions = {
  idField: "id",
  fields: ["title", "excerpt", "body"],
  storeFields: ["title", "url", "excerpt", "type"],
  searchOptions,
};

export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<IndexedDocument>(indexOptions);
  index.addAll(documents.map((document, id) => ({ ...document, id })));
  return index;
}

/** Revives an index from `JSON.parse(JSON.stringify(index))`, with the options it was built with. */
export function loadSearchIndex(serialised: SerialisedSearchIndex): SearchIndex {
  return MiniSearch.loadJS<IndexedDocument>(serialised, indexOptions);
}

export function isSearchable(query: string): boolean {
  return query.trim().length >= MIN_QUERY_LENGTH;
}

/** Best match first; no results for queries of 2 characters or fewer. Matching ignores case. */
export function search(index: SearchIndex, query: string): SearchResult[] {
  if (!isSearchable(query)) return [];
  return index.search(query.trim()).map((hit) => ({
    id: hit.id as number,
    title: hit.title as string,
    url: hit.url as string,
    excerpt: hit.excerpt as string,
    type: hit.type as SearchType,
  }));
}
