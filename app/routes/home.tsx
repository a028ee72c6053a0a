import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "#app/components/sections/call-to-action.tsx";
import { FeatureCards } from "#app/components/sections/feature-cards.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { LinkGroups } from "#app/components/sections/link-groups.tsx";
import { ProjectCardList } from "#app/components/sections/project-card.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { StatsBar } from "#app/components/sections/stats-bar.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import type { ImageName } from "#app/generated/images/home.ts";
import { seo } from "#app/utils/seo.ts";
import { home } from "#content/home.ts";
import { page } from "#content/pages.ts";
import { projects } from "#content/projects.ts";
import { heroFilm } from "#content/video/hero-film.ts";
import { anchorFor } from "#lib/anchor.ts";
import type { Route } from "./+types/home";

const content = page("home");

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function HomePage() {
  const { hero, whoWeAre, recentProjects, expertise, closing } = home;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        heading={content.heading}
        intro={content.intro}
        image={hero.image as ImageName}
        film={heroFilm}
        videoUrl={home.heroVideoUrl}
        primaryAction={hero.primaryAction}
        secondaryAction={hero.secondaryAction}
      />
      <StatsBar id={anchorFor(home.statsLabel)} stats={home.stats} label={home.statsLabel} />
      <Reveal>
        <Section heading={whoWeAre.heading} intro={whoWeAre.intro}>
          <FeatureCards cards={whoWeAre.cards} />
        </Section>
      </Reveal>
      <Reveal>
        <Section heading={recentProjects.heading} intro={recentProjects.intro}>
          <ProjectCardList projects={projects} />
          <Link
            to={recentProjects.link.href}
            className="mt-8 inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
          >
            {recentProjects.link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Section>
      </Reveal>
      <Reveal>
        <Section heading={expertise.heading} intro={expertise.intro}>
          <LinkGroups groups={expertise.groups} />
        </Section>
      </Reveal>
      <Reveal>
        <CallToAction {...closing} />
      </Reveal>
    </>
  );
}
