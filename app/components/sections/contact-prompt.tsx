import { ArrowRight, MessageCircleQuestion } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { anchorFor } from "#lib/anchor.ts";

type ContactPromptProps = { heading: string; text: string; action: { label: string; href: string } };

/** A box that invites a visitor whose question is not answered on the page to get in touch. */
export function ContactPrompt({ heading, text, action }: ContactPromptProps) {
  const headingId = useId();
  return (
    <section
      // Where the content index links to the box (site search and the assistant).
      id={anchorFor(heading)}
      aria-labelledby={headingId}
      className="flex flex-col items-center rounded-2xl border border-brand/15 bg-surface px-6 py-10 text-center sm:px-10"
    >
      <MessageCircleQuestion aria-hidden="true" className="size-10 text-accent" />
      <h2 id={headingId} className="mt-4 text-2xl font-bold tracking-tight text-ink">
        {heading}
      </h2>
      <p className="mt-3 max-w-xl text-lg text-muted">{text}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to={action.href}>
          {action.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
