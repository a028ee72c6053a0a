import { Info } from "lucide-react";
import { useId } from "react";
import { HoverPopover, HoverPopoverContent, HoverPopoverTrigger } from "#app/components/ui/hover-popover.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { type ImageName as ProjectImageName, images as projectImages } from "#app/generated/images/projects.ts";
import type { Project } from "#content/projects.schema.ts";

/** Every field of the project record, in the order the popover lists them. */
export function projectFacts(project: Project): { label: string; value: string }[] {
  return [
    { label: "Location", value: project.location },
    { label: "Year", value: String(project.year) },
    { label: "Size", value: project.size },
    { label: "Purchase price", value: project.purchasePrice },
    { label: "Capex", value: `${project.capex} (${project.capexRate})` },
    { label: "Planning", value: project.planning ? "Yes" : "No" },
    { label: "Condition", value: project.condition },
    { label: "Final specification", value: project.final },
    { label: "Duration", value: project.duration },
    { label: "EPC", value: project.epc },
  ];
}

/**
 * A delivered project: photograph, name and headline figures, with every
 * detail of the record in a popover on hover, keyboard focus or tap.
 */
export function ProjectCard({ project, priority = false }: { project: Project; priority?: boolean }) {
  const headingId = useId();
  return (
    <HoverPopover className="h-full rounded-xl border border-line bg-white shadow-sm has-focus-visible:ring-3 has-focus-visible:ring-accent">
      <article id={project.id} aria-labelledby={headingId} className="flex h-full flex-col">
        <ResponsiveImage
          image={projectImages[project.image as ProjectImageName]}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="aspect-4/3 w-full rounded-t-xl object-cover"
        />
        <div className="flex flex-1 flex-col p-5">
          <p className="text-sm text-muted">
            {project.location} · {project.year}
          </p>
          <h3 id={headingId} className="mt-1 text-xl font-semibold text-ink">
            {project.name}
          </h3>{" "}
          <p className="mt-2 text-muted">
            {project.size} · {project.duration} · EPC {project.epc}
          </p>
          <HoverPopoverTrigger
            aria-label={`Project details for ${project.name}`}
            className="mt-4 inline-flex items-center gap-2 self-start rounded-md text-sm font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-none"
          >
            <Info aria-hidden="true" className="size-4" />
            Project details
          </HoverPopoverTrigger>
        </div>
        <HoverPopoverContent
          role="group"
          aria-label={`${project.name} project details`}
          // Grows past the card when its text needs more room, over whatever follows.
          className="bottom-auto min-h-full overflow-visible rounded-xl bg-brand-strong p-5 text-white shadow-xl"
        >
          <p className="text-lg font-semibold">{project.name}</p>
          <p className="mt-2 text-sm leading-relaxed text-slate-100">{project.description}</p>
          {/* Spaces between label and value keep them apart in the plain text (copying, reader modes). */}
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {projectFacts(project).map((fact) => (
              <div key={fact.label}>
                <dt className="text-xs tracking-wide text-slate-300 uppercase">{fact.label}</dt>{" "}
                <dd className="font-semibold">{fact.value}</dd>{" "}
              </div>
            ))}
          </dl>
        </HoverPopoverContent>
      </article>
    </HoverPopover>
  );
}

/**
 * The project cards in a grid. `leadsThePage` when the grid is the first thing
 * under the page's heading: the first photograph is then the largest thing in
 * the first screen on a phone, so it loads at once rather than lazily.
 */
export function ProjectCardList({
  projects,
  leadsThePage = false,
}: {
  projects: readonly Project[];
  leadsThePage?: boolean;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} priority={leadsThePage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
