import { expect, test } from "vitest";
import { breadcrumbTrail, capitalise } from "./breadcrumbs.ts";

test("the home page has no breadcrumb trail", () => {
  expect(breadcrumbTrail("/", {})).toEqual([]);
});

test("each segment becomes a crumb with a friendly label when one is known", () => {
  const labels = { "case-studies": "Case Studies", "cable-trays": "Cable Trays" };
  expect(breadcrumbTrail("/case-studies/cable-trays", labels)).toEqual([
    { label: "Case Studies", href: "/case-studies" },
    { label: "Cable Trays", href: "/case-studies/cable-trays" },
  ]);
});

test("unknown segments are capitalised", () => {
  expect(breadcrumbTrail("/news/some-thing", {})).toEqual([
    { label: "News", href: "/news" },
    { label: "Some thing", href: "/news/some-thing" },
  ]);
  expect(capitalise("faq")).toBe("Faq");
});
