import { ArrowRight, Building2, FileText, type LucideIcon, PackageSearch, Route } from "lucide-react";
import { Link } from "react-router";
import { Card, CardDescription, CardTitle, cardLinkClassName } from "#app/components/ui/card.tsx";
import type { FeatureCard, FeatureIcon } from "#content/home.schema.ts";

const icons: Record<FeatureIcon, LucideIcon> = {
  services: Building2,
  procurement: PackageSearch,
  "case-studies": FileText,
  delivery: Route,
};

/** Cards that each lead to a page: icon, title, a sentence, and the whole card as the link. */
export function FeatureCards({ cards }: { cards: readonly FeatureCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => {
        const Icon = icons[card.icon];
        return (
          <Card key={card.href} asChild interactive>
            <li>
              <Icon aria-hidden="true" className="size-8 text-accent" />
              <CardTitle className="mt-4">
                <Link to={card.href} className={cardLinkClassName()}>
                  {card.title}
                </Link>
              </CardTitle>
              <CardDescription className="flex-1">{card.description}</CardDescription>
              <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand">
                Learn more <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </li>
          </Card>
        );
      })}
    </ul>
  );
}
