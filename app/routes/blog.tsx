import { PageHeader } from "#app/components/sections/page-header.tsx";
import { seo } from "#app/utils/seo.ts";
import { page } from "#content/pages.ts";
import type { Route } from "./+types/blog";

const content = page("blog");

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function BlogPage() {
  return <PageHeader heading={content.heading} intro={content.intro} />;
}
