import { expect, test } from "vitest";
import type { IndexEntry } from "#lib/content-index.ts";
import { bestSentences, compose, wantsOf, withinWords } from "./compose.ts";
import { termsFor } from "./question.ts";

const sentenceOf = (word: string, count: number) => `${Array.from({ length: count }, () => word).join(" ")}.`;

test("a reply cut to its word limit keeps the sentences chosen first, in page order", () => {
  const opening = { text: sentenceOf("opening", 30), priority: 0 };
  const filling = { text: sentenceOf("filling", 50), priority: 2 };
  const answer = { text: sentenceOf("answer", 30), priority: 1 };
  // The page reads opening, filling, answer; the answer was chosen before the filling.
  expect(withinWords([opening, filling, answer], 90)).toEqual([opening.text, answer.text]);
});

test("the first sentence chosen stays even when it is longer than the limit", () => {
  const long = { text: sentenceOf("long", 120), priority: 0 };
  const short = { text: sentenceOf("short", 5), priority: 1 };
  expect(withinWords([short, long], 90)).toEqual([long.text]);
});

test("a question after a list is told apart from one after a single fact", () => {
  for (const q of [
    "what gdpr rights do i have with you?",
    "which consultants do you use?",
    "what headline stats are on the case studies page?",
    "how many steps are there?",
    "what's in the project summary?",
  ])
    expect(wantsOf(q).list, q).toBe(true);
  for (const q of ["what are your fees?", "how long does a project take?", "where are you based?"])
    expect(wantsOf(q).list, q).toBe(false);
});

test("a sentence that only repeats its entry's heading is read on from, and given as one line with what it heads", () => {
  const entry: IndexEntry = {
    id: "policy:automatic",
    kind: "policy",
    type: "About",
    title: "Privacy policy: Information collected automatically",
    url: "/privacy#automatic",
    text: "Information collected automatically. When you visit, our servers record your IP address. Browser: its type and version.",
    excerpt: "",
    keywords: [],
    claims: [],
    pageTitle: "Privacy policy",
  };
  const picked = bestSentences(entry, termsFor("what is collected automatically?").terms, () => 1, { max: 3 });
  expect(picked.map((p) => p.text)).toEqual([
    "Information collected automatically. When you visit, our servers record your IP address.",
    "Browser: its type and version.",
  ]);
  // One sentence wanted (an entry that only adds to another's answer): the heading still brings what it heads.
  const one = bestSentences(entry, termsFor("what is collected automatically?").terms, () => 1, { max: 1 });
  expect(one.map((p) => p.text)).toEqual([
    "Information collected automatically. When you visit, our servers record your IP address.",
  ]);
});

test("a question the page asks is given only with the sentence after it, which answers it", () => {
  const entry: IndexEntry = {
    id: "section:contact",
    kind: "contact",
    type: "Contact",
    title: "Get in touch",
    url: "/contact#get-in-touch",
    text: "Write to us through the form. Rather ring us on the phone? The same people answer either way. We are in London.",
    excerpt: "",
    keywords: [],
    claims: [],
    pageTitle: "Contact",
  };
  const texts = (max: number) =>
    bestSentences(entry, termsFor("can I ring you on the phone?").terms, () => 1, { max }).map((p) => p.text);
  expect(texts(2)).toEqual(["Rather ring us on the phone?", "The same people answer either way."]);
  // With room for one sentence only, the question is not said without its answer.
  expect(texts(1)).not.toContain("Rather ring us on the phone?");
});

test("an entry that matches far better than the next answers with less of the question on it; a lone one stays partial", () => {
  const entryOf = (id: string, text: string): IndexEntry => ({
    id,
    kind: "section",
    type: "About",
    title: id,
    url: `/test#${id}`,
    text,
    excerpt: "",
    keywords: [],
    claims: [],
    pageTitle: "Test",
  });
  const hit = (id: string, score: number) => ({
    entry: entryOf(id, `The ${id} entry says something about legals.`),
    score,
    coverage: 0.4,
    titleCoverage: 0,
    carriedCoverage: 0,
  });
  const { terms } = termsFor("are legals part of it or separate?");
  const partial = (hits: ReturnType<typeof hit>[]) => compose(hits, terms, () => 1, "are legals part of it?")?.partial;
  expect(partial([hit("best", 10), hit("next", 2)])).toBe(false);
  expect(partial([hit("best", 10), hit("next", 5)])).toBe(true);
  expect(partial([hit("best", 10)])).toBe(true);
});

test("the thing a count is asked of is read past 'of your' and though a search leaves the word out", () => {
  expect(wantsOf("how many questions are in the faq?").thing).toBe("question");
  expect(wantsOf("how many of your projects had planning?").thing).toBe("project");
  expect(wantsOf("how many sq ft was it?").thing).toBeUndefined();
  expect(wantsOf("how many are there?").thing).toBeUndefined();
  // A word a search leaves out names no thing counted, unless one counts it ("questions", "pages").
  for (const q of ["how many with planning?", "how many so far?", "how many per year?", "how many in total?"])
    expect(wantsOf(q).thing, q).toBeUndefined();
  expect(wantsOf("what did it cost?").thing).toBeUndefined();
});

test("a share asked for with '%' wants a figure; a share the visitor quotes does not", () => {
  expect(wantsOf("what % cheaper were the fire doors")).toMatchObject({ figure: true, percent: true });
  expect(wantsOf("who verified the 40% claim?").percent).toBe(false);
});

test("asked how many of a thing, a sentence counting it outranks sentences that price it", () => {
  const entry: IndexEntry = {
    id: "study:lamps",
    kind: "case-study",
    type: "Case Study",
    title: "Lighting Package",
    url: "/case-studies/street-lamps",
    text: "Street lamps bought from the maker at £400 per lamp, procured against a UK quote of £900 per lamp. Each lamp was tested before shipping. Delivered and installed: 340 lamps.",
    excerpt: "",
    keywords: [],
    claims: [],
    pageTitle: "Lighting Package",
  };
  const question = "how many lamps did you procure?";
  const [first] = bestSentences(entry, termsFor(question).terms, () => 1, { max: 1, wants: wantsOf(question) });
  expect(first?.text).toBe("Delivered and installed: 340 lamps.");
});

test("another section of the best entry's page adds its sentence about the question, after the answer and without a citation of its own", () => {
  const section = (id: string, page: string, text: string): IndexEntry => ({
    id,
    kind: "section",
    type: "About",
    title: id,
    url: `/${page}#${id}`,
    text,
    excerpt: "",
    keywords: [],
    claims: [],
    pageTitle: page,
  });
  const hit = (entry: IndexEntry, score: number) => ({
    entry,
    score,
    coverage: 0.6,
    titleCoverage: 0,
    carriedCoverage: 0,
  });
  const { terms } = termsFor("how are the gutters inspected?");
  const best = section("roofs", "maintenance", "Gutters are inspected twice a year by our surveyors.");
  const samePage = section("drains", "maintenance", "Blocked gutters are cleared within a week.");
  const otherPage = section("news", "blog", "Gutters featured in our spring newsletter.");
  const reply = (second: IndexEntry) =>
    compose([hit(best, 10), hit(second, 3)], terms, () => 1, "how are the gutters inspected?");
  const fromPage = reply(samePage);
  expect(fromPage?.text).toBe(
    "Gutters are inspected twice a year by our surveyors. Blocked gutters are cleared within a week.",
  );
  expect(fromPage?.sources.map((s) => s.url)).toEqual(["/maintenance#roofs"]);
  // Another page's sentence that says nothing the reply lacks is left out.
  expect(reply(otherPage)?.text).toBe("Gutters are inspected twice a year by our surveyors.");
});

test("an entry about the question that is a list of named items is given whole; a band of figures is not", () => {
  const entry = (title: string, text: string): IndexEntry => ({
    id: title,
    kind: "section",
    type: "About",
    title,
    url: `/page#${title.toLowerCase().replaceAll(" ", "-")}`,
    text,
    excerpt: "",
    keywords: [],
    claims: [],
    pageTitle: "Page",
  });
  const hit = (e: IndexEntry) => ({ entry: e, score: 10, coverage: 1, titleCoverage: 1, carriedCoverage: 0 });
  const recorded = entry(
    "Garden records",
    "Garden records. The gardeners record: Lawns: how often they are cut. Hedges: their height. Ponds: their depth and clarity. Trees: their health. Paths: any damage.",
  );
  const question = "garden records?";
  const lawnReply = compose([hit(recorded)], termsFor(question).terms, () => 1, question)?.text ?? "";
  for (const item of ["Lawns:", "Hedges:", "Ponds:", "Trees:", "Paths:"]) expect(lawnReply).toContain(item);
  const figures = entry(
    "Garden figures",
    "Garden figures. Lawns: 4 acres. Hedges: 2 miles. Ponds: 3 of them. Trees: 120 planted. Paths: 5 km.",
  );
  const figureQuestion = "garden figures?";
  const figureReply = compose([hit(figures)], termsFor(figureQuestion).terms, () => 1, figureQuestion)?.text ?? "";
  expect(wantsOf(question).list || wantsOf(figureQuestion).list).toBe(false);
  expect(figureReply).toContain("Lawns:");
  expect(figureReply).not.toContain("Paths:");
});
