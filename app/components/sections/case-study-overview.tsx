import { ArrowRight, Mail, Phone } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { type ImageName as CaseStudyImageName, images as caseStudyImages } from "#app/generated/images/case-studies.ts";
import { cn } from "#app/utils/cn.ts";
import type { CaseStudiesOverview, CaseStudy } from "#content/case-studies.schema.ts";
import { FigureCards } from "./figure-cards.tsx";

/** One case study on the list page: picture, summary, key figures and the way to the full story. */
export function CaseStudyOverview({ study, reversed = false }: { study: CaseStudy; reversed?: boolean }) {
  const headingId = useId();
  const [image] = study.images;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        {image ? (
          <div className={cn("overflow-hidden rounded-2xl", reversed && "lg:order-last")}>
            <ResponsiveImage
              image={caseStudyImages[image as CaseStudyImageName]}
              sizes="(min-width: 1024px) 600px, 100vw"
              className="aspect-4/3 w-full object-cover"
            />
          </div>
        ) : null}
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{study.category}</p>
          <h2 id={headingId} className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {study.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{study.summary}</p>
          <FigureCards figures={study.keyFigures} className="mt-6 gap-3 sm:grid-cols-1 lg:grid-cols-1" />
          {/* The label names the study, so on a phone it wraps instead of pushing the page wider. */}
          <Button asChild className="mt-8 h-auto min-h-10 whitespace-normal">
            <Link to={`/case-studies/${study.id}`}>
              Read the {study.title} case study
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The list page's invitation to get in touch, with the phone number and e-mail address in full. */
export function CaseStudyCallToAction({
  heading,
  text,
  phone,
  email,
}: CaseStudiesOverview["callToAction"] & { phone: { display: string; e164: string }; email: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-12 sm:px-6" data-print="hide">
      <div className="rounded-2xl bg-brand px-6 py-12 text-white sm:px-12">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-slate-100">{text}</p>
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center">
          <Button asChild variant="accent" size="lg">
            <Link to="/contact">
              Discuss your project
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <a href={`tel:${phone.e164}`} className="inline-flex items-center gap-2 font-semibold hover:underline">
            <Phone aria-hidden="true" className="size-5" />
            {phone.display}
          </a>
          <a href={`mailto:${email}`} className="inline-flex items-center gap-2 font-semibold hover:underline">
            <Mail aria-hidden="true" className="size-5" />
            {email}
          </a>
        </div>
      </div>
    </section>
  );
}
