import { cn } from "#app/utils/cn.ts";

export type KeyFigure = { value: string; label: string };

/** A short row of headline figures, each a value over what it measures. */
export function KeyFigures({ figures, className }: { figures: readonly KeyFigure[]; className?: string }) {
  return (
    <dl className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-4", figures.length === 3 && "lg:grid-cols-3", className)}>
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse gap-1 rounded-xl border border-line bg-surface p-5">
          <dt className="text-sm text-muted">{figure.label}</dt>
          <dd className="text-3xl font-bold tracking-tight text-brand">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
