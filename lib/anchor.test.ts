import { expect, test } from "vitest";
import { anchorFor } from "./anchor.ts";

test("a heading becomes a lower-case, hyphenated fragment without punctuation or accents", () => {
  expect(anchorFor("Fee Structure")).toBe("fee-structure");
  expect(anchorFor("What makes you different from other development managers?")).toBe(
    "what-makes-you-different-from-other-development-managers",
  );
  expect(anchorFor("Quality Assurance & Risk Management")).toBe("quality-assurance-and-risk-management");
  expect(anchorFor("  Café — Procurement: 9 steps ")).toBe("cafe-procurement-9-steps");
});
