import { expect, test } from "vitest";
import { namesIn, peopleByRole, withReferent, withTheOneNamed } from "./references.ts";

test("the names a reply lists are read in its order, a longer name before a shorter one inside it", () => {
  expect(namesIn("Three are shown: Hackney Wick (31,000 sq ft), Islington and Southwark.")).toEqual([
    "Hackney Wick",
    "Islington",
    "Southwark",
  ]);
  expect(namesIn("Four phases: Pre-Procurement, Manufacturing, In Transit and On Site.")).toEqual([
    "Pre-Procurement",
    "Manufacturing",
    "In Transit",
    "On Site",
  ]);
});

test("a follow-up pointing at a place in the previous reply's list names the item it means", () => {
  const projects = "Our three recent projects are Hackney Wick, Islington and Southwark.";
  expect(withReferent("and the last one, what did it save?", [projects])).toBe(
    "and the last one (Southwark), what did it save?",
  );
  expect(withReferent("what about the first project?", [projects])).toBe(
    "what about the first project (Hackney Wick)?",
  );
  const fee = "A management fee as a percentage of total development value, plus a procurement markup.";
  expect(withReferent("what does that second bit cover?", [fee])).toBe(
    "what does that second bit (Procurement markup) cover?",
  );
});

test("a question that points at no place, or a reply that lists fewer than two names, is left as it is", () => {
  expect(withReferent("what did Southwark save?", ["Hackney Wick, Islington and Southwark."])).toBe(
    "what did Southwark save?",
  );
  expect(withReferent("and the last one?", ["Islington was delivered in 7 months."])).toBe("and the last one?");
  expect(withReferent("and the last one?", [])).toBe("and the last one?");
});

test("a place pointed at after a reply about one item of a list is a place in that earlier list", () => {
  // Most recent first: the reply about Hackney Wick, then the list before it.
  const replies = ["Hackney Wick had a capex of £4.2m.", "Three projects: Hackney Wick, Islington and Southwark."];
  expect(withReferent("capex on the middle one?", replies)).toBe("capex on the middle one (Islington)?");
});

test("a place is pointed at by number as well as by ordinal", () => {
  const steps = [
    "The 6 delivery steps are Client Engagement, Design Control, Procurement Management, Contractor Coordination, Risk Transfer and Delivery Excellence.",
  ];
  expect(withReferent("sorry, which was number four again?", steps)).toBe(
    "sorry, which was Contractor Coordination again?",
  );
  expect(withReferent("what happens at step 2?", steps)).toBe("what happens at Design Control?");
  expect(withReferent("and the 6th?", steps)).toBe("and the 6th (Delivery Excellence)?");
  // A number inside a clause is not a place in the list.
  for (const question of [
    "what's your number one priority?",
    "what happens at step 2 of procurement?",
    "does phase one include planning?",
    "so no one manages the stock?",
  ])
    expect(withReferent(question, steps), question).toBe(question);
});

test("an earlier list is pointed into only while every reply since it was about one of its items", () => {
  const list = "Three projects: Hackney Wick, Islington and Southwark.";
  expect(withReferent("and the last one?", ["Projects take 6-7 months.", list])).toBe("and the last one?");
});

test("the services page's four procurement stages are items a follow-up can point at", () => {
  expect(withReferent("what's the third one?", ["Pre-Procure, Manufacturing, Transit and On Site Process."])).toBe(
    "what's the third one (Transit)?",
  );
});

test("a pronoun for a person points at the one member of the team the latest reply naming anyone names", () => {
  const sam = "Sam Okafor is our Development Director.";
  expect(withReferent("what did she do before?", [sam])).toBe("what did she (Sam Okafor) do before?");
  // Most recent first: a reply naming no one is passed over.
  expect(withReferent("what's his linkedin?", ["We reply within 24 hours.", sam])).toBe(
    "what's his (Sam Okafor) linkedin?",
  );
  // The whole team named: no one person is pointed at.
  const team = "Alex Morgan, Sam Okafor, Priya Shah and Daniel Clarke.";
  expect(withReferent("what does he do?", [team])).toBe("what does he do?");
  // A person named in the question is the one asked about.
  expect(withReferent("does Priya Shah report to him?", [sam])).toBe("does Priya Shah report to him?");
  expect(withReferent("what did she do before?", [])).toBe("what did she do before?");
});

test("a member of the team is named by their role", () => {
  expect(peopleByRole("who is the head of procurement?")).toEqual(["Priya Shah"]);
  expect(peopleByRole("Who's your Development Director?")).toEqual(["Sam Okafor"]);
  expect(peopleByRole("how does your procurement work?")).toEqual([]);
});

test("'that one' after a reply naming one thing alone names it; after a reply naming several, it is left", () => {
  const doors = "The Fire-Rated Glazed Doors case study: £13,387 down to £3,000 per door.";
  expect(withTheOneNamed("how long did that one take?", [doors])).toBe(
    "how long did that one (Fire-Rated Glazed Doors) take?",
  );
  const both = "We publish 2 case studies: Fire-Rated Glazed Doors and Cable Trays.";
  expect(withTheOneNamed("how long did that one take?", [both])).toBe("how long did that one take?");
  // Set against the others, it is a comparison, which reads the pointer itself.
  expect(withTheOneNamed("why is that one pricier than the others?", [doors])).toBe(
    "why is that one pricier than the others?",
  );
  // A name of the visitor's own is what they ask about.
  expect(withTheOneNamed("is that project like Islington?", ["Southwark was delivered in 6 months."])).toBe(
    "is that project like Islington?",
  );
});

test("'the risk one' after a reply listing names is the one whose name starts with that word", () => {
  const steps =
    "Six steps: Client Engagement, Design Control, Procurement Management, Risk Transfer and Delivery Excellence.";
  expect(withTheOneNamed("whats the risk one about?", [steps])).toBe("whats the risk one (Risk Transfer) about?");
  // No name starts so, or one thing alone was named: left to the visitor's words.
  expect(withTheOneNamed("and the customs one?", [steps])).toBe("and the customs one?");
  expect(withTheOneNamed("and the risk one?", ["Risk Transfer moves risk to the contractor."])).toBe(
    "and the risk one?",
  );
});

test("from a review: 'the final step' and 'the main one' are places or kinds, not the first word of a name", () => {
  const steps = "The steps are Set the UK Benchmark, Final Quality Assurance, and Receive, Store and Install.";
  expect(withTheOneNamed("what happens in the final step?", [steps])).toBe("what happens in the final step?");
  expect(withTheOneNamed("and the main one?", [steps])).toBe("and the main one?");
});
