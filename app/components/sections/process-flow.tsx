import { cn } from "#app/utils/cn.ts";
import type { ProcessPhase } from "#content/playbooks.schema.ts";
import { ContentIcon } from "./content-icon.tsx";

const colours: Record<ProcessPhase["colour"], { band: string; dot: string }> = {
  teal: { band: "bg-brand text-white", dot: "bg-brand" },
  amber: { band: "bg-accent text-white", dot: "bg-accent" },
  slate: { band: "bg-slate-700 text-white", dot: "bg-slate-700" },
  stone: { band: "bg-stone-600 text-white", dot: "bg-stone-600" },
};

/** The detailed procurement process: each phase with its numbered tasks, in order. */
export function ProcessFlow({ phases }: { phases: readonly ProcessPhase[] }) {
  let number = 0;
  return (
    <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      {phases.map((phase) => (
        <li key={phase.id} className="flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
          <h3 className={cn("flex items-center gap-2 px-5 py-4 text-lg font-semibold", colours[phase.colour].band)}>
            <ContentIcon name={phase.icon} className="size-5" />
            {phase.title}
            <span className="ml-auto text-sm font-normal">{phase.steps.length} steps</span>
          </h3>
          <ol className="grid gap-4 p-5">
            {phase.steps.map((step) => {
              number += 1;
              return (
                <li key={step.title} className="flex gap-3 break-inside-avoid">
                  <span
                    aria-hidden="true"
                    className={cn(
                      "mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white",
                      colours[phase.colour].dot,
                    )}
                  >
                    {number}
                  </span>
                  <div>
                    <h4 className="font-semibold text-ink">{step.title}</h4>
                    <p className="mt-1 text-sm text-muted">{step.description}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
