import { type KeyboardEvent, type MouseEvent, useId } from "react";
import { Link } from "react-router";
import type { SearchResult } from "#lib/search.ts";

type SearchResultsProps = {
  query: string;
  results: readonly SearchResult[];
  /** How many matched, of which `results` are the best. */
  total: number;
  onChoose: () => void;
  /** The arrow keys, Home, End and Escape on a focused result. */
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void;
};

/**
 * The search box's dropdown: a list of links, one per result, named by the
 * result's title and described by its type and excerpt. They are reached
 * with the arrow keys from the box, not with Tab, so Tab leaves the search.
 */
export function SearchResults({ query, results, total, onChoose, onKeyDown }: SearchResultsProps) {
  // A plain left click navigates in the app and closes the dropdown; a click that opens a
  // new tab or window (modifier keys, the middle button) leaves this page as it is.
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onChoose();
  };
  return (
    // Mouse presses keep focus where it is, so the dropdown is still open when the click lands
    // (a browser that does not focus links on click would otherwise close it first).
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the press from taking focus; the links inside take the clicks.
    <div onMouseDown={keepFocus}>
      {results.length > 0 ? (
        <ul
          aria-label={`Results for ${query}`}
          className="grid max-h-[min(28rem,calc(100dvh-var(--header-height)-4rem))] gap-1 overflow-y-auto p-1"
        >
          {results.map((result) => (
            <li key={result.id}>
              <ResultLink result={result} onClick={onClick} onKeyDown={onKeyDown} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-4 py-3 text-sm text-muted">No results found.</p>
      )}
      {total > results.length && (
        <Link
          to={`/search?q=${encodeURIComponent(query)}`}
          tabIndex={-1}
          onClick={onClick}
          onKeyDown={onKeyDown}
          className="block border-t border-line px-4 py-2 text-sm font-semibold text-brand hover:underline focus:bg-surface focus:outline-2 focus:outline-accent"
        >
          See all {total} results
        </Link>
      )}
    </div>
  );
}

/**
 * One result: the link holds the title alone, so its name is the title and
 * matches what it shows (WCAG 2.5.3); the type and excerpt describe it. The
 * link's overlay makes the whole card its click target.
 */
function ResultLink({
  result,
  onClick,
  onKeyDown,
}: {
  result: SearchResult;
  onClick: (event: MouseEvent) => void;
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}) {
  const id = useId();
  return (
    <div className="relative rounded-md px-3 py-2 text-left hover:bg-surface has-[a:focus]:bg-surface has-[a:focus]:ring-2 has-[a:focus]:ring-accent">
      <span className="flex items-baseline justify-between gap-3">
        <Link
          to={result.url}
          tabIndex={-1}
          aria-describedby={`${id}-type ${id}-excerpt`}
          onClick={onClick}
          onKeyDown={onKeyDown}
          className="font-semibold text-ink outline-none after:absolute after:inset-0 after:rounded-md"
        >
          {result.title}
        </Link>
        <span id={`${id}-type`} className="shrink-0 text-xs font-medium tracking-wide text-accent-strong uppercase">
          {result.type}
        </span>
      </span>
      <span id={`${id}-excerpt`} className="mt-1 line-clamp-2 block text-sm text-muted">
        {result.excerpt}
      </span>
    </div>
  );
}

function keepFocus(event: MouseEvent) {
  event.preventDefault();
}
