// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { RelatedLinkCard } from "#content/related-links.schema.ts";
import { CategorisedLinks, groupByCategory } from "./categorised-links.tsx";

afterEach(cleanup);

function card(
  href: string,
  category: RelatedLinkCard["category"],
  keywords = ["one", "two", "three"],
): RelatedLinkCard {
  return { title: `Card ${href}`, href, icon: "Briefcase", description: `Description of ${href}`, category, keywords };
}

const cards = [
  card("/services", "Core Services"),
  card("/procurement-playbook", "Methodology"),
  card("/projects", "Portfolio"),
  card("/delivery-playbook", "Methodology"),
];
const consultation = { label: "Get Project Consultation", text: "Tell us about your project today.", href: "/contact" };

test("cards are grouped by category, categories in the order they first appear", () => {
  expect(groupByCategory(cards).map((g) => [g.category, g.cards.map((c) => c.href)])).toEqual([
    ["Core Services", ["/services"]],
    ["Methodology", ["/procurement-playbook", "/delivery-playbook"]],
    ["Portfolio", ["/projects"]],
  ]);
});

test("the current page's card is left out, and so is a category left empty", () => {
  expect(groupByCategory(cards, "/services").map((g) => g.category)).toEqual(["Methodology", "Portfolio"]);
});

function renderBlock(currentPath?: string) {
  return render(
    <MemoryRouter>
      <CategorisedLinks cards={cards} consultation={consultation} currentPath={currentPath} />
    </MemoryRouter>,
  );
}

test("each card shows its title as a link, its description, an icon and only its first two keywords", () => {
  renderBlock();
  const link = screen.getByRole("link", { name: "Card /projects" });
  expect(link.getAttribute("href")).toBe("/projects");
  const item = link.closest("li") as HTMLElement;
  expect(within(item).getByText("Description of /projects")).toBeTruthy();
  expect(item.querySelector("svg[data-icon='Briefcase']")).not.toBeNull();
  const keywords = within(item).getByRole("list", { name: "Keywords" });
  expect(
    within(keywords)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(["one", "two"]);
});

test("each category is a heading over its cards", () => {
  renderBlock();
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
    "Core Services",
    "Methodology",
    "Portfolio",
  ]);
});

test("the block ends with the consultation link to the contact page", () => {
  renderBlock("/services");
  expect(screen.getByRole("link", { name: "Get Project Consultation" }).getAttribute("href")).toBe("/contact");
  expect(screen.queryByRole("link", { name: "Card /services" })).toBeNull();
});
