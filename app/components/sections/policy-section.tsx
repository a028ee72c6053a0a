import type { ReactNode } from "react";
import type {
  PolicyListItem,
  PolicySection as PolicySectionContent,
  PolicySubsection,
} from "#content/privacy.schema.ts";

/**
 * A policy page's section frame: an anchor target (clear of the fixed header)
 * labelled by its heading. Sections written in content use PolicySection; a
 * page's own sections (contact details, a date) pass their body as children.
 */
export function PolicyBlock({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-ink">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** One section of a policy: heading, paragraphs, an optional list and optional subsections. */
export function PolicySection({ section }: { section: PolicySectionContent }) {
  return (
    <PolicyBlock id={section.id} heading={section.heading}>
      <Blocks block={section} />
      {section.subsections?.map((subsection) => (
        <div key={subsection.heading} className="mt-6">
          <h3 className="text-lg font-semibold text-ink">{subsection.heading}</h3>
          <Blocks block={subsection} />
        </div>
      ))}
    </PolicyBlock>
  );
}

function Blocks({ block }: { block: PolicySubsection }) {
  return (
    <>
      {block.paragraphs.map((text) => (
        <p key={text} className="mt-3 leading-relaxed text-muted">
          {text}
        </p>
      ))}
      {block.items?.length ? <PolicyList items={block.items} /> : null}
      {block.after?.map((text) => (
        <p key={text} className="mt-3 leading-relaxed text-muted">
          {text}
        </p>
      ))}
    </>
  );
}

function PolicyList({ items }: { items: readonly PolicyListItem[] }) {
  return (
    <ul className="mt-3 grid list-disc gap-2 pl-6 text-muted marker:text-accent">
      {items.map((item) => (
        <li key={item.term ?? item.text}>
          {item.term ? <strong className="font-semibold text-ink">{item.term}: </strong> : null}
          {item.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * The date the site was built, in the spec's en-GB long format ("21 November
 * 2026") and as a machine-readable date, both in London time. It is fixed at
 * build time, so the server's HTML and the browser's render agree.
 */
export function policyDate(isoTimestamp: string): { display: string; dateTime: string } {
  const date = new Date(isoTimestamp);
  return {
    display: date.toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "Europe/London" }),
    // Canadian English writes dates as YYYY-MM-DD.
    dateTime: date.toLocaleDateString("en-CA", { timeZone: "Europe/London" }),
  };
}
