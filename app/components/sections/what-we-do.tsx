import type { About } from "#content/about.schema.ts";
import { KeyFigures } from "./key-figures.tsx";
import { Section } from "./section.tsx";

/** The firm's lines of work, with the figures that show their scale. */
export function WhatWeDo({ heading, intro, services, figures }: About["whatWeDo"]) {
  return (
    <Section heading={heading} intro={intro}>
      <ul className="grid gap-x-10 gap-y-6 md:grid-cols-2">
        {services.map((service) => (
          <li key={service.title} className="border-l-4 border-accent pl-5">
            <h3 className="text-lg font-semibold text-ink">{service.title}</h3>
            <p className="mt-1 text-muted">{service.description}</p>
          </li>
        ))}
      </ul>
      <KeyFigures figures={figures} className="mt-10" />
    </Section>
  );
}
