import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Card, CardDescription, CardTitle, cardLinkClassName } from "#app/components/ui/card.tsx";
import type { ResourceLink } from "#content/playbooks.schema.ts";
import { ContentIcon } from "./content-icon.tsx";

/** A grid of related pages, each card one link. */
export function ResourceLinks({ links }: { links: readonly ResourceLink[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-print="hide">
      {links.map((link) => (
        <li key={link.href} className="flex">
          <Card interactive className="w-full">
            <ContentIcon name={link.icon} className="size-6 text-brand" />
            <CardTitle className="mt-4">
              <Link to={link.href} className={cardLinkClassName("group-hover:text-brand")}>
                {link.title}
              </Link>
            </CardTitle>
            <CardDescription>{link.description}</CardDescription>
            <ArrowRight
              aria-hidden="true"
              className="mt-4 size-4 text-brand transition-transform group-hover:translate-x-1"
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}
