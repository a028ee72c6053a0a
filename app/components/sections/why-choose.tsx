import { CheckCircle2 } from "lucide-react";
import type { WhyChooseItem } from "#content/contact.schema.ts";

/** The reasons to work with the firm, as a ticked list. */
export function WhyChoose({ items }: { items: readonly WhyChooseItem[] }) {
  return (
    <ul className="grid gap-5">
      {items.map((item) => (
        <li key={item.title} className="flex gap-3">
          <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
          <div>
            <h3 className="font-semibold text-ink">{item.title}</h3> <p className="text-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
