import { expect, test } from "vitest";
import { normalise } from "./normalise.ts";

/** Each message, as the assistant reads it. */
function expectRead(pairs: [typed: string, read: string][]) {
  for (const [typed, read] of pairs) expect(normalise(typed).text, typed).toBe(read);
}

test("text-speak, contractions and common misspellings are spelt out", () => {
  expect(normalise("r u guys cheaper than ur competitors?").text).toBe("are you guys cheaper than your competitors?");
  expect(normalise("What's the procurment process? Don't you use D&B?").text).toBe(
    "what is the procurement process? do not you use design and build?",
  );
  // Question words typed without their vowels or with two letters swapped, which concepts are found by.
  expect(normalise("how lng dose a normal job take").text).toBe("how long does a normal job take");
  expect(normalise("how mch wen u start").text).toBe("how much when you start");
});

test("areas and budgets are read as numbers however they are written, and kept as typed", () => {
  const area = (text: string) => normalise(text).quantities.find((q) => q.kind === "area");
  const money = (text: string) => normalise(text).quantities.find((q) => q.kind === "money");
  expect(area("about 40,000 sq ft")?.value).toBe(40_000);
  expect(area("roughly 40k sqft")).toMatchObject({ value: 40_000, typed: "40k sqft" });
  expect(area("38000 square feet")?.value).toBe(38_000);
  expect(area("about 29,000 sq ft. Is that too small?")?.typed).toBe("29,000 sq ft");
  expect(area("is 40k too big for you")?.value).toBe(40_000);
  expect(Math.round(area("3,000 sqm")?.value ?? 0)).toBe(32_292);
  expect(money("a budget of £5m")?.value).toBe(5_000_000);
  expect(money("5 million budget")?.value).toBe(5_000_000);
  expect(money("spend 40k on it")?.value).toBe(40_000);
  expect(money("£7,500,000")?.value).toBe(7_500_000);
});

test("'usually' is the site's 'typically', and how the answer should be put is not what is asked", () => {
  expect(normalise("how long do jobs usually take?").text).toBe("how long do jobs typically take?");
  expect(normalise("what's your average saving").text).toBe("what is your typical saving");
  expect(normalise("What is novation, in plain English?").text).toBe("what is novation, ?");
  expect(normalise("explain like I'm five: what is a DM").text).toBe(": what is a development manager");
  expect(normalise("novation in layman's terms").text).toBe("novation");
  expect(normalise("what rights do i have? just list them").text).toBe("what rights do i have?");
  // A rate per foot is per sq ft; "afoot" is a word of its own.
  expect(normalise("what did it cost per foot, or £200/ft?").text).toBe(
    "what did it cost per sq ft, or £200 per sq ft?",
  );
  expect(normalise("changes afoot").text).toBe("changes afoot");
  // Units are words of their own: "sf" inside "transferred" is not square feet.
  expect(normalise("risk transferred to whom? 40,000sf").text).toBe("risk transferred to whom? 40,000 sq ft");
  // "In a nutshell" asks for the overview, so it stays.
  expect(normalise("in a nutshell, who are you?").text).toBe("in a nutshell, who are you?");
});

test("an idiom whose words mean something else on the site is read as meant", () => {
  expect(normalise("and the last phase, who's in charge there?").text).toBe(
    "and the last phase, who is responsible there?",
  );
});

test("a step or stage counted in words or as an ordinal is numbered as the pages number them", () => {
  expectRead([
    ["step two is about what?", "step 2 is about what?"],
    ["what's the second step?", "what is the step 2?"],
    ["and the 3rd stage", "and the stage 3"],
    // Phases have names, not numbers; "the first step" is as often the start of anything.
    ["phase one", "phase one"],
    ["what's the first step to working with you?", "what is the first step to working with you?"],
    // Not a step: "first" and "one" elsewhere stay as they are.
    ["first, is there one step I can skip?", "first, is there one step i can skip?"],
  ]);
});

test("'can't', 'won't' and 'shan't' are spelt out whole", () => {
  expectRead([
    ["I can't get to site", "i cannot get to site"],
    ["won't it cost more? shan't we wait?", "will not it cost more? shall not we wait?"],
    ["we didn't", "we did not"],
  ]);
});

test("text-speak numbers and abbreviations are read as the words they stand for", () => {
  expectRead([
    ["5 mil project 2 small?", "5 mil project too small?"],
    ["where do i sign up 4 ur newsletter", "where do i sign up for your newsletter"],
    ["do u work outside ldn", "do you work outside london"],
    // Numbers that are numbers stay: "2 storeys", "4 doors", "2 large office buildings".
    ["2 storeys and 4 doors", "2 storeys and 4 doors"],
    ["we own 2 large office buildings", "we own 2 large office buildings"],
  ]);
});

test("American building words are read as the site says them", () => {
  expectRead([
    ["is it design-build?", "is it design and build?"],
    ["who picks the GC?", "who appoint by tender the main contractor?"],
    ["are you an owner's rep?", "are you an development manager?"],
    ["who does the punch list?", "who does the snagging?"],
    ["what square footage?", "what floor area?"],
    ["a tenant build-out", "a fit-out"],
  ]);
});

test("'British' and 'Britain' are the site's 'UK'; British Standards keep their name and are the site's 'BS'", () => {
  expectRead([
    ["what were british suppliers quoting?", "what were uk suppliers quoting?"],
    ["do you work across great britain?", "do you work across the uk?"],
    ["are the doors to british standards?", "are the doors to british standards bs?"],
  ]);
});

test("'wats' and 'wots' are 'what is' (not the stem of 'water')", () => {
  expectRead([
    ["wats ur fee", "what is your fee"],
    ["wots the markup", "what is the markup"],
  ]);
});

test("what is taken without the visitor typing it in is what is collected automatically", () => {
  expectRead([
    ["what do you record without me typing anything in?", "what do you record collected automatically?"],
    ["data you keep without us filling in a form", "data you keep collected automatically"],
  ]);
});

test("'qs' counted in the FAQ are its questions; a QS who reckons is a quantity surveyor", () => {
  expectRead([
    ["how many qs in the faq", "how many questions in the faq"],
    ["how many q's are on your FAQ?", "how many questions are on your faq?"],
    ["my qs reckons the design is gold plated", "my quantity surveyor reckons the design is gold plated"],
  ]);
});

test("'5 and a half mil' is £5.5m, written in figures as the rest of the number is", () => {
  expect(normalise("think it was like 5 and a half mil?").quantities).toEqual([
    { kind: "money", value: 5_500_000, typed: "5.5 mil" },
  ]);
  expect(normalise("we have 2 and a half thousand sq ft").text).toContain("2.5 thousand sq ft");
  expect(normalise("an hour and a half").text).toContain("an hour and a half");
});

test("a label before the question keeps its topic and drops the word 'question'", () => {
  expect(normalise("GDPR question — what rights do I have?").text).toBe("gdpr what rights do i have?");
  expect(normalise("Quick question: do you work outside London?").text).toBe("quick do you work outside london?");
  // A question about questions keeps its words.
  expect(normalise("I have a question about the privacy policy").text).toContain("question");
});

test("'id like' is 'I'd like' typed without its apostrophe", () => {
  expect(normalise("id like to connect before we tender").text).toBe("i would like to connect before we tender");
  expect(normalise("what id do I quote?").text).toContain("what id do");
});

test("'projekt' is read as 'project', as visitors writing from other languages spell it", () => {
  expect(normalise("wich projekt has epc b").text).toBe("which project has epc b");
});

test("'on my phone' is the device, but 'with my phone number' is the number", () => {
  expect(normalise("does it work on my phone?").text).toContain("on a small screen");
  expect(normalise("what do you do with my phone number?").text).toContain("my phone number");
  expect(normalise("what do you do with my mobile phone number?").text).toContain("my mobile phone number");
});

test("a job applied for is a vacancy, not a project", () => {
  expect(normalise("how do I apply for a job with you?").text).toBe("how do i apply for vacancies with you?");
  expect(normalise("how long does a job take?").text).toBe("how long does a job take?");
  expect(normalise("does the warranty apply to the job?").text).toBe("does the warranty apply to the job?");
});

test("a contractor picked or chosen is one appointed by tender, as the site says", () => {
  expect(normalise("how do you pick the contractor?").text).toBe("how do you appoint by tender the contractor?");
  expect(normalise("pick a step").text).toBe("pick a step");
});

test("'what exactly' asks what, and 'exact' elsewhere is kept", () => {
  expect(normalise("What exactly does a development manager do?").text).toBe("what does a development manager do?");
  expect(normalise("the exact fee").text).toBe("the exact fee");
});

test("'non-London' is outside London, and a terse question asked back to front is put the right way round", () => {
  expectRead([
    ["r u open to non london jobs", "are you open to outside london jobs"],
    ["any non-UK work?", "any outside uk work?"],
    ["studios how many", "how many studios"],
    ["southwark how long?", "how long southwark"],
    // Not a whole question ending in "how many": only a terse one put back to front.
    ["I wonder, for the studios, how many", "i wonder, for the studios, how many"],
  ]);
});

test("a compound typed as two words is read as one", () => {
  expectRead([
    ["is there a news letter", "is there a newsletter"],
    ["is the web site accessible", "is the website accessible"],
    ["are you on linked in or whats app?", "are you on linkedin or whatsapp?"],
    ["what app do i need for the building?", "what app do i need for the building?"],
    ["send an e mail", "send an email"],
  ]);
});

test("a party brought on board is appointed, not shipped", () => {
  expectRead([
    ["when is the builder brought on board?", "when is the builder appointed?"],
    ["should we get you on board early", "should we appoint you early"],
    ["when do you bring the main contractor on board?", "when do you appoint the main contractor?"],
    // Not a party: comments taken on board are considered, sensors on board are fitted, goods on board are shipped.
    ["will you take our comments on board?", "will you take our comments on board?"],
    ["does it read the onboard sensors?", "does it read the onboard sensors?"],
    ["goods loaded on board the ship", "goods loaded on board the ship"],
  ]);
});

test("'people like me' is the kind the visitor said they are", () => {
  expectRead([
    ["i'm a fire engineer. do you hire people like me?", "i am a fire engineer. do you hire fire engineers?"],
    ["as a supplier, do you buy from firms like ours?", "as a supplier, do you buy from suppliers?"],
    [
      "im an approved inspector. do u appoint ppl like me?",
      "i am an approved inspector. do you appoint approved inspectors?",
    ],
    // Nothing said of who they are: the words stay.
    ["do you work with people like me?", "do you work with people like me?"],
    [
      "i am not an architect. do you work with people like me?",
      "i am not an architect. do you work with people like me?",
    ],
    [
      "i am writing as my architect suggested. do you work with people like me?",
      "i am writing as my architect suggested. do you work with people like me?",
    ],
  ]);
});

test("the team that consultants are named with is the consultant team, unless it is the firm's", () => {
  expectRead([
    [
      "which consultants will i need? who is on the team?",
      "which consultants will i need? who is on the consultant team?",
    ],
    ["are your consultants on your team?", "are your consultants on your team?"],
    ["who is on the team?", "who is on the team?"],
    // The firm's people: met, counted.
    ["i work with consultants. can i meet the team?", "i work with consultants. can i meet the team?"],
    ["do you use specialists? how big is the team?", "do you use specialists? how big is the team?"],
  ]);
});

test("the records' own words typed in a hurry are spelt out: 'totl sq ft deliverd', 'capx', 'projcts'", () => {
  expect(normalise("totl sq ft deliverd?").text).toContain("total sq ft delivered");
  expect(normalise("whats the capx on ur projcts").text).toContain("capex");
  expect(normalise("whats the capx on ur projcts").text).toContain("projects");
});

test("rate rises are the interest rate's and guiding tenets are principles; a rate that changes and an article's main ideas are not", () => {
  expect(normalise("any articles on rate rises?").text).toContain("interest rate rises");
  expect(normalise("will the rate change if the project grows?").text).not.toContain("interest");
  expect(normalise("what are your guiding tenets?").text).toContain("key principles");
  expect(normalise("what are the main ideas of the article?").text).not.toContain("principles");
});

test("whereabouts, building spend, top billing and a form that empties itself are read as the site says them", () => {
  expect(normalise("Whereabouts in the country do you work?").text).toBe("where in the country do you work?");
  expect(normalise("how much building spend has gone through your hands?").text).toContain("capital expenditure");
  expect(normalise("which article gets top billing?").text).toBe("which article gets featured?");
  expect(normalise("does the form empty itself afterwards?").text).toBe("does the form clear afterwards?");
  expect(normalise("is the fridge empty?").text).toBe("is the fridge empty?");
});

test("who is asking, said before a dash, is apart from the question", () => {
  expect(normalise("SEO consultant here – where do the results show up?").text).toBe(
    "seo consultant here. where do the results show up?",
  );
  expect(normalise("Architect here: do you novate the design team?").text).toBe(
    "architect here. do you novate the design team?",
  );
  // A dash inside the question is left as it is.
  expect(normalise("what does the fee cover - and what not?").text).toBe("what does the fee cover - and what not?");
});

test("a margin or uplift on what is bought in is the procurement markup, and managing to get a price is getting it", () => {
  expect(normalise("do you stick a margin on the materials you buy in?").text).toContain("markup on the materials");
  expect(normalise("what does that uplift on bought-in gear pay for?").text).toBe(
    "what does that markup on procured gear pay for?",
  );
  // A rate asked for stays one: the markup's percentage is not on the site.
  expect(normalise("what is your markup percentage on procured items?").text).toBe(
    "what is your markup percentage on procured items?",
  );
  expect(normalise("a rental uplift on the building?").text).toContain("uplift");
  // Cuts made on the materials are savings, not a markup.
  expect(normalise("did you make cuts on the materials?").text).toContain("cuts on the materials");
  expect(normalise("what did you manage to get them for?").text).toBe("what did you get them for?");
  expect(normalise("how do you manage the contractor?").text).toBe("how do you manage the contractor?");
});

test("leaving a field blank asks whether it is optional, and a firm's name is the company field", () => {
  expect(normalise("on the form, do i have to give my firm's name or can i leave it blank?").text).toBe(
    "on the form, do i have to give company or is it optional?",
  );
  expect(normalise("can i leave the company field empty?").text).toBe("is the company field optional?");
  // Not a thing left empty or out of a project, nor the firm's own name.
  expect(normalise("can we leave the building empty during the works?").text).toBe(
    "can we leave the building empty during the works?",
  );
  expect(normalise("could we leave the architect out?").text).toBe("could we leave the architect out?");
  expect(normalise("what is the name of the firm?").text).toBe("what is the name of the firm?");
});

test("the metal runs that carry the wiring, the buying process's chunks and the ideas behind how a build is run", () => {
  expect(normalise("the metal runs that carry all the wiring").text).toBe("the cable trays");
  expect(normalise("what are the big chunks the buying process gets broken into?").text).toBe(
    "what are the phases the procurement process gets broken into?",
  );
  expect(normalise("what are the main ideas behind how you run a build?").text).toBe(
    "what are the key principles behind how you run a build?",
  );
  expect(normalise("what are the main ideas of the article?").text).toBe("what are the main ideas of the article?");
  expect(normalise("wheres it").text).toBe("where is it");
});

test("the most recently completed, or last delivered, is the most recent", () => {
  expect(normalise("what is your most recently completed scheme?").text).toBe("what is your most recent scheme?");
  expect(normalise("what was the last delivered project?").text).toBe("what was the most recent project?");
  expect(normalise("what was the last step?").text).toBe("what was the last step?");
});

test("greener buildings are sustainable ones, buying stories are case studies, a messaging app is WhatsApp and a builder comes on board", () => {
  expect(normalise("do you make buildings greener?").text).toBe("do you make buildings more sustainable?");
  expect(normalise("how much did those two buying stories save?").text).toBe(
    "how much did those two case studies save?",
  );
  expect(normalise("the green messaging-app button").text).toBe("the green whatsapp button");
  expect(normalise("when the builder comes on board").text).toBe("when the builder is appointed");
});

test("buying, recent, chunks and messaging apps are rewritten only where they mean the site's things", () => {
  expect(normalise("we bought in southwark in 2022").text).toBe("we bought in southwark in 2022");
  expect(normalise("is there a markup on bought in materials?").text).toContain("procured materials");
  expect(normalise("the last finished project i ran went 3 months over").text).toContain("last finished project");
  expect(normalise("what was your last completed scheme?").text).toBe("what was your most recent scheme?");
  expect(normalise("can you break the fee into chunks?").text).toContain("chunks");
  expect(normalise("we use a messaging app like slack").text).toContain("messaging app");
  expect(normalise("the green messaging app button").text).toBe("the green whatsapp button");
});

test("an energy certificate's grade is the EPC rating, and a surname the form's last name", () => {
  expect(normalise("which got the best energy certificate grade?").text).toBe("which got the best epc rating?");
  expect(normalise("what if i leave my surname out?").text).toBe("what if i leave my last name out?");
});
