import { expect, test } from "vitest";
import { questionsIn } from "./question.ts";

test("a message of two questions is read as two, and one question as one", () => {
  expect(questionsIn("How much do clients save, and how long do projects take?")).toEqual([
    "How much do clients save",
    "how long do projects take?",
  ]);
  expect(questionsIn("Do you handle planning? What about the fees?")).toEqual([
    "Do you handle planning?",
    "What about the fees?",
  ]);
  // "And" inside one question, a second part of a word or two, or no second question: one question.
  expect(questionsIn("What do the procurement and delivery playbooks cover?")).toBeNull();
  expect(questionsIn("fees and how?")).toBeNull();
  expect(questionsIn("What GDPR rights do I have? just list them")).toBeNull();
  expect(questionsIn("Is 40,000 sq ft too big? Our budget is £9m.")).toBeNull();
});
