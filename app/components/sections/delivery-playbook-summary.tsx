import { ArrowRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { Services } from "#content/services.schema.ts";
import { Section } from "./section.tsx";

/** The delivery playbook's principles in brief, with the way to the full playbook. */
export function DeliveryPlaybookSummary({ heading, intro, principles, action }: Services["deliveryPlaybook"]) {
  return (
    <Section heading={heading} intro={intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {principles.map((principle) => (
          <li key={principle.title} className="flex gap-4">
            <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
            <div>
              <h3 className="font-semibold text-ink">{principle.title}</h3>
              <p className="mt-1 text-muted">{principle.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant="outline" className="mt-8">
        <Link to={action.href}>
          {action.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Section>
  );
}
