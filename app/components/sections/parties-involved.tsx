import { Users } from "lucide-react";
import { cn } from "#app/utils/cn.ts";
import type { Party } from "#content/playbooks.schema.ts";

/** Every party to a project, with those involved in the current delivery step highlighted. */
export function PartiesInvolved({ parties, involved }: { parties: readonly Party[]; involved: readonly string[] }) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Users aria-hidden="true" className="size-4" />
        Parties involved
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {parties.map((party) => {
          const active = involved.includes(party.id);
          return (
            <li
              key={party.id}
              data-involved={active}
              className={cn(
                "rounded-full border px-3 py-1 text-sm transition-colors",
                active ? "border-accent bg-accent font-semibold text-white" : "border-line bg-surface text-muted",
              )}
            >
              {party.name}
              <span className="sr-only">{active ? " (involved in this step)" : " (not involved)"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
