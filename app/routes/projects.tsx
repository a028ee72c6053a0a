import { PageHeader } from "#app/components/sections/page-header.tsx";
import { ProjectCardList } from "#app/components/sections/project-card.tsx";
import { ProjectGallery } from "#app/components/sections/project-gallery.tsx";
import { ProjectSummary } from "#app/components/sections/project-summary.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { seo } from "#app/utils/seo.ts";
import { page } from "#content/pages.ts";
import { projectsContent } from "#content/projects.ts";
import type { Route } from "./+types/projects";

const content = page("projects");

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function ProjectsPage() {
  const { projectList, projects, gallery, summary } = projectsContent;
  return (
    <>
      <PageHeader heading={content.heading} intro={content.intro} />
      <Section heading={projectList.heading} intro={projectList.intro}>
        <ProjectCardList projects={projects} leadsThePage />
      </Section>
      <Reveal>
        <Section heading={gallery.heading} intro={gallery.intro}>
          <ProjectGallery items={gallery.items} />
        </Section>
      </Reveal>
      <Reveal>
        <Section heading={summary.heading} intro={summary.intro}>
          <ProjectSummary figures={summary.figures} />
        </Section>
      </Reveal>
    </>
  );
}
