import { expect, test } from "vitest";
import { CONTACT_LIMITS } from "#lib/validation/contact.ts";
import { HANDOFF_HEADING, transcript } from "./chat-handoff.ts";

test("the transcript opens with where it came from, then each turn with its speaker", () => {
  const text = transcript([
    { role: "user", content: "What are your fees?" },
    { role: "assistant", content: "Our fee has two parts.\n\nA management fee and a markup." },
    { role: "user", content: "   " },
  ]);
  expect(text).toBe(
    `${HANDOFF_HEADING}\n\nVisitor: What are your fees?\nAssistant: Our fee has two parts. A management fee and a markup.`,
  );
});

test("an empty conversation still says it came from the chat", () => {
  expect(transcript([])).toMatch(new RegExp(`^${HANDOFF_HEADING.replace(/[.:']/g, ".")}`));
});

test("a long conversation keeps the most recent turns within the project details' limit", () => {
  const history = Array.from({ length: 50 }, (_, i) => ({
    role: i % 2 ? ("assistant" as const) : ("user" as const),
    content: `turn ${i} ${"x".repeat(400)}`,
  }));
  const text = transcript(history);
  expect(text.length).toBeLessThanOrEqual(CONTACT_LIMITS.projectDetails);
  expect(text.length).toBeGreaterThan(CONTACT_LIMITS.projectDetails - 450);
  expect(text).toContain("(Earlier messages left out.)");
  expect(text).toContain("turn 49 ");
  expect(text).not.toContain("turn 0 ");
  expect(text.startsWith(HANDOFF_HEADING)).toBe(true);
});

test("a single turn too long for the limit is cut from its start, its end kept", () => {
  const text = transcript([{ role: "user", content: `start ${"y".repeat(6000)} end` }], 1000);
  expect(text.length).toBeLessThanOrEqual(1000);
  expect(text).toMatch(/…y+ end$/);
  expect(text).not.toContain("start");
});
