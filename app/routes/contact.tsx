import { PageHeader } from "#app/components/sections/page-header.tsx";
import { seo } from "#app/utils/seo.ts";
import { page } from "#content/pages.ts";
import type { Route } from "./+types/contact";

const content = page("contact");

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function ContactPage() {
  return <PageHeader heading={content.heading} intro={content.intro} />;
}
