import { ArrowRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { Card, CardDescription, CardTitle, cardLinkClassName } from "#app/components/ui/card.tsx";
import type { ServiceCaseStudyCard, Services } from "#content/services.schema.ts";
import { Section } from "./section.tsx";

/** How the firm buys, and the two case studies that show it, each card leading to its detail page. */
export function ProcurementMethods({
  heading,
  intro,
  methods,
  caseStudiesHeading,
  caseStudies,
}: Services["procurementMethods"]) {
  return (
    <Section heading={heading} intro={intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {methods.map((method) => (
          <li key={method.title}>
            <CircleCheck aria-hidden="true" className="size-6 text-accent" />
            <h3 className="mt-3 font-semibold text-ink">{method.title}</h3>
            <p className="mt-1 text-sm text-muted">{method.description}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-12 text-xl font-bold text-ink">{caseStudiesHeading}</h3>
      <ul className="mt-5 grid gap-6 md:grid-cols-2">
        {caseStudies.map((study) => (
          <CaseStudyCard key={study.href} study={study} />
        ))}
      </ul>
    </Section>
  );
}

function CaseStudyCard({ study }: { study: ServiceCaseStudyCard }) {
  return (
    <Card asChild interactive>
      <li>
        <p className="text-xs font-semibold tracking-wide text-accent-strong uppercase">{study.category}</p>
        <CardTitle asChild className="mt-2 text-xl">
          <h4>
            <Link to={study.href} className={cardLinkClassName("group-hover:text-brand")}>
              {study.title}
            </Link>
          </h4>
        </CardTitle>
        <p className="mt-3 text-2xl font-bold tracking-tight text-brand">{study.highlight}</p>
        <CardDescription className="flex-1">{study.summary}</CardDescription>
        <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand">
          Read the case study
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </li>
    </Card>
  );
}
