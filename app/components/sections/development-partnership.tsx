import type { Services } from "#content/services.schema.ts";
import { FeeStructure } from "./fee-structure.tsx";
import { Section } from "./section.tsx";

/** What the partnership does for a client, and how it is paid for. */
export function DevelopmentPartnership({ heading, paragraphs, feeStructure }: Services["partnership"]) {
  return (
    <Section heading={heading}>
      <div className="grid max-w-3xl gap-5 text-lg leading-relaxed text-ink">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-10">
        <FeeStructure {...feeStructure} />
      </div>
    </Section>
  );
}
