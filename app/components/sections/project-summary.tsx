import type { ProjectSummary as ProjectSummaryContent } from "#content/projects.schema.ts";

/** The portfolio's totals as a grid of figures. */
export function ProjectSummary({ figures }: { figures: ProjectSummaryContent["figures"] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse gap-1 rounded-xl border border-line bg-surface p-6">
          <dt className="text-muted">{figure.label}</dt>{" "}
          <dd className="text-3xl font-bold tracking-tight text-brand">{figure.value}</dd>{" "}
        </div>
      ))}
    </dl>
  );
}
