import { Search, X } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form } from "react-router";
import { markNavigationClick } from "#app/hooks/use-scroll-to-top-on-navigate.ts";
import { useSiteSearch } from "#app/hooks/use-site-search.ts";
import { cn } from "#app/utils/cn.ts";
import { SearchResults } from "./search-results.tsx";

/**
 * The navigation's search box. Without JavaScript (and on Enter in the box)
 * it submits to /search; with it, results drop down as the visitor types,
 * as a list of links (spec: "a dropdown of links"): each can be opened in a
 * new tab, copied or middle-clicked, and is announced as a link. The down
 * arrow moves focus from the box to the first result, the arrows move
 * between results, Enter follows one, Escape closes the list and returns to
 * the box, Tab leaves.
 */
export function SearchBox({ className, onChoose }: { className?: string; onChoose?: () => void }) {
  const id = useId();
  const resultsId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);

  const [query, setQuery] = useState("");
  // Escape, leaving the box and choosing a result close the dropdown; typing opens it again.
  const [open, setOpen] = useState(false);
  const { status, prepare, searchable, results, total } = useSiteSearch(query);
  const expanded = open && searchable;

  const links = () => [...(dropdownRef.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])];

  const chosen = () => {
    markNavigationClick();
    setQuery("");
    setOpen(false);
    onChoose?.();
  };

  const clear = () => {
    setQuery("");
    setOpen(false);
    inputRef.current?.focus();
  };

  const onBoxKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!searchable || results.length === 0) return;
      event.preventDefault();
      // The list may be closed (after Escape): it renders before focus moves into it.
      flushSync(() => setOpen(true));
      const all = links();
      all[event.key === "ArrowDown" ? 0 : all.length - 1]?.focus();
    } else if (event.key === "Escape" && expanded) {
      // Closes the dropdown only: the mobile menu waits for a second Escape.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const onResultKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at === -1) return;
    let next: HTMLElement | undefined;
    if (event.key === "ArrowDown") next = all[(at + 1) % all.length];
    // Up from the first result goes back to the box, where typing goes on.
    else if (event.key === "ArrowUp") next = at === 0 ? (inputRef.current ?? undefined) : all[at - 1];
    else if (event.key === "Home") next = all[0];
    else if (event.key === "End") next = all[all.length - 1];
    else if (event.key === "Escape") {
      event.stopPropagation();
      setOpen(false);
      next = inputRef.current ?? undefined;
    }
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      onSubmit={chosen}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      className={cn("relative", className)}
    >
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        enterKeyHint="search"
        aria-controls={resultsId}
        placeholder="Search…"
        autoComplete="off"
        minLength={3}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={(event) => {
          prepare();
          // Coming back from the results (Escape, or up from the first) does not reopen them.
          if (!event.currentTarget.form?.contains(event.relatedTarget)) setOpen(true);
        }}
        onKeyDown={onBoxKeyDown}
        className={cn(
          // The clear button below replaces the search field's own.
          "h-9 w-full appearance-none rounded-md border border-line bg-white pl-3 text-sm placeholder:text-muted [&::-webkit-search-cancel-button]:appearance-none [&::-webkit-search-decoration]:appearance-none",
          query ? "pr-16" : "pr-9",
        )}
      />
      {query && (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className="absolute inset-y-0 right-8 flex w-8 items-center justify-center text-muted hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-muted hover:text-ink"
        aria-label="Search"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
      <p role="status" className="sr-only">
        {announcement(expanded, total, status, query)}
      </p>
      {/* Always in the page, so aria-controls always points at it. */}
      <div
        ref={dropdownRef}
        id={resultsId}
        hidden={!expanded}
        className="absolute top-full right-0 z-50 mt-2 w-[min(26rem,calc(100vw-2rem))] min-w-full rounded-md border border-line bg-white shadow-lg"
      >
        <SearchResults
          query={query.trim()}
          results={expanded ? results : []}
          total={expanded ? total : 0}
          onChoose={chosen}
          onKeyDown={onResultKeyDown}
        />
      </div>
    </Form>
  );
}

/** What the polite live region says: the result count while the dropdown is open. */
function announcement(expanded: boolean, total: number, status: string, query: string): string {
  if (status === "error" && query.trim()) return "Suggestions are unavailable. Press Enter to search.";
  if (!expanded) return "";
  if (total === 0) return "No results found.";
  return `${total} ${total === 1 ? "result" : "results"} found. Press the down arrow to reach them.`;
}
