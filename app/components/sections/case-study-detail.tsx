import { Calendar, CircleCheck, MapPin, Tag } from "lucide-react";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { type ImageName as CaseStudyImageName, images as caseStudyImages } from "#app/generated/images/case-studies.ts";
import type { CaseStudy } from "#content/case-studies.schema.ts";
import { caseStudyHeadings } from "#content/case-study-page.ts";
import { Section } from "./section.tsx";

/** Category, title, date, location and summary of a case study. */
export function CaseStudyHeader({ study }: { study: CaseStudy }) {
  return (
    <header className="mx-auto max-w-4xl px-4 pt-8 pb-6 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{study.category}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-5xl">{study.title}</h1>
      <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-muted">
        <div className="inline-flex items-center gap-1.5">
          <dt>
            <Calendar aria-hidden="true" className="size-4" />
            <span className="sr-only">Date</span>
          </dt>
          <dd>{study.date}</dd>
        </div>
        <div className="inline-flex items-center gap-1.5">
          <dt>
            <MapPin aria-hidden="true" className="size-4" />
            <span className="sr-only">Location</span>
          </dt>
          <dd>{study.location}</dd>
        </div>
      </dl>
      <p className="mt-5 text-lg leading-relaxed text-muted">{study.summary}</p>
    </header>
  );
}

export function CaseStudyGallery({ study }: { study: CaseStudy }) {
  const [first, ...rest] = study.images;
  if (!first) return null;
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 sm:px-6 md:grid-cols-3 md:grid-rows-2">
      <div className="overflow-hidden rounded-2xl md:col-span-2 md:row-span-2">
        <ResponsiveImage
          image={caseStudyImages[first as CaseStudyImageName]}
          sizes="(min-width: 768px) 66vw, 100vw"
          priority
          className="aspect-4/3 size-full object-cover"
        />
      </div>
      {rest.map((image) => (
        <div key={image} className="overflow-hidden rounded-2xl">
          <ResponsiveImage
            image={caseStudyImages[image as CaseStudyImageName]}
            sizes="(min-width: 768px) 33vw, 100vw"
            className="aspect-4/3 size-full object-cover"
          />
        </div>
      ))}
    </div>
  );
}

function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-ink">
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** The challenge and how we solved it. */
export function CaseStudyNarrative({ study }: { study: CaseStudy }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-x-12 px-4 sm:px-6 lg:grid-cols-2">
      <Section heading={caseStudyHeadings.challenge} className="px-0 sm:px-0">
        <Paragraphs items={study.challenge} />
      </Section>
      <Section heading={caseStudyHeadings.solution} className="px-0 sm:px-0">
        <Paragraphs items={study.solution} />
      </Section>
    </div>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-lg">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" /> <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Results, key achievements and tags. */
export function CaseStudyOutcomes({ study }: { study: CaseStudy }) {
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="grid gap-8 rounded-2xl bg-surface p-8 lg:grid-cols-2">
        <section id="results" aria-labelledby="results-heading" className="break-inside-avoid">
          <h2 id="results-heading" className="text-2xl font-bold tracking-tight">
            {caseStudyHeadings.results}
          </h2>
          <div className="mt-5">
            <CheckList items={study.results} />
          </div>
        </section>
        <section aria-labelledby="achievements-heading" className="break-inside-avoid">
          <h2 id="achievements-heading" className="text-2xl font-bold tracking-tight">
            {caseStudyHeadings.achievements}
          </h2>
          <div className="mt-5">
            <CheckList items={study.achievements} />
          </div>
        </section>
      </div>
      <div className="mt-8 flex flex-wrap items-center gap-2">
        <Tag aria-hidden="true" className="size-4 text-muted" />
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {study.tags.map((tag) => (
            <li key={tag} className="rounded-md border border-line bg-white px-2.5 py-1 text-sm font-medium text-muted">
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
