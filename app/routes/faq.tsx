import { PageHeader } from "#app/components/sections/page-header.tsx";
import { seo } from "#app/utils/seo.ts";
import { page } from "#content/pages.ts";
import type { Route } from "./+types/faq";

const content = page("faq");

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function FaqPage() {
  return <PageHeader heading={content.heading} intro={content.intro} />;
}
