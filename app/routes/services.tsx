import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CategorisedLinks } from "#app/components/sections/categorised-links.tsx";
import { DeliveryPlaybookSummary } from "#app/components/sections/delivery-playbook-summary.tsx";
import { DevelopmentPartnership } from "#app/components/sections/development-partnership.tsx";
import { KeyFigures } from "#app/components/sections/key-figures.tsx";
import { PageHeader } from "#app/components/sections/page-header.tsx";
import { ProcurementMethods } from "#app/components/sections/procurement-methods.tsx";
import { ProcurementPlaybookSummary } from "#app/components/sections/procurement-playbook-summary.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { SmartTechnology } from "#app/components/sections/smart-technology.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { seo } from "#app/utils/seo.ts";
import { page } from "#content/pages.ts";
import { relatedLinkCards } from "#content/related-links.ts";
import { services } from "#content/services.ts";
import type { Route } from "./+types/services";

const content = page("services");

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function ServicesPage() {
  return (
    <>
      <PageHeader heading={content.heading} intro={content.intro}>
        <HeroActions />
        <KeyFigures figures={services.hero.highlights} className="mt-10" />
      </PageHeader>
      <DevelopmentPartnership {...services.partnership} />
      <Reveal>
        <ProcurementMethods {...services.procurementMethods} />
      </Reveal>
      <Reveal>
        <ProcurementPlaybookSummary {...services.procurementPlaybook} />
      </Reveal>
      <Reveal>
        <DeliveryPlaybookSummary {...services.deliveryPlaybook} />
      </Reveal>
      <Reveal>
        <SmartTechnology {...services.smartTechnology} />
      </Reveal>
      <Reveal>
        <Section heading={relatedLinkCards.heading} intro={relatedLinkCards.intro}>
          <CategorisedLinks
            cards={relatedLinkCards.cards}
            consultation={relatedLinkCards.consultation}
            currentPath={content.path}
          />
        </Section>
      </Reveal>
    </>
  );
}

function HeroActions() {
  const [primary, secondary] = services.hero.actions;
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      {primary ? (
        <Button asChild size="lg">
          <Link to={primary.href}>
            {primary.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
      {secondary ? (
        <Button asChild size="lg" variant="outline">
          <Link to={secondary.href}>{secondary.label}</Link>
        </Button>
      ) : null}
    </div>
  );
}
