import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Card, CardDescription, CardTitle, cardLinkClassName } from "#app/components/ui/card.tsx";
import { cn } from "#app/utils/cn.ts";
import type { RelatedPage } from "#content/related-links.schema.ts";

/** Spec section 9: the page-level block shows at most eight pages unless told otherwise. */
export const DEFAULT_RELATED_PAGES = 8;

const priorityRank: Record<RelatedPage["priority"], number> = { high: 0, medium: 1 };

/** The pages to show: never the current one, high priority first, in content order within a priority. */
export function selectRelatedPages(
  pages: readonly RelatedPage[],
  currentPath: string,
  max: number = DEFAULT_RELATED_PAGES,
): RelatedPage[] {
  return pages
    .filter((page) => page.href !== currentPath)
    .map((page, index) => ({ page, index }))
    .sort((a, b) => priorityRank[a.page.priority] - priorityRank[b.page.priority] || a.index - b.index)
    .slice(0, Math.max(0, max))
    .map(({ page }) => page);
}

type RelatedPagesProps = {
  pages: readonly RelatedPage[];
  /** The page the block sits on; it is never listed. */
  currentPath: string;
  max?: number;
  layout?: "grid" | "list";
};

/** The page-level "related pages" block: links to other pages of the site as cards or as a list. */
export function RelatedPages({ pages, currentPath, max = DEFAULT_RELATED_PAGES, layout = "grid" }: RelatedPagesProps) {
  const shown = selectRelatedPages(pages, currentPath, max);
  return (
    <ul
      data-layout={layout}
      className={cn(layout === "grid" ? "grid gap-5 sm:grid-cols-2 lg:grid-cols-4" : "grid gap-3 lg:max-w-3xl")}
    >
      {shown.map((page) => (
        <Card key={page.href} asChild interactive className={cn(layout === "list" && "p-4")}>
          <li>
            <p className="text-xs font-semibold tracking-wide text-accent-strong uppercase">{page.category}</p>
            <CardTitle className="mt-2">
              <Link to={page.href} className={cardLinkClassName("group-hover:text-brand")}>
                {page.title}
              </Link>
            </CardTitle>
            <CardDescription className="flex-1 text-sm">{page.description}</CardDescription>
            {layout === "grid" ? (
              <ArrowRight
                aria-hidden="true"
                className="mt-4 size-4 text-brand transition-transform group-hover:translate-x-1"
              />
            ) : null}
          </li>
        </Card>
      ))}
    </ul>
  );
}
