import { expect, test } from "vitest";
import { split } from "./split-eval-set.ts";

const questions = [
  ...Array.from({ length: 9 }, (_, i) => ({ id: `a${i}`, kind: "answer" })),
  ...Array.from({ length: 4 }, (_, i) => ({ id: `u${i}`, kind: "unanswerable" })),
  ...Array.from({ length: 3 }, (_, i) => ({ id: `x${i}`, kind: "adversarial" })),
];

test("each kind is split in half, the odd one out to the test half, every question in exactly one half", () => {
  const { tuning, test: held } = split(questions, 20261128);
  const count = (half: typeof questions, kind: string) => half.filter((q) => q.kind === kind).length;
  expect([count(tuning, "answer"), count(held, "answer")]).toEqual([4, 5]);
  expect([count(tuning, "unanswerable"), count(held, "unanswerable")]).toEqual([2, 2]);
  expect([count(tuning, "adversarial"), count(held, "adversarial")]).toEqual([1, 2]);
  expect([...tuning, ...held].map((q) => q.id).sort()).toEqual(questions.map((q) => q.id).sort());
});

test("the same seed gives the same halves, another seed others", () => {
  const ids = (seed: number) => split(questions, seed).tuning.map((q) => q.id);
  expect(ids(20261129)).toEqual(ids(20261129));
  expect(ids(20261129)).not.toEqual(ids(20261130));
});
