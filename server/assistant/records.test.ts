import { expect, test } from "vitest";
import { understand } from "./question.ts";
import { asksForSimilar } from "./records.ts";

test("asking whether we have met the like of a case is told apart from a question about it", () => {
  for (const message of [
    "have you done anything similar?",
    "have you dealt with that kind of thing?",
    "anything relevant in your experience?",
    "have you seen this before?",
    "sounds a lot like your case study, what happened there?",
    "uk quotes are £12k a door. could you do better?",
    "can you beat that?",
  ])
    expect(asksForSimilar(understand(message)), message).toBe(true);
  for (const message of [
    "how would your fees work on something like that?",
    "what is your experience of planning in Camden?",
    "what did you do on the cable trays?",
  ])
    expect(asksForSimilar(understand(message)), message).toBe(false);
});
