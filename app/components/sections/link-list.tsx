import { ExternalLink } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { IconName } from "#content/icons.schema.ts";
import type { ResourceCategory, ResourceLink } from "#content/related-links.schema.ts";
import { ContentIcon } from "./content-icon.tsx";

/** The icon a link shows when its content names none. */
export const categoryIcons: Record<ResourceCategory, IconName> = {
  "Core Services": "Briefcase",
  Portfolio: "Building2",
  Results: "TrendingUp",
  Methodology: "ClipboardList",
  About: "Users",
  Insights: "BookOpen",
  Contact: "Mail",
  Support: "CircleHelp",
  Guidance: "Landmark",
};

type LinkListProps = { title: string; links: readonly ResourceLink[] };

/**
 * A titled list of links for any page. Links to other sites open in a new
 * tab, say so to screen readers, and pass no opener or referrer.
 */
export function LinkList({ title, links }: LinkListProps) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <ul className="mt-4 grid gap-1 sm:grid-cols-2">
        {links.map((link) => {
          const content = (
            <>
              <ContentIcon
                name={link.icon ?? categoryIcons[link.category]}
                className="mt-0.5 size-5 shrink-0 text-accent"
              />
              <span className="flex-1">
                <span className="font-semibold text-brand group-hover:underline">
                  {link.title}
                  {link.isExternal ? (
                    <>
                      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </>
                  ) : null}
                </span>
                <span className="block text-sm text-muted">{link.description}</span>
              </span>
            </>
          );
          const className = "group -mx-2 flex gap-3 rounded-md p-2 hover:bg-surface";
          return (
            <li key={link.href} data-category={link.category}>
              {link.isExternal ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
                  {content}
                </a>
              ) : (
                <Link to={link.href} className={className}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
