import type { JourneyEntry } from "#content/team.schema.ts";

/** The companies behind the team, oldest first, as a vertical timeline. */
export function TeamJourney({ entries }: { entries: readonly JourneyEntry[] }) {
  return (
    <ol className="relative ml-3 border-l-2 border-line">
      {entries.map((entry) => (
        <li key={entry.yearRange} className="relative pb-10 pl-8 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[9px] size-4 rounded-full border-2 border-white bg-accent"
          />
          <p className="text-sm font-semibold text-accent-strong">
            {entry.yearRange}
            <span className="font-normal text-muted"> · {entry.years}</span>
          </p>
          <h3 className="mt-1 text-lg font-semibold text-ink">{entry.company}</h3>
          <p className="mt-1 text-muted">{entry.achievement}</p>
        </li>
      ))}
    </ol>
  );
}
