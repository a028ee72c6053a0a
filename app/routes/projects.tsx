import { PageHeader } from "#app/components/sections/page-header.tsx";
import { seo } from "#app/utils/seo.ts";
import { page } from "#content/pages.ts";
import type { Route } from "./+types/projects";

const content = page("projects");

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function ProjectsPage() {
  return <PageHeader heading={content.heading} intro={content.intro} />;
}
