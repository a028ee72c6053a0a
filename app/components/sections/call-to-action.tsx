import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { CallToActionContent } from "#content/home.schema.ts";

/** A closing band that asks the visitor to get in touch. */
export function CallToAction({ heading, text, action }: CallToActionContent) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="rounded-2xl bg-brand px-6 py-12 text-center text-white sm:px-12">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{text}</p>
        <Button asChild variant="accent" size="lg" className="mt-8">
          <Link to={action.href}>
            {action.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
