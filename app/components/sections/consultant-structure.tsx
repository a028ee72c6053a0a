import { useId } from "react";

/** The consultants on a project: the core team on every scheme and the specialists brought in as needed. */
export function ConsultantStructure({ core, specialist }: { core: readonly string[]; specialist: readonly string[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ConsultantList title="Core consultants" names={core} tone="bg-brand text-white" />
      <ConsultantList title="Specialist consultants" names={specialist} tone="bg-surface text-ink ring-1 ring-line" />
    </div>
  );
}

function ConsultantList({ title, names, tone }: { title: string; names: readonly string[]; tone: string }) {
  const headingId = useId();
  return (
    <div className="break-inside-avoid rounded-xl border border-line bg-white p-6">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="mt-4 flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name} className={`rounded-lg px-3 py-1.5 text-sm font-medium ${tone}`}>
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
