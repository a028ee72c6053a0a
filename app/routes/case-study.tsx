import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { PageHeader } from "#app/components/sections/page-header.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { seo } from "#app/utils/seo.ts";
import { findCaseStudy } from "#content/case-studies.ts";
import type { Route } from "./+types/case-study";

export function loader({ params }: Route.LoaderArgs) {
  const study = findCaseStudy(params.id);
  if (!study) throw data(null, { status: 404 });
  return { study };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, {
        title: `${args.loaderData.study.title} Case Study`,
        description: args.loaderData.study.summary,
        keywords: ["case study", "procurement", args.loaderData.study.title, args.loaderData.study.category],
        ogType: "article",
      })
    : seo(args, {
        title: "Case Study Not Found",
        description: "The case study you are looking for does not exist. Browse all of our procurement case studies.",
        keywords: ["case studies"],
        noindex: true,
      });

export default function CaseStudyPage({ loaderData: { study } }: Route.ComponentProps) {
  return (
    <>
      <BackLink />
      <PageHeader heading={study.title} intro={study.summary}>
        <p className="mt-4 text-sm text-muted">
          {study.category} · {study.location} · {study.date}
        </p>
      </PageHeader>
    </>
  );
}

function BackLink() {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 sm:px-6">
      <Link
        to="/case-studies"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Case Studies
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Case Study Not Found</h1>
      <p className="mt-3 text-muted">We could not find that case study. It may have been renamed or removed.</p>
      <Button asChild className="mt-8">
        <Link to="/case-studies">
          <ArrowLeft aria-hidden="true" />
          Back to Case Studies
        </Link>
      </Button>
    </section>
  );
}
