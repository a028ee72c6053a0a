import { expect, test } from "vitest";
import { editDistance, sentences, stem } from "./text.ts";

test("the stemmer brings a word's forms to one stem", () => {
  const same = (...forms: string[]) => expect(new Set(forms.map(stem)), forms.join(", ")).toHaveProperty("size", 1);
  same("procure", "procured", "procuring", "procurement");
  same("develop", "developer", "developers", "development");
  same("deliver", "delivered", "delivery");
  same("fee", "fees");
  same("price", "prices", "pricing");
  same("save", "saving", "savings");
  same("plan", "planning", "planned");
  expect(stem("offer")).not.toBe(stem("of"));
  expect(stem("£9.2m")).toBe("£9.2m");
});

test("sentences split at full stops before a capital, never inside a figure or after an initial", () => {
  expect(sentences("We saved £9.2m. It took 28 months. The Marriner S. Eccles Building is old.")).toEqual([
    "We saved £9.2m.",
    "It took 28 months.",
    "The Marriner S. Eccles Building is old.",
  ]);
});

test("edit distance stops counting past its limit", () => {
  expect(editDistance("procurment", "procurement", 2)).toBe(1);
  expect(editDistance("weather", "whether", 1)).toBe(2);
});

test("a quotation of more than one sentence stays inside the sentence that quotes it", () => {
  expect(sentences("It says “Failed to subscribe. Please try again.” on failure. Then it resets.")).toEqual([
    "It says “Failed to subscribe. Please try again.” on failure.",
    "Then it resets.",
  ]);
});
