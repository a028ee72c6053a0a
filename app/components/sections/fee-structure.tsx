import { Check, Package, Percent } from "lucide-react";
import { Card, CardDescription, CardTitle } from "#app/components/ui/card.tsx";
import type { Services } from "#content/services.schema.ts";
import { anchorFor } from "#lib/anchor.ts";

type FeeStructureProps = Services["partnership"]["feeStructure"];

/** The two parts of the fee: the management fee and the procurement markup, with what the markup covers. */
export function FeeStructure({ heading, intro, managementFee, procurementMarkup }: FeeStructureProps) {
  return (
    <div className="rounded-2xl bg-surface p-6 sm:p-8">
      <h3 id={anchorFor(heading)} className="text-xl font-bold text-ink">
        {heading}
      </h3>
      <p className="mt-2 text-muted">{intro}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card>
          <Percent aria-hidden="true" className="size-7 text-accent" />
          <CardTitle asChild className="mt-3">
            <h4>{managementFee.title}</h4>
          </CardTitle>
          <CardDescription>{managementFee.description}</CardDescription>
        </Card>
        <Card>
          <Package aria-hidden="true" className="size-7 text-accent" />
          <CardTitle asChild className="mt-3">
            <h4>{procurementMarkup.title}</h4>
          </CardTitle>
          <CardDescription>{procurementMarkup.description}</CardDescription>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {procurementMarkup.covers.map((item) => (
              <li key={item} className="flex gap-2 text-sm text-ink">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                {item}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
