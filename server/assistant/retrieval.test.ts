import { expect, test } from "vitest";
import type { IndexEntry } from "#lib/content-index.ts";
import { termsFor } from "./question.ts";
import { createEntryIndex } from "./retrieval.ts";

const entry = (id: string, title: string, text: string): IndexEntry => ({
  id,
  kind: "section",
  type: "About",
  title,
  url: `/test#${id}`,
  text,
  excerpt: text,
  keywords: [],
  claims: [],
  pageTitle: "Test",
});

const index = createEntryIndex([
  entry("fees", "Fees", "Our fee is a percentage of the development value, agreed before work starts."),
  entry("payments", "Payments", "Invoices are paid monthly against the programme."),
  entry("doors", "Doors", "Fire doors were sourced from a vetted manufacturer."),
]);

test("the share of a question a reply holds weighs its rarer words more, and counts words the site never uses", () => {
  const { terms } = termsFor("can i pay the percentage fee monthly");
  const all = index.heldShare(terms, "you pay a percentage fee monthly");
  const some = index.heldShare(terms, "the fee is a percentage");
  expect(all).toBe(1);
  expect(some).toBeGreaterThan(0);
  expect(some).toBeLessThan(all);
  // "trustpilot" is nowhere on the site: no reply holds it, and it is a share of the question no page can answer.
  const { terms: unknown } = termsFor("fire doors on trustpilot");
  expect(index.heldShare(unknown, "fire doors")).toBeLessThan(1);
  expect(index.unknownShare(unknown)).toBeGreaterThan(0.25);
  expect(index.unknownShare(termsFor("fire doors").terms)).toBe(0);
});
