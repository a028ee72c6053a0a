import { cn } from "#app/utils/cn.ts";
import type { Principle } from "#content/playbooks.schema.ts";
import { ContentIcon } from "./content-icon.tsx";

/** A playbook's principles as cards: icon, title and what the principle means in practice. */
export function PrincipleGrid({ principles }: { principles: readonly Principle[] }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", principles.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4")}>
      {principles.map((principle, index) => (
        <li key={principle.title} className="break-inside-avoid rounded-xl border border-line bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-lg bg-brand/10 text-brand">
              <ContentIcon name={principle.icon} className="size-5" />
            </span>
            <span aria-hidden="true" className="text-sm font-bold text-muted">
              {String(index + 1).padStart(2, "0")}
            </span>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-ink">{principle.title}</h3>
          <p className="mt-2 text-muted">{principle.description}</p>
        </li>
      ))}
    </ul>
  );
}
