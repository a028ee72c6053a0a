import { ApproachCards } from "#app/components/sections/approach-cards.tsx";
import { PageHeader } from "#app/components/sections/page-header.tsx";
import { RelatedPages } from "#app/components/sections/related-pages.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Story } from "#app/components/sections/story.tsx";
import { WhatWeDo } from "#app/components/sections/what-we-do.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { seo } from "#app/utils/seo.ts";
import { about } from "#content/about.ts";
import { page } from "#content/pages.ts";
import { relatedPages } from "#content/related-links.ts";
import type { Route } from "./+types/about";

const content = page("about");

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function AboutPage() {
  return (
    <>
      <PageHeader heading={content.heading} intro={content.intro} />
      <Story {...about.story} />
      <Reveal>
        <WhatWeDo {...about.whatWeDo} />
      </Reveal>
      <Reveal>
        <Section heading={about.approach.heading} intro={about.approach.intro}>
          <ApproachCards cards={about.approach.cards} />
        </Section>
      </Reveal>
      <Reveal>
        <Section heading={about.related.heading} intro={about.related.intro}>
          <RelatedPages pages={relatedPages} currentPath={content.path} max={about.related.max} />
        </Section>
      </Reveal>
    </>
  );
}
