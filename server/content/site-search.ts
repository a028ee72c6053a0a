import { createSearchIndex, isSearchable, type SearchIndex, type SearchResult, search } from "#lib/search.ts";
import { siteIndex } from "./site-index.ts";

/**
 * Site search over the content index: the /search page and the prerendered
 * /search-index.json that the search box loads, so both rank alike.
 */

let index: SearchIndex | undefined;

/** Built on first use and kept: the content cannot change while the process runs. */
export function siteSearchIndex(): SearchIndex {
  index ??= createSearchIndex(siteIndex());
  return index;
}

/** The /search page's answer: the same index and ranking as the search box. */
export function searchSite(
  query: string,
  searchIndex = siteSearchIndex(),
): { searched: boolean; results: SearchResult[] } {
  const searched = isSearchable(query);
  return { searched, results: searched ? search(searchIndex, query) : [] };
}
