import { cn } from "#app/utils/cn.ts";
import type { KeyFigure } from "#content/case-studies.schema.ts";

/**
 * Figures as cards, each a value over what it measures. The spaces between
 * label and value keep the page's text readable as text ("Saved £2.4m", not
 * "Saved£2.4m") for screen readers, copy and paste, and the claims check.
 */
export function FigureCards({ figures, className }: { figures: readonly KeyFigure[]; className?: string }) {
  return (
    <dl className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse gap-1 rounded-xl border border-line bg-surface p-5">
          <dt className="text-sm text-muted">{figure.label}</dt>{" "}
          <dd className="text-2xl font-bold tracking-tight text-brand sm:text-3xl">{figure.value}</dd>{" "}
        </div>
      ))}
    </dl>
  );
}
