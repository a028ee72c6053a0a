import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import type { IndexEntry } from "#lib/content-index.ts";
import { entryProbabilities, topicFeatures } from "#server/assistant/topics.ts";
import { crossValidate, type Example, train, tuningExamples } from "./train-topic-model.ts";

const example = (set: string, text: string, entry: string): Example => ({
  set,
  features: topicFeatures(text),
  entries: [entry],
});
const sets: Example[] = [
  example("a", "how much did the doors cost", "doors"),
  example("a", "what did you pay for the fire doors", "doors"),
  example("a", "what is your fee", "fees"),
  example("a", "how do you charge for your work", "fees"),
  example("b", "the glazed doors, what was the price", "doors"),
  example("b", "doors supplied at what cost", "doors"),
  example("b", "what fee would you charge me", "fees"),
  example("b", "is the fee a percentage", "fees"),
  // A writer of other words: "portal" is nobody else's.
  example("c", "doors on the portal", "doors"),
  example("c", "charge fee", "fees"),
];

test("training learns which words ask for which entry, and gives the same model every time", () => {
  const model = train(sets);
  expect(entryProbabilities(topicFeatures("what did the doors cost"), model).get("doors")).toBeGreaterThan(0.7);
  expect(entryProbabilities(topicFeatures("what is the fee"), model).get("fees")).toBeGreaterThan(0.7);
  expect(train(sets)).toEqual(model);
  // A word of one question alone is left out: it would remember the question, not teach the entry.
  expect(Object.keys(model.weights)).not.toContain("portal");
});

test("cross-validation holds out each set in turn, trained on the others", () => {
  const { right, of } = crossValidate(sets);
  expect(of).toBe(sets.length);
  // Set c's "doors on the portal" shares "door" with the others' door questions; "charge fee" both words with
  // their fee questions. Every held-out question is placed, but not by having seen itself.
  expect(right).toBe(sets.length);
  const alone = crossValidate([...sets, example("d", "portal", "doors")]);
  // A question of words no other set uses ("portal" alone) cannot be placed by the others.
  expect(alone.right).toBe(sets.length);
});

const entry = (id: string, url: string, text: string): IndexEntry => ({
  id,
  kind: "section",
  type: "About",
  title: id,
  url,
  text,
  excerpt: text,
  keywords: [],
  claims: [],
  pageTitle: "Test",
});

test("a question is labelled with the entries of its writer's pages that state the most of its facts", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "topics-"));
  const file = path.join(folder, "set.tuning.json");
  const question = (id: string, facts: (string | string[])[], sources: string[], kind = "answer") => ({
    id,
    kind,
    question: `question ${id}`,
    facts,
    sources,
  });
  writeFileSync(
    file,
    JSON.stringify({
      questions: [
        question("both", [["£630,000", "630k"], "210"], ["/case-studies/doors"]),
        question("other-page", ["£630,000"], ["/services"]),
        question("none", ["£1m"], ["/case-studies/doors"]),
        question("refused", [], [], "adversarial"),
      ],
    }),
  );
  const entries = [
    entry("doors-cost", "/case-studies/doors#cost", "210 doors for £630,000."),
    entry("doors-count", "/case-studies/doors#count", "210 doors in all."),
    entry("services-doors", "/services#doors", "We bought doors for £630,000 once."),
    entry("services-fees", "/services#fees", "Our fee is a percentage."),
  ];
  const examples = tuningExamples([file], entries);
  // The first: both facts are in one entry of its page. The second: only its own page counts. The third: no entry
  // of its page states its fact, so it teaches nothing; nor does a refusal.
  expect(examples.map((e) => e.entries)).toEqual([["doors-cost"], ["services-doors"]]);
  expect(examples[0]?.set).toBe("set.tuning.json");
});
