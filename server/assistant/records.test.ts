import { expect, test } from "vitest";
import { deliveryPlaybook } from "#content/playbooks.ts";
import { understand } from "./question.ts";
import {
  answerAsBig,
  answerCaseStudiesFigures,
  answerCaseStudyFact,
  answerConsultantRoles,
  answerContractualPosition,
  answerDemo,
  answerFeaturedPost,
  answerFee,
  answerFigureCheck,
  answerFounders,
  answerInSequence,
  answerPhases,
  answerPostByDate,
  answerPostNamedBefore,
  answerPostOnTopic,
  answerPrinciplesOfTopic,
  answerPrivacyRights,
  answerProcurementMatter,
  answerProjects,
  answerScale,
  answerSimilar,
  answerStep,
  answerTimescale,
  answerTotals,
  asksForSimilar,
  describesLikeOfStudy,
} from "./records.ts";
import { exchange } from "./test-support.ts";

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

test("what is typical of the firm is not a question about the three projects", () => {
  expect(answerProjects(understand("What size are the projects you typically take on?"))).toBeNull();
  expect(answerProjects(understand("how long r ur projects usually"))).toBeNull();
  expect(answerProjects(understand("What size were your recent projects?"))?.text).toContain("Hackney Wick");
});

test("a total asked for is the firm's whole record, but the total development value is the fee's measure", () => {
  expect(answerTotals(understand("capex delivered total"))?.text).toBe(
    "In total we have delivered £250m of capital expenditure and over 1,000,000 sq ft of space.",
  );
  expect(answerTotals(understand("is the fee a share of the total development value?"))).toBeNull();
});

test("a list of one value of every project ('the purchase prices for all three') is a list of the projects", () => {
  expect(answerProjects(understand("List the capex costs for all three projects"))?.text).toMatch(
    /^Our three recent projects are Hackney Wick, Islington and Southwark: Hackney Wick: capex £4\.2m/,
  );
});

test("the floor area asked of the whole record, or of the three projects, is their total", () => {
  expect(answerTotals(understand("how much floor area have you delivered altogether?"))?.text).toBe(
    "In total we have delivered over 1,000,000 sq ft of space and £250m of capital expenditure.",
  );
  expect(answerTotals(understand("what floor area did your three recent projects come to?"))?.text).toBe(
    "The three recent projects came to 103,000 sq ft, ranging from 28,000-44,000 sq ft each.",
  );
});

test("'any experience with…' is answered 'yes' only for a project like the scheme", () => {
  expect(answerSimilar(understand("Do you have any experience with a 200,000 sq ft hospital?"))).toMatchObject({
    partial: true,
    text: expect.stringMatching(/^The nearest of our three recent projects is Islington\./),
  });
  expect(answerSimilar(understand("We have 30,000 sq ft of shell and core. Done anything similar?"))?.text).toMatch(
    /^Yes: the closest of our projects is Hackney Wick\./,
  );
});

test("a walkthrough's step asked for by its number is that playbook's step", () => {
  expect(answerStep(understand("What happens at step two of the delivery playbook?"))?.text).toMatch(
    /^Delivery step 2, Design Control: We appoint and lead the design team/,
  );
  expect(answerStep(understand("and the 5th step of procurement?"))?.text).toMatch(
    /^Procurement step 5, Check Each Stage of Manufacture:/,
  );
  // Without a playbook to count in, or past its last step, there is no such step.
  expect(answerStep(understand("what is step 2?"))).toBeNull();
  expect(answerStep(understand("what is step 8 of the delivery playbook?"))).toBeNull();
});

test("a visitor's own case, told with its cost or quantity and no question, asks whether we have met the like", () => {
  expect(describesLikeOfStudy(understand("Our engineer has drawn miles of cable tray and the quote is painful."))).toBe(
    true,
  );
  expect(describesLikeOfStudy(understand("My co-investor is uneasy about paying for doors in a factory."))).toBe(false);
  expect(describesLikeOfStudy(understand("Our cable tray quote is painful. Is that normal?"))).toBe(false);
});

test("what a project cost, asked beside something else ('how long and how much?'), adds what was paid", () => {
  const both = answerProjects(understand("hackney wick - how long + how much??", []))?.text ?? "";
  expect(both).toContain("delivered in 6 months");
  expect(both).toContain("bought for £5m");
  expect(both).toContain("capex was £4.2m");
  // A price already named is what is asked: the rate alone, not the purchase too.
  const rate = answerProjects(understand("what was islington's rate per sq ft and how much was that?", []))?.text ?? "";
  expect(rate).not.toContain("bought for");
});

test("what the firm completed in a year is a question about the projects", () => {
  for (const q of ["What did you complete in 2023?", "what have you delivered in 2023?"])
    expect(answerProjects(understand(q, []))?.text, q).toContain("Hackney Wick and Islington were completed in 2023");
});

test("the development costs asked for are the three projects' total against the UK benchmark; the fee is not", () => {
  const costs = answerTotals(understand("What were the total development costs?", []))?.text ?? "";
  expect(costs).toContain("£36m in development costs");
  expect(costs).toContain("£45.2m");
  expect(answerTotals(understand("how is the fee worked out on development costs?", []))).toBeNull();
});

test("the projects are ranked by their energy rating, A the best, and by what only they record", () => {
  const best = answerProjects(understand("which project has the best energy rating?"))?.text ?? "";
  expect(best).toMatch(/^Islington and Southwark have the best EPC rating/);
  expect(answerProjects(understand("which of your projects has the lowest epc rating"))?.text).toMatch(
    /^Hackney Wick has the lowest EPC rating/,
  );
  // Capex per sq ft is recorded only of the projects: asked alone, it is still theirs.
  expect(answerProjects(understand("lowest capex per sq ft out of the three?"))?.text).toMatch(
    /^Hackney Wick has the lowest capex per sq ft/,
  );
  // "Best" ranks only a rating the question names.
  expect(answerProjects(understand("what's your best project?"))?.text ?? "").not.toMatch(/EPC/);
});

test("'the three on your projects page', after a question about what is typical, asks the same of each project", () => {
  const history = exchange("How long does a typical project take?", "Typical delivery is 6-7 months.");
  const reply = answerProjects(understand("was that true for the three on your projects page?", history))?.text ?? "";
  expect(reply).toContain("Islington: delivered in 7 months");
});

test("a length of time the visitor asks us to meet is set against our typical programme and the three projects'", () => {
  const quick = answerTimescale(understand("Can you really turn round a 30,000 sqft refurb in six months??"));
  expect(quick?.text).toMatch(/^Your six months is in line with our typical programme of 6-7 months\./);
  expect(quick?.text).toContain("Islington (44,000 sq ft) 7 months");
  expect(quick?.partial).toBe(true);
  expect(answerTimescale(understand("is 4 months realistic for a fit-out?"))?.text).toMatch(
    /shorter than any of our three recent projects took/,
  );
  expect(answerTimescale(understand("a tenant wants in within 8 months, can you do it?"))?.text).toMatch(
    /^Our typical programme of 6-7 months fits within your 8 months/,
  );
  // Not a question of whether a time can be met, nor one of our projects' own.
  expect(answerTimescale(understand("how long does a typical project take?"))).toBeNull();
  expect(answerTimescale(understand("did islington take 7 months?"))).toBeNull();
});

test("a project named in the message, then a value asked of it, is that project; so is the building 'you refurbished'", () => {
  expect(
    answerProjects(
      understand("Southwark looks more expensive per foot than the others. What was the rate and total capex?"),
    )?.text,
  ).toContain("£225/sq ft");
  const tenant = answerProjects(
    understand("I'm leasing a floor in the Hackney Wick building you refurbished. What standard was it finished to?"),
  );
  expect(tenant?.text).toContain("CAT A+");
  // The visitor's own place, named with nothing of ours, is theirs.
  expect(answerProjects(understand("We own a building in Islington. What would the capex be?"))).toBeNull();
});

test("'what was done to it' is a project's condition, and 'your London jobs' are the projects", () => {
  expect(answerProjects(understand("Which project was cheapest to buy, and what was done to it?"))?.text).toContain(
    "Shell & Core to CAT A+",
  );
  const rates = answerProjects(understand("What capex per foot have you delivered on your London jobs?"))?.text ?? "";
  for (const rate of ["£135/sq ft", "£168/sq ft", "£225/sq ft"]) expect(rates).toContain(rate);
});

test("a superlative put to be confirmed of one project is confirmed or corrected against the three", () => {
  expect(answerProjects(understand("So Southwark was your biggest at 44,000 sq ft, right?"))?.text).toMatch(
    /^No: Islington is the largest of our three recent projects\. Islington: 44,000 sq ft\./,
  );
  expect(answerProjects(understand("islington was the biggest yeah?"))?.text).toMatch(/^Yes: Islington is the largest/);
  expect(answerProjects(understand("which was your quickest job?"))?.text).toMatch(
    /^Hackney Wick and Southwark are the quickest/,
  );
  // A question about one project, with no superlative, is that project's.
  expect(answerProjects(understand("how big was southwark?"))?.text).toBe("Southwark is 28,000 sq ft.");
});

test("a question that goes on from the reply's figure ('across how much floor space?') asks the totals of that figure", () => {
  const history = exchange("How much have you saved clients?", "£9.2m has been saved across a portfolio of projects.");
  const reply = answerTotals(understand("across how much floor space and over what period?", history))?.text ?? "";
  expect(reply).toContain("28 months");
  expect(reply).toContain("103,000 sq ft");
  // A question of its own, after the same reply, is not about those totals.
  expect(answerTotals(understand("how long does a typical project take?", history))).toBeNull();
});

test("'first time doing a project' ranks nothing; 'your first project' is the earliest", () => {
  expect(
    answerProjects(understand("what does a development manager actually do? first time doing a project")),
  ).toBeNull();
  expect(answerProjects(understand("which was your first project?"))?.text).toMatch(/are the earliest/);
});

test("the procurement's phases are answered in order, or the one asked for by its place, with its walkthrough steps", () => {
  const all = answerPhases(understand("what are the stages of your procurement method, briefly"));
  expect(all?.text).toMatch(
    /^Our procurement runs in 4 phases: Pre-Procurement, Manufacturing, In Transit and On Site\./,
  );
  expect(all?.text).toContain("3, 6, 7 and 4 steps");
  expect(all?.url).toBe("/procurement-playbook#the-nine-steps-of-procurement");
  expect(answerPhases(understand("what's the final phase in your procurement steps?"))?.text).toMatch(
    /^On Site is the last of the 4 phases.*Receive, Store and Install \(step 9\)/,
  );
  expect(answerPhases(understand("which phase comes last in procurement?"))?.text).toMatch(/^On Site is the last/);
  expect(answerPhases(understand("and the first phase?"))).toBeNull();
  expect(
    answerPhases(understand("and the first phase?", exchange("how does procurement work?", "In 9 steps."))),
  ).not.toBeNull();
  // A phase named by its name, a step's stage checks, RIBA's stages and the delivery walkthrough are not this.
  for (const message of [
    "which steps are in the manufacturing phase of procurement?",
    "what are the stage checks in procurement?",
    "which RIBA stages does your procurement cover?",
    "what are the stages of your delivery playbook?",
  ])
    expect(answerPhases(understand(message)), message).toBeNull();
});

test("asked whether we have done anything as big, the project nearest the visitor's size that reaches it answers", () => {
  const forty = answerAsBig(understand("My site is about 40,000 sq ft. Have you done anything that big?"));
  expect(forty?.text).toMatch(/^Yes: Islington is 44,000 sq ft, and your 40,000 sq ft is within our typical/);
  expect(forty?.url).toBe("/projects#islington");
  expect(answerAsBig(understand("we have a 30,000 sq ft office, have you done one as big?"))?.text).toMatch(
    /^Yes: Hackney Wick is 31,000 sq ft/,
  );
  const seventy = answerAsBig(understand("we have 70,000 sq ft, done anything that large?"));
  expect(seventy?.text).toMatch(
    /^Our largest recent project is Islington, at 44,000 sq ft, and your 70,000 sq ft is above/,
  );
  expect(seventy?.partial).toBe(true);
  // "That size" asks for the like of it (answerSimilar), and no size given asks nothing of ours.
  expect(answerAsBig(understand("around 30k sq ft. have you done anything around that size?"))).toBeNull();
  expect(answerAsBig(understand("have you done anything that big?"))).toBeNull();
});

test("what the projects came to together is the totals' sum, not each project's figure", () => {
  expect(answerProjects(understand("What's the total floor area across the projects you show?"))).toBeNull();
  expect(answerTotals(understand("What's the total floor area across the projects you show?"))?.text).toMatch(
    /^The three recent projects came to 103,000 sq ft/,
  );
  expect(answerTotals(understand("How much have you actually saved clients in total, in pounds?"))?.text).toMatch(
    /^Across our three recent projects we saved £9\.2m over 103,000 sq ft/,
  );
  // The case studies' saving is theirs; a count of projects in total is not given by the site.
  expect(answerTotals(understand("How much have your case studies saved in total?"))?.text ?? "").not.toContain(
    "£9.2m",
  );
  expect(answerProjects(understand("how many projects have you completed in total?"))).not.toBeNull();
});

test("the article the blog features is answered from its records, when the blog is what is asked about", () => {
  for (const q of ["Which article is featured at the top of your insights page?", "which blog post is highlighted?"]) {
    const answer = answerFeaturedPost(understand(q));
    expect(answer?.text, q).toMatch(
      /^Our featured article “Lessons from the Federal Reserve's Headquarters Cost Overrun”/,
    );
    expect(answer?.url, q).toBe("/blog/federal-reserve-cost-overruns");
  }
  expect(
    answerFeaturedPost(understand("and which one is featured?", exchange("how many blog posts are there?", "4."))),
  ).not.toBeNull();
  expect(answerFeaturedPost(understand("what's featured on the home page?"))).toBeNull();
});

test("a figure the visitor gives of a project is checked against the project's card, saying whose figure it is", () => {
  const check = (q: string) => answerFigureCheck(understand(q))?.text;
  expect(check("was hackney wick the 44k sq ft one?")).toBe(
    "No: Hackney Wick's floor area was 31,000 sq ft. 44,000 sq ft was Islington's floor area.",
  );
  expect(check("is hackney wick the 44k one?")).toBe(
    "No: 44,000 sq ft is Islington's floor area; Hackney Wick's floor area was 31,000 sq ft.",
  );
  expect(check("capex on southwark - think it was like 5 and a half mil?")).toBe(
    "No: Southwark's capex was £6.3m. £5.5m was its purchase price.",
  );
  expect(check("was islington 44,000 sq ft?")).toBe("Yes: Islington's floor area was 44,000 sq ft.");
  // A figure of the visitor's own scheme, told before the question, is no check; nor is one that is no project's.
  expect(check("Our site's in Southwark too, 28,000 sq ft. What did you save on your Southwark job?")).toBeUndefined();
  expect(check("was southwark 90,000 sq ft?")).toBeUndefined();
});

test("a project is picked by its capex rate as by its other figures ('which project came in at £168 a foot?')", () => {
  expect(answerProjects(understand("Which project came in at £168 a foot?"))?.text).toMatch(
    /^Of our three recent projects, Islington came in at £168\/sq ft/,
  );
});

test("a principle by its place, and the one after or before a principle or step asked about just before", () => {
  const at = (q: string, history: ReturnType<typeof exchange> = []) => answerInSequence(understand(q, history))?.text;
  expect(at("What's the fourth procurement principle?")).toMatch(
    /^Procurement principle 4 of 6, Manufacturing with Stage Checks and QA: /,
  );
  expect(at("what's the second delivery principle?")).toMatch(/^Delivery principle 2 of 4, Hybrid Structure: /);
  const fourth = exchange("What's the fourth procurement principle?", "Manufacturing with stage checks and QA.");
  expect(at("and the fifth?", fourth)).toMatch(
    /^Procurement principle 5 of 6, Logistics Partner for Shipping and Customs/,
  );
  expect(at("what's next after that?", fourth)).toMatch(/^Procurement principle 5 of 6/);
  expect(
    at("and before that?", exchange("What's step 3 of the delivery playbook?", "Procurement Management.")),
  ).toMatch(/^Delivery step 2, Design Control: /);
  // Past the end, or with nothing asked before, there is no such place.
  expect(at("and the seventh?", fourth)).toBeUndefined();
  expect(at("what's next after that?")).toBeUndefined();
});

test("the phase before or after a named one, when the word of order governs it", () => {
  const services = exchange(
    "What stages are in the procurement summary?",
    "Pre-Procure, Manufacturing, Transit and On Site.",
  );
  expect(answerPhases(understand("what comes before Transit?", services))?.text).toMatch(
    /^Manufacturing comes before In Transit in our procurement's phases/,
  );
  expect(answerPhases(understand("which phase follows manufacturing in procurement?"))?.text).toMatch(
    /^In Transit comes after Manufacturing/,
  );
  expect(answerPhases(understand("who looks after the transit bit?", services))).toBeNull();
});

test("all three ranked from one end to the other come with the range the portfolio states", () => {
  expect(answerProjects(understand("what size buildings are in your portfolio, smallest to biggest"))?.text).toContain(
    "Together our three recent projects range from 28,000-44,000 sq ft.",
  );
  expect(answerProjects(understand("which is your biggest project?"))?.text).not.toContain("Together");
});

test("a follow-up ranking the projects the reply before listed is about the projects", () => {
  const listed = exchange(
    "what have you built recently?",
    "Three recent projects are shown: Hackney Wick, Islington and Southwark.",
  );
  expect(answerProjects(understand("which one was the biggest and how big", listed))?.text).toMatch(
    /^Islington is the largest of our three recent projects\./,
  );
});

test("an article on a topic named in the visitor's words, or in the site's words for the concept they name", () => {
  const blog = exchange("got a blog?", "Yes, the blog is called 'Industry Insights' and has four posts.");
  expect(answerPostOnTopic(understand("is there one about tech", blog))?.url).toBe(
    "/blog/smart-building-technology-trends-2025",
  );
  // A question that asks no topic names no article.
  expect(answerPostOnTopic(understand("how many articles are there in total?"))).toBeNull();
});

test("'what principles sit behind it?' gets the principles of the playbook the conversation was about", () => {
  const contractor = exchange(
    "who is the main contractor appointed under",
    "A novation agreement, with a design-and-build contract.",
  );
  expect(answerPrinciplesOfTopic(understand("what principles sit behind it?", contractor))?.text).toBe(
    "Our 4 key delivery principles are Central Management, Hybrid Structure, Risk Transfer and Controlled Delivery.",
  );
  const sourcing = exchange(
    "how do you source abroad?",
    "We benchmark in the UK, then source from vetted manufacturers.",
  );
  expect(answerPrinciplesOfTopic(understand("and the principles behind that?", sourcing))?.url).toBe(
    "/procurement-playbook#six-key-principles",
  );
  // Standing alone it is not a follow-up of this kind; naming its playbook, it is that playbook's, whatever came before.
  expect(answerPrinciplesOfTopic(understand("what principles sit behind it?"))).toBeNull();
  expect(answerPrinciplesOfTopic(understand("what are the procurement principles?", contractor))?.url).toBe(
    "/procurement-playbook#six-key-principles",
  );
});

test("the fourth phase, a phase after pre-procurement, a figure that is near but not ours, a size that is ours", () => {
  expect(answerPhases(understand("What's the fourth phase of procurement?"))?.text).toMatch(
    /^On Site is the fourth of the 4 phases/,
  );
  expect(answerPhases(understand("What phase comes after the pre-procurement phase?"))?.text).toMatch(
    /^Manufacturing comes after Pre-Procurement/,
  );
  expect(answerFigureCheck(understand("was islington's capex £7.2m?"))).toBeNull();
  expect(answerAsBig(understand("Have you done anything that big, like your 44,000 sq ft Islington one?"))).toBeNull();
  expect(answerAsBig(understand("it's 29,000 sq ft, have you done anything this big?"))?.text).toMatch(
    /^Yes: Hackney Wick is 31,000 sq ft/,
  );
});

test("what a project cost to buy and to build out, asked together, gives both prices", () => {
  const hackney = exchange("Which project did you do in Hackney Wick?", "Hackney Wick is a 31,000 sq ft project.");
  for (const message of [
    "what did it cost to buy and to build out",
    "what did you pay for it and what was the capex?",
  ]) {
    const text = answerProjects(understand(message, hackney))?.text ?? "";
    expect(text, message).toContain("£5m");
    expect(text, message).toContain("£4.2m");
  }
});

test("'what does it say about…?' follows up an article only when the reply before named one", () => {
  const named = exchange("which is the featured article?", "The featured article is the Federal Reserve post.");
  expect(answerPostNamedBefore(understand("what does it say about costs?", named))?.text).toContain("Federal Reserve");
  // Topics of the FAQ that share two words with an article's title name no article.
  const faq = exchange(
    "what topics are in your faq",
    "It covers savings, procurement, planning and quality versus cost.",
  );
  expect(answerPostNamedBefore(understand("what does it say about sustainability?", faq))).toBeNull();
});

test("a project's name as the place of the visitor's own building is no question about the project", () => {
  expect(
    answerProjects(understand("Our restaurant in Islington is about 6,000 sq ft, could you take a look?")),
  ).toBeNull();
  expect(answerProjects(understand("my flats at Southwark need 40 new windows. can u help"))).toBeNull();
  expect(answerProjects(understand("How big was the building you did in Islington?"))?.text).toContain("44,000 sq ft");
  expect(
    answerProjects(understand("Our office is in Southwark too, how long did your Southwark job take?"))?.text,
  ).toContain("6 months");
  expect(answerProjects(understand("We're in Southwark too: how long did your Southwark job take?"))?.text).toContain(
    "6 months",
  );
});

test("'can you help?' with the visitor's floor area gets the verdict on its size", () => {
  expect(answerScale(understand("My pub is 9,000 sq ft. Can you help?"))?.text).toMatch(/^Your 9,000 sq ft is below/);
  expect(answerScale(understand("What can you help with?"))).toBeNull();
  expect(answerScale(understand("Our building is 9,000 sq ft. Can you help me understand your fees?"))).toBeNull();
  expect(answerScale(understand("It's 38,000 sq ft. Is that the kind of project you'd take on?"))?.text).toMatch(
    /^Yes: your 38,000 sq ft is within/,
  );
});

test("a project's planning or rating stated wrongly, to be confirmed, is not confirmed; asked as a question, it is answered", () => {
  const stated = answerProjects(understand("so Islington had no planning permission, am I right?", []))?.text ?? "";
  expect(stated).toMatch(/^No, I can't confirm that: Islington was delivered with planning permission\./);
  expect(stated.match(/delivered with planning permission/g)).toHaveLength(1);
  const rating = answerProjects(understand("Southwark came out at a C on its EPC rating, yes?", []))?.text ?? "";
  expect(rating).toMatch(/^No, I can't confirm that: Southwark achieved an EPC rating of A\./);
  // Stated rightly, or asked: the record, without a refusal.
  for (const question of ["Islington went through planning, yes?", "did Islington have no planning?"]) {
    const text = answerProjects(understand(question, []))?.text ?? "";
    expect(text).toContain("Islington was delivered with planning permission.");
    expect(text).not.toContain("can't confirm");
  }
});

test("a bare value asked after a reply naming one project ('year?') is that project's", () => {
  const history = [
    { role: "user" as const, content: "Which project had the highest capex per sq ft?" },
    { role: "assistant" as const, content: "Southwark, at £225/sq ft." },
  ];
  expect(answerProjects(understand("year?", history))?.text).toContain("Southwark was completed in 2024.");
  expect(answerProjects(understand("and the epc?", history))?.text).toContain("Southwark achieved an EPC rating of A.");
});

test("'any other savings on that one?' asks more of the same project; 'and the others?' asks of the rest", () => {
  const history = [
    { role: "user" as const, content: "southwark saving?" },
    { role: "assistant" as const, content: "£300k against the capex budget." },
  ];
  const more = answerProjects(understand("any other savings on that one besides the capex saving?", history))?.text;
  expect(more).toContain("£1m");
  expect(more).not.toContain("Hackney Wick");
  const rest = answerProjects(understand("and the others?", history))?.text ?? "";
  expect(rest).toContain("Hackney Wick");
  expect(rest).toContain("Islington");
});

test("from a review: 'the other sites' are the other projects; a question or an unrelated 'rated a' is no claim to refuse", () => {
  const history = [
    { role: "user" as const, content: "How long did Islington take?" },
    { role: "assistant" as const, content: "Islington was delivered in 7 months." },
  ];
  const rest = answerProjects(understand("And the other sites?", history))?.text ?? "";
  expect(rest).toContain("Hackney Wick");
  expect(rest).toContain("Southwark");
  for (const question of ["I want to know if Hackney Wick had planning", "Hackney Wick was rated a success, right?"])
    expect(answerProjects(understand(question, []))?.text ?? "", question).not.toContain("can't confirm");
  expect(answerProjects(understand("Hackney Wick got an A for energy, right?", []))?.text).toMatch(
    /^No, I can't confirm that: Hackney Wick achieved an EPC rating of B\./,
  );
});

test("a wrong planning fact stated as a belief or tagged, without a question mark, is still put to be confirmed", () => {
  for (const message of [
    "Hackney Wick had planning, didn't it",
    "So you're saying Hackney Wick had planning.",
    "Your site says Hackney Wick had planning.",
    "I think Hackney Wick had planning.",
  ])
    expect(answerProjects(understand(message, []))?.text, message).toMatch(/^No, I can't confirm that: Hackney Wick/);
});

test("a rating a project did not get picks the projects rated otherwise", () => {
  const reply = answerProjects(understand("which project didn't get an EPC A?"));
  expect(reply?.text).toMatch(/^Of our three recent projects, Hackney Wick did not achieve an EPC rating of A/);
  expect(answerProjects(understand("which projects got an EPC A?"))?.text).toMatch(/Islington and Southwark achieved/);
});

test("'have you done that kind of upgrade before?' of a scheme described is answered by the project most like it", () => {
  const upgrade = answerSimilar(
    understand(
      "Our office is shell and core and has to reach CAT A+ quickly. Have you done that kind of upgrade before?",
    ),
  );
  expect(upgrade?.text).toMatch(/^Yes: the closest of our projects is Hackney Wick\./);
  expect(answerSimilar(understand("have you ever converted a vacant office into studios?"))?.text).toMatch(/Islington/);
  // Nothing of a scheme named: no comparison.
  expect(answerSimilar(understand("have you ever taken on a planning appeal?"))).toBeNull();
});

test("the UK benchmark, or the three projects at UK rates, is the portfolio's figure, not the playbook's first step", () => {
  const benchmark = /£45\.2m/;
  for (const message of [
    "What was the UK benchmark figure for the three projects?",
    "What would the studio portfolio have cost at typical UK rates?",
  ])
    expect(answerProjects(understand(message)) ?? answerTotals(understand(message)), message).toMatchObject({
      text: expect.stringMatching(benchmark),
      url: "/projects#project-summary",
    });
  // Asked of the portfolio a moment before, with "that" standing for it.
  const history = exchange("How much did the studio projects cost to develop overall?", "£36m in development costs.");
  expect(
    answerTotals(understand("What was the UK benchmark figure you measured that against?", history))?.text,
  ).toMatch(benchmark);
  // A fee's rate is still the fee's.
  expect(answerTotals(understand("what rate is your management fee?"))).toBeNull();
});

test("a consultant named and asked after ('are building surveyors part of your team?') is placed in the Consultant Structure", () => {
  const surveyors = answerConsultantRoles(understand("Are building surveyors part of your team structure?"));
  expect(surveyors).toMatchObject({
    text: expect.stringMatching(
      /^Yes: in our Consultant Structure, the specialists we bring in as needed include Building/,
    ),
    url: "/delivery-playbook#consultant-structure",
  });
  // Named before the ask, pointed at by "they"; the trade's own names for them.
  const theirs = answerConsultantRoles(
    understand("I've already got an architect and a QS on board. Would they slot into your delivery structure?"),
  );
  expect(theirs?.text).toMatch(/the core team on every scheme includes Architects and QS & CA/);
  expect(answerConsultantRoles(understand("Do you bring in lawyers?"))?.text).toMatch(
    /the specialists we bring in as needed include Legals/,
  );
  // A consultant's work, who pays them, or a thing they have is another question, and so is one not of the firm.
  for (const message of [
    "What does a structural engineer do?",
    "Who pays the lawyers you bring in?",
    "Which architects do you use?",
    "Do the fire doors have fire safety certification?",
    "Do the planners have the final say on design?",
  ])
    expect(answerConsultantRoles(understand(message)), message).toBeNull();
  // Nor are the projects' records asked for when a party is: "who handles planning on your schemes?".
  expect(answerProjects(understand("Who handles planning on your schemes?"))).toBeNull();
});

test("'when was the newest one posted?' after the blog asks for its latest article by date", () => {
  const blog = exchange("What's on your blog?", "Four articles under Industry Insights.");
  expect(answerPostByDate(understand("when was the newest one posted?", blog))?.text).toMatch(
    /^Our most recent article is .*, published on 25 July 2025\.$/,
  );
});

test("'so what's the difference?' after the benchmark and the costs is the portfolio's saving", () => {
  const benchmark = exchange(
    "what's the UK benchmark figure you compare against?",
    "The project summary sets £45.2m at UK costs against £36m in development costs.",
  );
  expect(answerTotals(understand("so whats the difference", benchmark))?.text).toMatch(
    /^Across our three recent projects we saved £9\.2m/,
  );
  // A difference asked of something else is not the saving.
  expect(answerTotals(understand("Is there much difference between your completed schemes?"))).toBeNull();
  expect(answerTotals(understand("what's the difference between you and a project manager?", benchmark))).toBeNull();
});

test("the principles of the one playbook a question names are that playbook's, whatever else it says", () => {
  expect(
    answerPrinciplesOfTopic(understand("What are the key principles behind how you run delivery on site?")),
  ).toEqual({
    text: "Our 4 key delivery principles are Central Management, Hybrid Structure, Risk Transfer and Controlled Delivery.",
    url: "/delivery-playbook#four-key-delivery-principles",
  });
  expect(answerPrinciplesOfTopic(understand("what principles drive your procurement?"))?.url).toBe(
    "/procurement-playbook#six-key-principles",
  );
  // Both named: the content says which.
  expect(answerPrinciplesOfTopic(understand("what are the principles of procurement and delivery?"))).toBeNull();
});

test("the firm's capex delivered, and a figure near one of the three projects' totals, are answered from the totals", () => {
  const savings = exchange("What's your headline savings claim?", "Islington saved 40%; across three projects, £9.2m.");
  expect(answerProjects(understand("and capex delivered?", savings))).toBeNull();
  expect(answerTotals(understand("and capex delivered?", savings))?.text).toMatch(/^In total we have delivered £250m/);
  expect(answerTotals(understand("the benchmark was about 45 mil yeah?"))?.text).toContain("£45.2m");
  // The visitor's own budget near a total is theirs, not a question about ours.
  expect(answerTotals(understand("Our budget is about £9m. How long would the whole thing take with you?"))).toBeNull();
});

test("a building described 'in Hackney' ('3 storey block in Hackney') is the visitor's place, not our Hackney Wick", () => {
  expect(
    answerProjects(
      understand(
        "3 storey block in Hackney, 2,600 sqm. We want to source lighting from abroad. Walk me through how the procurement runs.",
      ),
    ),
  ).toBeNull();
  // Ours, named as ours, is still ours.
  expect(
    answerProjects(understand("A 40-unit scheme in Southwark: how long did your Southwark project take?"))?.text,
  ).toMatch(/Southwark/);
});

test("which parts of London the projects are in lists each project's place", () => {
  const reply = answerProjects(understand("which parts of London are your projects in?"))?.text ?? "";
  expect(reply).toContain("Hackney Wick: Hackney Wick, East London");
  expect(reply).toContain("Southwark: Southwark, South London");
});

test("a figure near one of the totals is checked only when put to be confirmed, not when the visitor's own", () => {
  expect(answerTotals(understand("How long would a £36m project take?"))).toBeNull();
});

test("every role of the Consultant Structure, by its own name, is placed where the content puts it", () => {
  const { core, specialist } = deliveryPlaybook.consultants;
  for (const role of [...core, ...specialist]) {
    const text = answerConsultantRoles(understand(`Are ${role.toLowerCase()} part of your team?`))?.text ?? "";
    const where = core.includes(role)
      ? "the core team on every scheme includes"
      : "the specialists we bring in as needed include";
    expect(text, role).toMatch(new RegExp(`${where} ${role.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  }
});

test("what a case study records is answered from the ledger, each thing asked in its own sentence", () => {
  const fact = (message: string, history = [] as ReturnType<typeof exchange>) =>
    answerCaseStudyFact(understand(message, history));
  const both = fact("What were UK suppliers quoting for the doors, and what did all 210 end up costing?");
  expect(both?.text).toContain("£11,000-£13,387 per door");
  expect(both?.text).toContain("£630,000");
  expect(both?.url).toBe("/case-studies/fire-rated-glazed-doors");
  // The standards and sign-off are on the case studies page's stats too: both are cited.
  const standards = fact("Did the imported fire doors meet UK standards, and did building control sign them off?");
  expect(standards?.text).toMatch(/E30\/E60.*BS 476.*building control and fire sign-off/);
  expect(standards?.also).toEqual(["/case-studies"]);
  expect(fact("what % less cable tray after your redesign?")?.text).toContain("(85% less)");
  // A follow-up that asks nothing of its own asks what the question before it did, of the study it names.
  const doorsPercent = exchange("What % did the fire door case study save?", "A 65% cost reduction.");
  expect(fact("and trays?", doorsPercent)?.text).toContain("45% cost reduction");
  const traySaving = exchange("What was the cable tray saving?", "£541,545 against the original quote.");
  expect(fact("how?", traySaving)?.text).toContain("1,500m of tray instead of 9,993m");
  const doorsSaving = exchange("What percentage did you save on the fire-rated glazed doors?", "65%.");
  expect(fact("and when was that done?", doorsSaving)?.text).toContain("London, 2023");
  // Nothing the study records asked for, or both studies: the page, or the comparison, answers.
  expect(fact("Tell me about the cable trays case study.")).toBeNull();
  expect(fact("Which saved more, the doors or the trays?")).toBeNull();
  expect(fact("When will our doors arrive on site?")).toBeNull();
  expect(fact("How much do you charge?")).toBeNull();
  // What the visitor's own job would need, and questions the study does not record, are not its facts.
  expect(fact("How many fire doors would a 6-storey block need?")).toBeNull();
  expect(fact("Can you source a door like that for my project?")).toBeNull();
  expect(fact("How were the cable trays installed?")).toBeNull();
  const doorsTotal = exchange("What did the fire doors cost in total?", "£630,000 against £2,500,000.");
  expect(fact("Did they get approved in the end?", doorsTotal)?.text ?? "").not.toContain("£630,000");
  expect(fact("How do you charge for procurement?", doorsTotal)).toBeNull();
});

test("who does a part of procurement, or how it is done, is answered by the principle that settles it, with its step of the walkthrough", () => {
  const principle = (message: string) => answerProcurementMatter(understand(message))?.text ?? "";
  expect(principle("Between the factory gates and the site, who takes charge of moving the goods?")).toMatch(
    /^Procurement principle 5 of 6, Logistics Partner for Shipping and Customs: .* In our walkthrough it is step 7, Ship Under Oversight, in the In Transit phase: Our logistics partner books the freight/,
  );
  expect(answerProcurementMatter(understand("how do u vet suppliers abroad"))?.url).toBe(
    "/procurement-playbook#six-key-principles",
  );
  // Its own step's method: vetting is how manufacturers are checked.
  expect(principle("how do u vet suppliers abroad")).toMatch(
    /step 2, Source and Vet Manufacturers.*test certificates, factory controls/,
  );
  // Two matters, two principles, each with its phase: transit, and (in that scene) what happens on site.
  const both = principle("Who handles things in transit, and who takes over on site?");
  expect(both).toMatch(/Logistics Partner for Shipping and Customs: .* It is part of the In Transit phase\./);
  expect(both).toMatch(/Main Contractor on Site: The main contractor manages inventory, risk and site coordination/);
  // Checks on the factories are its vetting and its stage checks.
  const checks = principle("What checks do you do on factories overseas before anything gets made?");
  expect(checks).toMatch(/International Sourcing and Vetting/);
  expect(checks).toMatch(/Manufacturing with Stage Checks and QA/);
  // "Before it's shipped" says when, not what: the question is the factory's quality, not the shipping.
  expect(principle("How do you make sure what the factory makes is right before it's shipped?")).toMatch(
    /^Procurement principle 4 of 6, Manufacturing with Stage Checks and QA/,
  );
  // The matter described, then pointed at.
  expect(principle("A container of our tiles is stuck at Felixstowe. Who deals with that?")).toMatch(
    /Logistics Partner/,
  );
  // Who pays for it is the fees' question; who is liable, a legal view; quality or stock of anything but goods is not
  // the factory's or the site's; quality against cost is the FAQ's; the whole process is the page's.
  for (const message of [
    "Who pays for shipping and customs on the stuff you import, is that extra?",
    "If a container gets held at customs for weeks, who pays the demurrage?",
    "Who is liable if goods are damaged in transit?",
    "How do you keep the quality of your reports high?",
    "Our last PM's QA reports were rubbish. How would you avoid that?",
    "how do you make sure the budget is right before we make a decision?",
    "who handles the stock market side, like funding?",
    "How does feasibility work for a new site I'm thinking of buying?",
    "who vets you? are you regulated by RICS?",
    "how do you balance quality against cost?",
    "Who signs off building regs on your projects?",
    "How does your procurement process work?",
    "how is the UK benchmark worked out for the case studies?",
  ])
    expect(answerProcurementMatter(understand(message)), message).toBeNull();
});

test("the consultants we bring in are found by the trade's everyday names, asked which, and followed up by a role alone", () => {
  const roles = (message: string, history: Parameters<typeof understand>[1] = []) =>
    answerConsultantRoles(understand(message, history))?.text ?? "";
  expect(roles("do u have fire safty people on the team or do i get my own")).toMatch(
    /specialists we bring in as needed include Fire Safety/,
  );
  expect(roles("Does your team include planning expertise?")).toMatch(/include Planning Consultants/);
  expect(roles("Building surveyor — do you use building surveyors, and in what capacity?")).toMatch(
    /include Building Surveyors/,
  );
  expect(roles("Do you also rope in the niche people — fire experts, inspectors, the legal side?")).toMatch(
    /include Fire Safety, Approved Inspectors and Legals/,
  );
  // Which of them, asked without a role: the whole structure.
  expect(roles("Which outside professionals do you normally line up for a typical build?")).toMatch(
    /^Our Consultant Structure brings a core team to every scheme and specialists as needed\. The core consultants are Architects/,
  );
  expect(roles("In your structure, are architects part of the core team or brought in as specialists?")).toMatch(
    /the core team on every scheme includes Architects/,
  );
  // The others than the one named: the whole structure.
  expect(roles("Apart from the architect, which other specialists do you bring in?")).toMatch(
    /^Our Consultant Structure/,
  );
  // A role alone after a question about another: whether we bring that one in too.
  const lawyers = exchange("do you bring lawyers in?", "Legals are among the specialist consultants.");
  expect(roles("and building control?", lawyers)).toMatch(/include Approved Inspectors/);
  // Who does it, not whether: no "yes" to an either-or.
  expect(roles("do you appoint the planning consultants or do I?")).toMatch(/^We bring them in: /);
  // No "yes" to a price, to the visitor's own advisers, to what they are pointed back at with "that", to advice on
  // their project, to a kind of role the structure does not name, or to a short follow-up asking something else.
  const structure = exchange(
    "which consultants do you bring in?",
    "Our Consultant Structure brings a core team to every scheme and specialists as needed.",
  );
  for (const [message, history] of [
    ["is building control included in your fee?", []],
    ["Do you work with my own solicitor?", []],
    ["My solicitor says the lease is fine. Do you include that in your service?", []],
    ["what experts do you think I need for a loft conversion?", []],
    ["Do you use planners who know Tower Hamlets?", []],
    ["What specialists do you have for heritage buildings?", []],
    ["who are your experts?", []],
    ["do we have to use your architect or can we bring our own?", []],
    ["are architects expensive?", structure],
    ["who pays the architects?", structure],
  ] as const)
    expect(roles(message, [...history]), message).toBe("");
  // Not a role: fire safety of a product; building control alone with nothing before; a visitor's own inspectors.
  expect(roles("Do you have fire safety certification for the doors you use?")).toBe("");
  expect(roles("and building control?")).toBe("");
  expect(roles("and building control?", exchange("how long did Islington take?", "Islington took 7 months."))).toBe("");
});

test("how a party is engaged, or whether we replace the builder, is answered from the delivery playbook's chart of contracts", () => {
  const position = (message: string) => answerContractualPosition(understand(message));
  const builder = position("Under what sort of arrangement does the builder get brought on board in your model?");
  expect(builder).toMatchObject({
    text: expect.stringMatching(
      /^The client contracts one main contractor to complete the design and build it.* The main contractor holds the design team \(novation agreement\)/,
    ),
    url: "/delivery-playbook#team-structure-and-contractual-relationships",
  });
  // The architect: its novation first, then the contract it is novated into.
  expect(position("what happens to my architect contractually once a builder is on board?")?.text).toMatch(
    /^The design team is appointed by the client for the early design, then novated to the main contractor/,
  );
  expect(position("where do subcontractors sit in your setup?")?.text).toMatch(
    /the subcontractors \(subcontracts\) and the trade package suppliers/,
  );
  // A contractor asking how it would be engaged.
  expect(position("I run a main contracting firm. How would we be engaged on one of your projects?")?.text).toMatch(
    /^The client contracts one main contractor/,
  );
  // Whether we are the builder: what we are, our appointment, and the contractor's.
  const replace = position("so do you replace the main contractor?");
  expect(replace?.text).toMatch(
    /^No, we are not the builder\. We are development partners .* not party to the building contract/,
  );
  expect(replace?.also).toEqual(["/about#what-we-do"]);
  for (const message of ["do you build?", "are you guys just a fancy main contractor?"])
    expect(position(message)?.text, message).toMatch(/^No, we are not the builder\./);
  for (const message of [
    "Under a JCT D&B 2016 contract, is my contractor liable for design defects after completion?",
    "what do you actually do day to day on a job? like are you the builders?",
    "Which contractor built the Islington project?",
    "What's in your contract with clients?",
    "why should we appoint you instead of just using a good contractor?",
    // Building somewhere, or something, is what we do, not whether we are the builder.
    "do you build in Kent?",
    // Replacing or building something other than the builder; when things go wrong; when in time.
    "do you replace windows?",
    "would you replace my project manager?",
    "do you cut out the middle man on materials?",
    "what happens to the deposit if the contractor goes bust?",
    "how do you deal with contractors who go over budget?",
    "my contractor wants a JCT contract, is that ok?",
    "when does the builder come in?",
  ])
    expect(position(message), message).toBeNull();
});

test("the projects' figures asked in visitors' words: per foot, ratings, what it cost to buy and to build, which of the three", () => {
  const projectsReply = (message: string) => answerProjects(understand(message))?.text ?? "";
  expect(projectsReply("which of the three was the cheapest to do up per foot?")).toMatch(
    /^Hackney Wick has the lowest capex per sq ft of our three recent projects/,
  );
  expect(projectsReply("What ratings have your finished projects hit?")).toMatch(/EPC/);
  const both = projectsReply("What did your Islington one cost to buy and to build?");
  expect(both).toContain("£8.2m");
  expect(both).toContain("£7.4m");
  const southwark = projectsReply("whats southwrk purchace price n capex");
  expect(southwark).toContain("£5.5m");
  expect(southwark).toContain("£6.3m");
  // "How long to build" is a duration, not a cost.
  expect(projectsReply("How long did Islington take to build?")).not.toContain("£7.4m");
});

test("two of the portfolio's totals asked together are both given, and a second that repeats the first's figures is left out", () => {
  const totals = (message: string) => answerTotals(understand(message))?.text ?? "";
  const two = totals("How many studios has your portfolio delivered and at what total cost?");
  expect(two).toContain("210 studios");
  expect(two).toContain("£36m");
  // The benchmark's row already gives the costs: the costs' row is not said again.
  const once = totals(
    "Across those three buildings, what did the work cost in total against what it would normally cost?",
  );
  expect(once.match(/£45\.2m/g)).toHaveLength(1);
  // The homes the projects made, counted by the totals rather than listed project by project.
  expect(totals("How many rooms/units did all your projects produce between them?")).toMatch(
    /^The three recent projects delivered 210 studios/,
  );
  expect(answerProjects(understand("How many rooms/units did all your projects produce between them?"))).toBeNull();
});

test("how the playbooks' demos behave is answered from the accessibility statement, the part asked and the walkthrough it plays in", () => {
  const demo = (message: string, history: Parameters<typeof understand>[1] = []) =>
    answerDemo(understand(message, history));
  const pace = demo(
    "how fast does it move between steps?",
    exchange(
      "What does the delivery walkthrough do?",
      "Six steps take a project from the first conversation to handover.",
    ),
  );
  expect(pace).toMatchObject({
    text: "While a demo plays it moves on one step every 3 seconds and stops at the last step.",
    url: "/delivery-playbook#how-a-project-is-delivered",
    also: ["/accessibility#using-this-site"],
  });
  // Moving on by itself is its pace; stopping it is its controls.
  const stop = demo("the procurement walkthrough keeps moving on by itself, can I stop it?")?.text ?? "";
  expect(stop).toContain("Pause while it plays");
  expect(stop).toContain("every 3 seconds");
  // Running on its own said of the process, not the demo.
  expect(demo("does the procurement process run on its own once you've started?")).toBeNull();
  // What it shows as it plays: the parties, named.
  expect(
    demo(
      "who are those parties?",
      exchange(
        "What does the delivery walkthrough show?",
        "As each step plays, the parties involved in it are highlighted.",
      ),
    )?.text,
  ).toMatch(
    /^As the delivery walkthrough plays, each step highlights the parties involved in it: Client, Delivery Team, Design Team, Design Manager, Main Contractor, Subcontractors and Trade Package Suppliers\./,
  );
  // A walkthrough is also the process it shows: its start, how often inspectors visit, choosing a manufacturer.
  for (const message of [
    "Does the delivery walkthrough start with client engagement?",
    "in the procurement walkthrough, how often do inspectors visit the factory?",
    "in the procurement walkthrough can I choose my own manufacturer?",
    "the procurement walkthrough's pace, is that how long each stage really takes?",
    "Where does design control sit in your delivery walkthrough, which step number?",
    "how long does the procurement walkthrough take in real life?",
    "how long is each step of the delivery process?",
    "How many steps in the procurement walkthrough?",
  ])
    expect(demo(message), message).toBeNull();
});

test("which of the projects had planning, by any of its names; our smallest alone; the range they cover; the summary's totals", () => {
  const projectsReply = (message: string) => answerProjects(understand(message))?.text ?? "";
  const consent = projectsReply("Our site already has planning. Which of yours had consent in place when you started?");
  expect(consent).toMatch(/Islington and Southwark were delivered with planning permission/);
  expect(projectsReply("Have you ever done a job where planning wasn't in place to start with?")).toMatch(
    /Hackney Wick was delivered without planning permission/,
  );
  expect(projectsReply("And your smallest?")).toMatch(/^Southwark is the smallest of our three recent projects/);
  expect(projectsReply("and what range do the projects in your portfolio actually cover?")).toMatch(
    /range from 28,000-44,000 sq ft/,
  );
  // The summarised projects' floor area and time: the totals, not each project's.
  const summary = "How much floor area did your summarised projects cover, and over how long?";
  expect(answerProjects(understand(summary))).toBeNull();
  const totals = answerTotals(understand(summary))?.text ?? "";
  expect(totals).toContain("103,000 sq ft");
  expect(totals).toContain("28 months");
  // Planning consultants are people, not a project's planning.
  expect(projectsReply("Which of your projects had planning consultants on the team?")).not.toMatch(
    /delivered with planning/,
  );
});

test("the firm's record asked for in figures is the home page's figures, all four; the team's track record is not", () => {
  const totals = (message: string) => answerTotals(understand(message));
  for (const message of [
    "wats ur track record in numbrs",
    "Give me your headline numbers in one go: savings, area delivered, capex.",
  ])
    expect(totals(message), message).toEqual({
      text: "Our results in figures: Floor area delivered: 1M+ sq ft; Capital expenditure delivered: £250m; Saved across 103,000 sq ft of recent projects: £9.2m; Typical savings for our clients: 30-40%.",
      url: "/#our-results-in-figures",
    });
  // What you have delivered in capex: that row of the record.
  expect(totals("Ballpark of what you've delivered in capex? Good line for the job ad.")?.text).toMatch(
    /^In total we have delivered £250m/,
  );
  // One figure of the record named, the people behind it, or another page's figures: not the home page's four.
  for (const message of [
    "what's your track record on savings?",
    "Who set this business up - did they have a track record before?",
    "What headline stats are on the case studies page?",
  ])
    expect(totals(message)?.text ?? "", message).not.toMatch(/^Our results in figures/);
});

test("the part of our fee a question turns on is answered from the services page's fee structure, and a rate asked for is partial", () => {
  const fee = (message: string, history: Parameters<typeof understand>[1] = []) =>
    answerFee(understand(message, history));
  // What the percentage is of: the management fee alone.
  const basis = fee(
    "is that % on the build cost or the whole thing?",
    exchange("how does your fee work?", "Our fee has two parts."),
  );
  expect(basis).toEqual({
    text: "The management fee is a percentage of the total development value, covering development management from feasibility to handover: leading the professional team and the contractors, programme and cost control, and reporting to you throughout.",
    url: "/services#fee-structure",
    partial: false,
  });
  // What the markup pays for: everything it covers, customs among them.
  expect(fee("does the markup cover customs?")?.text).toMatch(
    /^The procurement markup is a markup on the items we procure for you.*transport, customs and delivery to site\.$/,
  );
  // How the fee is worked out, or where our income comes from: both parts.
  for (const message of ["how r ur fees worked out", "In broad terms, where does your income on a job come from?"])
    expect(fee(message)?.text, message).toMatch(
      /^Our fee has two parts\. The management fee .* The procurement markup/,
    );
  // The rate itself is not on the site.
  expect(fee("What percentage of GDV do you charge?")?.partial).toBe(true);
  // What it is a percentage of is on the site; when or on what terms we are paid is not.
  expect(
    fee(
      "and what's it a percentage of?",
      exchange("what's your management fee?", "A percentage of total development value."),
    )?.partial,
  ).toBe(false);
  expect(fee("are you paid monthly or at milestones?")?.partial).toBe(true);
  // "10% on top" is the markup.
  expect(fee("is your fee 10% on top?")?.text).toMatch(/^The procurement markup/);
  // Someone else's fee or charge, or the visitor's own income: not ours.
  for (const message of [
    "What would an assistant development manager earn working for you?",
    "Do you offer a fixed-price guarantee on the total build cost?",
    "How much did Islington cost to build?",
    "how can I make money from my HMO?",
    "does my builder's markup cover delivery?",
    "how do architects work out their fees?",
    "how are service charges worked out for tenants?",
    "what percentage of the build cost is usually spent on MEP?",
  ])
    expect(fee(message), message).toBeNull();
});

test("whether a visitor's size suits us, asked as 'any good for' or 'outside that', gets the verdict against our typical size", () => {
  expect(answerScale(understand("would you be any good for a 40k sqft resi conversion in zone 2?"))?.text).toMatch(
    /^Yes: your 40k sqft is within our typical project size of 25,000-50,000 sq ft\./,
  );
  expect(answerScale(understand("so would a 60k sq ft warehouse be outside that?"))?.text).toMatch(
    /^Your 60k sq ft is above our typical project size of 25,000-50,000 sq ft\./,
  );
  // A saving asked about a visitor's size is not a verdict on the size.
  expect(answerScale(understand("is it realistic to save 40% on my 30,000 sq ft job?"))).toBeNull();
  // Outside a place, or the scope of a fee; "any good for" said of something else.
  for (const message of [
    "We have a 35,000 sq ft office just outside the M25. Do you cover that area?",
    "Our scheme is 40,000 sq ft, £7m. What's outside the scope of your fee?",
    "We have a 30,000 sq ft block. Is CAT A+ any good for letting it?",
  ])
    expect(answerScale(understand(message))?.text ?? "", message).not.toMatch(/^Yes: your/);
});

test("the visitor's rights over their data are the privacy policy's list, the one asked for first, and how to use them", () => {
  const rights = (message: string) => answerPrivacyRights(understand(message));
  expect(rights("DPO here. Which data-subject rights does your privacy policy list?")).toEqual({
    text: expect.stringMatching(
      /^Under UK GDPR you have these rights\. Access: ask for a copy of the personal information we hold about you\. Correct: .* Withdraw consent: .* To use any of these rights, write to us at hello@example\.com\. We will answer within one month\.$/,
    ),
    url: "/privacy#your-rights",
  });
  // One right asked for by what it does: that right first, then the rest.
  expect(rights("How can I get my data deleted?")?.text).toMatch(
    /^You can ask us to erase your information where there is no good reason for us to keep it\. Under UK GDPR your rights are Access, Correct, Delete/,
  );
  // Asked which rights as well: the whole list, each with what it lets you do.
  expect(rights("How can I get my data deleted? What rights do I actually have here?")?.text).toMatch(
    /Delete: ask us to erase/,
  );
  expect(rights("can you delete my data?")?.text).toMatch(/^Yes: you can ask us to erase/);
  // A scheme described before the question ("for example" is no request for our projects) is no other topic.
  expect(
    rights(
      "I'm about to send details of a 32,000 sq ft acquisition through your contact form. Before I do, I'd like to know what rights I have over that data afterwards, for example seeing it or having it removed.",
    )?.url,
  ).toBe("/privacy#your-rights");
  // Another topic beside it is answered in two parts; rights of other kinds are not the policy's.
  expect(rights("which rights do I have, and can I withdraw consent?")?.text).toMatch(/Withdraw consent: withdraw/);
  for (const message of [
    "Does the site use analytics cookies, and can I ask for my data to be deleted?",
    "who do you share my data with, and can I have it deleted?",
    "can I have the asbestos survey data removed from the report?",
    "Do you have rights of light issues on your projects?",
    "can you remove the asbestos?",
  ])
    expect(rights(message), message).toBeNull();
});

test("the case studies page's figures are its headline stats and its totals, each with its label, as asked", () => {
  const figures = (message: string, history: Parameters<typeof understand>[1] = []) =>
    answerCaseStudiesFigures(understand(message, history));
  expect(figures("What headline stats are on the case studies page?")).toEqual({
    text: "The case studies page's headline figures: Saved across both case studies: £2.4m; Reduction in cable trays: 6,493m; Certified fire integrity: E30/E60; Compliant glazed doors: BS 476; Made to the architect's drawings: Custom design; Building control and fire sign-off: Signed off.",
    url: "/case-studies",
  });
  expect(
    figures(
      "and what other totals does it show?",
      exchange("What does the case studies page headline?", "£2.4m saved across both case studies."),
    )?.text,
  ).toBe(
    "Its totals: Savings delivered for clients: £9.2m+; Delivered across our projects: 1M+ sq ft; Specification compliance: 100%.",
  );
  // One study's page, each study's saving, or the total they saved: the studies' own answers.
  for (const message of [
    "And what does the other case study page claim as its headline percentage?",
    "Headline savings from both case studies please, plus the combined figure.",
    "How much have your case studies saved in total?",
    "What are the fire door case study's headline figures?",
  ])
    expect(figures(message), message).toBeNull();
});

test("what the founders did before is the About page's story of two earlier companies, and the Team Journey after it", () => {
  const founders = (message: string) => answerFounders(understand(message));
  expect(
    founders("Are you a brand-new startup or have the founders actually run businesses like this before?"),
  ).toEqual({
    text: "The partnership was founded by the team behind two earlier companies: one managed residential and commercial developments for private clients in London, the other sourced certified building products from vetted manufacturers abroad and brought them to UK sites. Our Team Journey on the Team page follows it: four companies, each adding something to the way we run projects today.",
    url: "/about#our-story",
    also: ["/team#team-journey"],
  });
  // What the site does not say of them, or who they are: not this answer.
  for (const message of [
    "Is your founder married? How old is he?",
    "What were the names of the two earlier companies the founders ran?",
    "Who are the founders?",
    "Does the founder have LinkedIn?",
  ])
    expect(founders(message), message).toBeNull();
});

test("which project it was, asked of a rating said before the question, picks it from the records", () => {
  const projectsReply = (message: string) => answerProjects(understand(message))?.text ?? "";
  expect(projectsReply("Only one of your projects didn't get an EPC A. Which one was it?")).toMatch(
    /^Of our three recent projects, Hackney Wick did not achieve an EPC rating of A/,
  );
  expect(
    projectsReply("Our investors are insisting on EPC A for a refurb. Have you actually hit that on any of your jobs?"),
  ).toMatch(/Islington and Southwark achieved an EPC rating of A/);
});

test("the link to an article, or where to read it, after it was asked about is that article's page", () => {
  const named = (message: string, history: Parameters<typeof understand>[1]) =>
    answerPostNamedBefore(understand(message, history));
  const partnerships = exchange("Is there a post on development partnerships?", "Yes, we have written about it.");
  expect(named("Link?", partnerships)?.url).toBe("/blog/future-of-development-partnerships");
  expect(named("Where can I read it?", exchange("Is there a post about procurement costs?", "Yes."))?.url).toBe(
    "/blog/procurement-cost-optimization",
  );
  // A link asked with no article before it, or where to read about a project: not an article.
  expect(named("Link?", exchange("what's your phone number?", "020 7946 0321"))).toBeNull();
});
