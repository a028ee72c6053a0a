import { expect, test } from "vitest";
import { faq } from "./faq.ts";
import { prerenderedPaths } from "./navigation.ts";
import { relatedLinkCards, relatedPages } from "./related-links.ts";

test("every related page and card leads to a page the site has", () => {
  for (const href of [...relatedPages, ...relatedLinkCards.cards].map((link) => link.href)) {
    expect(prerenderedPaths, href).toContain(href);
  }
  expect(prerenderedPaths).toContain(relatedLinkCards.consultation.href);
});

test("the categorised cards cover the ten sections the spec lists", () => {
  expect(relatedLinkCards.cards.map((card) => card.href).sort()).toEqual(
    [
      "/services",
      "/projects",
      "/case-studies",
      "/procurement-playbook",
      "/delivery-playbook",
      "/team",
      "/blog",
      "/about",
      "/contact",
      "/faq",
    ].sort(),
  );
  expect(relatedLinkCards.consultation).toMatchObject({ label: "Get Project Consultation", href: "/contact" });
});

test("every FAQ answer's link to its topic in full leads to a page the site has", () => {
  for (const item of faq.items) expect(prerenderedPaths, item.question).toContain(item.more.href);
});
