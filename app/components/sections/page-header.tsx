import type { ReactNode } from "react";

/** The heading and one-paragraph introduction every content page opens with. */
export function PageHeader({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    // Same container as Section, so headings and sections share one left edge.
    <header className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 lg:pt-14">
      <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-ink sm:text-5xl">{heading}</h1>
      <p className="mt-5 max-w-3xl text-lg leading-relaxed text-muted">{intro}</p>
      {children}
    </header>
  );
}
