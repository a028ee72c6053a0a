import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion.tsx";
import type { FaqItem } from "#content/faq.schema.ts";
import { anchorFor } from "#lib/anchor.ts";

/**
 * The questions as a single-open list: opening one closes the other, and
 * the open one closes again on a second press. Every answer is in the HTML,
 * and ends with a link to the page that covers its topic in full.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion type="single" collapsible className="rounded-xl border border-line bg-white px-6 shadow-sm">
      {items.map((item, index) => (
        <AccordionItem key={item.question} id={anchorFor(item.question)} value={`question-${index + 1}`}>
          <AccordionTrigger headingLevel={2}>{item.question}</AccordionTrigger>
          <AccordionContent>
            <p>{item.answer}</p>
            <p className="mt-3">
              <Link to={item.more.href} className="font-semibold text-brand underline underline-offset-4">
                {item.more.label}
              </Link>
            </p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
