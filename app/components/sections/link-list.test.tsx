// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { ResourceLink } from "#content/related-links.schema.ts";
import { categoryIcons, LinkList } from "./link-list.tsx";

afterEach(cleanup);

const links: ResourceLink[] = [
  {
    title: "Delivery Playbook",
    description: "How we deliver our projects.",
    href: "/delivery-playbook",
    category: "Methodology",
    isExternal: false,
  },
  {
    title: "Planning Portal",
    description: "Planning applications in England.",
    href: "https://www.planningportal.co.uk/",
    category: "Guidance",
    icon: "Leaf",
    isExternal: true,
  },
];

function renderList() {
  return render(
    <MemoryRouter>
      <LinkList title="Further Reading" links={links} />
    </MemoryRouter>,
  );
}

test("the block is titled and lists every link", () => {
  renderList();
  expect(screen.getByRole("navigation", { name: "Further Reading" })).toBeTruthy();
  expect(screen.getByRole("heading", { name: "Further Reading" })).toBeTruthy();
  expect(screen.getAllByRole("link")).toHaveLength(2);
});

test("an external link opens in a new tab without opener or referrer, and says so", () => {
  renderList();
  const external = screen.getByRole("link", { name: /Planning Portal/ });
  expect(external.getAttribute("href")).toBe("https://www.planningportal.co.uk/");
  expect(external.getAttribute("target")).toBe("_blank");
  expect(external.getAttribute("rel")).toBe("noopener noreferrer");
  expect(external.textContent).toContain("(opens in a new tab)");
});

test("a site link stays in the same tab", () => {
  renderList();
  const internal = screen.getByRole("link", { name: /Delivery Playbook/ });
  expect(internal.getAttribute("href")).toBe("/delivery-playbook");
  expect(internal.hasAttribute("target")).toBe(false);
});

test("a link without an icon shows its category's default icon; a named icon wins", () => {
  renderList();
  const internal = screen.getByRole("link", { name: /Delivery Playbook/ });
  expect(internal.querySelector(`svg[data-icon='${categoryIcons.Methodology}']`)).not.toBeNull();
  const external = screen.getByRole("link", { name: /Planning Portal/ });
  expect(external.querySelector("svg[data-icon='Leaf']")).not.toBeNull();
  expect(external.querySelector(`svg[data-icon='${categoryIcons.Guidance}']`)).toBeNull();
});
