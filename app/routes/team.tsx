import { PageHeader } from "#app/components/sections/page-header.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { TeamJourney } from "#app/components/sections/team-journey.tsx";
import { TeamMemberCard } from "#app/components/sections/team-member-card.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { seo } from "#app/utils/seo.ts";
import { page } from "#content/pages.ts";
import { teamContent } from "#content/team.ts";
import type { Route } from "./+types/team";

const content = page("team");

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function TeamPage() {
  const { membersHeading, members, journey } = teamContent;
  return (
    <>
      <PageHeader heading={content.heading} intro={content.intro} />
      <Section heading={membersHeading}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {members.map((member, index) => (
            <li key={member.id}>
              <TeamMemberCard member={member} priority={index === 0} />
            </li>
          ))}
        </ul>
      </Section>
      <Reveal>
        <Section heading={journey.heading} intro={journey.intro}>
          <div className="max-w-3xl">
            <TeamJourney entries={journey.entries} />
          </div>
        </Section>
      </Reveal>
    </>
  );
}
