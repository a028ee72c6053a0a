import { cn } from "#app/utils/cn.ts";
import type { ProcessPhase } from "#content/playbooks.schema.ts";
import { ContentIcon } from "./content-icon.tsx";

export type PhaseStepRange = { phase: ProcessPhase; first: number; last: number };

/** Which walkthrough steps (1-based) fall in each phase, in order. */
export function phaseRanges(phases: readonly ProcessPhase[], stepPhases: readonly string[]): PhaseStepRange[] {
  return phases.map((phase) => {
    const numbers = stepPhases.flatMap((id, index) => (id === phase.id ? [index + 1] : []));
    return { phase, first: numbers[0] ?? 0, last: numbers.at(-1) ?? 0 };
  });
}

/** The procurement walkthrough's four phases, with the phase of the current step highlighted. */
export function PhaseTrack({ ranges, activePhase }: { ranges: readonly PhaseStepRange[]; activePhase: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">Phase</h3>
      <ol className="mt-3 grid grid-cols-2 gap-2">
        {ranges.map(({ phase, first, last }) => {
          const active = phase.id === activePhase;
          return (
            <li
              key={phase.id}
              aria-current={active ? "true" : undefined}
              className={cn(
                "flex items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors",
                active ? "border-accent bg-accent text-white" : "border-line bg-surface text-muted",
              )}
            >
              <ContentIcon name={phase.icon} className="size-4 shrink-0" />
              <span>
                <span className="block font-semibold">{phase.title}</span>
                <span className="block text-xs">{first === last ? `Step ${first}` : `Steps ${first}-${last}`}</span>
              </span>
              {active ? <span className="sr-only">(current phase)</span> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
