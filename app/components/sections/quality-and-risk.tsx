import { ClipboardCheck, ShieldCheck } from "lucide-react";
import type { ProcurementPlaybook } from "#content/playbooks.schema.ts";

type Lists = Pick<ProcurementPlaybook["qualityAndRisk"], "quality" | "risk">;

/** How quality is assured and risk managed through procurement: two checklists side by side. */
export function QualityAndRisk({ quality, risk }: Lists) {
  const blocks = [
    { ...quality, Icon: ClipboardCheck },
    { ...risk, Icon: ShieldCheck },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {blocks.map(({ title, items, Icon }) => (
        <div key={title} className="break-inside-avoid rounded-xl bg-surface p-6">
          <h3 className="flex items-center gap-2 text-xl font-semibold text-ink">
            <Icon aria-hidden="true" className="size-6 text-brand" />
            {title}
          </h3>
          <ul className="mt-4 grid gap-3">
            {items.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
