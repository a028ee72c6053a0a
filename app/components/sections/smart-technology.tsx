import { Card, CardDescription, CardTitle } from "#app/components/ui/card.tsx";
import type { Services } from "#content/services.schema.ts";
import { ContentIcon } from "./content-icon.tsx";
import { Section } from "./section.tsx";

/** The smart building technology offerings, one card each. */
export function SmartTechnology({ heading, intro, offerings }: Services["smartTechnology"]) {
  return (
    <Section heading={heading} intro={intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {offerings.map((offering) => (
          <Card key={offering.title} asChild className="flex-row gap-4">
            <li>
              <ContentIcon name={offering.icon} className="size-7 shrink-0 text-accent" />
              <div>
                <CardTitle>{offering.title}</CardTitle>
                <CardDescription className="text-sm">{offering.description}</CardDescription>
              </div>
            </li>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
