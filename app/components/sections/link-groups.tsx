import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { LinkGroup } from "#content/home.schema.ts";

/** Columns of related links, each group under its own heading. */
export function LinkGroups({ groups }: { groups: readonly LinkGroup[] }) {
  return (
    <div className="grid gap-10 md:grid-cols-3">
      {groups.map((group) => (
        <div key={group.heading}>
          <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{group.heading}</h3>
          <ul className="mt-4 grid gap-3">
            {group.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="group flex gap-2 rounded-md p-2 -m-2 hover:bg-surface">
                  <ChevronRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
                  <span>
                    <span className="font-semibold text-brand group-hover:underline">{link.label}</span>
                    <span className="block text-sm text-muted">{link.description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
