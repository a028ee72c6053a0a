import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "#app/components/ui/card.tsx";
import type { Services } from "#content/services.schema.ts";
import { ContentIcon } from "./content-icon.tsx";
import { Section } from "./section.tsx";

/** The procurement playbook's stages in order, with the way to the full playbook. */
export function ProcurementPlaybookSummary({ heading, intro, stages, action }: Services["procurementPlaybook"]) {
  return (
    <Section heading={heading} intro={intro}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {stages.map((stage, index) => (
          <Card key={stage.title} asChild>
            <li>
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-lg bg-brand text-white">
                  <ContentIcon name={stage.icon} className="size-6" />
                </span>
                {/* Hidden from screen readers (the list numbers the stages) but still text a reader sees: 3:1 at least. */}
                <span aria-hidden="true" className="text-3xl font-bold text-muted/70">
                  {String(index + 1).padStart(2, "0")}
                </span>
              </div>
              <CardTitle className="mt-4">{stage.title}</CardTitle>
              <CardDescription className="text-sm">{stage.description}</CardDescription>
            </li>
          </Card>
        ))}
      </ol>
      <Button asChild size="lg" className="mt-8">
        <Link to={action.href}>
          {action.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Section>
  );
}
