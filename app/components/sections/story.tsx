import { Section } from "./section.tsx";

/** How the firm came to be, told in a few paragraphs. */
export function Story({ heading, paragraphs }: { heading: string; paragraphs: readonly string[] }) {
  return (
    <Section heading={heading}>
      <div className="grid max-w-3xl gap-5 text-lg leading-relaxed text-ink">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
