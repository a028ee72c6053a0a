import { ChecklistColumns } from "#app/components/sections/checklist-columns.tsx";
import { PageHeader } from "#app/components/sections/page-header.tsx";
import { PhaseTrack, phaseRanges } from "#app/components/sections/phase-track.tsx";
import { PrincipleGrid } from "#app/components/sections/principle-grid.tsx";
import { ProcessFlow } from "#app/components/sections/process-flow.tsx";
import { ResourceLinks } from "#app/components/sections/resource-links.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Walkthrough } from "#app/components/sections/walkthrough.tsx";
import { seo } from "#app/utils/seo.ts";
import { page } from "#content/pages.ts";
import { procurementPlaybook as playbook } from "#content/procurement-playbook.ts";
import type { Route } from "./+types/procurement-playbook";

const content = page("procurement-playbook");
const { walkthrough, principles, processFlow, qualityAndRisk, resources } = playbook;
const ranges = phaseRanges(
  playbook.phases,
  walkthrough.steps.map((step) => step.phase),
);

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function ProcurementPlaybookPage() {
  return (
    <>
      <PageHeader heading={content.heading} intro={content.intro} />
      <Walkthrough
        heading={walkthrough.heading}
        intro={walkthrough.intro}
        steps={walkthrough.steps}
        context={(current) => <PhaseTrack ranges={ranges} activePhase={walkthrough.steps[current]?.phase ?? ""} />}
      />
      <Section heading={principles.heading}>
        <PrincipleGrid principles={principles.items} />
      </Section>
      <Section heading={processFlow.heading} intro={processFlow.intro}>
        <ProcessFlow phases={playbook.phases} />
      </Section>
      <Section heading={qualityAndRisk.heading} intro={qualityAndRisk.intro}>
        <ChecklistColumns
          columns={[
            { ...qualityAndRisk.quality, icon: "ClipboardCheck" },
            { ...qualityAndRisk.risk, icon: "ShieldCheck" },
          ]}
        />
      </Section>
      <Section heading={resources.heading} data-print="hide">
        <ResourceLinks links={resources.links} />
      </Section>
    </>
  );
}
