import { Card, CardDescription, CardTitle } from "#app/components/ui/card.tsx";
import type { About } from "#content/about.schema.ts";
import { ContentIcon } from "./content-icon.tsx";

type ApproachCardsProps = { cards: About["approach"]["cards"] };

/** The principles behind the firm's work, one card each. */
export function ApproachCards({ cards }: ApproachCardsProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <Card key={card.title} asChild>
          <li>
            <span className="flex size-12 items-center justify-center rounded-lg bg-brand/10">
              <ContentIcon name={card.icon} className="size-6 text-brand" />
            </span>
            <CardTitle className="mt-4">{card.title}</CardTitle>
            <CardDescription>{card.description}</CardDescription>
          </li>
        </Card>
      ))}
    </ul>
  );
}
