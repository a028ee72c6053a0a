import { CircleCheck } from "lucide-react";
import type { IconName } from "#content/icons.schema.ts";
import { ContentIcon } from "./content-icon.tsx";

export type ChecklistColumn = { title: string; icon: IconName; items: readonly string[] };

/** Checklists side by side: the delivery benefits, procurement's quality and risk. */
export function ChecklistColumns({ columns }: { columns: readonly ChecklistColumn[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {columns.map(({ title, icon, items }) => (
        <div key={title} className="break-inside-avoid rounded-xl bg-surface p-6">
          <h3 className="flex items-center gap-2 text-xl font-semibold text-ink">
            <ContentIcon name={icon} className="size-6 text-brand" />
            {title}
          </h3>
          <ul className="mt-4 grid gap-3">
            {items.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
