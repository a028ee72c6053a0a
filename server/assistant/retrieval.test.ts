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

test("a page and a post that match alike: the firm's page answers, unless the visitor asks about the blog", () => {
  const both = createEntryIndex([
    // The same words on a page of the firm's and in a post.
    { ...entry("fee-page", "Fees", "How we calculate our fee for a project."), kind: "section" },
    { ...entry("fee-post", "Fees", "How we calculate our fee for a project."), kind: "post" },
  ]);
  const scores = (question: string) =>
    Object.fromEntries(both.search(termsFor(question).terms).map((h) => [h.entry.id, h.score]));
  const firm = scores("how is the fee for my project calculated?");
  expect(firm["fee-page"]).toBeGreaterThan(2 * (firm["fee-post"] ?? 0));
  // Asked about the blog, the post stands on its words alone.
  const blog = scores("what does your blog article say about how the fee for a project is calculated?");
  expect(blog["fee-post"]).toBeCloseTo(blog["fee-page"] ?? 0);
});

test("a word is corrected to a close one the site uses with its first letter ('afield' is not 'field' mistyped), or to itself without a prefix", () => {
  const fields = createEntryIndex([entry("form", "Form", "Every field of the form is checked before it is sent.")]);
  const corrected = (word: string) => fields.correct(termsFor(word).terms).map((t) => t.term);
  expect(corrected("fiield")).toEqual(["field"]);
  expect(corrected("afield")).toEqual(["afield"]);
  // A word the site uses with a prefix on it is that word: "reschedule" is "schedule" again.
  const slots = createEntryIndex([entry("slots", "Slots", "Deliveries are scheduled into agreed slots.")]);
  const [own] = termsFor("schedule").terms;
  expect(slots.correct(termsFor("reschedule").terms).map((t) => t.term)).toEqual([own?.term]);
});

test("a stem cut well short of its word is not corrected; a slip in a short word still is", () => {
  const chat = createEntryIndex([entry("chat", "Chat", "The chat assistant answers from the site.")]);
  const corrected = (word: string) => chat.correct(termsFor(word).terms).map((t) => t.term);
  const [chartered] = termsFor("chartered").terms;
  // "chartered" is read as "chart", one letter from "chat": a different word, not a typo.
  expect(corrected("chartered")).toEqual([chartered?.term]);
  const [own] = termsFor("chat").terms;
  expect(corrected("chaat")).toEqual([own?.term]);
});

test("an entry the topic model finds likely is lifted above one the words match as well, and found only by them", () => {
  const alike = createEntryIndex([
    entry("management", "Management fee", "The management fee is a percentage of the development value."),
    entry("markup", "Procurement markup", "The procurement markup is a percentage of the items procured."),
    entry("doors", "Doors", "Fire doors were sourced from a vetted manufacturer."),
  ]);
  const { terms } = termsFor("what percentage is it");
  const unaided = alike.search(terms).map((h) => h.entry.id);
  const first = unaided[0] as string;
  const other = first === "management" ? "markup" : "management";
  const likely = (of: string, p: number) =>
    new Map(["management", "markup", "doors"].map((id) => [id, id === of ? p : (1 - p) / 2]));
  expect(alike.search(terms, { likely: likely(other, 0.9) }).map((h) => h.entry.id)[0]).toBe(other);
  expect(alike.search(terms, { likely: likely(first, 0.9) }).map((h) => h.entry.id)[0]).toBe(first);
  // An entry the model does not know is not pushed down by those it does: it is lifted as the likeliest is.
  expect(alike.search(terms, { likely: new Map([[other, 0.9]]) }).map((h) => h.entry.id)[0]).toBe(first);
  // However likely, an entry that matches none of the words is not found.
  expect(alike.search(terms, { likely: likely("doors", 1) }).map((h) => h.entry.id)).not.toContain("doors");
  // Without a model, nothing is likely.
  expect(alike.likelyEntries("what percentage is it", "")).toEqual(new Map());
});
