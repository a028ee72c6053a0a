import { expect, test } from "vitest";
import { siteIndex } from "#server/content/site-index.ts";
import { CONCEPTS, conceptsIn } from "./vocabulary.ts";

/** The concepts a message names, by id. */
const ids = (text: string) => conceptsIn(text).map((c) => c.id);

test("every concept's home is an entry of the content index", () => {
  const urls = new Set(siteIndex().map((e) => e.url));
  for (const concept of CONCEPTS)
    for (const home of concept.homes) expect(urls.has(home), `${concept.id}: ${home}`).toBe(true);
});

test("a concept is recognised in the different words visitors use for it", () => {
  expect(ids("do you charge anything on top")).toContain("fees");
  expect(ids("how much cheaper is it")).toContain("savings");
  expect(ids("is it eco friendly, net-zero?")).toContain("sustainability");
  expect(ids("how quickly can you finish")).toContain("timeline");
  expect(ids("do you work in manchester")).toContain("areas");
  expect(ids("how much floor space have you put through your hands over the years?")).toEqual(["size", "track-record"]);
});

test("a word that could name several things names a concept only when nothing else is named", () => {
  // "Consent" alone is left to both readings (planning consent, cookie consent); beside planning it is planning's.
  expect(ids("how is my consent stored?")).toEqual(["planning", "cookies"]);
  expect(ids("can you handle planning if the site still needs consent?")).not.toContain("cookies");
  expect(ids("what is your story?")).toEqual(["founding"]);
  expect(ids("in the cable tray case study story, what changed?")).not.toContain("founding");
  expect(ids("where is your office?")).toContain("contact");
  expect(ids("do you work on office buildings or also housing?")).not.toContain("contact");
  expect(ids("how many people?")).toEqual(["team"]);
  expect(ids("what kind of building, office or residential?")).not.toContain("contact");
  expect(ids("how many meters of tray were saved in the case study?")).not.toContain("smart-technology");
  expect(ids("do you fit smart meters?")).toContain("smart-technology");
  // "Quick" is a programme's speed only when nothing else is asked about.
  expect(ids("quick overview of your services?")).toEqual(["services"]);
  expect(ids("are you quick?")).toEqual(["timeline"]);
});

test("'where' asks where we work unless the message names a thing of the site to find", () => {
  expect(ids("where do you work?")).toEqual(["areas"]);
  expect(ids("where?")).toEqual(["areas"]);
  expect(ids("where can I read about your procurement process?")).not.toContain("areas");
  expect(ids("where is the newsletter sign-up?")).not.toContain("areas");
  expect(ids("where's that on the website?")).not.toContain("areas");
  expect(ids("where can i read the rest?")).not.toContain("areas");
  expect(ids("where can i find you?")).toEqual(["areas"]);
  expect(ids("where do i find the playbooks?")).not.toContain("areas");
  expect(ids("what about further afield?")).toEqual(["areas"]);
  expect(ids("could you do a job elsewhere in the uk?")).toContain("areas");
  expect(ids("what's a typical programme length?")).toEqual(["timeline"]);
});

test("a concept named beside another whose words it gives their meaning displaces it", () => {
  expect(ids("how fast do you reply?")).toEqual(["response-time"]);
  expect(ids("how fast can you deliver a project?")).toContain("timeline");
});

test("'independent' names the evidence only of a check, and 'what do you offer' the services", () => {
  expect(ids("has anyone independently checked that?")).toContain("evidence");
  expect(ids("was there an independent surveyor?")).toContain("evidence");
  expect(ids("do you work with independent consultants?")).not.toContain("evidence");
  expect(ids("has anybody independent ever checked that claim?")).toContain("evidence");
  expect(ids("was it independently checked?")).toContain("evidence");
  expect(ids("what does your firm offer?")).toContain("services");
});

test("a summary asked of a topic is about that topic; asked alone, it is the firm's overview", () => {
  expect(ids("tl;dr of how you deliver a project?")).toEqual(["delivery"]);
  expect(ids("give me the gist of your fees")).toEqual(["fees"]);
  expect(ids("in short, who are you?")).toEqual(["overview"]);
  expect(ids("the gist?")).toEqual(["overview"]);
  expect(ids("sum it up for me")).toEqual(["overview"]);
});

test("'read about' asks for the blog only when nothing else is named", () => {
  expect(ids("can i read about your procurement method?")).not.toContain("blog");
  expect(ids("anything i can read about?")).toEqual(["blog"]);
});

test("the writing section, and pieces published, are the blog", () => {
  expect(ids("is there a news section?")).toEqual(["blog"]);
  expect(ids("how many pieces have you written so far?")).toContain("blog");
  expect(ids("a piece i am writing on procurement")).not.toContain("blog");
});

test("an owner who can seldom be on site asks about remote management, and blame between parties about the contracts", () => {
  expect(ids("i am based in dubai and can only get to the site twice a year")).toContain("smart-technology");
  expect(ids("can i keep an eye on progress from a distance?")).toContain("smart-technology");
  expect(ids("when do you get to site?")).not.toContain("smart-technology");
  // Where the visitor lives is not where we source.
  expect(ids("i live abroad")).not.toContain("procurement");
  expect(ids("do you buy from abroad?")).toContain("procurement");
  expect(ids("the architect and the builder keep blaming each other")).toContain("contracts");
  expect(ids("who is accountable if the design is wrong?")).toContain("contracts");
});

test("shipping, customs and transit name the logistics, whose home is the logistics partner", () => {
  for (const text of [
    "who does the shipping?",
    "what if it gets stuck at the border?",
    "who clears customs?",
    "the transit bit",
  ])
    expect(ids(text), text).toContain("logistics");
  expect(CONCEPTS.find((c) => c.id === "logistics")?.homes).toEqual(["/procurement-playbook#six-key-principles"]);
});

test("signing up, and things sent to the inbox, name the newsletter", () => {
  for (const text of ["where is the sign-up box?", "where do i sign up?", "can i get these in my inbox?"])
    expect(ids(text), text).toContain("newsletter");
});

test("a part of London asks where we work only when nothing else is asked; 'your patch' always does", () => {
  expect(ids("is walthamstow within your patch?")).toEqual(["areas"]);
  expect(ids("what about ealing?")).toEqual(["areas"]);
  expect(ids("our block in lewisham is 30,000 sq ft: how long would it take?")).not.toContain("areas");
  // Our projects' boroughs name the projects, not the areas.
  expect(ids("tell me about islington")).not.toContain("areas");
});

test("'how is that priced?' asks about fees", () => {
  expect(ids("and how is that priced?")).toEqual(["fees"]);
});

test("a permit from the city is planning", () => {
  expect(ids("which of your jobs needed a permit from the city?")).toContain("planning");
});

test("the economy's rates are no question about our fees", () => {
  expect(ids("what are your rates?")).toContain("fees");
  expect(ids("interest rates are pushing construction costs up")).not.toContain("fees");
  expect(ids("how do interest-rate decisions feed into building costs?")).not.toContain("fees");
});

test("what sets us apart, and why a visitor should choose us, asks what makes us different", () => {
  expect(ids("what sets you apart?")).toContain("differentiators");
  expect(ids("whats ur selling point")).toContain("differentiators");
  expect(ids("tell me why i should choose you over the rest")).toContain("differentiators");
});

test("what our prices are compared against asks for the benchmark; 'compared to what?' of a figure just given does not", () => {
  expect(ids("what are you comparing your prices against?")).toContain("benchmark");
  expect(ids("what are you comparing your prices against?")).not.toContain("fees");
  expect(ids("what do you benchmark everything against?")).toContain("benchmark");
  expect(ids("compared to what?")).not.toContain("benchmark");
  expect(ids("what was it benchmarked against?")).not.toContain("benchmark");
});

test("an article sent on to a business partner is shared; data in a form to move elsewhere is a right", () => {
  expect(ids("how can i send it to my business partner?")).toContain("sharing");
  expect(ids("can i get my data in a form i can move to another company?")).toContain("data-rights");
});

test("'is that standard?' asks whether it is the norm, not about quality standards", () => {
  expect(ids("is net zero standard on every job?")).toEqual(["sustainability"]);
  expect(ids("what quality standards do you work to?")).toContain("quality");
});

test("examples or proof of the procurement are its case studies", () => {
  expect(ids("what examples show your procurement works?")).toEqual(["procurement-examples"]);
  expect(ids("any proof your procurement approach works in practice?")).toContain("procurement-examples");
  expect(ids("do you have examples of past projects?")).not.toContain("procurement-examples");
});

test("the parties involved in a project, and who is involved, are the contracts' structure", () => {
  expect(ids("who are all the parties involved in your delivery model?")).toContain("contracts");
  expect(ids("who's involved in delivering a project?")).toContain("contracts");
});

test("whether a price for goods is fair or sensible asks for the benchmark; whether our fee is, asks about the fee", () => {
  for (const message of [
    "how do you decide what a fair price and spec is?",
    "i've got no way of knowing if the prices i'm being quoted are even sensible",
    "what's the starting point for pricing?",
  ])
    expect(ids(message), message).toContain("benchmark");
  expect(ids("is your fee a fair price?")).toContain("fees");
  expect(ids("is your fee a fair price?")).not.toContain("benchmark");
});

test("the procurement asked from start to finish, or in short, is its process in phases", () => {
  expect(ids("give me the short version of how your procurement works")).toContain("procurement-process");
  expect(ids("walk me through how the procurement runs")).toContain("procurement-process");
  expect(ids("how would you run procurement, start to finish?")).toEqual(["procurement-process"]);
  expect(ids("how does your procurement work?")).not.toContain("procurement-process");
});

test("cheaper read as worse is a question about quality; a compliance rate is no fee", () => {
  expect(ids("did going cheaper mean lower spec though?")).toContain("quality");
  expect(ids("in my experience cheaper always ends up meaning nastier finishes")).toContain("quality");
  expect(ids("what compliance rate do you claim against the spec?")).not.toContain("fees");
});

test("what the site records of a visitor just browsing is the data collected", () => {
  expect(ids("what do you log about me just from browsing the site?")).toContain("data-collected");
  expect(ids("what data does the website collect automatically?")).toContain("data-collected");
});

test("departing from the specification ('broke the spec', 'deviated from the specification') is a question about quality", () => {
  for (const q of [
    "did cost cutting mean you broke the spec anywhere?",
    "have you ever deviated from the specification to save money?",
    "do you water down the specs?",
  ])
    expect(ids(q), q).toContain("quality");
  expect(ids("can you send me the spec sheet for the doors?")).not.toContain("quality");
});

test("whether something is paid separately or included is a question about fees; who pays whom under contract is not", () => {
  for (const q of [
    "is customs clearance on imported items included, or do i pay that separately?",
    "who pays for quality checks at the factory?",
    "is shipping billed separately?",
  ])
    expect(ids(q), q).toContain("fees");
  expect(ids("who pays the main contractor?")).not.toContain("fees");
});

test("'what have you actually built?' asks about the projects", () => {
  expect(ids("what have u actually built, got any examples?")).toContain("projects");
  expect(ids("what has your team delivered?")).toContain("projects");
});

test("who pays for the contractor is a question about the contracts, not our fees", () => {
  expect(ids("who pays for the main contractor?")).not.toContain("fees");
  expect(ids("who pays for the subcontractors?")).not.toContain("fees");
});

test("the firm's claim or promise on costs is its savings", () => {
  for (const message of [
    "what's your headline claim on costs?",
    "what do you claim to save?",
    "your main promise on price?",
  ])
    expect(ids(message), message).toContain("savings");
  expect(ids("can a contractor claim for delays?")).not.toContain("savings");
});

test("'what you actually do' asks what the firm does, but not what it does with something", () => {
  expect(ids("can you explain what you actually do as a development partner?")).toContain("overview");
  expect(ids("not sure what u guys actually do tbh")).toContain("overview");
  expect(ids("tell me what you do with my data")).not.toContain("overview");
});

test("a timeline of the companies behind the firm is the Team Journey, not a project's timeline", () => {
  for (const message of ["is there a timeline of those earlier businesses?", "tell me about the team's journey"])
    expect(ids(message), message).toContain("journey");
  expect(ids("what's the timeline for a project?")).not.toContain("journey");
});

test("small stuff and a household's works are asked against the size of our projects", () => {
  for (const message of ["do you do small stuff?", "would you take on a single house extension?", "a loft conversion?"])
    expect(ids(message), message).toContain("size");
  expect(ids("what stuff do you do?")).not.toContain("size");
});

test("a floor area is a size, not an area we serve", () => {
  expect(ids("what's a typical project size, in money and floor area?")).not.toContain("areas");
  expect(ids("what gross internal area do you usually take on?")).not.toContain("areas");
  expect(ids("which areas do you cover?")).toContain("areas");
});

test("what people usually ask is the questions the FAQ answers, not the team", () => {
  for (const text of [
    "what do most people usually ask you?",
    "what are the typical questions?",
    "questions clients often ask",
  ]) {
    expect(ids(text), text).toContain("faq");
    expect(ids(text), text).not.toContain("team");
  }
  expect(ids("who are the people behind the firm?")).not.toContain("faq");
  expect(ids("I have a question about fees")).not.toContain("faq");
  expect(ids("what do clients usually ask for in a fit-out?")).not.toContain("faq");
});

test("what becomes of the visitor's e-mail or details is how the firm uses them, not how to reach it", () => {
  for (const text of [
    "what do you do with my e-mail address?",
    "how will you use my details",
    "what happens to my data",
  ]) {
    expect(ids(text), text).toContain("data-use");
    expect(ids(text), text).not.toContain("contact");
  }
  expect(ids("can I use my email to contact you?")).not.toContain("data-use");
});

test("a kind of building the site does not list is still a question about the kinds of project we take on", () => {
  for (const text of ["do you do schools?", "could you fit out a restaurant", "any experience with hospitals?"]) {
    expect(ids(text), text).toContain("project-types");
  }
});

test("experience of a kind of work, work abroad, and how long the team has worked together", () => {
  expect(ids("any experience with listed buildings?")).not.toContain("team");
  expect(ids("what experience does your team have?")).toContain("team");
  expect(ids("do you ever work outside the uk?")).toContain("areas");
  expect(ids("do you source products outside the uk?")).not.toContain("areas");
  expect(ids("how long have the team been working together?")).toEqual(["journey"]);
});

test("a question the FAQ leaves open, a form's confirmation asked without 'do', and founders' earlier businesses are named", () => {
  expect(ids("where do I go if the faq does not answer my question?")).toContain("still-questions");
  expect(ids("i still have some questions, who can help?")).toContain("still-questions");
  expect(ids("i put my email in newsletter, how i know it is working?")).toContain("confirmation");
  expect(ids("have the founders built businesses before?")).toContain("founding");
  // Answered questions are no such matter.
  expect(ids("does the faq answer questions about fees?")).not.toContain("still-questions");
});

test("from a review: whether 'the process' or 'the system' works is no question about a form's confirmation", () => {
  expect(ids("how can i tell the process works?")).not.toContain("confirmation");
  expect(ids("how will i know the system is working?")).not.toContain("confirmation");
});

test("a client at the hub of every consultant's reports asks about central management", () => {
  expect(ids("all eleven consultants report straight to me")).toContain("central-management");
  expect(ids("I want a single point of contact for the whole team")).toContain("central-management");
  expect(ids("who coordinates the consultants?")).toContain("central-management");
  // Which consultants there are is still the consultants.
  expect(ids("which consultants do you bring in?")).toEqual(["consultants"]);
});

test("tracking names the cookies, but goods tracked on site do not", () => {
  expect(ids("is there any tracking on this site?")).toContain("cookies");
  expect(ids("do you use any tracking on the home page video?")).toContain("cookies");
  expect(ids("is my data being tracked when I use the chat?")).toContain("cookies");
  expect(ids("who is responsible for storing it, tracking it and coordinating it on site?")).not.toContain("cookies");
  expect(ids("who is tracking the shipments?")).not.toContain("cookies");
});

test("costs brought down are savings, someone outside the firm is independent, and connecting with the team is the team", () => {
  expect(ids("is bringing costs down something you help with?")).toContain("savings");
  expect(ids("can you get our build costs down?")).toContain("savings");
  expect(ids("has anyone outside your firm verified the savings?")).toContain("evidence");
  expect(ids("can i connect with them somewhere?")).toContain("team");
  // Connected access is the smart technology's, not the team.
  expect(ids("do you fit connected access?")).not.toContain("team");
});

test("near misses: the team's head is the team, and an outside surveyor is a consultant", () => {
  expect(ids("who runs the team at your firm?")).not.toContain("central-management");
  expect(ids("do you use an outside surveyor or your own?")).not.toContain("evidence");
  expect(ids("was it checked by anyone outside your firm?")).toContain("evidence");
});

test("knowing what is going on from afar is the remote site management; what happens to one's data is not", () => {
  expect(ids("how would I know what's really going on with my refurbishment?")).toContain("smart-technology");
  expect(ids("how do I know what is going on with my data?")).not.toContain("smart-technology");
});

test("what a whole order came to is the order's total, not the firm's track record", () => {
  expect(ids("and the overall totals for the whole order?")).toEqual(["order-total"]);
  expect(ids("total cost both ways?")).toEqual(["order-total"]);
  expect(ids("how much have you delivered overall?")).toContain("track-record");
});

test("a project's team (consultant, design, core) is not the firm's own team", () => {
  expect(ids("do you have lawyers in the consultant team?")).not.toContain("team");
  expect(ids("who is in the design team?")).not.toContain("team");
  expect(ids("who is on your team?")).toContain("team");
  expect(ids("tell me about the team")).toContain("team");
});

test("a walkthrough that plays by itself is the playbooks' demo", () => {
  expect(ids("Does the walkthrough on the procurement playbook play by itself?")).toContain("demos");
  expect(ids("does it run automatically once I scroll down?")).toContain("demos");
  expect(ids("how do you run a project?")).not.toContain("demos");
});

test("how far through a project the firm stays involved asks for the span of the work", () => {
  expect(ids("how far into the build do you stay involved?")).toContain("overview");
  expect(ids("you lead it from which stage to which?")).toContain("overview");
  expect(ids("how far is the site from the station?")).not.toContain("overview");
});

test("the main navigation, its items and the nav bar are the site's pages", () => {
  expect(ids("what items are in the main navigation menu?")).toContain("site-map");
  expect(ids("whats on the nav bar")).toContain("site-map");
  expect(ids("is the procurement playbook in the menu?")).not.toContain("site-map");
});

test("a demo the visitor has started, replays or whose buttons they ask about is the demo, not the firm's founding", () => {
  expect(ids("what does the demo button say before i have started it?")).toContain("demos");
  expect(ids("what does the demo button say before i have started it?")).not.toContain("founding");
  expect(ids("when was the firm started?")).toContain("founding");
  expect(ids("how long is it since you started?")).toContain("founding");
  expect(ids("can i watch the procurement walkthrough again from the beginning?")).toContain("demos");
});

test("a weak word two concepts share is the one the question's setting names: consent beside planning is planning's", () => {
  const planning = CONCEPTS.filter((c) => c.id === "planning");
  expect(conceptsIn("have you taken on something without consent?", planning).map((c) => c.id)).toEqual(["planning"]);
  // With no setting, or one that names neither, both stay.
  expect(ids("have you taken on something without consent?")).toEqual(expect.arrayContaining(["planning", "cookies"]));
  const fees = CONCEPTS.filter((c) => c.id === "fees");
  expect(conceptsIn("how do you handle consent?", fees).map((c) => c.id)).toEqual(
    expect.arrayContaining(["planning", "cookies"]),
  );
});

test("programmes, a job's worth, a dead page and building spend all told name what the site answers", () => {
  expect(ids("is seven months realistic compared with your normal programmes?")).toContain("timeline");
  expect(ids("what are your typical jobs worth?")).toContain("size");
  expect(ids("what is the sweet spot in terms of scheme value for you?")).toContain("size");
  expect(ids("what is the management fee as a share of development value?")).not.toContain("size");
  expect(ids("i typed one of your addresses wrong and got a dead page")).toContain("not-found");
  expect(ids("i typed my email address wrong")).not.toContain("not-found");
  expect(ids("how much capital expenditure has gone through your hands, all told?")).toContain("track-record");
});

test("a search's results are the search's, a FAQ that does not answer mine is the offer of the team, and a demo moves between steps", () => {
  expect(ids("when someone uses your site search, where do the results show up?")).toEqual(["site-search"]);
  expect(ids("what results have you had?")).toContain("track-record");
  expect(ids("and if it does not answer mine?")).toContain("still-questions");
  expect(ids("how fast does it move between steps?")).toContain("demos");
  expect(ids("how fast can you deliver?")).not.toContain("demos");
});

test("what a form shows once signed up, an article sent to a mate and what falls to a contractor once goods land", () => {
  expect(ids("what do i see once i have signed up?")).toContain("confirmation");
  // What a subscriber gets is the newsletter's, not the form's confirmation.
  expect(ids("what do i get once i have signed up?")).not.toContain("confirmation");
  expect(ids("how do i send 1 of your blog posts to my mate on linkedin")).toContain("sharing");
  expect(ids("what would we be responsible for once materials land, according to your playbook?")).toContain(
    "goods-on-site",
  );
  expect(ids("what would we be responsible for under the contract?")).not.toContain("goods-on-site");
});

test("where things are kept, a shortcut to reach a message and what is done with details are not the firm's whereabouts, contact or overview", () => {
  expect(ids("where do you keep your articles and opinion pieces?")).not.toContain("areas");
  expect(ids("where do you work?")).toContain("areas");
  expect(ids("do your notifications have a keyboard shortcut to reach them?")).not.toContain("contact");
  expect(ids("how do i reach you?")).toContain("contact");
  expect(ids("what do you do with my details once i have filled in your form?")).not.toContain("overview");
  expect(ids("what do you do?")).toContain("overview");
  expect(ids("once everything arrived on site, who keeps track of the stock?")).toContain("goods-on-site");
});

test("the green of a button is no sustainability, who is actually behind the firm is its founding, and designers working for the builder is novation", () => {
  expect(ids("if i tap the green button will it open a new tab?")).not.toContain("sustainability");
  expect(ids("are you green?")).toContain("sustainability");
  expect(ids("who is actually behind the business?")).toContain("founding");
  expect(ids("do the designers end up working for the builder instead of for me?")).toContain("contracts");
});

test("the background of the company is its founding, while a team's background is the team's", () => {
  expect(ids("what is the background of the company?")).toEqual(["founding"]);
  expect(ids("what is the team's background?")).toContain("team");
});

test("'for example' in a sentence asks for no examples of our work", () => {
  expect(ids("I'd like to know my rights, for example seeing my data or having it removed")).not.toContain("projects");
  expect(ids("can you show me examples of your work?")).toContain("projects");
});

test("taking charge of something is no fee; charges are", () => {
  expect(ids("who takes charge of moving the goods to site?")).not.toContain("fees");
  expect(ids("is shipping included in charges?")).toContain("fees");
  expect(ids("what do you charge?")).toContain("fees");
});
