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

test("a sentence whose last clause opens as a question asks, question mark or not", () => {
  const read = understand(
    "We are converting a 30,000 sq ft retail unit in Walthamstow. Under your delivery model, what contract does the main contractor work under",
  );
  expect(read.ask).toBe("under your delivery model, what contract does the main contractor work under");
  expect(read.terms.find((t) => t.term.startsWith("walthamstow"))?.context).toBe(true);
  // A clause opening "which" may describe: without its question mark, the sentence is the visitor's case.
  expect(understand("We bought a 30,000 sq ft block, which needs new windows. Do you do refurbishments?").ask).toBe(
    "do you do refurbishments?",
  );
});

test("an ask whose only words say what is to be done with what came before takes that as its topic", () => {
  const read = understand(
    "Eleven consultants all report straight to me and I get conflicting advice. How would your set-up change that?",
  );
  // The description is read at full weight, not as the setting of another topic.
  expect(read.terms.find((t) => t.term.startsWith("conflict"))).toMatchObject({ weight: 1 });
  expect(read.terms.some((t) => t.context)).toBe(false);
  // An ask that names its own subject keeps the description as its setting.
  const own = understand("Eleven consultants all report straight to me. Can I ask you to delete that data?");
  expect(own.terms.find((t) => t.term.startsWith("consultant"))?.context).toBe(true);
});

test("whether a message goes on from the one before is judged by what it asks, not by the visitor's description", () => {
  const history = [
    { role: "user" as const, content: "What contract does the main contractor work under?" },
    { role: "assistant" as const, content: "A design-and-build contract." },
  ];
  const read = understand("Our scheme is 30,000 sq ft of flats in Walthamstow. Who sits below them?", history);
  expect(read.earlier).toHaveLength(1);
  expect(read.terms.map((t) => t.source)).toContain("earlier:contracts");
  // What the message sets the firm against is part of what it asks: a whole question, not a follow-up.
  expect(understand("ok but is that worth it compared to just hiring a QS?", history).earlier).toHaveLength(0);
});

test("a message that says it changes the subject carries nothing from before, and the saying is no topic", () => {
  const history = [
    { role: "user" as const, content: "What's your featured blog post?" },
    { role: "assistant" as const, content: "The featured post is about the Federal Reserve." },
  ];
  for (const message of ["different question: do you do intercoms?", "On another note, do you do intercoms?"]) {
    const read = understand(message, history);
    expect(read.earlier, message).toHaveLength(0);
    expect(read.text, message).toBe("do you do intercoms?");
  }
  // Without the words, a short question goes on from the one before.
  expect(understand("and intercoms?", history).earlier).toHaveLength(1);
});

test("an exclamation after a comma is no question: the description stays the visitor's case", () => {
  const read = understand("We finally got planning for 12 flats in Leyton, what a relief. Who do we appoint first?");
  expect(read.ask).toBe("who do we appoint first?");
});

test("a pronoun standing for the earlier topic leans back though the question names more of its own", () => {
  const history = [
    { role: "user" as const, content: "How much did the studio projects cost to develop overall?" },
    { role: "assistant" as const, content: "£36m in development costs." },
  ];
  expect(understand("What was the UK benchmark figure you measured that against?", history).earlier).toHaveLength(1);
  // "That" before a noun names the thing; "worth it" is an idiom, not the topic.
  expect(
    understand("What UK benchmark figure did you use for that refurbishment in Kent?", history).earlier,
  ).toHaveLength(0);
  expect(understand("ok but is the service worth it compared to hiring a QS?", history).earlier).toHaveLength(0);
});
