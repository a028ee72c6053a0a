import MiniSearch, { type AsPlainObject, type SearchOptions } from "minisearch";
import { type IndexEntry, pagePath, type SearchType } from "./content-index.ts";

/**
 * Site search: one MiniSearch index over the entries of the site's content
 * index (every page and section, FAQ answer, project, case study, playbook
 * step, post…). The server builds it (for /search and the prerendered
 * /search-index.json); the browser loads that JSON with the same options, so
 * both rank alike.
 */

export { SEARCH_TYPES, type SearchType } from "./content-index.ts";

/** The spec's search result entry. */
export type SearchEntry = Pick<IndexEntry, "title" | "url" | "excerpt" | "type">;

export type SearchResult = SearchEntry & { id: number };

export type SearchIndex = MiniSearch<IndexedDocument>;
export type SerialisedSearchIndex = AsPlainObject;

type IndexedDocument = SearchEntry & { id: number; text: string; keywords: string };

/** Spec: a search runs only when the query has more than 2 characters. */
export const MIN_QUERY_LENGTH = 3;

const searchOptions: SearchOptions = {
  // A word in the title says more about a page than the same word in its text.
  boost: { title: 4, keywords: 3, excerpt: 2 },
  // "procur" finds "procurement" while the visitor is still typing.
  prefix: true,
  // Small typos: one wrong letter in a word of 4 or 5, two (a swapped pair) from 6 up;
  // words of 3 letters or fewer must match as typed.
  fuzzy: (term) => (term.length <= 3 ? false : term.length <= 5 ? 1 : 2),
  combineWith: "AND",
};

const indexOptions = {
  idField: "id",
  fields: ["title", "excerpt", "keywords", "text"],
  storeFields: ["title", "url", "excerpt", "type"],
  searchOptions,
};

/**
 * A result's title names where it leads: a section headed like another page
 * ("Procurement Playbook" on the services page) says which page it is on, so
 * two results never read the same and lead to different places.
 */
function resultTitle(entry: IndexEntry, pageTitles: ReadonlySet<string>): string {
  return entry.kind !== "page" && pageTitles.has(entry.title) ? `${entry.title} (${entry.pageTitle})` : entry.title;
}

export function createSearchIndex(entries: readonly IndexEntry[]): SearchIndex {
  const index = new MiniSearch<IndexedDocument>(indexOptions);
  const pageTitles = new Set(entries.filter((e) => e.kind === "page").map((e) => e.title));
  index.addAll(
    entries.map((entry, id) => ({
      id,
      title: resultTitle(entry, pageTitles),
      url: entry.url,
      excerpt: entry.excerpt,
      type: entry.type,
      text: entry.text,
      keywords: entry.keywords.join(" "),
    })),
  );
  return index;
}

/** Revives an index from `JSON.parse(JSON.stringify(index))`, with the options it was built with. */
export function loadSearchIndex(serialised: SerialisedSearchIndex): SearchIndex {
  return MiniSearch.loadJS<IndexedDocument>(serialised, indexOptions);
}

export function isSearchable(query: string): boolean {
  return query.trim().length >= MIN_QUERY_LENGTH;
}

/**
 * Best match first, one result a page: a page's best-matching section stands
 * for it, so a case study's challenge and solution do not crowd out the rest
 * of the site. No results for queries of 2 characters or fewer. Matching
 * ignores case.
 */
export function search(index: SearchIndex, query: string): SearchResult[] {
  if (!isSearchable(query)) return [];
  const pages = new Set<string>();
  const firstOfItsPage = (url: string) => {
    const page = pagePath({ url });
    if (pages.has(page)) return false;
    pages.add(page);
    return true;
  };
  return index
    .search(query.trim())
    .filter((hit) => firstOfItsPage(hit.url as string))
    .map((hit) => ({
      id: hit.id as number,
      title: hit.title as string,
      url: hit.url as string,
      excerpt: hit.excerpt as string,
      type: hit.type as SearchType,
    }));
}
