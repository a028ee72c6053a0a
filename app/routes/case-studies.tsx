import { CaseStudyCallToAction, CaseStudyOverview } from "#app/components/sections/case-study-overview.tsx";
import { FigureCards } from "#app/components/sections/figure-cards.tsx";
import { PageHeader } from "#app/components/sections/page-header.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { seo } from "#app/utils/seo.ts";
import { caseStudies, caseStudiesOverview } from "#content/case-studies.ts";
import { company } from "#content/company.ts";
import { page } from "#content/pages.ts";
import type { Route } from "./+types/case-studies";

const content = page("case-studies");

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function CaseStudiesPage() {
  return (
    <>
      <PageHeader heading={content.heading} intro={content.intro} />
      <section aria-label="Headline results" className="mx-auto max-w-7xl px-4 sm:px-6">
        <FigureCards figures={caseStudiesOverview.headlineStats} />
      </section>
      {caseStudies.map((study, index) => (
        <CaseStudyOverview key={study.id} study={study} reversed={index % 2 === 1} />
      ))}
      <CaseStudyCallToAction {...caseStudiesOverview.callToAction} phone={company.phone} email={company.email} />
      <Section heading="Across All Our Projects">
        <FigureCards figures={caseStudiesOverview.totals} />
      </Section>
    </>
  );
}
