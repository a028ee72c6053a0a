import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ChecklistColumns } from "#app/components/sections/checklist-columns.tsx";
import { ConsultantStructure } from "#app/components/sections/consultant-structure.tsx";
import { DeliveryStructure } from "#app/components/sections/delivery-structure.tsx";
import { PageHeader } from "#app/components/sections/page-header.tsx";
import { PartiesInvolved } from "#app/components/sections/parties-involved.tsx";
import { PrincipleGrid } from "#app/components/sections/principle-grid.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Walkthrough } from "#app/components/sections/walkthrough.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { seo } from "#app/utils/seo.ts";
import { deliveryPlaybook as playbook } from "#content/delivery-playbook.ts";
import { page } from "#content/pages.ts";
import { anchorFor } from "#lib/anchor.ts";
import type { Route } from "./+types/delivery-playbook";

const content = page("delivery-playbook");
const { parties, walkthrough, structure, principles, consultants, benefits, callToAction } = playbook;

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function DeliveryPlaybookPage() {
  return (
    <>
      <PageHeader heading={content.heading} intro={content.intro} />
      <Walkthrough
        heading={walkthrough.heading}
        intro={walkthrough.intro}
        steps={walkthrough.steps}
        context={(current) => (
          <PartiesInvolved parties={parties} involved={walkthrough.steps[current]?.parties ?? []} />
        )}
      />
      <Section heading={structure.heading} intro={structure.intro}>
        <DeliveryStructure chart={structure.chart} relationships={structure.relationships} parties={parties} />
      </Section>
      <Section heading={principles.heading}>
        <PrincipleGrid principles={principles.items} />
      </Section>
      <Section heading={consultants.heading} intro={consultants.intro}>
        <ConsultantStructure core={consultants.core} specialist={consultants.specialist} />
      </Section>
      <Section heading={benefits.heading}>
        <ChecklistColumns
          columns={[
            { title: "For clients", icon: "Building2", items: benefits.clients },
            { title: "For project teams", icon: "Users", items: benefits.projectTeams },
          ]}
        />
      </Section>
      <StartYourProject />
    </>
  );
}

function StartYourProject() {
  return (
    <section
      id={anchorFor(callToAction.heading)}
      aria-labelledby="delivery-cta"
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
      data-print="hide"
    >
      <div className="rounded-2xl bg-brand px-6 py-12 text-center text-white sm:px-12">
        <h2 id="delivery-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {callToAction.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{callToAction.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {callToAction.links.map((link, index) => (
            <Button key={link.href} asChild size="lg" variant={index === 0 ? "accent" : "outline"}>
              <Link to={link.href}>
                {link.label}
                {index === 0 ? <ArrowRight aria-hidden="true" /> : null}
              </Link>
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
