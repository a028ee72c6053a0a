import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import {
  CaseStudyGallery,
  CaseStudyHeader,
  CaseStudyNarrative,
  CaseStudyOutcomes,
} from "#app/components/sections/case-study-detail.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { seo } from "#app/utils/seo.ts";
import { findCaseStudy } from "#content/case-studies.ts";
import { BACK_TO_CASE_STUDIES } from "#content/case-study-page.ts";
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
        keywords: ["case study", ...args.loaderData.study.tags, args.loaderData.study.category],
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
    <article>
      <BackLink />
      <CaseStudyHeader study={study} />
      <CaseStudyGallery study={study} />
      <CaseStudyNarrative study={study} />
      <CaseStudyOutcomes study={study} />
    </article>
  );
}

function BackLink() {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 sm:px-6" data-print="hide">
      <Link
        to="/case-studies"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {BACK_TO_CASE_STUDIES}
      </Link>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Only an unknown id is "not found"; anything else is the site's error screen.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Case Study Not Found</h1>
      <p className="mt-3 text-muted">We could not find that case study. It may have been renamed or removed.</p>
      <Button asChild className="mt-8">
        <Link to="/case-studies">
          <ArrowLeft aria-hidden="true" />
          {BACK_TO_CASE_STUDIES}
        </Link>
      </Button>
    </section>
  );
}
