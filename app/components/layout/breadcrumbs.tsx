import { ChevronRight, Home } from "lucide-react";
import { Link, useLocation } from "react-router";
import { segmentLabels } from "#content/navigation.ts";
import { breadcrumbTrail } from "#lib/breadcrumbs.ts";
import { canonicalPath } from "#lib/url.ts";

/** Hidden on the home page; elsewhere Home, then one crumb per path segment. */
export function Breadcrumbs() {
  const pathname = canonicalPath(useLocation().pathname);
  if (pathname === "/") return null;
  const trail = breadcrumbTrail(pathname, segmentLabels);
  return (
    <nav aria-label="Breadcrumb" data-print="hide" className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        <li className="flex items-center">
          <Link to="/" className="flex items-center rounded p-1 hover:text-ink">
            <Home aria-hidden="true" className="size-4" />
            <span className="sr-only">Home</span>
          </Link>
        </li>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-4" />
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} className="rounded p-1 hover:text-ink hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
