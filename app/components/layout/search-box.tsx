import { Search } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { cn } from "#app/utils/cn.ts";

/**
 * The navigation's search box. It submits to /search, so it works before
 * (and without) JavaScript.
 */
export function SearchBox({ className }: { className?: string }) {
  const id = useId();
  return (
    <Form method="get" action="/search" role="search" className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search…"
        autoComplete="off"
        minLength={3}
        className="h-9 w-full rounded-md border border-line bg-white pr-9 pl-3 text-sm placeholder:text-muted"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-muted hover:text-ink"
        aria-label="Search"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </Form>
  );
}
