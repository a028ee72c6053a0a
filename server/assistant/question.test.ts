import { expect, test } from "vitest";
import { questionsIn, topicOf, understand } from "./question.ts";

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

test("each part of a message of two questions must ask", () => {
  // "can't" opens no question; "I work overseas" asks nothing.
  expect(questionsIn("I work overseas and can't get to the site often")).toBeNull();
  // A first question after a clause of its setting still asks.
  expect(questionsIn("On the summary, what was the benchmark and what did it cost?")).toEqual([
    "On the summary, what was the benchmark",
    "what did it cost?",
  ]);
});

test("'between X and Y' is one question", () => {
  expect(questionsIn("What's the difference between what you do and what the contractor does?")).toBeNull();
});

test("a check tag ('…, right?', '… right?') is dropped, but 'right' that ends what is done ('get it right?') is kept", () => {
  expect(topicOf("you're based in London, right?").text).not.toMatch(/\bright\b/);
  expect(topicOf("you're based in London right?").text).not.toMatch(/\bright\b/);
  expect(topicOf("how do you make sure the factory is making it right?").text).toContain("making it right");
  expect(topicOf("do you get things right?").text).toContain("things right");
});

test("a check tag may come without its question mark; a question that ends in its word keeps it", () => {
  expect(topicOf("the delivery playbook has 9 steps too right").text).not.toMatch(/\bright\b/);
  expect(topicOf("you're based in London, correct").text).not.toMatch(/\bcorrect\b/);
  expect(topicOf("how do I make sure my details are correct").text).toMatch(/\bcorrect$/);
  expect(topicOf("how do you get the design right?").text).toContain("design right");
  expect(topicOf("what if I want to exercise my right").text).toMatch(/\bright$/);
});

test("the question inside what a visitor is unsure of is what they ask; their case before it is its setting", () => {
  const read = understand(
    "I've inherited an old warehouse to convert and I have no idea which consultants I'm supposed to appoint.",
  );
  expect(read.ask).toBe("which consultants i am supposed to appoint.");
  expect(read.terms.find((t) => t.term.startsWith("warehous"))?.context).toBe(true);
  // Nothing before it: the whole message asks.
  expect(understand("not sure which consultants I need").ask).toBe("not sure which consultants i need");
});

test("a follow-up naming the other playbook leaves the first one's words behind", () => {
  const history = [
    { role: "user" as const, content: "How many steps does the procurement playbook have?" },
    { role: "assistant" as const, content: "The procurement playbook has 9 steps in four phases." },
  ];
  const sources = (message: string) => understand(message, history).terms.map((t) => t.source);
  expect(sources("and the delivery one?")).not.toContain("earlier:procurement");
  expect(sources("and the delivery one?")).not.toContain("reply:procurement");
  // Delivery to site, said in other words, is still part of procurement.
  expect(sources("once it's landed on site, who stores it?")).toContain("earlier:procurement");
});

test("'the risk one', once named from the reply's list, leaves the rest of that reply behind", () => {
  const history = [
    { role: "user" as const, content: "how do you deliver the build" },
    {
      role: "assistant" as const,
      content:
        "Six steps: Client Engagement, Design Control, Contractor Coordination, Risk Transfer and Delivery Excellence.",
    },
  ];
  const read = understand("whats the risk one about?", history);
  expect(read.text).toContain("risk transfer");
  expect(read.terms.map((t) => t.source)).not.toContain("reply:engag");
});
