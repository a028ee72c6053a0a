import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardDescription, CardTitle, cardLinkClassName } from "#app/components/ui/card.tsx";
import type { LinkCategory, RelatedLinkCard, RelatedLinkCards } from "#content/related-links.schema.ts";
import { ContentIcon } from "./content-icon.tsx";

/** Spec section 9: each card shows its first two keywords. */
export const KEYWORDS_PER_CARD = 2;

export type CardGroup = { category: LinkCategory; cards: RelatedLinkCard[] };

/** Groups cards by category, categories in the order they first appear, leaving out the current page. */
export function groupByCategory(cards: readonly RelatedLinkCard[], currentPath?: string): CardGroup[] {
  const groups = new Map<LinkCategory, RelatedLinkCard[]>();
  for (const card of cards) {
    if (card.href === currentPath) continue;
    const group = groups.get(card.category) ?? [];
    group.push(card);
    groups.set(card.category, group);
  }
  return [...groups].map(([category, grouped]) => ({ category, cards: grouped }));
}

type CategorisedLinksProps = Pick<RelatedLinkCards, "cards" | "consultation"> & {
  /** The page the block sits on; its own card is left out. */
  currentPath?: string;
};

/** Cards to the rest of the site, grouped under category headings, with a consultation call to action. */
export function CategorisedLinks({ cards, consultation, currentPath }: CategorisedLinksProps) {
  return (
    <div>
      <div className="grid gap-x-6 gap-y-10 md:grid-cols-2">
        {groupByCategory(cards, currentPath).map((group) => (
          <div key={group.category}>
            <h3 className="text-sm font-semibold tracking-wide text-accent-strong uppercase">{group.category}</h3>
            <ul className="mt-4 grid gap-4">
              {group.cards.map((card) => (
                <Card key={card.href} asChild interactive className="flex-row gap-4 p-5">
                  <li>
                    <ContentIcon name={card.icon} className="size-6 shrink-0 text-brand" />
                    <div className="flex-1">
                      <CardTitle asChild className="text-base">
                        <h4>
                          <Link to={card.href} className={cardLinkClassName("group-hover:text-brand")}>
                            {card.title}
                          </Link>
                        </h4>
                      </CardTitle>
                      <CardDescription className="mt-1 text-sm">{card.description}</CardDescription>
                      <ul aria-label="Keywords" className="mt-3 flex flex-wrap gap-2">
                        {card.keywords.slice(0, KEYWORDS_PER_CARD).map((keyword) => (
                          <li key={keyword} className="rounded-full bg-surface px-2.5 py-0.5 text-xs text-muted">
                            {keyword}
                          </li>
                        ))}
                      </ul>
                    </div>
                  </li>
                </Card>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <Card className="mt-10 items-start gap-4 border-brand/20 bg-surface sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-2xl text-ink">{consultation.text}</p>
        <Button asChild size="lg">
          <Link to={consultation.href}>
            {consultation.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </Card>
    </div>
  );
}
