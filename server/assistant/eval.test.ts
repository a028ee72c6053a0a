import { expect, test } from "vitest";
import { createAssistant } from "./assistant.ts";
import { evaluate, loadEvalSet } from "./evaluation.ts";

const questions = loadEvalSet();

test("the evaluation set holds at least 40 questions, with follow-ups, contact requests, off-topic and injections", () => {
  expect(questions.length).toBeGreaterThanOrEqual(40);
  expect(questions.filter((q) => q.history?.length).length).toBeGreaterThanOrEqual(4);
  for (const kind of ["contact", "greeting", "thanks", "unknown"]) {
    expect(
      questions.some((q) => q.kind === kind),
      kind,
    ).toBe(true);
  }
  expect(questions.filter((q) => q.mustNotContain?.length).length).toBeGreaterThanOrEqual(2);
  expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
});

test("the built-in assistant states at least 90% of the expected facts and no figure the content does not", async () => {
  const assistant = createAssistant();
  const report = await evaluate(questions, (question, history) => assistant.reply(question, history));
  const misses = report.questions
    .filter((r) => r.factsMissing.length)
    .map((r) => `${r.id}: ${r.factsMissing.join(", ")}`);
  expect(report.factAccuracy, misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  expect(report.questions.flatMap((r) => r.unsupportedFigures)).toEqual([]);
  expect(report.questions.flatMap((r) => r.forbidden.map((f) => `${r.id}: ${f}`))).toEqual([]);
  expect(report.linkAccuracy).toBeGreaterThanOrEqual(0.85);
});
