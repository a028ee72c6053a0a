import type { Stat } from "#content/home.schema.ts";

/** Headline figures in a band, each a value over its label. */
export function StatsBar({ stats, label, id }: { stats: readonly Stat[]; label: string; id?: string }) {
  return (
    <section id={id} aria-label={label} className="border-y border-line bg-surface">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1 text-center">
            <dt className="text-sm text-muted">{stat.label}</dt>{" "}
            <dd className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">{stat.value}</dd>{" "}
          </div>
        ))}
      </dl>
    </section>
  );
}
