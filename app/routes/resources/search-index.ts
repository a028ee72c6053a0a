import { siteSearchIndex } from "#server/content/site-search.ts";

/**
 * The serialised site search index. Prerendered to build/client/search-index.json,
 * so the search box fetches a static file, and only once a visitor focuses it.
 */
export function loader() {
  return Response.json(siteSearchIndex(), {
    headers: { "Cache-Control": "public, max-age=3600" },
  });
}
