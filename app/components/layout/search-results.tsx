import type { MouseEvent } from "react";
import { Link } from "react-router";
import { cn } from "#app/utils/cn.ts";
import type { SearchResult } from "#lib/search.ts";

type SearchResultsProps = {
  id: string;
  query: string;
  results: readonly SearchResult[];
  /** How many matched, of which `results` are the best. */
  total: number;
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: () => void;
};

/**
 * The search box's dropdown: a listbox whose options are the result links.
 * Focus stays in the box (the combobox pattern), so options are not in the
 * tab order; the box points at the active one with aria-activedescendant.
 */
export function SearchResults({ id, query, results, total, activeIndex, optionId, onChoose }: SearchResultsProps) {
  return (
    <>
      <div
        id={id}
        role="listbox"
        aria-label={`Results for ${query}`}
        onMouseDown={keepFocus}
        className="grid max-h-[min(28rem,calc(100dvh-var(--header-height)-4rem))] gap-1 overflow-y-auto p-1"
      >
        {results.map((result, index) => (
          <SearchOption
            key={result.id}
            id={optionId(index)}
            result={result}
            active={index === activeIndex}
            onChoose={onChoose}
          />
        ))}
      </div>
      {results.length === 0 && <p className="px-4 py-3 text-sm text-muted">No results found.</p>}
      {total > results.length && (
        <Link
          to={`/search?q=${encodeURIComponent(query)}`}
          onMouseDown={keepFocus}
          onClick={onChoose}
          className="block border-t border-line px-4 py-2 text-sm font-semibold text-brand hover:underline"
        >
          See all {total} results
        </Link>
      )}
    </>
  );
}

function SearchOption({
  id,
  result,
  active,
  onChoose,
}: {
  id: string;
  result: SearchResult;
  active: boolean;
  onChoose: () => void;
}) {
  return (
    <Link
      id={id}
      to={result.url}
      role="option"
      aria-selected={active}
      aria-labelledby={`${id}-title ${id}-type`}
      aria-describedby={`${id}-excerpt`}
      tabIndex={-1}
      onClick={onChoose}
      className={cn("block rounded-md px-3 py-2 text-left hover:bg-surface", active && "bg-surface ring-2 ring-accent")}
    >
      <span className="flex items-baseline justify-between gap-3">
        <span id={`${id}-title`} className="font-semibold text-ink">
          {result.title}
        </span>
        <span id={`${id}-type`} className="shrink-0 text-xs font-medium tracking-wide text-accent-strong uppercase">
          {result.type}
        </span>
      </span>
      <span id={`${id}-excerpt`} className="mt-1 line-clamp-2 block text-sm text-muted">
        {result.excerpt}
      </span>
    </Link>
  );
}

/** Mouse presses in the dropdown keep focus in the box, so it is still open when the click lands. */
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}
