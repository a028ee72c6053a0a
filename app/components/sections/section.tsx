import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "#app/utils/cn.ts";
import { anchorFor } from "#lib/anchor.ts";

type SectionProps = Omit<ComponentProps<"section">, "children"> & {
  heading: string;
  intro?: string;
  children?: ReactNode;
};

/**
 * A page block with its own second-level heading, optional introduction and
 * content. Its id is made from the heading unless given, so the content
 * index can link to it (`anchorFor`).
 */
export function Section({ heading, intro, className, children, id, ...props }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id ?? anchorFor(heading)}
      aria-labelledby={headingId}
      className={cn("mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16", className)}
      {...props}
    >
      <div className="max-w-3xl">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 text-lg leading-relaxed text-muted">{intro}</p> : null}
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
}
