import path from "node:path";
import { expect, test } from "vitest";
import { siteIndex } from "#server/content/site-index.ts";
import { VISITOR_SETS } from "./evaluation.ts";
import { understand } from "./question.ts";
import model from "./topic-model.json" with { type: "json" };
import { entryProbabilities, likelyEntries, type TopicModel, topicFeatures } from "./topics.ts";

test("a question's features are its stems, pairs of neighbouring stems and concepts, and the earlier question's apart", () => {
  const features = topicFeatures("what did the works cost per square foot", "tell me about hackney wick");
  expect(features).toEqual(expect.arrayContaining(["work", "cost", "work cost", "earlier:hackn wick"]));
  expect(features.some((f) => f.startsWith("concept:"))).toBe(true);
  // The earlier question's words are another feature than the same words asked now.
  expect(features).not.toContain("hackn");
  expect(topicFeatures("what did the works cost").some((f) => f.startsWith("earlier:"))).toBe(false);
});

const small: TopicModel = {
  entries: ["doors", "fees", "team"],
  bias: [0, 0.5, 0],
  // "door" lifts the first entry and lowers the second; "fee" lifts the second.
  weights: { door: [0, 3, 1, -1], fee: [1, 2] },
};

test("each entry's probability comes from the weights of the features present, and they sum to one", () => {
  const doors = entryProbabilities(["door"], small);
  expect([...doors.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  expect(doors.get("doors")).toBeGreaterThan(0.8);
  const fees = entryProbabilities(["fee", "unknown word"], small);
  expect(fees.get("fees")).toBeGreaterThan(0.8);
  // Nothing known: the bias alone.
  const none = entryProbabilities(["constructor", "toString"], small);
  expect(none.get("fees")).toBeGreaterThan(none.get("doors") as number);
  expect(none.get("doors")).toBeCloseTo(none.get("team") as number, 10);
});

test("the committed model was trained on every tuning half, and on no test half: a set added means training again", () => {
  expect(model.sets).toEqual(VISITOR_SETS.tuning.map((file) => path.basename(file)).sort());
});

test("the committed model knows only entries of the site's content index: a renamed entry means training again", () => {
  const ids = new Set(siteIndex().map((e) => e.id));
  expect(model.entries.length).toBeGreaterThan(50);
  expect(model.entries.filter((id) => !ids.has(id))).toEqual([]);
  expect(model.bias).toHaveLength(model.entries.length);
  for (const pairs of Object.values(model.weights)) {
    expect(pairs.length % 2).toBe(0);
    for (let i = 0; i < pairs.length; i += 2) expect(pairs[i]).toBeLessThan(model.entries.length);
  }
});

test("the committed model finds the entry a paraphrase is about when the question does not name it", () => {
  // The Olympic park is nowhere on the site; writers who asked about the project near it named Hackney Wick.
  const { text } = understand("What did the fit-out cost per square foot at the job near the Olympic park?");
  const likely = likelyEntries(text);
  const [likeliest, next] = [...likely].sort((a, b) => b[1] - a[1]);
  expect(likeliest?.[0]).toBe("projects:hackney-wick");
  expect(likeliest?.[1]).toBeGreaterThan(2 * (next?.[1] ?? 0));
});
