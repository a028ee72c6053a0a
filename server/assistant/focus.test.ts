import { expect, test } from "vitest";
import { askedFor, missesWhatIsAsked } from "./focus.ts";
import { termsOf } from "./retrieval.ts";

test("the thing a question asks for is the words after its question word, up to the verb", () => {
  expect(askedFor("what rent per sq ft could i get for cat a+ offices?")).toEqual(termsOf("rent"));
  expect(askedFor("how many employees does the company have?")).toEqual(termsOf("employees"));
  expect(askedFor("which manufacturer made the doors?")).toEqual(termsOf("manufacturer"));
  expect(askedFor("what is the federal reserve interest rate right now?")).toEqual(
    termsOf("federal reserve interest rate"),
  );
  expect(askedFor("what are your payment terms - 30 days from invoice?")).toEqual(termsOf("payment terms"));
  expect(askedFor("what's the lead-time on doors?")).toEqual(termsOf("lead-time"));
  expect(askedFor("what do you do?")).toEqual([]);
  expect(askedFor("what kind of projects do you take on?")).toEqual(termsOf("projects"));
});

test("a reply that names none of what was asked for misses it", () => {
  expect(
    missesWhatIsAsked("what rent could i get in hackney wick?", "Hackney Wick is 31,000 sq ft.", "Hackney Wick"),
  ).toBe(true);
  expect(
    missesWhatIsAsked("what's the federal reserve interest rate?", "The Fed's building overran.", "Federal Reserve"),
  ).toBe(true);
  expect(missesWhatIsAsked("what fees do you charge?", "Our fee has two parts.", "Fee Structure")).toBe(false);
  expect(missesWhatIsAsked("how often does the newsletter go out?", "Subscribe in the footer.", "Newsletter")).toBe(
    true,
  );
  expect(missesWhatIsAsked("how much does a smart meter cost?", "We fit WiFi smart meters.", "Smart Building")).toBe(
    true,
  );
  expect(missesWhatIsAsked("how many doors were there?", "We sourced 210 doors.", "Fire-Rated Glazed Doors")).toBe(
    false,
  );
});

test("what the site never states of its projects (clients, sale prices, space to let) is missed by any reply", () => {
  const islington = "Islington is 44,000 sq ft, delivered in 7 months.";
  for (const question of [
    "who was the client for islington?",
    "what did islington sell for?",
    "what did the islington building sell or value at after completion?",
    "is there space to let?",
  ])
    expect(missesWhatIsAsked(question, islington, "Islington"), question).toBe(true);
  expect(missesWhatIsAsked("how big was islington?", islington, "Islington")).toBe(false);
});

test("'who was the …' asks for that person or firm, and 'what %' for a figure", () => {
  expect(askedFor("who was the architect on southwark?")).toEqual(termsOf("architect"));
  expect(askedFor("who's the owner of the islington building?")).toEqual(termsOf("owner"));
  expect(missesWhatIsAsked("who was the architect on southwark?", "Southwark is 28,000 sq ft.", "Southwark")).toBe(
    true,
  );
  expect(missesWhatIsAsked("and what % is that?", "The fee is part of the total development value.", "Fees")).toBe(
    true,
  );
  expect(missesWhatIsAsked("what % did you save?", "We saved 40% on Islington.", "Islington")).toBe(false);
});

test("'how long' asks for a length of time: a reply without one misses it", () => {
  const logistics = "A logistics partner oversees freight, insurance and customs.";
  expect(missesWhatIsAsked("how long does customs clearance take?", logistics, "Logistics Partner")).toBe(true);
  expect(missesWhatIsAsked("how long does a project take?", "Most take 6-7 months.", "Timelines")).toBe(false);
  expect(missesWhatIsAsked("how long was the first company going?", "It ran 2011 – 2016.", "Team Journey")).toBe(false);
});

test("overruns, disputes and visits to a project are not on the site: a reply about the project misses them", () => {
  const summary = "Southwark is 28,000 sq ft, delivered in 6 months.";
  expect(missesWhatIsAsked("did any project go over budget?", summary, "Southwark")).toBe(true);
  expect(missesWhatIsAsked("has a client ever had a dispute with you?", summary, "Southwark")).toBe(true);
  expect(missesWhatIsAsked("can i book a tour of the southwark building?", summary, "Southwark")).toBe(true);
  expect(
    missesWhatIsAsked("do your inspectors visit the factory?", "Our inspectors visit at agreed stages.", "Step 5"),
  ).toBe(false);
});

test("a sum asked in a verb ('what was paid for it?') is answered by any figure, whatever the reply calls the paying", () => {
  expect(missesWhatIsAsked("what was paid for the building?", "Islington was bought for £8.2m.", "Islington")).toBe(
    false,
  );
  expect(missesWhatIsAsked("what was paid for the building?", "Islington was bought early.", "Islington")).toBe(true);
});

test("'the name of X' asks for X", () => {
  expect(askedFor("what is the name of your logistics partner?")).toEqual(termsOf("your logistics partner"));
});

test("a figure asked for beside the question ('rough percentage is fine') is missed by a reply without one", () => {
  const ask = "how big is the procurement markup on the items you source?";
  const message = `${ask} rough percentage is fine.`;
  const words = "The procurement markup is a markup on the items we procure for you.";
  expect(missesWhatIsAsked(ask, words, "Fee Structure", message)).toBe(true);
  expect(missesWhatIsAsked(ask, words, "Fee Structure")).toBe(false);
  expect(missesWhatIsAsked(ask, "The markup is 10% of the items' cost.", "Fee Structure", message)).toBe(false);
  // "How much" told of the visitor's case, before another question, asks no figure.
  const services = "what services do you offer?";
  const told = `i don't know how much to budget yet. ${services}`;
  expect(missesWhatIsAsked(services, "Development management and procurement.", "Services", told)).toBe(false);
});

test("a figure per square metre is missed by a reply that gives it per square foot only", () => {
  const sqft = "Hackney Wick's capex was £4.2m (£135/sq ft).";
  expect(missesWhatIsAsked("what's that per square metre?", sqft, "Hackney Wick")).toBe(true);
  expect(missesWhatIsAsked("and per sqm?", sqft, "Hackney Wick")).toBe(true);
  expect(missesWhatIsAsked("what's that per square metre?", "About 2,300 m² in all.", "Scheme")).toBe(false);
  expect(missesWhatIsAsked("what did it cost per sq ft?", sqft, "Hackney Wick")).toBe(false);
});

test("a cost broken down trade by trade is not on the site, which gives totals: a reply with the total misses it", () => {
  const total = "The three projects cost £36m in development costs, against a UK benchmark of £45.2m.";
  for (const q of [
    "can i get a trade-by-trade breakdown of the £36m development costs?",
    "is there an itemised cost list for islington?",
    "what's the cost breakdown for islington?",
  ])
    expect(missesWhatIsAsked(q, total, "Project Summary"), q).toBe(true);
  expect(missesWhatIsAsked("what did the three projects cost?", total, "Project Summary")).toBe(false);
});

test("a rate or percentage asked as 'what is your … percentage?' is missed by a reply without a figure", () => {
  const reply = "The management fee is a percentage of the total development value.";
  expect(missesWhatIsAsked("what is your management fee percentage?", reply, "Fees")).toBe(true);
  const stated = "The management fee percentage is 2% of the total development value.";
  expect(missesWhatIsAsked("what is your management fee percentage?", stated, "Fees")).toBe(false);
});

test("whether our projects ran over budget or late is not on the site; cost overruns in general are", () => {
  const listed = "Our three recent projects are Hackney Wick, Islington and Southwark.";
  expect(
    missesWhatIsAsked("have any of your projects ever cost overruns or finished late? which ones?", listed, ""),
  ).toBe(true);
  expect(
    missesWhatIsAsked(
      "tell me about cost overruns on big projects",
      "In our article: cost overruns start when design is left open and packages are bought late.",
      "",
    ),
  ).toBe(false);
});
