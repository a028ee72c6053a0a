import { Form, Link } from "react-router";
import { PageHeader } from "#app/components/sections/page-header.tsx";
import { seo } from "#app/utils/seo.ts";
import type { SearchResult } from "#lib/search.ts";
import { searchSite } from "#server/content/site-search.ts";
import type { Route } from "./+types/search";

/** Longer queries are cut here: no page title or phrase on the site comes near it. */
const MAX_QUERY_LENGTH = 200;

// The same index and ranking as the search box, built once per server process.
export function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  return { query, ...searchSite(query) };
}

export const meta: Route.MetaFunction = (args) => {
  const query = args.loaderData?.query.trim();
  return seo(args, {
    title: query ? `Search results for “${query}”` : "Search",
    description: "Search the site's services, projects, case studies, articles, playbooks and answers.",
    keywords: ["search"],
    // Spec: results pages depend on the query and are not for search engines.
    noindex: true,
  });
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, searched, results } = loaderData;
  return (
    <>
      <PageHeader
        heading="Search"
        intro="Find our services, projects, case studies, articles, playbooks and answers to common questions."
      >
        <Form method="get" action="/search" role="search" className="mt-6 flex gap-2">
          <label htmlFor="search-page-query" className="sr-only">
            Search terms
          </label>
          <input
            // A new query (from the header's box) replaces what was typed here.
            key={query}
            id="search-page-query"
            name="q"
            type="search"
            defaultValue={query}
            autoComplete="off"
            className="h-10 min-w-0 flex-1 rounded-md border border-line bg-white px-3"
          />
          {/* Styled like Button's primary variant; importing Button here made the bundler split
              a chunk off every page's first load (measured with the build). */}
          <button
            type="submit"
            className="h-10 rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong"
          >
            Search
          </button>
        </Form>
      </PageHeader>
      <section aria-labelledby="search-results-heading" className="mx-auto max-w-4xl px-4 pb-12 sm:px-6">
        <h2 id="search-results-heading" className="sr-only">
          Results
        </h2>
        <p role="status" className="text-muted">
          <Summary query={query} searched={searched} count={results.length} />
        </p>
        {results.length > 0 && (
          <ol className="mt-6 grid gap-4">
            {results.map((result) => (
              <li key={result.id}>
                <ResultCard result={result} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function Summary({ query, searched, count }: { query: string; searched: boolean; count: number }) {
  const shown = query.trim();
  if (!shown) return <>Type more than 2 characters to search the site.</>;
  if (!searched) {
    return <>“{shown}” is too short: type more than 2 characters to search.</>;
  }
  if (count === 0) {
    return (
      <>
        No results for “{shown}”. Check the spelling, try a more general word, or{" "}
        <Link to="/contact" className="font-semibold text-brand underline-offset-4 hover:underline">
          ask us directly
        </Link>
        .
      </>
    );
  }
  return (
    <>
      {count} {count === 1 ? "result" : "results"} for “{shown}”
    </>
  );
}

function ResultCard({ result }: { result: SearchResult }) {
  return (
    <article className="rounded-xl border border-line bg-white p-5 shadow-sm has-focus-visible:ring-3 has-focus-visible:ring-accent">
      <p className="text-xs font-medium tracking-wide text-accent-strong uppercase">{result.type}</p>
      <h3 className="mt-1 text-lg font-semibold text-ink">
        <Link to={result.url} className="underline-offset-4 hover:underline focus-visible:outline-none">
          {result.title}
        </Link>
      </h3>
      <p className="mt-2 text-muted">{result.excerpt}</p>
    </article>
  );
}
