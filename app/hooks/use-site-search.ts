import { useCallback, useMemo, useRef, useState } from "react";
import type { SearchResult } from "#lib/search.ts";

/** Enough for a dropdown; the /search page lists every match. */
export const MAX_SUGGESTIONS = 8;

type Engine = {
  isSearchable: (query: string) => boolean;
  search: (query: string) => SearchResult[];
};

export type SiteSearchStatus = "idle" | "loading" | "ready" | "error";

// One download for every search box on the page (header and mobile menu).
let engine: Promise<Engine> | undefined;

/**
 * MiniSearch and the prerendered index arrive together, on first use only:
 * neither is part of the page's first-load JavaScript. lib/search.ts is only
 * ever imported dynamically in the browser, so it stays in its own chunk.
 */
function loadEngine(): Promise<Engine> {
  engine ??= Promise.all([
    import("#lib/search.ts"),
    fetch("/search-index.json").then((response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}`);
      return response.json();
    }),
  ]).then(([lib, serialised]) => {
    const index = lib.loadSearchIndex(serialised);
    return { isSearchable: lib.isSearchable, search: (query) => lib.search(index, query) };
  });
  // A failed download is tried again on the next focus rather than remembered.
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/**
 * Search-as-you-type over the site index. Call `prepare` when the box is
 * first focused; until the index has arrived there are no results, and the
 * form still submits to /search.
 */
export function useSiteSearch(query: string) {
  const [state, setState] = useState<{ status: SiteSearchStatus; engine?: Engine }>({ status: "idle" });

  const started = useRef(false);

  const prepare = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: "loading" });
    loadEngine().then(
      (loaded) => setState({ status: "ready", engine: loaded }),
      () => {
        started.current = false;
        setState({ status: "error" });
      },
    );
  }, []);

  const searchable = state.engine?.isSearchable(query) ?? false;
  const results = useMemo(() => state.engine?.search(query) ?? [], [state.engine, query]);

  return {
    status: state.status,
    prepare,
    /** Spec: only a query of more than 2 characters searches; a shorter one clears the results. */
    searchable,
    results: results.slice(0, MAX_SUGGESTIONS),
    total: results.length,
  };
}
