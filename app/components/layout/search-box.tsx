import { Search, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { markNavigationClick } from "#app/hooks/use-scroll-to-top-on-navigate.ts";
import { useSiteSearch } from "#app/hooks/use-site-search.ts";
import { cn } from "#app/utils/cn.ts";
import { SearchResults } from "./search-results.tsx";

/**
 * The navigation's search box. Without JavaScript (and on Enter with no
 * result chosen) it submits to /search; with it, results drop down as the
 * visitor types, following the ARIA combobox pattern.
 */
export function SearchBox({ className, onChoose }: { className?: string; onChoose?: () => void }) {
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  const [query, setQuery] = useState("");
  // Escape, leaving the box and choosing a result close the dropdown; typing opens it again.
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { status, prepare, searchable, results, total } = useSiteSearch(query);
  const expanded = open && searchable;
  const active = expanded ? results[activeIndex] : undefined;

  const activeId = active ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const chosen = () => {
    markNavigationClick();
    setQuery("");
    close();
    onChoose?.();
  };

  const clear = () => {
    setQuery("");
    close();
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!searchable || count === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      setActiveIndex((current) => {
        if (!expanded || current < 0) return step === 1 ? 0 : count - 1;
        return (current + step + count) % count;
      });
    } else if (event.key === "Enter" && active) {
      event.preventDefault();
      chosen();
      navigate(active.url);
    } else if (event.key === "Escape" && expanded) {
      // Closes the dropdown only: the mobile menu waits for a second Escape.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      onSubmit={chosen}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
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
        // A text box, not type="search": HTML allows role="combobox" on it, and the
        // clear button below replaces the search field's own.
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        placeholder="Search…"
        autoComplete="off"
        minLength={3}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className={cn(
          "h-9 w-full rounded-md border border-line bg-white pl-3 text-sm placeholder:text-muted",
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
      {/* Always in the page, so aria-controls always points at the listbox. */}
      <div
        hidden={!expanded}
        className="absolute top-full right-0 z-50 mt-2 w-[min(26rem,calc(100vw-2rem))] min-w-full rounded-md border border-line bg-white shadow-lg"
      >
        <SearchResults
          id={listboxId}
          query={query.trim()}
          results={expanded ? results : []}
          total={expanded ? total : 0}
          activeIndex={activeIndex}
          optionId={optionId}
          onChoose={chosen}
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
  return `${total} ${total === 1 ? "result" : "results"} found. Use the up and down arrows to choose one.`;
}
