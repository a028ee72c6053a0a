import { about } from "#content/about.ts";
import { accessibilityStatement } from "#content/accessibility.ts";
import { postSummaries } from "#content/blog.summaries.ts";
import { caseStudies, caseStudiesOverview } from "#content/case-studies.ts";
import { caseStudySummaries } from "#content/case-study-summaries.ts";
import { claims } from "#content/claims.ts";
import { company } from "#content/company.ts";
import { home } from "#content/home.ts";
import type { StructureNode } from "#content/playbooks.schema.ts";
import { deliveryPlaybook, procurementPlaybook } from "#content/playbooks.ts";
import { privacyPolicy } from "#content/privacy.ts";
import type { Project } from "#content/projects.schema.ts";
import { projects } from "#content/projects.ts";
import { services } from "#content/services.ts";
import { teamContent } from "#content/team.ts";
import { anchorFor } from "#lib/anchor.ts";
import { extractFigures } from "#lib/figures.ts";
import { formatPostDate } from "#lib/post-date.ts";
import { chartSentences, listing } from "#server/content/site-index.ts";
import { creditsTheFirm } from "./intents.ts";
import { normalise, type Quantity } from "./normalise.ts";
import { namesTheLast, ORDINAL_WORDS, PHASE_PLACE_WORD, PLACE_WORD, placeNumber } from "./ordinals.ts";
import { ABOUT_VISITOR, HAPPENED, type Question } from "./question.ts";
import { type QueryTerm, termsOf } from "./retrieval.ts";
import { editDistance, escapeForPattern, sentences, stem, words } from "./text.ts";
import { CONCEPTS, type ConceptId, conceptsIn } from "./vocabulary.ts";

/**
 * Typed questions answered from typed records: the three projects ("which
 * projects had planning?", "how long did Islington take?"), a visitor's own
 * scheme against the size the firm takes on ("is 60,000 sq ft too big?"),
 * and which case study or project a question is about. The records are the
 * content modules the pages render; every figure comes from them.
 */

/** The answer and the entry of the content index that shows it. */
export type RecordAnswer = {
  text: string;
  url: string;
  /** Only partly the answer: the reply offers the team as well. */
  partial?: boolean;
  /** Other entries the answer states, cited after it. */
  also?: string[];
};

/** Where the site answers a concept in general: its first home, else the FAQ. */
const homeOf = (id: ConceptId) => CONCEPTS.find((c) => c.id === id)?.homes[0] ?? "/faq";
// Where the site answers "what size of project do you take on" and "how long does a project take".
const sizeHome = homeOf("size");
const timelineHome = homeOf("timeline");

type Attribute =
  | "size"
  | "purchase"
  | "capex"
  | "rate"
  | "planning"
  | "duration"
  | "epc"
  | "year"
  | "location"
  | "condition"
  | "saving";

const ATTRIBUTES: [Attribute, RegExp][] = [
  ["rate", /\b(?:per sq ft|per square|psf|a sq ft|per (?:foot|ft)|a foot|rate)\b/],
  [
    "capex",
    // "How much went on doing it up?": what the works cost, in the words of one who had them done.
    /\b(?:capex|build cost|construction cost|works cost|spend|spent|refurb(?:ishment)? cost|capital|cost to (?:build|deliver|fit|do (?:it |them )?up|convert|renovate|refurbish)|(?:the|building|construction|refurb(?:ishment)?) works|do(?:ing|ne)? (?:it |them |the (?:building|place|block) )?up|did (?:it |them )?up|renovation cost|fit[- ]?out cost|conversion cost|build(?:ing)? (?:it |them )?out|build-?out|(?<=\bcosts?\b[^.?!]{0,25}\b(?:and|or|n) )to (?:build|do (?:it |them )?up|refurbish|convert))\b/,
  ],
  [
    "purchase",
    /\b(?:bought|buy|purchase[ds]?|acquir(?:e|ed|ing)|acquisition|paid for|price paid|cost to buy|pay (?:for|out for) (?:it|that|them|(?:the )?(?:building|property|site|land|freehold|asset))|(?:building|property|site|land) (?:itself )?cost)\b/,
  ],
  ["size", /\b(?:size|big|bigger|biggest|large|larger|largest|small|smaller|smallest|sq ft|square|floor ?area)\b/],
  ["planning", /\b(?:planning(?! (?:consultants?|advis[eo]rs?|experts?|team))|permission|consent)\b/],
  [
    "duration",
    /\b(?:how long|long did|duration|months?|(?<!\b(?:next|this|last|in a|a) )weeks?|time|quick(?:er|est|ly)?|fast(?:er|est)?|slow(?:er|est)?|longest|shortest|took|take|period|programme)\b/,
  ],
  ["epc", /\b(?:epc|energy|ratings?|rated|green|sustainab\w*)\b/],
  [
    "year",
    /\b(?:when|year|completed|finished|finish|recent|latest|newest|oldest|20\d\d)\b(?! (?:it |them )?(?:to|level|standard|spec)\b)/,
  ],
  ["location", /\b(?:where|location|located|locations|which parts?|what parts?|which areas?|what areas?|boroughs?)\b/],
  [
    "condition",
    // What it was and what it became: "from and to", "before and after", "turned it into".
    /\b(?:condition|state|spec(?:ification)?|finish(?:ed)? (?:it |them )?(?:to|level|standard|spec)|cat a\+?|shell|fit[- ]?out|studios?|from and to|from what|before and after|start(?:ed)? (?:as|out)|end(?:ed)? up (?:as|with)|turn(?:ed)? (?:it |them )?into|convert(?:ed)? (?:it |them )?(?:in)?to|(?:what|which) standard|done to (?:it|them)|(?:take|took|taken|bring|brought) (?:it|them) (?:up )?to)\b/,
  ],
  [
    "saving",
    /\b(?:sav(?:e|ed|ing|ings)|cheaper|below|under (?:the |its )?(?:capex |capital )?budget|efficienc(?:y|ies))\b/,
  ],
];

/** "Smallest to biggest", "from quickest to slowest": the whole range asked for, in order. */
const FROM_END_TO_END =
  /\b(?:smallest|biggest|largest|lowest|highest|shortest|longest|quickest|slowest)\b (?:to|through) (?:the )?(?:smallest|biggest|largest|lowest|highest|shortest|longest|quickest|slowest)\b/;

/** What the portfolio states about all three projects at once, as a range. */
const PORTFOLIO_RANGE: Partial<Record<Attribute, string>> = {
  duration: `were each delivered within our typical ${claims.firm.typicalDelivery.value}`,
  size: `range from ${claims.portfolio.range.value}`,
  epc: `achieved EPC ratings of ${listing([...new Set(projects.map((p) => p.epc))].sort())}`,
};

/** "Slower than usual", "bigger than your average job", "is that typical?": a project set against the firm's norm. */
const AGAINST_TYPICAL =
  /\b(?:than (?:(?:your |the |a |an )?(?:usual|normal|average|typical)|expected|most|the (?:rest|norm|others?))|(?:usual|normal|typical|average) (?:for you|for your (?:projects|jobs|schemes))|is (?:that|it|this) (?:usual|normal|typical|average))\b/;

/** What the firm says is typical of a project, by the attribute asked. */
const TYPICAL: Partial<Record<Attribute, string>> = {
  duration: `A typical project is delivered in ${claims.firm.typicalDelivery.value}.`,
  size: `A typical project has a floor area of ${claims.firm.typicalProjectArea.value}.`,
  purchase: `A typical project has a value of ${claims.firm.typicalProjectValue.value}.`,
};

const projectsUrl = (p?: Project) => (p ? `/projects#${p.id}` : "/projects");

/** Words of a record's name the visitor may type, misspelt by a letter or two. */
function namesIn(text: string, names: readonly string[]): boolean {
  const typed = text.split(/[^\p{L}]+/u).filter((w) => w.length >= 4);
  return names.some((name) =>
    typed.some((w) => w === name || (name.length >= 6 && editDistance(w, name, 2) <= (name.length >= 8 ? 2 : 1))),
  );
}

const projectNames: Record<string, string[]> = Object.fromEntries(
  projects.map((p) => [
    p.id,
    p.name
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length >= 4),
  ]),
);

/**
 * "The one in south London", "the east London one", "the one south of the river": one of ours, pointed at
 * by its part of London. "A project in east London" or "we cover north London" name no project.
 */
const REGION_POINTER =
  /\b(?:the|that|your) (?:one|project|scheme|building|job|development) (?:in |from |down in |up in |over in )?(north|south|east|west)(?: london| of the river)\b|\b(?:the|that|your) (north|south|east|west) london (?:[a-z-]+ )?(?:one|project|scheme|building|job|development)\b/;
function byRegion(text: string): Project[] {
  const match = REGION_POINTER.exec(text);
  const region = match?.[1] ?? match?.[2];
  if (!region) return [];
  return projects.filter((p) => new RegExp(`\\b${region} london\\b`, "i").test(p.location));
}

export function projectsIn(text: string): Project[] {
  const named = projects.filter((p) => namesIn(text, projectNames[p.id] ?? []));
  return named.length ? named : byRegion(text);
}

const caseStudyNames: Record<string, RegExp> = {
  // Not "door entry" (an intercom) or "front door".
  // Not "fire safety" or "the fire engineer", which are consultants.
  "fire-rated-glazed-doors":
    /\b(?:fire(?!\s+(?:safety|engineers?|strateg\w*|consultants?|officers?|brigade|services?|alarms?|escape|risk)\b)(?:-rated)?|glaz(?:ed|ing)|(?<!\bfront )doors?(?![- ]entry\b))\b/,
  "cable-trays": /\b(?:cable|cables|trays?|cabling)\b/,
};

export function caseStudiesIn(text: string): string[] {
  return caseStudies.filter((c) => caseStudyNames[c.id]?.test(text)).map((c) => c.id);
}

/**
 * "What did it cost?", "how much was it?", "how long and how much?": of a project, what was paid for the building
 * and for the works.
 */
const COST =
  /\b(?:what|how much)\b[^.?!]{0,30}\bcost\b(?! (?:more|less|over|under|overrun|too)\b)|\b(?:the )?cost of (?:it|that|this|the (?:project|job|scheme|building))\b|\bwhat about (?:the )?(?:costs?|price)\b|\bhow much (?:was|were) (?:it|that|this|they)\b|\bhow much\b(?=\s*(?:[?!.+&]|$|\band\b))/;

export function attributesIn(text: string): Attribute[] {
  return ATTRIBUTES.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

const area = (size: string) => Number(size.replace(/[^\d]/g, ""));
const months = (duration: string) => Number(duration.replace(/[^\d]/g, ""));

function fact(p: Project, attribute: Attribute): string {
  switch (attribute) {
    case "size":
      return `${p.name} is ${p.size}.`;
    case "purchase":
      return `${p.name} was bought for ${p.purchasePrice}.`;
    case "capex":
    case "rate":
      return `${p.name}'s capex was ${p.capex} (${p.capexRate}).`;
    case "planning":
      return p.planning
        ? `${p.name} was delivered with planning permission.`
        : `${p.name} was delivered without planning permission.`;
    case "duration":
      return `${p.name} was delivered in ${p.duration}.`;
    case "epc":
      return `${p.name} achieved an EPC rating of ${p.epc}.`;
    case "year":
      return `${p.name} was completed in ${p.year}.`;
    case "location":
      return `${p.name} is in ${p.location}.`;
    case "condition":
      return `${p.name} went from ${p.condition} to ${p.final}.`;
    case "saving":
      return savingOf(p);
  }
}

/** What the project's own description says it saved: its sentences that state a figure. */
function statedSaving(p: Project): string | null {
  return (
    sentences(p.description)
      .filter((s) => extractFigures(s).length > 0)
      .join(" ") || null
  );
}

function savingOf(p: Project): string {
  return (
    statedSaving(p) ??
    `The site gives no separate saving for ${p.name}; across the three projects we saved ${claims.portfolio.savings.value} over ${claims.portfolio.area.value}.`
  );
}

function summary(p: Project): string {
  return [
    `${p.name} (${p.location}, ${p.year}) is ${p.size}, bought for ${p.purchasePrice}, with capex of ${p.capex} (${p.capexRate}).`,
    `It was delivered in ${p.duration} ${p.planning ? "with" : "without"} planning permission, from ${p.condition} to ${p.final}, EPC ${p.epc}.`,
    statedSaving(p) ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}

const LIST =
  /\b(?:which|what|list|all|any|every|each|your|the three|three|compare|of your|among)\b.*\bprojects\b|\bprojects\b.*\b(?:had|have|has|with|without|were|was|did)\b|\b(?<!\bone )(?:on|across|for|of) (?:your|the three|all (?:your|the|three)) (?:(?:london|recent|past|completed|three) )?(?:jobs|schemes|developments|buildings)\b/;
/** "The ones you've actually delivered", "the projects you've really done": the projects, set against the typical. */
const ACTUAL_ONES =
  /\b(?:ones|projects|jobs|schemes|buildings|what) (?:that )?(?:you(?:'ve| have)?|u(?:ve)?|you guys(?:'ve| have)?) (?:actually |really |already )?(?:done|delivered|completed|built|finished|worked on)\b|\b(?:actually|really) (?:done|delivered|completed|built)\b|\b(?:the|those|these|your) (?:three|3)\b(?: (?:projects|ones|jobs|schemes|buildings))?(?= (?:on|in|from) (?:your|the) (?:projects? )?(?:page|site|website)\b)/;
/** Words that stand for the projects themselves. */
const PROJECT_WORDS =
  /^(?:schemes|developments|jobs|buildings|ones|others|details|facts|figures|numbers|stats|statistics)$/;
/** Homes of any kind, which the projects' total counts as studios. */
const UNITS = /\b(?:units?|homes?|flats?|apartments?|studios?|dwellings?|rooms?|keys)\b/;
/** A "which" that points back at what the message said before it: "which one was it?", "have you hit that?". */
const WHICH_ONE_POINTS =
  /\bwhich (?:one|ones|project|job) (?:was|were|is) (?:it|that|they)\b|\b(?:hit|achieved?|got|done|managed) that\b/;
/** Plurals of any of the projects' values: "the purchase prices", "the costs", "the completion dates". */
const VALUE_WORDS = /^(?:prices|costs|values|amounts)$/;
const PLACE_WORDS = /^(?:parts|areas|places|districts|neighbourhoods|neighborhoods)$/;
/** Words that end in "s" without being the plural of a thing asked for. */
const NOT_PLURAL = /(?:ss|us|is)$|^(?:always|across|yours|does|has|was|its|this|perhaps|less|unless|whereas)$/;

/**
 * "What are the key principles of how you deliver projects?" asks for principles: a plural other than
 * the projects, or one of their values ("sizes", "ratings"), between the asking word and "projects".
 */
function asksForOtherThings(ask: string): boolean {
  const between = /\b(?:which|what|list|all|every|each)\b(.*?)\bprojects\b/.exec(ask)?.[1] ?? "";
  return between.split(/\s+/).some(
    (w) =>
      /^[a-z]{4,}s$/.test(w) &&
      !NOT_PLURAL.test(w) &&
      // "ratings", "years", "boroughs": the plural of one of the projects' own values, or the value itself.
      attributesIn(`${w} ${w.slice(0, -1)}`).length === 0 &&
      !PROJECT_WORDS.test(w) &&
      !VALUE_WORDS.test(w) &&
      // "Which parts of London are your projects in?": where they are, one of their values.
      !PLACE_WORDS.test(w),
  );
}

/** "…on your projects", "…onto your projects": where the thing asked about happens, not the projects asked for. */
const PROJECTS_AS_SETTING =
  /\b(?:on|in|onto|into|across|for|at|to) (?:your|the|all|any|each|every|most) (?:(?:recent|own|past|typical) )?projects\b/g;

/** Whether every mention of the projects in the question is such a setting. */
function onlySetting(ask: string): boolean {
  return !/\bprojects\b/.test(ask.replace(PROJECTS_AS_SETTING, " "));
}

/** "£5.5m" → 5500000, "£135/sq ft" → 135. */
const money = (value: string) => {
  const n = Number(value.replace(/[^\d.]/g, ""));
  return /m\b/i.test(value) ? n * 1e6 : /k\b/i.test(value) ? n * 1e3 : n;
};

/** The attributes a project can be ranked by, as numbers. */
const MEASURES: Partial<Record<Attribute, (p: Project) => number>> = {
  size: (p) => area(p.size),
  purchase: (p) => money(p.purchasePrice),
  capex: (p) => money(p.capex),
  rate: (p) => money(p.capexRate),
  duration: (p) => months(p.duration),
  year: (p) => p.year,
  // A rating of A is the best: the letter's distance from G.
  epc: (p) => "G".charCodeAt(0) - p.epc.toUpperCase().charCodeAt(0),
};

/**
 * The way a superlative ranks: words that name both a measure and a direction
 * ("largest", "quickest", "newest") and words that only give the direction
 * ("highest", "lowest") and take the measure from the rest of the question.
 */
const SUPERLATIVE: { words: RegExp; measure?: Attribute; of?: readonly Attribute[]; most: boolean; label: string }[] = [
  { words: /\b(?:biggest|largest)\b/, measure: "size", most: true, label: "the largest" },
  { words: /\bsmallest\b/, measure: "size", most: false, label: "the smallest" },
  { words: /\b(?:quickest|fastest|shortest)\b/, measure: "duration", most: false, label: "the quickest" },
  { words: /\b(?:longest|slowest)\b/, measure: "duration", most: true, label: "the longest" },
  { words: /\b(?:newest|latest|most recent)\b/, measure: "year", most: true, label: "the most recent" },
  // Not "first time", "first step", "first of all".
  {
    words:
      /\b(?:oldest|earliest)\b|\bfirst\b(?! (?:time|times|step|steps|thing|things|question|questions|of all|off|stage|phase|call|meeting|contact|conversation|port|place|go)\b)/,
    measure: "year",
    most: false,
    label: "the earliest",
  },
  { words: /\b(?:cheapest|least expensive)\b/, most: false, label: "the lowest" },
  // "Most" ranks ("the most capex"), unless it counts: "most of the jobs you take on", "most projects".
  {
    words:
      /\b(?:highest|most expensive|most(?! of\b| (?:jobs|projects|schemes|clients|developments|builds|people|cases|times)\b)|top|priciest|dearest|maximum|max)\b/,
    most: true,
    label: "the highest",
  },
  // Not the least the firm takes on: "a minimum fee or minimum project size you'll take on?".
  {
    words: /\b(?:lowest|least|(?:minimum|min)(?! (?:project |job |scheme )?(?:size|fee|value|budget|spend|order)))\b/,
    most: false,
    label: "the lowest",
  },
  // Of a rating the question names: "the best energy rating", "the highest EPC".
  { words: /\b(?:best|highest|top|greenest)\b/, of: ["epc"], most: true, label: "the best" },
  { words: /\b(?:worst|lowest)\b/, of: ["epc"], most: false, label: "the lowest" },
];

/** The measures a superlative of direction alone ("highest", "lowest") ranks by, the first the question names. */
const NUMBERED: readonly Attribute[] = ["rate", "capex", "purchase", "size", "duration", "year"];

/** `label` reads after the project's name: "is the largest", "has the highest capex". */
type Ranking = { order: (a: Project, b: Project) => number; label: string; plural: string; measure: Attribute };

const MEASURE_NAMES: Record<Attribute, string> = {
  size: "size",
  purchase: "purchase price",
  capex: "capex",
  rate: "capex per sq ft",
  duration: "programme",
  year: "",
  planning: "",
  epc: "EPC rating",
  location: "",
  condition: "",
  saving: "",
};

/** "Which project had the highest capex per sq ft?": the superlative and what it ranks. */
function rankingIn(text: string, attributes: readonly Attribute[]): Ranking | null {
  for (const { words, measure, of = NUMBERED, most, label } of SUPERLATIVE) {
    if (!words.test(text)) continue;
    // The measure the question names; a rate ("per sq ft") over the capex it divides.
    const named = measure ?? of.find((a) => attributes.includes(a));
    const by = named ? MEASURES[named] : undefined;
    if (!named || !by) continue;
    const name = measure ? "" : MEASURE_NAMES[named];
    return {
      order: (a, b) => (most ? by(b) - by(a) : by(a) - by(b)),
      label: name ? `has ${label} ${name}` : `is ${label}`,
      plural: name ? `have ${label} ${name}` : `are ${label}`,
      measure: named,
    };
  }
  return null;
}

/** One line of a list: the project and what the question asks of it. */
function line(p: Project, attributes: readonly Attribute[]): string {
  const asked = attributes.length ? attributes : (["size", "duration", "epc"] as Attribute[]);
  const parts = asked.map((a): string => {
    switch (a) {
      case "size":
        return p.size;
      case "purchase":
        return `bought for ${p.purchasePrice}`;
      case "capex":
      case "rate":
        return `capex ${p.capex} (${p.capexRate})`;
      case "planning":
        return p.planning ? "with planning permission" : "without planning permission";
      case "duration":
        return `delivered in ${p.duration}`;
      case "epc":
        return `EPC ${p.epc}`;
      case "year":
        return String(p.year);
      case "location":
        return p.location;
      case "condition":
        return `${p.condition} to ${p.final}`;
      default:
        return savingOf(p).replace(/\.$/, "");
    }
  });
  return `${p.name}: ${[...new Set(parts)].join(", ")}.`;
}

/** A value the visitor picks projects by, and how a reply says a project has it ("was", "were"). */
type Filter = { attribute: Attribute; has: (p: Project) => boolean; one: string; many: string };

const EPC_ASKED = [
  /\b(?:epc|energy rating|rating|rated)(?: of)? (?:an? )?([a-g])\b/,
  /\ban (a) (?:epc|energy|rating)\b/,
  /\b([a-g])[- ]rat(?:ed|ing)\b/,
  // "came out at a C on its EPC", "got an E for energy".
  /\b(?:at|got|scored|achieved) (?:an? )?([a-g]) (?:on|for|in) (?:its |the |their |an? )?(?:epc|energy)\b/,
  /\b(b) (?:epc|energy|rating)\b/,
  // "Which one was the B?", after the ratings were talked about.
  /\b(?:was|got|had|is) (?:the |an? )?([ab])\s*\??$/,
];

/**
 * How the pages write each figure of a project, what they call it, and how a reply says a project has it
 * ("was bought for £8.2m", "came in at £135/sq ft").
 */
const SHOWN = {
  size: { of: (p: Project) => p.size, called: "floor area", one: "is", many: "are" },
  purchase: {
    of: (p: Project) => p.purchasePrice,
    called: "purchase price",
    one: "was bought for",
    many: "were bought for",
  },
  capex: { of: (p: Project) => p.capex, called: "capex", one: "had a capex of", many: "had a capex of" },
  rate: { of: (p: Project) => p.capexRate, called: "capex rate", one: "came in at", many: "came in at" },
} as const satisfies Partial<
  Record<Attribute, { of: (p: Project) => string; called: string; one: string; many: string }>
>;
/** The prices a project is picked by ("which was bought for £8.2m?"), in pounds, read once from the records. */
const PRICES = (["purchase", "capex", "rate"] as const).map((attribute) => ({ attribute, ...SHOWN[attribute] }));
const poundsOf = new Map(projects.map((p) => [p, PRICES.map((price) => rangeOf(price.of(p))[0])]));

/**
 * "Which had an A rating?", "which took 7 months?", "which one had no planning?", "which one is the 28k?",
 * "which was bought for £8.2m?": the values asked about. An area or a price picks the projects of exactly that
 * figure (a purchase price before a capex); a figure no project has ("ours is 30k") is no filter.
 */
function filtersIn(text: string, quantities: readonly Quantity[] = []): Filter[] {
  const filters: Filter[] = [];
  for (const q of quantities) {
    const sized = q.kind === "area" ? projects.filter((p) => area(p.size) === q.value) : [];
    const [first] = sized;
    if (first) {
      filters.push({
        attribute: "size",
        has: (p) => sized.includes(p),
        one: `${SHOWN.size.one} ${first.size}`,
        many: `${SHOWN.size.many} ${first.size}`,
      });
    }
    if (q.kind !== "money") continue;
    const i = PRICES.findIndex((_, n) => projects.some((p) => poundsOf.get(p)?.[n] === q.value));
    const price = PRICES[i];
    if (!price) continue;
    const priced = projects.filter((p) => poundsOf.get(p)?.[i] === q.value);
    const said = price.of(priced[0] as Project);
    filters.push({
      attribute: price.attribute,
      has: (p) => priced.includes(p),
      one: `${price.one} ${said}`,
      many: `${price.many} ${said}`,
    });
  }
  const epc = EPC_ASKED.map((pattern) => pattern.exec(text)?.[1])
    .find(Boolean)
    ?.toUpperCase();
  if (epc) {
    // "Which one didn't get an EPC A?": the projects rated otherwise.
    // The rating itself is what is denied: "did not get an EPC A", not "did not need a planning application".
    const not = new RegExp(
      `\\b(?:not|never|didn't|wasn't|failed to|missed)(?: (?:get|achieve|reach|hit|receive|have|score|make|make it to|rated|given))? (?:an? )?(?:epc|energy rating|rating)(?: of)? (?:an? )?${epc.toLowerCase()}\\b`,
    ).test(text);
    const said = not ? `did not achieve an EPC rating of ${epc}` : `achieved an EPC rating of ${epc}`;
    filters.push({ attribute: "epc", has: (p) => (p.epc === epc) !== not, one: said, many: said });
  }
  const duration = /\b(\d+) months?\b/.exec(text)?.[1];
  if (duration) {
    const n = Number(duration);
    filters.push({
      attribute: "duration",
      has: (p) => months(p.duration) === n,
      one: `was delivered in ${n} months`,
      many: `were delivered in ${n} months`,
    });
  }
  // A year, not an amount: "over 2000 sq ft" or "£2024" is not one.
  const year = /(?<![£\d,.])\b(20\d\d)\b(?!,?\d| ?(?:sq|square|m2|sqm|k\b))/.exec(text)?.[1];
  if (year) {
    filters.push({
      attribute: "year",
      has: (p) => p.year === Number(year),
      one: `was completed in ${year}`,
      many: `were completed in ${year}`,
    });
  }
  // Planning by any of its names: "planning", "consent", "permission".
  const without =
    /\b(?:without|no|not (?:need|needing|get|getting|have|having)|never (?:got|had|needed))\b[^.?!]{0,20}\b(?:planning|consent|permission)\b|\b(?:planning|consent|permission) (?:was ?n[o']t|was not|were ?n[o']t|is ?n[o']t|not) (?:in place|granted|there|needed|required)\b/.test(
      text,
    );
  const withIt =
    !without &&
    /\b(?:with|had|got|needed|required|went through|secured)\b[^.?!]{0,12}\b(?:planning|(?<!(?:party wall|listed building|landlord'?s?|building regs) )(?:consent|permission))\b(?! consultants?\b)/.test(
      text,
    );
  if (without || withIt) {
    const how = without ? "without" : "with";
    filters.push({
      attribute: "planning",
      has: (p) => p.planning === withIt,
      one: `was delivered ${how} planning permission`,
      many: `were delivered ${how} planning permission`,
    });
  }
  return filters;
}

/**
 * A message put as a question ("did it have planning?", "which one…"), not as a statement to be confirmed
 * ("it had planning, right?").
 */
const ASKS_A_QUESTION =
  /^(?:(?:so|and|but|then|ok|okay|hi|hey|right|sorry)\W+)*(?:did|does|do|was|were|has|have|had|is|are|can|could|would|will|which|what|who|how|when|where|why|tell me|i(?:'d| would) like to know)\b/;

/** How a reply opens when the visitor states one of a project's facts and the record says otherwise. */
export const NOT_CONFIRMED = "No, I can't confirm that:";

/**
 * A statement put to be confirmed: a tag ("…, right?", "didn't it?") or a belief stated ("I think…", "your site
 * says…"), in the spelling the question reader leaves ("did not it", "you are saying"; "I heard" and "my
 * colleague said" it drops). Read on the whole message, as the ask may leave the claim as its context.
 * "I want to know if Hackney Wick had planning" asks; it claims nothing.
 */
const PUT_TO_CONFIRM =
  /\b(?:right|correct|true|yes|yeah|no|ok|okay)\s*\?|\b(?:is|was|did|does|has|are|were|had) not (?:it|they|that|she|he|there)\b|\b(?:innit|am i right|is that (?:right|correct|true|so)|your (?:site|website|page) (?:says|said|claims)|i (?:read|believe|think)|so you are saying)\b/;

/** A rating stated as one: "rated a success" is no EPC rating of A. */
const EPC_NAMED = /\b(?:epc|energy)\b/;

/** "Which of them…", "which one…", "which projects…": a choice among the projects. */
const WHICH =
  /\b(?:which|what)\b(?: (?:one|ones|of (?:them|those|these|the three|your projects|the projects)|projects?|project))?/;

/** "Have you done one that…", "did you ever deliver a project that…": whether any of the projects has a value. */
const DONE_ONE =
  /\b(?:have|did) you (?:ever )?(?:done|do|delivered|deliver|completed|complete|had|taken on|take on|worked on|work on) (?:one|any|a (?:project|job|scheme|building|refurb(?:ishment)?)|anything)(?: \w+)? (?:that|which|where|with|without)\b|\b(?:have|did) you (?:actually |ever )?(?:hit|achieved?|got|managed) (?:that|it|this) on (?:any|one) of (?:your|the)\b/;

/** Words that make a message a sentence rather than a few keywords ("EPC A projects"). */
const ASKS_ANYTHING =
  /\b(?:what|which|how|who|when|where|why|is|are|was|were|do|does|did|can|could|would|will|have|has|had|tell|show|list|give|i|we|you)\b/;

/** The projects that have every value asked about, said against all of them. */
function picked(pool: readonly Project[], filters: readonly Filter[], asked: readonly Attribute[]): RecordAnswer {
  const matching = pool.filter((p) => filters.every((f) => f.has(p)));
  const said = filters.map((f) => (matching.length === 1 ? f.one : f.many)).join(" and ");
  const count = ["", "one", "two", "three"][pool.length] ?? String(pool.length);
  const lead =
    matching.length === 0
      ? `None of our ${count} recent projects ${filters.map((f) => f.one).join(" and ")}:`
      : `Of our ${count} recent projects, ${listing(matching.map((p) => p.name))} ${said}:`;
  // Each project with the values asked about, then whatever else the question asks of them.
  const lines = pool.map((p) => line(p, [...new Set([...filters.map((f) => f.attribute), ...asked])]));
  return {
    text: [lead, ...lines].join(" "),
    url: matching.length === 1 ? projectsUrl(matching[0]) : "/projects",
  };
}

/**
 * The projects, by any of the words visitors call them: "which of your jobs…", "the development you've done",
 * "what did you complete in 2023?".
 * "A job", "development managers" are not the projects.
 */
const PROJECTS_NAMED =
  // "Your quickest job", "the newest project"; ranked by what only the projects record: "lowest capex per sq ft?",
  // "best EPC?"; "out of the three?".
  /\b(?:your|the) (?:quickest|fastest|biggest|largest|smallest|cheapest|dearest|slowest|longest|shortest|newest|latest|oldest|earliest|most recent|most expensive|least expensive) (?:project|job|scheme|development|building)\b|\b(?:lowest|highest|cheapest|dearest|best|worst|top)\b(?: [\w/.-]+){0,2} (?:capex|capital expenditure|purchase price|epc|energy rating|(?:cost|rate|capex) per (?:sq|square))\b|\b(?:out of|of) (?:the|all|those|these) three\b(?! [a-z])|\bwhich of (?:the|those|these) three (?=(?:was|is|were|are|had|has|cost|took|did|got|came|ran|needed)\b)|\b(?:quickest|fastest|biggest|largest|smallest|cheapest|dearest|slowest|longest|shortest)\b(?: \w+){0,3} you(?:'ve| have)? (?:ever )?(?:done|delivered|completed|turned|built|had|managed|run)\b|\b(?:projects?|portfolio)\b|\bwhich of yours\b|^(?:and |so |what about |how about )?(?:what(?:'s| is) )?your (?:quickest|fastest|biggest|largest|smallest|cheapest|dearest|slowest|longest|shortest|newest|latest|oldest|earliest|most recent|most expensive)(?: one)?\s*\??$|\bwhich (?:job|scheme|development|building)\b(?= (?:was|is|had|has|came|cost|took|did|got)\b)|\b(?:your|the|these|those|three)\s+(?:(?:london|recent|past|completed|finished|delivered|own|other|three|showcased?|featured|highlighted)\s+)?(?:schemes|jobs|developments|buildings)\b|\b(?:schemes?|jobs?|developments?|ones?)\s+(?:you(?:'ve| have)?\s+(?:actually\s+)?(?:done|delivered|completed|finished|built|managed|run|had))\b|\bwhat (?:did|have) you (?:complete[sd]?|finish(?:ed)?|deliver(?:ed)?|build|built|hand(?:ed)? over)\b(?=[^.?!]{0,20}\b20\d\d\b)/;

/** A statement put to be confirmed ("Southwark was your biggest, right?"; the normaliser leaves "…biggest?") or asked. */
const CHECKS = /^(?:(?:so|and|but|then|ok|okay)\s+)?(?:is|was|were|are)\b|\b(?:is|was|were|are) (?:your|the|our)\b/;

/** The projects not yet named: "and the others?", "the other two", "the rest". */
const OTHER_PROJECTS =
  /\bothers\b|\bother (?!(?:savings?|costs?|benefits?|figures?|numbers?|details?|facts?|things?|info|information|features?|results?|efficienc\w*|achievements?|options?|questions?)\b)\w+|\b(?:the )?other\s*[?!.]*$|\brest\b|\bremaining\b/;

/** Up to this many words, a follow-up naming only a value ("year?", "and the size?") asks it of what was named. */
const BARE_WORDS = 3;

/** A question pointing back at one thing named before it: "that building", "this one", "it", "your works there". */
const POINTS_BACK =
  /\b(?:that|this) (?:building|one|project|scheme|job|site|development|refurb(?:ishment)?)\b|\b(?:it|its|yours)\b|\byour (?:works|work|project|job|scheme|building|development) there\b/;

const NEAR = /\b(?:near|nearby|close to|next to|around|by)\b/;

/** A building described, not ours: "3 storey block", "a 40-unit scheme", "an old warehouse". */
const A_BUILDING = String.raw`(?:^|[.!?]\s+)(?:a|an|one|\d[\w,.-]*(?: storey| story| floor| unit| bed)?)\s+(?:[\w-]+\s+){0,2}(?:block|building|site|scheme|houses?|flats|warehouse|office|property|plot|conversion|development|terrace|pub|shop|units|homes)\b(?:(?!\byour?\b)[^.?!])*?`;

/** Each project's name after "my/our … in", made once: the visitor's own building's place (isVisitorsPlace). */
const visitorsPlace: Record<string, RegExp> = Object.fromEntries(
  projects.map((p) => [
    p.id,
    new RegExp(
      `\\b(?:my|our)\\b(?:(?!\\byour\\b|\\byou\\b)[^.?!]){0,40}?\\b(?:in|at|off|near|by|around) (?:the )?(?:${(projectNames[p.id] ?? []).join("|")})\\b|${A_BUILDING}[^.?!]{0,30}?\\b(?:in|at|off|near) (?:the )?(?:${(projectNames[p.id] ?? []).join("|")})\\b`,
    ),
  ]),
);

/** Each project's name after "your": "your Southwark project" is ours, whatever the visitor's building. */
const calledYours: Record<string, RegExp> = Object.fromEntries(
  projects.map((p) => [p.id, new RegExp(`\\b(?:your|ur) (?:${(projectNames[p.id] ?? []).join("|")})\\b`)]),
);

/**
 * A project's name as the place of the visitor's own building: "my pub in Southwark", "our site off Hackney
 * Wick". Said of the firm's work it is the project: "your work in Southwark", "the building you did in Islington".
 */
function isVisitorsPlace(text: string, p: Project): boolean {
  const names = projectNames[p.id] ?? [];
  const place = visitorsPlace[p.id];
  if (!place) return false;
  // Every part of the message that names it names the visitor's place.
  const naming = text
    .split(/[.!?;]\s+|,\s+(?=(?:can|could|would|will|do|does|did|is|are|was|were|how|what|when|which|where|why)\b)/)
    .filter((part) => namesIn(part, names));
  // "A 40-unit scheme in Southwark: how long did your Southwark project take?": ours, named as ours.
  const yours = calledYours[p.id];
  return naming.length > 0 && naming.every((part) => place.test(part) && !SAID_OURS.test(part) && !yours?.test(part));
}

/** A place named as the firm's work: "the Hackney Wick building you refurbished", "that job you did in Islington". */
const SAID_OURS =
  /\b(?:building|project|scheme|job|one|block|development|place) (?:that |which )?(?:you|u|your team)(?:'ve| have)? (?:refurbished|did|delivered|built|converted|fitted out|worked on|completed|did up|redeveloped)\b|\b(?:you|u|your team)(?:'ve|'d| have| had| would)? (?:done|did|refurbished|delivered|built|converted|fitted out|worked on|completed|redeveloped) (?:a|an|the|one|some) (?:building|project|scheme|job|block|development|place)\b/;

/** Words of a question about the firm or its projects in general, not about one project. */
const GENERAL =
  /\b(?:projects|portfolio|your|yours|typical(?:ly)?|generally|always|any|every|other)\b|\byou\b(?! (?:paid|pay|got|get|saved|save|spent|spend|bought|buy|sourced|source|achieved|achieve|cut|reduced|start(?:ed)?|finish(?:ed)?|took it on|took over)\b)/;

/** A count of projects beyond the three the site shows: all of them, or those under way. */
const COUNT_BEYOND =
  /\bhow many (?:projects|schemes|jobs|developments|buildings)\b[^.?!]*\b(?:in total|altogether|ever|overall|so far|to date|on site|right now|currently|at the moment|live|ongoing|on the go|under ?way|in (?:progress|hand))\b/;

/** The projects taken together: "in total", "combined", "between them". */
const SUMMED =
  /\b(?:in total|total(?! (?:development value|fee)\b)|altogether|combined|added up|between them|all together|summari[sz]ed|in (?:the|your) (?:project )?summary)\b/;

/** "Why was that one pricier?", "how come…": the figures are on the site; the reasons behind them mostly are not. */
const ASKS_WHY = /^(?:and )?why\b|\bhow come\b/;

/** The measures a figure a visitor gives can be of: a floor area is a size; a sum, a price, the capex or a rate. */
const FIGURE_MEASURES = { area: ["size"], money: ["purchase", "capex", "rate"] } as const satisfies Record<
  Quantity["kind"],
  readonly Attribute[]
>;
type FigureMeasure = (typeof FIGURE_MEASURES)[Quantity["kind"]][number];
/** A visitor's figure is a project's when within this share of it: "44k" for 44,000 sq ft, "5.5 mil" for £5.5m; not £7.2m for £7.4m. */
const SAME_FIGURE = 0.005;

/** The measures of the projects a visitor's figure is, as the pages state them. */
function measuresOf(q: Quantity, among: readonly Project[] = projects) {
  return among.flatMap((project) =>
    FIGURE_MEASURES[q.kind].flatMap((measure) => {
      const value = MEASURES[measure]?.(project) ?? 0;
      return value > 0 && Math.abs(q.value - value) <= value * SAME_FIGURE ? [{ project, measure }] : [];
    }),
  );
}

/** Checking a figure: "was it…?", "is that right?", "think it was like…", "the 44k one?". */
const CHECKING = /\?\s*$|\b(?:was it|is it|is that|think it was|i think|right\b|correct|remember)\b/;

/**
 * A figure the visitor gives of one of the projects, checked: "was hackney wick the 44k sq ft one?" and "capex
 * on southwark, think it was 5 and a half mil?" are answered by what the project's card states, saying whose
 * figure it is when it is another's, or another of its own.
 * Only the measures a figure can be (floor area, purchase price, capex, capex per sq ft); a figure of the
 * visitor's own scheme is no check.
 */
export function answerFigureCheck(question: Question): RecordAnswer | null {
  const { ask } = question;
  // A figure asked about, in the asking sentence: not one of the visitor's own case told before it.
  const given = question.quantities.filter(
    (q) => ask.includes(q.typed.toLowerCase()) && !ABOUT_VISITOR.test(ask) && measuresOf(q).length > 0,
  );
  const [q] = given;
  if (!q || given.length > 1) return null;
  // "Which project came in at £168 a foot?" picks a project by its figure: answerProjects' filters.
  const named = projectsIn(ask);
  const [p] = named;
  if (!p || named.length > 1 || !CHECKING.test(ask)) return null;
  const askedOf = attributesIn(ask);
  const asked = askedOf.filter((a): a is FigureMeasure => (FIGURE_MEASURES[q.kind] as readonly string[]).includes(a));
  // "For a 44k building like your Islington one, was the saving checked?" asks about something else.
  if (asked.length < askedOf.length) return null;
  const stated = (project: Project, measure: FigureMeasure) =>
    `${project.name}'s ${SHOWN[measure].called} was ${SHOWN[measure].of(project)}`;
  const own = measuresOf(q, [p]);
  const others = measuresOf(q).filter((m) => m.project !== p);
  const measure = asked.length === 1 ? asked[0] : undefined;
  if (measure) {
    if (own.some((m) => m.measure === measure)) return { text: `Yes: ${stated(p, measure)}.`, url: projectsUrl(p) };
    const instead = own[0] ?? others.find((m) => m.measure === measure) ?? others[0];
    return {
      text: `No: ${stated(p, measure)}.${instead ? ` ${SHOWN[instead.measure].of(instead.project)} was ${instead.project === p ? "its" : `${instead.project.name}'s`} ${SHOWN[instead.measure].called}.` : ""}`,
      url: projectsUrl(p),
    };
  }
  const [mine] = own;
  if (mine) return { text: `Yes: ${stated(p, mine.measure)}.`, url: projectsUrl(p) };
  const [theirs] = others;
  if (!theirs) return null;
  return {
    text: `No: ${SHOWN[theirs.measure].of(theirs.project)} is ${theirs.project.name}'s ${SHOWN[theirs.measure].called}; ${stated(p, theirs.measure)}.`,
    url: projectsUrl(p),
    also: [projectsUrl(theirs.project)],
  };
}

/** A question asked on the projects rather than of them: how a thing is done there, or whether it has been. */
const SETTING_ONLY = new RegExp(`^(?:so |and |but )?how\\b(?! (?:many|much|big|large|long)\\b)|${HAPPENED.source}`);

/** Questions about the three projects: one project's facts, a list, or the one that stands out. */
export function answerProjects(question: Question): RecordAnswer | null {
  const { text } = question;
  // "Our scheme in Hackney…" describes the visitor's case: only the question itself names our projects, and
  // not where it says the visitor's own building is ("my pub in Southwark is 9,000 sq ft, can you help?").
  let named = projectsIn(question.ask).filter((p) => !isVisitorsPlace(question.ask, p));
  // "Southwark looks the most recent. What was the purchase price on that building?": the project the message
  // named before its question, when the question points back at one.
  // Not a place the visitor's own scheme is in or near: "we have a site near Hackney Wick. What would it cost?"
  // So is "Southwark looks dearer per foot. What was the rate?": a value of a project asked right after naming it.
  const valueOfNamed = attributesIn(question.ask).length > 0 && !GENERAL.test(question.ask);
  if (named.length === 0 && (POINTS_BACK.test(question.ask) || valueOfNamed)) {
    const inMessage = projectsIn(question.text);
    const naming = question.text.split(/[.!?;]\s+/).filter((part) => projectsIn(part).length);
    // "Scaffolding next to me in Hackney Wick. How long did your works there take?": ours, being "your works";
    // "a floor in the Hackney Wick building you refurbished": ours, being the one we refurbished.
    // "Our site is across the road from your Hackney Wick scheme. How long did yours take?": ours, being "yours".
    const ours =
      /\byour (?:works|work|project|job|scheme|building|development) there\b|\b(?:did|was|were|had) yours\b|\byours (?:took|was|were|cost|came|ran)\b/.test(
        question.ask,
      ) ||
      naming.some((part) => inMessage.some((p) => part.includes(`your ${p.name.toLowerCase()}`))) ||
      naming.some((part) => SAID_OURS.test(part)) ||
      naming.every((part) => !ABOUT_VISITOR.test(part) && !NEAR.test(part));
    if (inMessage.length === 1 && ours) named = inMessage;
  }
  const followsUp = named.length === 0 && question.earlier.length > 0;
  let leftOut = false;
  if (followsUp) {
    for (const earlier of question.earlier) {
      named = projectsIn(earlier);
      if (named.length) break;
    }
    // "Which is your biggest project?" answered "Islington…", then "what did it cost to buy?": the one the reply named.
    // So is a bare "year?" or "and the size?" after it: a value asked with nothing else.
    const inReply = projectsIn(question.reply);
    const bare = attributesIn(question.ask).length > 0 && words(question.ask).length <= BARE_WORDS;
    if (named.length === 0 && (question.pointing || bare) && inReply.length === 1) named = inReply;
    // "And the other one?" after "Islington and Southwark achieved EPC A": the one project the reply left out.
    leftOut = named.length === 0 && inReply.length === projects.length - 1 && OTHER_PROJECTS.test(text);
    if (leftOut) named = projects.filter((p) => !inReply.includes(p));
  }
  // "What did the works cost per foot?" right after a question about Islington: a thing of that project,
  // though the question names enough to stand alone. Not when it asks about the firm or projects in general.
  const ofPrevious =
    named.length === 0 &&
    !followsUp &&
    !GENERAL.test(question.ask) &&
    attributesIn(question.ask).length > 0 &&
    projectsIn(question.previous).length === 1;
  if (ofPrevious) named = projectsIn(question.previous);
  // "The total floor area across the projects": the sum, which the totals give (answerTotals), not each one's.
  // Not "how many projects in total?": a count the site does not give (COUNT_BEYOND).
  // Only what the totals sum (floor area, savings): a total capex is each project's capex, listed.
  // A total cost of them all is the development costs the totals give ("the total cost of all three projects").
  const totalCost = /\btotal cost\b|\bcost (?:in total|altogether|overall)\b/.test(question.ask);
  const summed = attributesIn(question.ask).every(
    (a) => a === "size" || a === "saving" || a === "duration" || (totalCost && a === "capex"),
  );
  if (named.length === 0 && summed && SUMMED.test(question.ask) && !/\bhow many\b/.test(question.ask)) return null;
  // "The UK benchmark for the three projects": the records hold it for the three together, not for each one.
  if (named.length === 0 && /\bbenchmark/.test(question.ask)) return null;
  // "And the others?" after "how long did Islington take?": the same question of the projects not yet named.
  // Not "any other savings on that one?": another thing of the same project.
  const others = followsUp && !leftOut && named.length > 0 && OTHER_PROJECTS.test(text);
  if (others) named = projects.filter((p) => !named.includes(p));
  const own = attributesIn(question.ask);
  // "And the ones you've actually delivered?" after "what size jobs do you take on?": the same thing asked of the
  // projects themselves, against the typical figure.
  const actualOnes =
    own.length === 0 && named.length === 0 && question.earlier.length > 0 && ACTUAL_ONES.test(question.ask);
  const earlierAsked = others
    ? attributesIn(question.earlier.find((e) => projectsIn(e).length) ?? "")
    : actualOnes || leftOut
      ? attributesIn(question.previous)
      : [];
  // "Any others?" after "tell me about Islington": the others, each in a line, when nothing in particular was asked.
  const attributes =
    own.length === 0 && (others || actualOnes || leftOut)
      ? earlierAsked.length
        ? earlierAsked
        : (["size", "duration", "epc"] as Attribute[])
      : own;
  // "What size are the projects you typically handle?" asks what is typical of the firm, not about the three.
  const typical =
    /\btypical(?:ly)?\b/.test(question.ask) && !/\b(?:recent|past|three|completed|portfolio)\b/.test(question.ask);
  if (typical && named.length === 0) return null;
  // "How would we be appointed on one of your projects?": the projects are where it happens, not what is asked.
  // Nor "has that ever happened on one of your projects?", of something the visitor described before.
  if (named.length === 0 && own.length === 0 && SETTING_ONLY.test(question.ask)) return null;
  // "How many rooms did all your projects produce?": the studios the totals count, not each project's figures.
  if (named.length === 0 && /\bhow many\b/.test(question.ask) && UNITS.test(question.ask)) return null;
  // "And capex delivered?": the firm's whole record (answerTotals), not one project's.
  const ofOne = projectsIn(question.ask).length > 0 || projectsIn(question.previous).length > 0;
  if (!ofOne && asksFirmCapex(question.ask)) return null;
  // "Who handles planning on your schemes?": a party, which the project records do not hold.
  if (named.length === 0 && /^(?:so |and |but )?who\b/.test(question.ask)) return null;
  // "Are your projects net zero?": the records hold EPC ratings, not carbon; the FAQ on sustainability says it.
  // Nor photographs: the projects page's gallery shows them.
  if (/\b(?:net[- ]?zero|carbon|emissions)\b/.test(question.ask)) return null;
  if (question.concepts.some((c) => c.id === "gallery")) return null;
  const asksList =
    (actualOnes && earlierAsked.length > 0) ||
    (LIST.test(question.ask) && !asksForOtherThings(question.ask) && !(own.length === 0 && onlySetting(question.ask)));
  // "Which one is the newest?" after a question about the projects ranks them too.
  // "Have you done one that didn't need planning?" asks which of the projects did.
  const doneOne = DONE_ONE.test(question.ask);
  // A follow-up is about the projects when the question before was, or when the reply before listed them
  // ("which one was the biggest?" after "Hackney Wick, Islington and Southwark").
  const aboutProjects =
    doneOne ||
    PROJECTS_NAMED.test(text) ||
    (followsUp && (question.earlier.some((e) => PROJECTS_NAMED.test(e)) || projectsIn(question.reply).length >= 2));
  const ranking = aboutProjects ? rankingIn(text, attributes) : null;
  // "EPC A projects", typed as into a search box, asks which too.
  const choosing = doneOne || WHICH.test(question.ask) || !ASKS_ANYTHING.test(question.ask);
  const filters =
    aboutProjects && !ranking && choosing
      ? filtersIn(
          // "Only one didn't get an EPC A. Which one was it?": what the question points back at is said before it.
          WHICH_ONE_POINTS.test(question.ask) ? question.text : question.ask,
          question.quantities.filter((q) => question.ask.includes(q.typed)),
        )
      : [];
  if (filters.length && (named.length === 0 || followsUp)) {
    return picked(followsUp && named.length > 1 ? named : projects, filters, attributes);
  }

  // "And the biggest one you've done?" after Hackney Wick ranks them all, whatever was named before.
  if (ranking && (asksList || named.length === 0 || followsUp)) {
    const { order, label, plural, measure } = ranking;
    const sorted = [...projects].sort(order);
    const [first, second] = sorted;
    if (!first) return null;
    const tie = second && order(first, second) === 0;
    const lead = tie
      ? `${first.name} and ${second.name} ${plural} of our three recent projects.`
      : `${first.name} ${label} of our three recent projects.`;
    const shown = [measure, ...attributes.filter((a) => a !== measure && a !== "year")];
    // "What size are they, smallest to biggest?": all three asked for, and the range the portfolio states.
    const range = asksList || FROM_END_TO_END.test(question.ask) ? PORTFOLIO_RANGE[measure] : undefined;
    const together = range ? `Together our three recent projects ${range}.` : "";
    return { text: [lead, together, ...sorted.map((p) => line(p, shown))].filter(Boolean).join(" "), url: "/projects" };
  }
  if (named.length === 0 && asksList) {
    // "How many projects have you delivered in total?", "how many are on site now?": the site shows three recent
    // ones and counts no others; those three, with the offer of the team.
    if (COUNT_BEYOND.test(question.ask)) {
      const names = listing(projects.map((p) => p.name));
      return {
        text: `This website does not give a count of all our projects, or of those on site now; it shows our three most recent, ${names}, and our record of over ${claims.firm.areaDelivered.value} delivered.`,
        url: "/projects",
        partial: true,
      };
    }
    const wanted = attributes.length ? attributes : (["size", "duration", "epc"] as Attribute[]);
    const names = listing(projects.map((p) => p.name));
    // One thing asked of them all, which the portfolio states as a range: the range first. So is the range asked
    // for ("what range do the projects cover?"), which the portfolio gives of their size.
    // A price range asked is not the size range the portfolio gives.
    const sizeRange = /\brange\b/.test(question.ask) && !/\b(?:price|cost|budget|value|spend)\b/.test(question.ask);
    const ranged = wanted.length === 1 ? wanted[0] : sizeRange ? "size" : undefined;
    const range = ranged ? PORTFOLIO_RANGE[ranged] : undefined;
    const lead = range ? `Our three recent projects, ${names}, ${range}:` : `Our three recent projects are ${names}:`;
    return { text: [lead, ...projects.map((p) => line(p, wanted))].join(" "), url: "/projects" };
  }
  if (named.length === 0) return null;
  // "So Southwark was your biggest, right?": whether the project named is the one the superlative picks.
  const checked = named.length === 1 && CHECKS.test(question.ask) ? rankingIn(question.ask, attributes) : null;
  if (checked && named[0]) {
    const sorted = [...projects].sort(checked.order);
    const top = sorted.filter((p) => sorted[0] && checked.order(sorted[0], p) === 0);
    const shown = [checked.measure, ...attributes.filter((a) => a !== checked.measure && a !== "year")];
    const lead = top.includes(named[0])
      ? `Yes: ${named[0].name} ${checked.label} of our three recent projects.`
      : `No: ${listing(top.map((p) => p.name))} ${top.length > 1 ? checked.plural : checked.label} of our three recent projects.`;
    return { text: [lead, ...sorted.map((p) => line(p, shown))].join(" "), url: "/projects" };
  }
  // The cost of a project named is what was paid for the building and for the works.
  // What it cost, alone or beside something else asked ("how long and how much?"), unless a price is already named.
  const priced = attributes.some((a) => a === "purchase" || a === "capex" || a === "rate");
  const asked: Attribute[] = !priced && COST.test(question.ask) ? [...attributes, "purchase", "capex"] : attributes;
  // A follow-up that asks something the projects do not record is not about them.
  if (followsUp && asked.length === 0) return null;
  if (named.length > 1) {
    return {
      text: named.map((p) => line(p, asked)).join(" "),
      url: "/projects",
      partial: ASKS_WHY.test(question.ask),
    };
  }
  const [p] = named as [Project];
  const why = ASKS_WHY.test(question.ask);
  const facts = asked.filter((a) => a !== "year" || asked.length === 1).map((a) => fact(p, a));
  // "Hackney Wick had full planning when you bought it, yes?": a statement the record contradicts is not confirmed.
  // The normaliser drops a tag ("…, right?") but keeps its question mark: a statement asked is put to be confirmed.
  const statedAsked = /\?\s*$/.test(question.ask) || PUT_TO_CONFIRM.test(question.text);
  const claimed = statedAsked && !ASKS_A_QUESTION.test(question.ask);
  const wrong = claimed
    ? filtersIn(question.ask).find(
        (f) => !f.has(p) && (f.attribute === "planning" || (f.attribute === "epc" && EPC_NAMED.test(question.ask))),
      )
    : undefined;
  const mistaken = wrong?.attribute ?? figureContradicted(p, question);
  if (mistaken) {
    const right = fact(p, mistaken);
    facts.splice(0, facts.length, `${NOT_CONFIRMED} ${right}`, ...facts.filter((f) => f !== right));
  }
  // "Was Islington slower than usual?": the project's own figure, then what is typical of the firm.
  if (AGAINST_TYPICAL.test(question.ask)) for (const a of asked) if (TYPICAL[a]) facts.push(TYPICAL[a]);
  return { text: facts.length ? [...new Set(facts)].join(" ") : summary(p), url: projectsUrl(p), partial: why };
}

/** Words that make an amount a bound or an estimate: "over £4m", "roughly 30,000 sq ft". */
const HEDGE =
  "(?:over|under|above|below|about|around|roughly|approximately|approx|nearly|almost|circa|c\\.?|some|more than|less than|at least|at most|up to|north of|south of|ish)";

/** A project's figures a visitor may state, by the words that name them, with the record's amount read once. */
type StatedFigure = { attribute: Attribute; words: RegExp; kind: Quantity["kind"]; of: (p: Project) => string };
const STATED_FIGURES: readonly StatedFigure[] = [
  {
    attribute: "capex",
    words:
      /\b(?:capex|capital expenditure|build cost|works cost|fit-?out cost|cost to (?:build|fit out|refurbish|convert))\b/,
    kind: "money",
    of: (p) => p.capex,
  },
  {
    attribute: "purchase",
    words: /\b(?:bought|purchased|purchase price|acquired|acquisition price|paid)\b/,
    kind: "money",
    of: (p) => p.purchasePrice,
  },
  { attribute: "size", words: /\b(?:sq ft|floor ?area|footprint|size)\b/, kind: "area", of: (p) => p.size },
];
const recordedAmounts = new Map(
  projects.map((p) => [
    p,
    new Map(
      STATED_FIGURES.map((f) => [f, normalise(f.of(p)).quantities.find((q) => q.kind === f.kind)?.value] as const),
    ),
  ]),
);

/**
 * "Since Hackney Wick's capex was £9m…", "so Southwark was bought for £8m": one of the project's figures stated, as
 * given or to be confirmed, which the record contradicts. Only where the message names that one figure and one
 * amount of its kind, and says nothing of the visitor's own scheme, whose figures are theirs.
 */
function figureContradicted(p: Project, question: Question): Attribute | undefined {
  if (ABOUT_VISITOR.test(question.text)) return undefined;
  // "Capex was £9m … per square foot": the figure named with an amount of its kind ("per square foot" has none).
  const stated = STATED_FIGURES.filter(
    (f) => f.words.test(question.text) && question.quantities.filter((q) => q.kind === f.kind).length === 1,
  );
  if (stated.length !== 1) return undefined;
  const [figure] = stated as [StatedFigure];
  const quantity = question.quantities.find((q) => q.kind === figure.kind);
  const recorded = recordedAmounts.get(p)?.get(figure);
  if (!quantity || recorded === undefined) return undefined;
  // "Over £4m", "roughly 30,000 sq ft", "£135 a foot": a bound, an estimate or a rate is not a figure to contradict.
  const typed = escapeForPattern(quantity.typed.toLowerCase());
  const hedged = new RegExp(
    `\\b${HEDGE} (?:£|\\$)?${typed}|${typed}\\s*(?:a|per|/) ?(?:foot|ft|sq|square|metre|m2)\\b`,
  );
  if (hedged.test(question.text)) return undefined;
  return Math.abs(quantity.value - recorded) > recorded * 0.02 ? figure.attribute : undefined;
}

/** How near a scheme's area or price must be to a project's, as a share of the scheme's, for the two to be alike. */
const SIMILAR_WITHIN = 0.3;

/** "Have you done anything similar?": the visitor's scheme against the projects, not a list of them. */
const SIMILAR =
  /\b(?:done|delivered|worked on|built|handled|completed|had|dealt with|come across|seen|tackled|faced)\b[^.?!]{0,60}?\b(?:similar|like (?:this|that|it|mine|ours)|comparable|(?:(?:around|about|near|close to|of) )?(?:that|this|the same|a similar|our) (?:size|scale))\b|\b(?:similar|comparable|equivalent|matching) (?:projects?|schemes?|size|work|jobs?|buildings?|developments?|examples?)\b|\b(?:done|delivered|dealt with|seen|had) (?:this|that|it|one) before\b|\b(?:anything|something) (?:similar|comparable|relevant)\b|\b(?:dealt with|come across|seen|tackled|faced) (?:this|that|it|one) (?:kind|sort|type) of\b|\b(?:any|in your|from your) (?:relevant )?experience\b|\blike (?:your|the) case study\b|\b(?:could|can|would) you (?:do|get|go) (?:it |that |this |them )?(?:any )?(?:better|cheaper|lower)\b|\b(?:could|can) you beat\b|\b(?:done|delivered|handled|taken on|tackled|managed) (?:this|that|such an?|an?|one|any)? ?(?:kind|sort|type) of (?:\w+ )?(?:before|job|project|scheme|upgrade|work|conversion|refurb(?:ishment)?)\b|\bhave you (?:ever )?(?:taken|brought|converted|fitted out|turned|upgraded|repositioned)\b/;

/** Whether the visitor asks if the firm has done work like what they describe. */
export function asksForSimilar(question: Question): boolean {
  return SIMILAR.test(question.text);
}

/** What a case study's like is complained of: the price or the quantity of the thing. */
const COSTLY =
  /\b(?:price[ds]?|pricey|cost(?:s|ly)?|quoted?|quotes|expensive|eye-watering|(?:huge|large|vast) amount|lots of|miles of|too much|over-?spec\w*)\b/;

/**
 * A visitor who only describes their own case, its cost or its quantity ("our designer has specified miles of
 * cable tray and the price is painful"), is asking whether we have met the like of it as much as one who asks.
 */
export function describesLikeOfStudy(question: Question): boolean {
  return !question.text.includes("?") && ABOUT_VISITOR.test(question.text) && COSTLY.test(question.text);
}

/** What a scheme may share with a project, read from the visitor's words. */
/** Small homes of many: what a project finished as studios shares. */
const STUDIO_WORDS = /\b(?:studios?|student|rooms|units|co-?living|flats|apartments|bedsits?|resi(?:dential)?)\b/;
const hasStudios = (p: Project) => /studio/i.test(p.final);

const FEATURES: { words: RegExp; has: (p: Project) => boolean }[] = [
  { words: /\bshell (?:and|&) core\b/, has: (p) => /shell/i.test(p.condition) },
  { words: /\bcat a\b/, has: (p) => /cat a/i.test(p.final) },
  { words: STUDIO_WORDS, has: hasStudios },
  { words: /\b(?:no|without|not got|don't have) planning\b/, has: (p) => !p.planning },
  {
    words:
      /\bplanning (?:is |was |has been |already )*(?:granted|approved|in place|consented)\b|\b(?:with|got|have|has) (?:full )?planning(?! \w)/,
    has: (p) => p.planning,
  },
  { words: /\b(?:vacant|empty) (?:commercial|office|building)\b/, has: (p) => /vacant/i.test(p.condition) },
];

/**
 * The project most like the visitor's scheme: by the features they share
 * (shell and core, studios, no planning…), then by floor area, then by price.
 */
export function answerSimilar(question: Question): RecordAnswer | null {
  const { text, quantities } = question;
  // Doors or trays like those of a case study: the case study is the similar work.
  if (!asksForSimilar(question) || caseStudiesIn(text).length > 0) return null;
  const area = quantities.find((q) => q.kind === "area")?.value;
  const price = quantities.find((q) => q.kind === "money" && q.value >= 100_000)?.value;
  const features = FEATURES.filter((f) => f.words.test(text));
  if (!area && !price && features.length === 0) return null;
  const closeness = (p: Project) =>
    features.filter((f) => f.has(p)).length +
    (area ? 1 - Math.min(1, Math.abs(area - (parseInt(p.size.replace(/\D/g, ""), 10) || 0)) / area) : 0) +
    (price ? 0.5 * (1 - Math.min(1, Math.abs(price - money(p.purchasePrice)) / price)) : 0);
  const [closest] = [...projects].sort((a, b) => closeness(b) - closeness(a));
  if (!closest) return null;
  const studios = hasStudios(closest) && STUDIO_WORDS.test(text);
  // "Yes" only for a project that is like the scheme: a feature in common, or an area or price near it.
  const near = (theirs: number | undefined, ours: number) =>
    theirs !== undefined && Math.abs(theirs - ours) / theirs <= SIMILAR_WITHIN;
  const alike =
    features.some((f) => f.has(closest)) ||
    near(area, parseInt(closest.size.replace(/\D/g, ""), 10) || 0) ||
    near(price, money(closest.purchasePrice));
  return {
    // Nothing of ours is like it: the nearest, and the team, who can say more.
    partial: !alike,
    text: [
      alike
        ? `Yes: the closest of our projects is ${closest.name}.`
        : `The nearest of our three recent projects is ${closest.name}.`,
      summary(closest),
      studios ? `Across our three recent projects we delivered ${claims.portfolio.studios.value}.` : "",
    ]
      .filter(Boolean)
      .join(" "),
    url: projectsUrl(closest),
  };
}

/** "Have you done anything that big?", "ever done one as large?": whether our work reaches the visitor's size. */
const AS_BIG =
  /\b(?:done|delivered|worked on|built|handled|completed|managed|had|taken on|tackled)\b[^.?!]{0,40}?\b(?:that|this|as|so) (?:big|large)\b/;

/**
 * "My site is about 40,000 sq ft. Have you done anything that big?": the largest of our projects against the
 * visitor's floor area, and the size we usually take on.
 */
export function answerAsBig(question: Question): RecordAnswer | null {
  if (!AS_BIG.test(question.text)) return null;
  const given = question.quantities.find((q) => q.kind === "area" && !creditsTheFirm(question.text, q.typed));
  // "Anything that big, like your 44,000 sq ft Islington one?": the figure is ours.
  if (!given || projectsIn(question.ask).length > 0) return null;
  const bySize = [...projects].sort((a, b) => area(a.size) - area(b.size));
  // The project nearest the visitor's size of those that reach it.
  const reaching = bySize.find((p) => area(p.size) >= given.value);
  const largest = bySize.at(-1);
  if (!largest) return null;
  const typical = verdict(given, claims.firm.typicalProjectArea.value, "project size").words;
  return reaching
    ? {
        text: `Yes: ${reaching.name} is ${reaching.size}, and ${typical}. ${summary(reaching)}`,
        url: projectsUrl(reaching),
        also: [sizeHome],
      }
    : {
        text: `Our largest recent project is ${largest.name}, at ${largest.size}, and ${typical}. That does not rule it out: the approach scales, and we have delivered over ${claims.firm.areaDelivered.value} in all, so talk to us and we will tell you honestly whether we are the right fit.`,
        url: projectsUrl(largest),
        also: [sizeHome],
        partial: true,
      };
}

/** Asking whether a scheme fits what the firm takes on, not just describing it. */
const FITS =
  /\b(?:too (?:big|large|small|much)|big enough|small enough|within (?:your|the|what you)|in (?:your|the) (?:range|remit|sweet spot)|(?:your|the) sweet spot|(?:take|taking) (?:it|this|that|something like (?:this|that)|a (?:project|scheme|job) (?:like|of))\b|something (?:you|you'?d|you would) (?:do|take|consider|handle|look at)|(?:your|the right) (?:sort|kind|type|size) of (?:project|scheme|job)|right size|suitable for you|a (?:good )?fit(?!-)|would you (?:take|consider|be interested|work on|look at|do)|could you (?:take|handle|do|manage)|(?:can|could|would|will) (?:you|u) (?:help|assist)(?: (?:us|me|with (?:this|that|it)))?\s*(?:[?.!]|$)|(?:sort|kind|type) of (?:thing|project|scheme|job|work|building) (?:you|u) (?:would |might |could |usually |normally |typically )?(?:take on|do|consider|handle|look at|want|go for)\b|can you (?:take|handle|manage|do) (?:it|this|that|something|a (?:project|scheme|building|job))|do you (?:do|take on|handle|work on) (?:projects|schemes|buildings|jobs) (?:of|that|this|around|about)|is (?:that|this|it) (?:ok|okay|fine|possible)|(?:min|minimum|max|maximum|smallest|largest|biggest) (?:size|project|scheme|job|value)|how (?:big|small|large) (?:a|of a) (?:project|scheme|job)|worth (?:your|the) (?:time|while)|(?:are|would|will|could) (?:you|u)(?: guys)?(?: be)? any good for|(?:outside|beyond|out of) (?:your|the) (?:range|remit|league|sweet spot|size range|usual size|typical size)\b|(?:outside|beyond) (?:that|this|it)\s*\??$)/;

/** "25,000-50,000 sq ft" → [25000, 50000]; "£5-10 million" → [5e6, 1e7]: the ledger's ranges as numbers. */
export function rangeOf(claim: string): [number, number] {
  const scale = /million|\dm\b/.test(claim) ? 1e6 : 1;
  const [low = 0, high = low] = (claim.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map(
    (n) => Number(n.replace(/,/g, "")) * scale,
  );
  return [low, high];
}

type Verdict = { fits: "below" | "within" | "above"; words: string };

/** Within the range, give or take 5%: "about 26,000 sq ft" fits a range that starts at 25,000. */
function verdict(q: Quantity, claim: string, what: string): Verdict {
  const [from, to] = rangeOf(claim);
  const fits = q.value < from * 0.95 ? "below" : q.value > to * 1.05 ? "above" : "within";
  return { fits, words: `your ${q.typed} is ${fits} our typical ${what} of ${claim}` };
}

/** "Is my 60,000 sq ft building too big?": the visitor's figure against the size we usually take on. */
export function answerScale(question: Question): RecordAnswer | null {
  if (!FITS.test(question.text)) return null;
  // "Your biggest project cost £10m?" puts a figure down to us: it is no scheme of the visitor's to size up.
  const theirs = question.quantities.filter((q) => !creditsTheFirm(question.text, q.typed));
  const areaQ = theirs.find((q) => q.kind === "area");
  const moneyQ = theirs.find((q) => q.kind === "money" && q.value >= 100_000);
  const { typicalProjectArea, typicalProjectValue } = claims.firm;
  const verdicts = [
    areaQ ? verdict(areaQ, typicalProjectArea.value, "project size") : null,
    moneyQ ? verdict(moneyQ, typicalProjectValue.value, "project value") : null,
  ].filter((v) => v !== null);
  if (verdicts.length === 0) return null;
  const within = verdicts.every((v) => v.fits === "within");
  const said = verdicts.map((v) => v.words).join(", and ");
  const portfolio = `Our recent portfolio ranges from ${claims.portfolio.range.value}.`;
  const text = within
    ? `Yes: ${said}. ${portfolio}`
    : `${said.charAt(0).toUpperCase()}${said.slice(1)}. That does not rule it out: the approach scales, so talk to us anyway through /contact and we will tell you honestly whether we are the right fit. ${portfolio}`;
  return { text, url: sizeHome };
}

/** Numbers as visitors write a length of time in words. */
const TIME_NUMBERS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  eighteen: 18,
};
/** A length of time the visitor gives: "in six months", "within 8 months", "by 26 weeks". */
const GIVEN_TIME =
  /\b(?:in|within|under|inside|by|over|about|around|roughly|just|only|take|taking|of|than|is|be|are) (?:about |around |roughly |just |only |under )?(\d+(?:\.\d+)?|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)[ -](months?|weeks?)\b/;
/** Whether the message asks if a length of time can be met: "can you do it in six months?", "is 8 months realistic?". */
const ASKS_IF_FEASIBLE =
  /\b(?:can|could|would|will) (?:you|u|your (?:team|firm))\b|\b(?:possible|doable|realistic|achievable|feasible|manageable)\b|\btoo (?:quick|fast|tight|short|ambitious|soon)\b|\b(?:in|on) time\b|\b(?:turnaround|timescale|timeline|programme)\b/;
const AT_WEEKS_PER_MONTH = 4.35;
/** The shortest programme of the three projects, in months. */
const QUICKEST_PROJECT = Math.min(...projects.map((p) => months(p.duration)));

/**
 * "Can you really turn round a 30,000 sq ft refurb in six months?": the visitor's length of time against our
 * typical programme and the three projects' own, as the site states them. Whether their own project can be done
 * in it is for the team to say, so the answer is partial.
 */
export function answerTimescale(question: Question): RecordAnswer | null {
  const given = GIVEN_TIME.exec(question.text);
  if (!given || !ASKS_IF_FEASIBLE.test(question.text)) return null;
  // A length of time of one of our projects ("did Islington take 7 months?") is asked of that project.
  if (projectsIn(question.text).length > 0 || creditsTheFirm(question.text, given[0])) return null;
  const [, amount = "", unit = ""] = given;
  const count = TIME_NUMBERS[amount] ?? Number(amount);
  const wanted = unit.startsWith("week") ? count / AT_WEEKS_PER_MONTH : count;
  const typical = claims.firm.typicalDelivery.value;
  const [from, to] = rangeOf(typical);
  const theirs = `${amount === "a" ? "one" : amount} ${unit}`;
  const lead =
    wanted < from * 0.95
      ? `Your ${theirs} is shorter than our typical programme of ${typical}${wanted < QUICKEST_PROJECT ? ", and shorter than any of our three recent projects took" : ""}.`
      : wanted > to * 1.05
        ? `Our typical programme of ${typical} fits within your ${theirs}.`
        : `Your ${theirs} is in line with our typical programme of ${typical}.`;
  const [first, ...rest] = projects;
  if (!first) return null;
  const each = [
    `${first.name} (${first.size}) took ${first.duration}`,
    ...rest.map((p) => `${p.name} (${p.size}) ${p.duration}`),
  ];
  return {
    text: `${lead} Of our three recent projects, ${listing(each)}.`,
    url: timelineHome,
    partial: true,
  };
}

/** Concepts that name a topic of their own, whatever was talked about before. */
const SWITCHES_TOPIC: ReadonlySet<string> = new Set([
  "smart-technology",
  "team",
  "founding",
  "contact",
  "response-time",
  "newsletter",
  "blog",
  "privacy",
  "cookies",
  "areas",
  "services",
  "account",
]);

/** Words that point at things named before: "them", "those". */
const POINTS_AT_THINGS = /\b(?:them|they|those|these)\b/;

/** The case study a question (or the one it follows up) is about; "the other one" is the one not named before. */
export function caseStudyFocus(question: Question): string | null {
  // "We need 200 fire doors. Done anything similar?": the doors described are what the question compares.
  const own = caseStudiesIn(asksForSimilar(question) ? question.text : question.ask);
  if (own.length === 1) return own[0] ?? null;
  // "We've 200 fire doors quoted at £12k each. What did you get them for?": the things the visitor described, which
  // the question points at.
  if (own.length === 0 && question.ask !== question.text && POINTS_AT_THINGS.test(question.ask)) {
    const described = caseStudiesIn(question.text);
    if (described.length === 1) return described[0] ?? null;
  }
  // "How many case studies…" asks about them all, whatever was asked before.
  if (own.length > 1 || /\bcase studies\b/.test(question.ask)) return null;
  // "What cost reduction does the detail page claim?" right after the cable trays: still the cable trays,
  // unless the question names a project, or asks about the firm in general.
  if (question.earlier.length === 0) {
    const before = caseStudiesIn(question.previous);
    const general = GENERAL.test(question.ask) || projectsIn(question.ask).length > 0;
    return before.length === 1 && !general ? (before[0] ?? null) : null;
  }
  // "OK, and do you do smart tech as well?" after the doors: a topic of its own, not more of the case study.
  if (question.concepts.some((c) => SWITCHES_TOPIC.has(c.id))) return null;
  for (const earlier of question.earlier) {
    const before = caseStudiesIn(earlier);
    if (before.length === 1) {
      if (/\bother\b/.test(question.text)) return caseStudies.find((c) => c.id !== before[0])?.id ?? null;
      return before[0] ?? null;
    }
  }
  return null;
}

/** The totals the site states, of the three recent projects and of the firm's whole record. */
const { portfolio, firm } = claims;
/** A figure as visitors may type it: "£250m" is "250m" too. */
const escaped = (value: string) => escapeForPattern(value.toLowerCase()).replace(/^£/, "£?");
/** The portfolio's area as visitors shorten it: "103,000 sq ft" is "103k". */
const areaInThousands = `${Math.round(Number(portfolio.area.value.replace(/[^\d]/g, "")) / 1000)}k`;
/**
 * Words of a message about the three projects' totals: their own figures, the portfolio named, or their development
 * costs (the site's words for what the three cost, against the UK benchmark).
 */
const ABOUT_PORTFOLIO = new RegExp(
  `${[portfolio.savings, portfolio.area].map((c) => escaped(c.value)).join("|")}|\\b${areaInThousands}\\b|\\bportfolio\\b|\\b(?:three|3|studio|student|recent|completed|delivered) (?:recent |studio )?(?:projects|schemes|developments)\\b|\\bacross (?:the|your|all) (?:three )?projects\\b|\\ball (?:of )?(?:your|the) (?:three |recent )?(?:projects|schemes|developments)\\b|\\b(?:those|these|the|your) three (?:buildings|jobs|schemes)\\b|\\bsummari[sz]ed projects\\b|\\bproject summary\\b|\\bdevelopment costs\\b`,
);
/** The capital expenditure the firm has delivered, as the home page's figures put it: "and capex delivered?". */
const FIRM_CAPEX =
  /\b(?:capex|capital (?:expenditure|spend)) (?:(?:you|u|you've|you have|have you|has the firm|the firm has|has been) )?delivered\b|\bdelivered (?:capex|capital expenditure)\b/;
/** Of one project or each of them, not the firm's record: "the highest capex delivered", "capex delivered there". */
const OF_PROJECTS = /\b(?:there|each|every|per|which|highest|lowest|most|least|biggest|smallest|project)\b/;
/** The firm's capex delivered asked for, not a project's. */
const asksFirmCapex = (text: string) => FIRM_CAPEX.test(text) && !OF_PROJECTS.test(text);
/** A figure put to be confirmed: "was about 45 mil, yeah?", "is it £36m?", "that's right, isn't it?". */
const CHECKS_FIGURE =
  /\b(?:yeah|yes|right|correct|true|was it|is it|is that|wasn't it|isn't it|didn't you|did you|was that|wasn't that)\b/;
/** The three projects' totals in pounds: saved, spent, and the UK benchmark. */
const PORTFOLIO_SUMS = [portfolio.savings, portfolio.developmentCosts, portfolio.ukBenchmark].map((c) =>
  money(c.value),
);
/** Words of a message about the firm's whole record. */
const ABOUT_RECORD = new RegExp(
  `${[firm.areaDelivered, firm.areaDeliveredShort, firm.capexDelivered].map((c) => escaped(c.value)).join("|")}|\\bmillion sq(?:uare)? f(?:ee)?t\\b|\\btrack record\\b|\\boverall\\b|\\btotal\\b(?! (?:development value|fee|cost)\\b)|\\baltogether\\b|\\bin total\\b|\\bto date\\b|\\ball (?:your|the) projects\\b|\\b(?:you(?:'ve| have)?|u(?:ve)?|you guys(?:'ve| have)?) (?:ever |actually )?delivered\\b|\\b(?:headline|key) (?:numbers|figures|stats)\\b`,
);
/** How near a figure put to be confirmed must be to a total, as a share of it, to be taken for it. */
const SAME_TOTAL = 0.03;

/** "The benchmark was about 45 mil, yeah?": a figure of the question, not the visitor's own, near one of the totals. */
function checksPortfolioFigure(question: Question): boolean {
  const { ask } = question;
  if (ABOUT_VISITOR.test(ask) || !CHECKS_FIGURE.test(ask)) return false;
  return question.quantities.some(
    (q) =>
      q.kind === "money" &&
      ask.includes(q.typed.toLowerCase()) &&
      PORTFOLIO_SUMS.some((v) => Math.abs(q.value - v) <= v * SAME_TOTAL),
  );
}

/** About the firm's whole record: its words, or its capex delivered. */
const aboutRecord = (text: string) => ABOUT_RECORD.test(text) || asksFirmCapex(text);
/** The concepts a follow-up about the totals may name besides them ("homes" names the project types too). */
const TOTALS_CONCEPTS = new Set(["track-record", "savings", "size", "timeline", "projects"]);

/** "What's the difference (between them)?", of two figures just given. */
const DIFFERENCE_ASKED =
  /^(?:(?:and|so|ok|okay|but|right)[,]?\s+)?(?:what(?:'s| is| was)|how (?:big|much) (?:is|was))\s+(?:the )?(?:difference|gap)(?: between (?:them|the two|those|these|the two figures|the figures))?(?: then)?\s*\??$/;

/** "What would they have cost at typical UK rates?": the UK benchmark, in other words (and no fee's rate). */
const AT_UK_PRICES =
  /\b(?:at|by) (?:typical |standard |normal |usual |market |conventional )*(?:uk |british )?(?:rates|prices|costs)\b|\b(?:should|would|could)(?:'ve| have) cost\b/;

/** What a question asks of the totals: the first row it names, and whether the firm's whole record has it too. */
type TotalsRow = {
  asks: RegExp;
  wholeRecord: boolean;
  text: (record: boolean) => string;
  url: (record: boolean) => string;
};
/** The three projects' saving, against the benchmark: also the difference between that and what they cost. */
const SAVINGS_ROW: TotalsRow = {
  // What the case studies saved is theirs to say (£2.4m across both), not the projects'.
  asks: /^(?!.*\bcase stud).*\bsav(?:e|ed|ing|ings)\b/,
  wholeRecord: true,
  text: () =>
    `Across our three recent projects we saved ${portfolio.savings.value} over ${portfolio.area.value}: ${portfolio.developmentCosts.value} in development costs against a UK benchmark of ${portfolio.ukBenchmark.value}. Clients typically save ${firm.typicalSavings.value}.`,
  url: () => "/projects#project-summary",
};
const TOTALS: TotalsRow[] = [
  {
    asks: new RegExp(
      `\\bcompared (?:to|with) what\\b|\\bagainst what\\b|\\bbenchmark(?:ed)?\\b|\\bversus what\\b|\\brelative to what\\b|\\bdevelopment costs\\b|${AT_UK_PRICES.source}`,
    ),
    wholeRecord: false,
    text: () =>
      `The ${portfolio.savings.value} is the difference between what the three projects cost, ${portfolio.developmentCosts.value} in development costs, and the UK benchmark for the same work, ${portfolio.ukBenchmark.value}.`,
    url: () => "/projects#project-summary",
  },
  {
    asks: UNITS,
    wholeRecord: false,
    text: () => `The three recent projects delivered ${portfolio.studios.value} across ${portfolio.area.value}.`,
    url: () => "/projects#project-summary",
  },
  {
    asks: /\bhow long\b|\bover (?:what|how long|which) (?:period|time)\b|\bmonths?\b|\bprogramme\b|\bduration\b|\btime ?(?:frame|scale)?\b/,
    wholeRecord: false,
    text: () =>
      `The three recent projects took ${portfolio.duration.value} of delivery in all, for ${portfolio.area.value} and ${portfolio.savings.value} saved.`,
    url: () => "/projects#project-summary",
  },
  {
    asks: /\b(?:floor ?area|sq ft|square (?:feet|foot|footage|metres|meters)|space|area (?:delivered|built|completed))\b/,
    wholeRecord: true,
    text: (record) =>
      record
        ? `In total we have delivered over ${firm.areaDelivered.value} of space and ${firm.capexDelivered.value} of capital expenditure.`
        : `The three recent projects came to ${portfolio.area.value}, ranging from ${portfolio.range.value} each.`,
    url: (record) => (record ? "/#our-results-in-figures" : "/projects#project-summary"),
  },
  SAVINGS_ROW,
  {
    asks: /\bcapex\b|\bcapital (?:expenditure|spend)\b|\bin (?:money|pounds|value)\b|\bhow much (?:money|spend|was spent)\b|\bspend\b|\bvalue\b|\btotal cost\b|\bat what (?:total )?cost\b|\bcost (?:in total|altogether|overall)\b/,
    wholeRecord: true,
    text: (record) =>
      record
        ? `In total we have delivered ${firm.capexDelivered.value} of capital expenditure and over ${firm.areaDelivered.value} of space.`
        : `The three recent projects cost ${portfolio.developmentCosts.value} in development costs, against a UK benchmark of ${portfolio.ukBenchmark.value}.`,
    url: (record) => (record ? "/#our-results-in-figures" : "/projects#project-summary"),
  },
];

/** The firm's record asked for in figures, as a whole: "your track record in numbers", "headline figures". */
const HEADLINE_ASKED =
  /\btrack record\b|\b(?:headline|key) (?:numbers|figures|stats)\b|\b(?:in|by the) (?:numbers|figures)\b|\bstats\b|\bstatistics\b|\bnumbers in one go\b/;
/** The people behind the firm ("the team's track record", "who set it up"): their background, not the figures. */
const OF_PEOPLE =
  /\b(?:who|team|people|founders?|founded|set (?:this|it|the business|the firm) up|background|companies|start-?up|they|their)\b/;
const IN_FIGURES = /\b(?:numbers|numbrs|figures|stats|statistics)\b/;
/** "The headline stats on the case studies page": that page's own figures, not the home page's. */
const ON_ANOTHER_PAGE = /\b(?:(?<!home )page|case stud\w*|studies)\b/;
const asksHeadline = (asked: string) =>
  HEADLINE_ASKED.test(asked) &&
  !SPECIFIC_ROW.test(asked) &&
  !ON_ANOTHER_PAGE.test(asked) &&
  (IN_FIGURES.test(asked) || !OF_PEOPLE.test(asked));
/** One of the record's figures named on its own ("your track record on savings"): that row, not all of them. */
const SPECIFIC_ROW =
  /\bon (?:savings?|capex|floor ?area|space|cost)\b|\b(?:how much|how many|what) (?:capex|space|floor area|savings?)\b/;
/** The home page's figures, each with its label: the firm's record as the site sums it up. */
const HEADLINE_ROW: TotalsRow = {
  asks: HEADLINE_ASKED,
  wholeRecord: true,
  text: () => `${home.statsLabel}: ${home.stats.map((s) => `${s.label}: ${s.value}`).join("; ")}.`,
  url: () => `/#${anchorFor(home.statsLabel)}`,
};
/** Rows of the totals one answer gives at most: two figures asked together. */
const ROWS_AT_MOST = 2;

/**
 * "How many homes was that 103k?", "over how long was that £9.2m?", "compared to what?", "and in capex?":
 * one figure of the totals, asked of the totals the question names, or that the question it points back
 * at ("that", "it") or its reply named, when it names nothing else.
 */
export function answerTotals(question: Question): RecordAnswer | null {
  const { ask } = question;
  // "How many homes was that?" points back; "and over what period?" goes on; "do you do homes too?" does neither.
  // "So what's the difference?" after the benchmark and the costs: the saving, not what sets the firm apart.
  const difference = DIFFERENCE_ASKED.test(ask);
  const own = question.concepts.filter(
    (c) => !(question.pointing && c.id === "project-types") && !(difference && c.id === "differentiators"),
  );
  // So does a question that goes on from the reply's figure: "across how much floor space?" after "£9.2m saved".
  const goesOn = /^(?:(?:and|so|also|but)\s+)?(?:across|over|for|in|with|on|from|by|of)\b/.test(ask);
  const leansBack =
    (question.pointing || question.earlier.length > 0 || goesOn || difference) &&
    own.every((c) => TOTALS_CONCEPTS.has(c.id));
  const context = [ask, ...(leansBack ? [question.previous, question.reply] : [])];
  // "How is the fee worked out on development costs?" asks about the fee.
  if (question.concepts.some((c) => c.id === "fees") && !AT_UK_PRICES.test(ask)) return null;
  // "How long do they typically take?": what is typical of the firm (the FAQ's), not the three projects' total.
  // Unless the firm's whole record is asked for with it ("and the total capex you've delivered to date").
  const typical = /\b(?:typical(?:ly)?|usual(?:ly)?|normal(?:ly)?|general(?:ly)?|average)\b/.test(ask);
  if (typical && !ABOUT_PORTFOLIO.test(ask) && !aboutRecord(ask)) return null;
  // "The benchmark was about 45 mil, yeah?": a figure near one of the three projects' totals is about them.
  const portfolioTalk = context.some((t) => ABOUT_PORTFOLIO.test(t)) || checksPortfolioFigure(question);
  const recordTalk = context.some(aboutRecord);
  if (!portfolioTalk && !recordTalk) return null;
  if (projectsIn(ask).length || caseStudiesIn(ask).length) return null;
  // "How much was saved overall on that one?" after the cable trays: that one study's saving, not the record's.
  const before = `${question.previous} ${question.reply}`;
  if (question.pointing && projectsIn(before).length + caseStudiesIn(before).length === 1) return null;
  // What is asked, not what a figure the visitor quotes is of: "the 210 homes" names no row.
  const asked = ask.replace(/\d[\d,.]*\s?(?:[a-z]+\b)?/g, " ");
  // The firm's whole record when that is what was talked about, unless the question names the portfolio.
  const record = recordTalk && !ABOUT_PORTFOLIO.test(ask);
  // The difference between the benchmark and the costs just given is the saving.
  // Two figures asked together ("how many studios, and at what total cost?"): both rows, in the table's order.
  // The record in figures asked for as a whole ("your track record in numbers") is the home page's figures.
  const rows = difference
    ? [SAVINGS_ROW]
    : record && asksHeadline(asked)
      ? [HEADLINE_ROW]
      : TOTALS.filter((r) => r.asks.test(asked) && (portfolioTalk || r.wholeRecord)).slice(0, ROWS_AT_MOST);
  const [first] = rows;
  if (!first) return null;
  // A second row whose figures the first already gives adds nothing ("£36m against £45.2m" twice).
  const texts = rows.map((r) => r.text(record));
  const said = texts[0] ?? "";
  // A second row goes on from the first: "They cost…", not "The three recent projects cost…" again.
  const more = texts
    .slice(1)
    .filter((t) => extractFigures(t).some((f) => !said.includes(f)))
    .map((t) => (said.startsWith("The three recent projects") ? t.replace(/^The three recent projects\b/, "They") : t));
  return { text: [said, ...more].join(" "), url: first.url(record) };
}

/** The two case studies as measured records: what each cost against what it would have. */
const caseStudyMeasures = [
  {
    name: "the fire-rated glazed doors",
    url: `/case-studies/${caseStudySummaries.fireDoors.id}`,
    reduction: claims.fireDoors.costReduction.value,
    against: `${claims.fireDoors.ourTotal.value} against ${claims.fireDoors.ukTotal.value} at UK prices`,
  },
  {
    name: "the cable trays",
    url: `/case-studies/${caseStudySummaries.cableTrays.id}`,
    reduction: claims.cableTrays.costReduction.value,
    against: `${claims.cableTrays.newCost.value} against the original quote of ${claims.cableTrays.originalCost.value}, ${claims.cableTrays.saving.value} saved`,
  },
];
/** Each of the two case studies asked about: "each of your case studies", "both studies", "the studies each". */
const EACH_STUDY =
  /\b(?:each|both|either|every) (?:one )?(?:of )?(?:the |your |ur |those |these )?(?:two |2 )?(?:case[- ]stud(?:y|ies)|studies)\b|\b(?:case[- ]stud(?:y|ies)|studies) each\b|\bper case[- ]study\b/;
const MORE = /^(?:bigger|biggest|larger|largest|higher|highest|greater|greatest|more|most|better|best)$/;
const LESS = /^(?:smaller|smallest|lower|lowest|less|least)$/;
const REDUCTION = /^(?:percent(?:age)?|reductions?|reduc(?:e|ed)|sav(?:e|ed|ing|ings)|cut|cheaper|costs?|%)$/;

/**
 * "Which case study had the bigger cost reduction, the doors or the trays?": the two side by side,
 * the one asked for first, each with its reduction and what it cost against the UK price.
 */
export function answerCaseStudyComparison(question: Question): RecordAnswer | null {
  const { ask } = question;
  // "…and what's the total across both?": the two together, as the case studies page sums them.
  const totalAsked = /\b(?:total|altogether|combined|together|in all|across both|between them|overall|sum)\b/.test(ask);
  const together = `together they saved ${claims.caseStudies.totalSavings.value}.`;
  const words = ask.split(/[^a-z%]+/).filter(Boolean);
  // "What's the % saving on each of your case studies?": each one's reduction, side by side, nothing compared.
  // Not "of both, which cut more?" (compared below), nor a count asked of each ("how many doors and metres?").
  const compares = /\bwhich\b/.test(ask) || words.some((w) => MORE.test(w) || LESS.test(w));
  const otherMeasure = /\bhow many\b|\bmet(?:re|er)s?\b/.test(ask);
  if (EACH_STUDY.test(ask) && !compares && !otherMeasure && words.some((w) => REDUCTION.test(w))) {
    const [first, second] = caseStudyMeasures;
    if (!first || !second) return null;
    const each = `${capitalised(first.name)}: a cost reduction of ${first.reduction}, ${first.against}. ${capitalised(second.name)}: ${second.reduction}, ${second.against}.`;
    // The total asked for comes first, as the direct answer.
    return {
      text: totalAsked ? `Our two case studies: ${together} ${each}` : each,
      url: first.url,
      also: [second.url],
    };
  }
  // Both studies named, or one of them asked for: "which one", "which case study", "which of the two".
  const both =
    caseStudiesIn(ask).length > 1 ||
    /\bwhich (?:one|case study|of (?:the|your) (?:two|case studies|studies))\b/.test(ask);
  if (!both) return null;
  // The comparison is of the reductions: a comparative within a few words of one ("cut costs by more").
  const near = (a: RegExp, b: RegExp) =>
    words.some((w, i) => a.test(w) && words.slice(Math.max(0, i - 4), i + 5).some((v) => b.test(v)));
  const less = near(LESS, REDUCTION) && !near(MORE, REDUCTION);
  if (!less && !near(MORE, REDUCTION)) return null;
  const sorted = [...caseStudyMeasures].sort((a, b) => Number.parseFloat(b.reduction) - Number.parseFloat(a.reduction));
  const [first, second] = less ? sorted.reverse() : sorted;
  if (!first || !second) return null;
  const size = less ? "smaller" : "bigger";
  return {
    text: `${capitalised(first.name)} had the ${size} cost reduction: ${first.reduction}, ${first.against}. ${capitalised(second.name)}: ${second.reduction}, ${second.against}.${totalAsked ? ` ${capitalised(together)}` : ""}`,
    url: first.url,
    also: [second.url],
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "A percentage of…" as it reads inside a sentence: "a percentage of…". Acronyms and names keep their capitals. */
const lowerFirst = (text: string) =>
  /^[A-Z](?![A-Z])/.test(text) ? `${text[0]?.toLowerCase()}${text.slice(1)}` : text;

/** A thing a case study records, the words that ask for it, and how the reply states it from the claims ledger. */
type StudyFact = {
  asks: RegExp;
  text: string;
  /** Other pages that state it too: the case studies page's headline stats. */
  also?: string[];
};

const COUNT_ASKED = /\bhow many\b|\bnumber of\b/;
const PERCENT_ASKED = /\bpercent(?:age)?\b|\bper cent\b|(?<![\d.])%|\bproportion\b/;
/** What the whole package came to: "the whole lot", "all 210", "what did it cost in the end?", "total cost both ways". */
const TOTAL_ASKED =
  /\b(?:total|in total|altogether|all in|overall|(?:the )?whole (?:lot|package|order|thing)|all \d+|(?:the|that) lot|come to|came to|(?:cost|costing|pay|paid) (?:\w+ )?in the end|end(?:ed)? up (?:costing|at)|package (?:cost|price))\b/;
const PER_UNIT_ASKED =
  /\bper (?:door|unit|item|piece)\b|\ba door\b|\beach (?:[a-z-]+ )?(?:door|one|unit)\b|\bunit (?:price|cost)\b/;
/** What UK suppliers quoted: "what were UK suppliers quoting?", "the going UK rate". */
const UK_QUOTES_ASKED =
  /\bquot(?:e|es|ed|ing)\b[^.?!]{0,40}\b(?:uk|british|local|domestic)\b|\b(?:uk|british|local|domestic) (?:suppliers?|firms?|companies|quotes?|manufacturers?)\b[^.?!]{0,30}\b(?:quot\w*|want\w*|charg\w*|ask\w*|price\w*)\b/;
/** Whether the doors meet the standards: certification, compliance, sign-off. */
const STANDARD_ASKED =
  /\bstandards?\b|\bbs ?476\b|\bcertif\w*|\bcompl(?:y|ies|iant|iance)\b|\bfire (?:rating|integrity)\b|\bsign(?:ed)?[- ]?off\b|\bbuilding control\b|\bcutting corners\b/;
const LENGTH_ASKED =
  /\bin met(?:re|er)s\b|\bbefore and after\b|%[^.?!]{0,15}\bless\b|\bless (?:cable )?tray\b|\bpercent(?:age)? less\b|\b(?:how many|how much) (?:met(?:re|er)s|tray)\b|\blength\b|\bhow much (?:of it )?did you (?:cut|remove|take) out\b|\bmet(?:re|er)s (?:of tray )?(?:did you |were )?(?:install|fit|put in|end up)\w*/;
const FINAL_ASKED =
  /\bfinal (?:cost|price|figure|package|bill)\b|\bnew (?:cost|price)\b|\b(?:get|got) (?:it )?down to\b|\bcost (?:in the end|afterwards)\b|\bend(?:ed)? up (?:costing|at)\b|\bafter you(?: had| would|'d)? (?:finished|redesigned|changed)\b/;
const ORIGINAL_ASKED =
  /\boriginal(?:ly)?\b|\bto begin with\b|\bstarting (?:price|point|quote|figure)\b|\bat first\b|\binitially\b|\bbefore you (?:changed|redesigned|started|touched)\b/;
/** How the saving was made: "how?", "was that a cheaper supplier or did the design change?". */
const HOW_ASKED =
  /^(?:and |so |but |ok )?how\s*\??$|\bhow (?:did|does|could|was|is) (?:it|that|this|you) (?:save|saving|a saving|make (?:a|the) saving|cheaper|do (?:it|that))\b|\bcheaper suppliers?\b|\bdesign chang\w*|\bredesign\w*|\bre-?engineer\w*/;
/** When the study was carried out. */
const YEAR_ASKED =
  /\bwhen (?:was|were|did) (?:that|this|it|they|the (?:study|case study|job|project|work))\b(?! (?:arrive|delivered to|installed|inspected|shipped)\b)|\bwhat year\b|\bhow (?:recent|long ago)\b/;
/** Made to the architect's design or off the shelf. */
const CUSTOM_ASKED =
  /\bcustom\b|\bbespoke\b|\boff[- ]the[- ]shelf\b|\b(?:own|our|the architect's) (?:design|drawings)\b|\bmade to (?:order|measure)\b/;
const SAVING_ASKED = /\bsav(?:e|ed|es|ing|ings)\b|\bcheaper\b/;
const RATE_ASKED = /\bper met(?:re|er)\b|\ba met(?:re|er)\b|\b(?:uk |standard )?rates?\b/;

const { fireDoors: doors, cableTrays: trays, caseStudies: studyTotals } = claims;

/**
 * What each case study records, asked in the visitor's words: the doors' quotes, price per door, totals, count and
 * certification; the trays' run, costs, rates and saving. In the order a reply states them.
 */
const STUDY_FACTS: Record<string, readonly StudyFact[]> = {
  [caseStudySummaries.fireDoors.id]: [
    {
      asks: COUNT_ASKED,
      text: `The fire door case study covers ${doors.doorCount.value}, supplied, certified and signed off.`,
    },
    {
      asks: UK_QUOTES_ASKED,
      text: `The UK quotes for the fire-rated glazed doors ranged from ${doors.ukQuoteRange.value} per door; through our procurement each cost ${doors.ourUnitPrice.value}.`,
    },
    {
      asks: PER_UNIT_ASKED,
      text: `Each fire-rated glazed door cost ${doors.ourUnitPrice.value} through our procurement, against ${doors.ukUnitPrice.value} at UK prices.`,
    },
    {
      asks: TOTAL_ASKED,
      text: `The ${doors.doorCount.value} cost ${doors.ourTotal.value} through our procurement, against ${doors.ukTotal.value} at UK prices.`,
    },
    {
      asks: STANDARD_ASKED,
      text: `The doors are certified to ${studyTotals.fireRating.value} fire integrity and compliant with ${studyTotals.fireStandard.value}, with building control and fire sign-off.`,
      also: ["/case-studies"],
    },
    {
      asks: new RegExp(`${PERCENT_ASKED.source}|${SAVING_ASKED.source}`),
      // The page states the reduction and the prices apart: so does the reply, as two sentences.
      text: `The fire door case study claims a ${doors.costReduction.value} cost reduction on the door package. Each door cost ${doors.ourUnitPrice.value} against ${doors.ukUnitPrice.value}, and the ${doors.doorCount.value} ${doors.ourTotal.value} against ${doors.ukTotal.value} at UK prices.`,
    },
    {
      asks: CUSTOM_ASKED,
      text: "The doors were a custom design, made to the architect's drawings.",
      also: ["/case-studies"],
    },
    {
      asks: YEAR_ASKED,
      text: `The fire door case study is from ${caseStudySummaries.fireDoors.location}, ${caseStudySummaries.fireDoors.date}.`,
    },
  ],
  [caseStudySummaries.cableTrays.id]: [
    {
      asks: ORIGINAL_ASKED,
      text: `The original electrical design was quoted at ${trays.originalCost.value} for ${trays.originalLength.value} of cable tray.`,
    },
    {
      asks: new RegExp(`${LENGTH_ASKED.source}|${FINAL_ASKED.source}|${ORIGINAL_ASKED.source}`),
      text: `The redesign needed ${trays.newLength.value} of tray instead of ${trays.originalLength.value} (${trays.lengthReduction.value} less), which cost ${trays.newCost.value} at ${trays.ourRate.value} per metre.`,
    },
    {
      asks: new RegExp(`${RATE_ASKED.source}|${HOW_ASKED.source}`),
      text: `We procured the tray at ${trays.ourRate.value} per metre, against a ${trays.ukRate.value} UK standard rate: the saving came from needing ${trays.newLength.value} of tray instead of ${trays.originalLength.value}, not from the rate.`,
    },
    {
      // Not a share of the tray ("how much less tray, as a percentage?"), which the run's sentence gives.
      asks: new RegExp(`^(?![^.?!]*\\b(?:less|shorter)\\b)[^]*(?:${PERCENT_ASKED.source}|${SAVING_ASKED.source})`),
      text: `The cable tray case study saved ${trays.saving.value} against the original quote of ${trays.originalCost.value}. It claims a ${trays.costReduction.value} cost reduction on the electrical containment package.`,
    },
    {
      asks: YEAR_ASKED,
      text: `The cable tray case study is from ${caseStudySummaries.cableTrays.location}, ${caseStudySummaries.cableTrays.date}.`,
    },
  ],
};

/** The visitor's own job: "for my project", "would a 6-storey block need". */
const VISITORS_OWN =
  /\bwould (?:a|an|my|our)\b|\bfor (?:a|my|our|the) (?:own )?(?:project|scheme|building|job|block|site)\b|\b(?:can|could|would|will) you (?:source|supply|get|buy|find|procure|do|beat)\b/;
/** Up to this many words, a follow-up naming no topic ("and trays?", "how?") asks what the one before it did. */
const ELLIPTICAL_WORDS = 6;

/**
 * "What were UK suppliers quoting for the doors, and what did all 210 end up costing?", "and as a percentage?" after
 * the trays' saving: what the case study asked about records, from the claims ledger, each thing asked in its own
 * sentence. A follow-up that asks nothing of its own asks what the question before it did. Null when no case study is
 * the focus, or nothing it records is asked for ("tell me about the cable trays" is the page's to answer).
 */
export function answerCaseStudyFact(question: Question): RecordAnswer | null {
  const study = caseStudyFocus(question);
  const facts = study ? STUDY_FACTS[study] : undefined;
  if (!study || !facts) return null;
  // Of both studies ("which saved more?", "each one's % saving"), the comparison answers.
  if (caseStudiesIn(question.ask).length > 1 || EACH_STUDY.test(question.ask)) return null;
  // What the visitor would need for their own job ("how many fire doors would a 6-storey block need?", "can you
  // source a door like that for my project?") is not what the study recorded.
  if (VISITORS_OWN.test(question.ask)) return null;
  const asking = (text: string) => facts.filter((f) => f.asks.test(text));
  let asked = asking(question.ask);
  // "And trays?", "how?": a follow-up of a few words that names no topic of its own asks what the question before
  // it did ("how do you charge for procurement?" after the doors' total asks about fees).
  const elliptical =
    question.concepts.every((c) => c.id === "case-studies") && words(question.ask).length <= ELLIPTICAL_WORDS;
  if (asked.length === 0 && question.earlier.length > 0 && elliptical) asked = asking(question.previous);
  if (asked.length === 0) return null;
  const also = [...new Set(asked.flatMap((f) => f.also ?? []))];
  return { text: asked.map((f) => f.text).join(" "), url: `/case-studies/${study}`, ...(also.length ? { also } : {}) };
}

/** How visitors name the procurement walkthrough's phases. */
const PHASE_NAMES: Record<string, RegExp> = {
  "pre-procurement": /\bpre-?procure(?:ment)?\b/,
  manufacturing: /\bmanufactur(?:e|ing)\b|\bproduction\b|\bin the factory\b/,
  "in-transit": /\btransit\b|\bshipping\b/,
  "on-site": /\bon[- ]?site\b/,
};

/** "Which steps are in the manufacturing bit?": the walkthrough's steps in a phase, by number and name. */
const ASKS_FOR_STEPS =
  /\b(?:which|what) (?:\w+ ){0,2}(?:steps|stages)\b|\bsteps? (?:are|fall|come|happen) (?:in|under|during)\b|\bwhich (?:step|stage)(?: numbers?)? (?:is|are)\b|\b(?:step|stage) numbers?\b|\bhow many (?:steps|stages)\b/;
/** The detailed process flow named: its phases have steps of their own (3, 6, 7 and 4), not the walkthrough's. */
const DETAILED_FLOW = /\b(?:detailed|process flow|flow chart|flowchart)\b/;

/**
 * "Which steps are in the manufacturing bit?", "which step number is the on site one?": the walkthrough's
 * steps in a phase, by number and name, and how many steps the detailed process flow gives the same phase.
 * A question about the detailed flow itself is answered where the page sets it out.
 */
export function answerPhaseSteps(question: Question): RecordAnswer | null {
  if (!ASKS_FOR_STEPS.test(question.ask) || DETAILED_FLOW.test(question.ask)) return null;
  const { phases, walkthrough, processFlow } = procurementPlaybook;
  const phase = phases.find((p) => PHASE_NAMES[p.id]?.test(question.ask));
  if (!phase) return null;
  const steps = walkthrough.steps.flatMap((s, i) => (s.phase === phase.id ? [{ n: i + 1, title: s.title }] : []));
  const [first, last] = [steps[0], steps.at(-1)];
  if (!first || !last) return null;
  const which = first === last ? `Step ${first.n} is` : `Steps ${first.n}-${last.n} are`;
  const text =
    `${which} in the ${phase.title} phase of our ${walkthrough.steps.length}-step procurement walkthrough: ` +
    `${listing(steps.map((s) => `${s.title} (step ${s.n})`))}. ` +
    `The detailed process flow sets the same phase out in ${phase.steps.length} steps.`;
  return {
    text,
    url: `/procurement-playbook#${anchorFor(walkthrough.heading)}`,
    also: [`/procurement-playbook#${anchorFor(processFlow.heading)}`],
  };
}

/** "What are the stages of your procurement?", "list the phases": the phases asked for, all of them. */
const ASKS_FOR_PHASES =
  /\b(?:what|which|name|list|tell|outline|walk|run|take)\b[^.?!]{0,40}\b(?:phases|stages)\b|\bhow many (?:phases|stages)\b/;
/** "The last phase", "the opening phase", "which phase comes last?": one phase, by its place. */
const PHASE_AT = new RegExp(
  `\\b(${PHASE_PLACE_WORD}) phase\\b|\\bwhich phase (?:comes|is|goes|happens|runs) (${PLACE_WORD})\\b`,
);

/**
 * "What are the stages of your procurement method, briefly?", "what's the final phase in your procurement
 * steps?": the walkthrough's phases in order, or the one asked for by its place, with the walkthrough's steps in
 * it. Only of procurement (the delivery walkthrough has no phases), named in the question or, for "phases",
 * in the one before it; a phase named by its name is answerPhaseSteps' to answer.
 */
export function answerPhases(question: Question): RecordAnswer | null {
  const { ask } = question;
  const neighbour = phaseNeighbour(question);
  if (neighbour) return neighbour;
  const procurement =
    /\bprocur/.test(ask) || (/\bphases?\b/.test(ask) && question.earlier.some((e) => /\bprocur/.test(e)));
  const placed = PHASE_AT.exec(ask);
  const at = placed?.[1] ?? placed?.[2];
  if (!procurement || /\briba\b/.test(ask) || (!at && !ASKS_FOR_PHASES.test(ask))) return null;
  const { phases, walkthrough } = procurementPlaybook;
  if (!at && phases.some((p) => PHASE_NAMES[p.id]?.test(ask.replace(/(?<!\bpre-?)\bprocur\w*/g, "")))) return null;
  const stepsIn = (phase: (typeof phases)[number]) =>
    walkthrough.steps.flatMap((s, i) => (s.phase === phase.id ? [`${s.title} (step ${i + 1})`] : []));
  const url = `/procurement-playbook#${anchorFor(walkthrough.heading)}`;
  if (at) {
    const place = placeNumber(at, phases.length);
    const phase = phases[place - 1];
    if (!phase) return null;
    const which = namesTheLast(at) ? "last" : ORDINAL_WORDS[place - 1];
    return {
      text:
        `${phase.title} is the ${which} of the ${phases.length} phases of our procurement: ` +
        `${listing(phases.map((p) => p.title))}. In our ${walkthrough.steps.length}-step walkthrough it holds ${listing(stepsIn(phase))}.`,
      url,
    };
  }
  return {
    text:
      `Our procurement runs in ${phases.length} phases: ${listing(phases.map((p) => p.title))}. ` +
      `The ${walkthrough.steps.length}-step walkthrough puts ${listing(phases.map((p) => `${stepsIn(p).length} in ${p.title}`))}, ` +
      `and the detailed process flow sets the phases out in ${listing(phases.map((p) => String(p.steps.length)))} steps.`,
    url,
  };
}

/**
 * "What comes before Transit?" after the procurement's phases were asked about, "which phase follows
 * manufacturing in procurement?": the phase next to the one named.
 */
function phaseNeighbour(question: Question): RecordAnswer | null {
  const { ask } = question;
  const pointed = phasePointedFrom(question);
  if (pointed) return neighbourOf(pointed.phase, pointed.after);
  const after = ASKS_AFTER.test(ask);
  if (after === ASKS_BEFORE.test(ask)) return null;
  if (!/\bprocur/.test(ask) && !question.earlier.some((e) => /\bprocur/.test(e))) return null;
  const { phases } = procurementPlaybook;
  const named = phases.filter((p) => PHASE_NAMES[p.id]?.test(ask.replace(/(?<!\bpre-?)\bprocur\w*/g, "")));
  const [phase] = named;
  if (!phase || named.length > 1) return null;
  // The word of order governs the phase ("what comes before transit?"), not the question ("who looks after
  // transit?", "what is reviewed before anything goes to manufacture?").
  const governs = new RegExp(
    `\\b(?<!\\blooks? )(?:before|after|follows?|following|precedes?|preceding|prior to) (?:the )?(?:${PHASE_NAMES[phase.id]?.source})`,
  );
  if (!governs.test(ask)) return null;
  return neighbourOf(phase, after);
}

type Phase = (typeof procurementPlaybook.phases)[number];

/**
 * "And what comes after that?" after a question about one phase of procurement ("what happens in the first
 * phase?", "tell me about the manufacturing phase"): that phase, and which way the visitor moves from it.
 */
function phasePointedFrom(question: Question): { phase: Phase; after: boolean } | null {
  const move = NEXT.test(question.ask) ? "after" : PREVIOUS.test(question.ask) ? "before" : null;
  const [earlier] = question.earlier;
  if (!move || !earlier || !/\bprocur|\bphases?\b/.test(earlier)) return null;
  const { phases } = procurementPlaybook;
  const placed = PHASE_AT.exec(earlier);
  const at = placed?.[1] ?? placed?.[2];
  const named = phases.filter((p) => PHASE_NAMES[p.id]?.test(earlier.replace(/(?<!\bpre-?)\bprocur\w*/g, "")));
  const phase = at ? phases[placeNumber(at, phases.length) - 1] : named.length === 1 ? named[0] : undefined;
  return phase && /\bphases?\b/.test(earlier) ? { phase, after: move === "after" } : null;
}

/** The phase after or before one, with the order of all four. */
function neighbourOf(phase: Phase, after: boolean): RecordAnswer {
  const { phases, walkthrough } = procurementPlaybook;
  const i = phases.indexOf(phase);
  const next = phases[after ? i + 1 : i - 1];
  const url = `/procurement-playbook#${anchorFor(walkthrough.heading)}`;
  const order = listing(phases.map((p) => p.title));
  return next
    ? {
        text: `${next.title} comes ${after ? "after" : "before"} ${phase.title} in our procurement's phases: ${order}.`,
        url,
      }
    : { text: `${phase.title} is the ${after ? "last" : "first"} of our procurement's phases: ${order}.`, url };
}

/** The statement's item on the playbooks' demos: how they start, their buttons, and their pace. */
const DEMO_ITEM = accessibilityStatement.sections
  .flatMap((section) => section.items ?? [])
  .find((item) => item.term === "Playbook demos");
/**
 * What of a demo a question asks, in words only a demo has (a walkthrough is also the process it shows: "does the
 * walkthrough start with client engagement?" asks the process): how it starts playing, its buttons, its pace, and
 * the parties it highlights. Each finds its sentence of the statement's item by the item's own words.
 */
const DEMO_ASPECTS = {
  starts: {
    asks: /\b(?:start(?:s|ing)?|play(?:s|ing)?|run(?:s|ning)?) (?:by itself|on its own|automatically)\b|\bauto-?play\w*|\breduced motion\b|\bwhen (?:i|you) scroll\b/,
    said: /\bscroll\b/,
  },
  controls: {
    asks: /\b(?:pause|paused|resume|reset|restart|replay|freeze|halt)\b|\b(?:stop|hold) (?:it|the (?:demo|walk-?through|animation))\b|\bjump (?:straight |directly )?to (?:a |one |any |the )?(?:specific |particular )?step\b|\bbuttons?\b|\bthe controls\b/,
    said: /\bbutton\b/,
  },
  pace: {
    asks: /\bhow (?:fast|quick(?:ly)?|slow(?:ly)?)\b|\b(?:speed|pace|seconds?|secs?)\b|\b(?:each|a|every) (?:step|one) stays? (?:up|on)\b|\bby itself\b|\bon its own\b|\bautomatically\b|\bkeeps (?:moving|going|advancing)\b/,
    said: /\bevery \d+ seconds\b/,
  },
  // Said from the delivery playbook's parties, not the statement (see answerDemo).
  shows: {
    asks: /\bhighlight\w*|\bwhat changes\b|\b(?:those|these|the) parties\s*\??$|\b(?:show|shows|showing) which parties\b/,
    said: null,
  },
} as const satisfies Record<string, { asks: RegExp; said: RegExp | null }>;
type DemoAspect = keyof typeof DEMO_ASPECTS;
/** The statement's sentences on the demos, and what the delivery walkthrough highlights: read once. */
const DEMO_SENTENCES = sentences(DEMO_ITEM?.text ?? "").map(capitalised);
const DEMO_PARTIES = `As the delivery walkthrough plays, each step highlights the parties involved in it: ${listing(deliveryPlaybook.parties.map((p) => p.name))}.`;
/** The demo by a name only it has: "the demo", "the animation", "the slideshow". */
const NAMES_DEMO = /\b(?:demos?|animations?|slideshows?)\b/;
/** The demo, or the walkthrough it plays: named in a question that asks a demo's own aspect. */
const DEMO_OR_WALKTHROUGH = new RegExp(`${NAMES_DEMO.source}|\\bwalk-?throughs?\\b`);
/** Another subject of the sentence: "does the procurement process run on its own?" is no demo's pace. */
const OTHER_SUBJECT = /\b(?:process|project|job|scheme|order|programme|build|contractor|team)\b/;
/** The process itself, not its demo: "in real life", "how long each stage really takes". */
const IN_PRACTICE =
  /\bin (?:real life|practice|reality)\b|\bon (?:a |an )?(?:real|actual) (?:project|job|scheme)\b|\breally (?:take|takes|lasts?)\b/;
/** A short follow-up pointing at the demo just talked about: "how fast does it go?", "can I pause it?". */
const FOLLOW_UP_WORDS = 8;

/**
 * "How fast does the delivery walkthrough move between steps?", "can I pause it?", "what changes as it plays?":
 * the part of the demos' behaviour asked about, as the accessibility statement gives it, and the playbook's
 * walkthrough it plays in. A step's content ("what is step 3?") is answerStep's, and runs first.
 */
export function answerDemo(question: Question): RecordAnswer | null {
  const { ask } = question;
  if (!DEMO_ITEM) return null;
  const asked = (Object.keys(DEMO_ASPECTS) as DemoAspect[]).filter((a) => DEMO_ASPECTS[a].asks.test(ask));
  if (asked.length === 0 || IN_PRACTICE.test(ask)) return null;
  // The demo or walkthrough named (its aspect asked in a demo's own words), or, in a short follow-up that points
  // back, talked about just before.
  const demoTalk =
    DEMO_OR_WALKTHROUGH.test(ask) || (question.concepts.some((c) => c.id === "demos") && !OTHER_SUBJECT.test(ask));
  const before = `${question.previous} ${question.reply}`;
  const followsDemo =
    question.earlier.length > 0 &&
    words(ask).length <= FOLLOW_UP_WORDS &&
    /\b(?:it|its|they|those|these|each one|each step)\b/.test(ask) &&
    DEMO_OR_WALKTHROUGH.test(before);
  if (!demoTalk && !followsDemo) return null;
  const named = PLAYBOOKS.filter((w) => w.noun.test(ask));
  const [book] = named.length === 1 ? named : PLAYBOOKS.filter((w) => w.noun.test(before));
  const delivery = PLAYBOOKS.find((w) => w.name === "Delivery");
  // The parties are highlighted in the delivery walkthrough alone.
  if (asked.includes("shows") && book && book !== delivery) return null;
  const walkthrough = asked.includes("shows") ? delivery : book;
  const text = asked
    .map((a) => {
      const own = DEMO_ASPECTS[a].said;
      return own ? (DEMO_SENTENCES.find((s) => own.test(s)) ?? "") : DEMO_PARTIES;
    })
    .filter(Boolean)
    .join(" ");
  if (!text) return null;
  const statement = `/accessibility#${anchorFor("Using This Site")}`;
  return walkthrough
    ? { text, url: `${walkthrough.page}#${anchorFor(walkthrough.playbook.walkthrough.heading)}`, also: [statement] }
    : { text, url: statement, also: PLAYBOOKS.map((w) => w.page) };
}

/** What a question about our fee turns on: what the management fee is a share of, or what the markup pays for. */
const FEE_FACETS = {
  // What the fee is a share of, set against another base: "is the % on the build cost or the whole thing?",
  // "what's it a percentage of?". Not "10% on top", which is the markup.
  basis:
    /\b(?:fees?|%|percent(?:age)?)\b[^.?!]*\b(?:gdv|(?:total )?development value|tdv|build(?:ing)? costs?|construction costs?|contract (?:sum|value)|lump[- ]sums?|balloon\w*)\b|(?:%|\bpercent(?:age)?) (?:of|on)\b(?! top\b)|\bpercentage of\s*\??$/,
  // How the fee as a whole is made up: both its parts.
  whole:
    /\b(?:calculated|worked out|work out|based on|structured|made up|broken down)\b|\bhow (?:do|does|are|is) (?:your |the |ur )?(?:fees?|charges?|pricing) work\b/,
  covers:
    /\b(?:mark-?ups?|mark up|extra|on top)\b[^.?!]*\b(?:covers?|includes?|including|for|customs|shipping|transport|freight|delivery|everything|apply|applies)\b|\b(?:customs|shipping|transport|freight|delivery)\b[^.?!]*\b(?:mark-?ups?|mark up|extra|on top|included|in your (?:cut|fee|price))\b|% on top\b/,
  // The firm's own income, not a building's ("what rental income could I get?", "how can I make money from my HMO?").
  income: /\b(?:your|ur) income\b|\b(?:do|does|would|will) (?:you|u) make (?:your )?money\b|\bhow do (?:you|u) earn\b/,
} as const;
/** Another's fee or charge: "my builder's markup", "how do architects work out their fees?", "service charges". */
const ANOTHERS_FEE =
  /\b(?:my|our|their|his|her|the) (?:own )?(?:builder|contractor|main contractor|architect|qs|surveyor|engineer|consultant|planning consultant|agent|lawyer|solicitor|pm|project manager)(?:'s|s')?\b[^.?!]{0,20}\b(?:fees?|mark-?ups?|charges?|rates?)\b|\b(?:architects?|contractors?|builders?|surveyors?|qs|agents?|lawyers?|solicitors?) (?:charge|work out|calculate|set)\b|\b(?:their|his|her) (?:fees?|mark-?ups?|charges?)\b|\bservice charges?\b|\brent(?:al)?\b|\bsalar(?:y|ies)\b|\bwages?\b|\bmep\b/;
/** An amount or rate asked of the fee, which the site does not give: the answer is then partial. */
const FEE_RATE_ASKED =
  /\b(?:what|which|how much|exact|actual|typical|usual)\b[^.?!]{0,30}\b(?:percent(?:age)?|%|rate|figure|number)\b(?! of\s*\??$)|\d+(?:\.\d+)?\s?%/;
/** When or on what terms we are paid, which the site does not say: "monthly or at milestones?", "if it is cancelled?". */
const PAYMENT_TERMS =
  /\b(?:if|unless|when|monthly|milestones?|upfront|up front|in advance|on results?|success|cancel\w*|halfway|by (?:the )?(?:manufacturers?|contractors?|suppliers?|me|us|whom)|or by me|who pays you)\b/;

/** The services page's two parts of our fee as the answers say them, read once. */
const FEE = (() => {
  const { heading, managementFee, procurementMarkup } = services.partnership.feeStructure;
  const covers = procurementMarkup.covers.map((c, i) => (i === 0 ? c.toLowerCase() : lowerFirst(c)));
  return {
    management: `The ${managementFee.title.toLowerCase()} is ${lowerFirst(managementFee.description)}`,
    markup: `The ${procurementMarkup.title.toLowerCase()} is ${lowerFirst(procurementMarkup.description)} ${listing(covers)}.`,
    url: `/services#${anchorFor(heading)}`,
  };
})();

/**
 * "Is the % on the build cost or the whole thing?", "does the markup cover customs?", "where does your income on
 * a job come from?": the part of our fee structure asked about, in the services page's words. The rate itself, and
 * when or on what terms we are paid, are not on the site: asked for, the answer is partial and offers the team.
 */
export function answerFee(question: Question): RecordAnswer | null {
  const { ask } = question;
  // Our fee, named now or in the question this one follows up (when that was not about someone else's).
  const previousWasOurs = /\bfees?\b/.test(question.previous) && !ANOTHERS_FEE.test(question.previous);
  const aboutFee =
    question.concepts.some((c) => c.id === "fees") ||
    previousWasOurs ||
    FEE_FACETS.income.test(ask) ||
    /\b(?:are|do|will|would) (?:you|u) (?:get )?paid\b/.test(ask);
  if (!aboutFee || ANOTHERS_FEE.test(ask)) return null;
  const asked = (Object.keys(FEE_FACETS) as (keyof typeof FEE_FACETS)[]).filter((f) => FEE_FACETS[f].test(ask));
  // When or on what terms we are paid ("are you paid monthly or at milestones?"): the structure, and the team.
  const terms = PAYMENT_TERMS.test(ask) && /\b(?:paid|pay|payment|invoic\w*|bill\w*)\b/.test(ask);
  if (asked.length === 0 && !terms) return null;
  // What the percentage is of, asked alone: the management fee, though "how is it calculated" is asked with it.
  const basisOnly = asked.includes("basis") && !asked.includes("covers") && !asked.includes("income");
  const both = !basisOnly && (terms || asked.includes("income") || asked.includes("whole") || asked.length > 1);
  const { management, markup, url } = FEE;
  const parts = both ? [management, markup] : basisOnly ? [management] : [markup];
  const lead = both ? "Our fee has two parts. " : "";
  return {
    text: `${lead}${parts.join(" ")}`,
    url,
    partial: FEE_RATE_ASKED.test(ask) || PAYMENT_TERMS.test(ask),
  };
}

/** The privacy policy's section on the visitor's rights over their data. */
const RIGHTS = privacyPolicy.sections.find((section) => section.id === "your-rights");
/** How to use the rights: the policy's own words point to its contact details "below", which the chat gives instead. */
const RIGHTS_HOW =
  `To use any of these rights, write to us at ${company.email}. ${sentences(RIGHTS?.after?.[0] ?? "")[1] ?? ""}`.trim();
/** The concepts a question about the visitor's rights over their data may name besides them. */
const RIGHTS_CONCEPTS: ReadonlySet<string> = new Set(["privacy", "data-rights", "contact", "data-use"]);
/** What the visitor may do with their data, asked as a list of rights or as what they may ask of us. */
const ASKS_RIGHTS =
  /\b(?:data[- ]subject|gdpr|privacy|data protection|my|what|which) rights\b|\brights\b[^.?!]{0,40}\b(?:data|information|info|details|privacy|policy|gdpr)\b|\b(?:data|information|info|details|privacy|policy|gdpr)\b[^.?!]{0,40}\brights\b|\bwhat can i (?:ask|get|make) (?:you|u)(?: to)? do with\b/;
/** One right asked for by what it does: "get my data deleted", "see what you hold", "take it elsewhere". */
const RIGHT_ASKED: Readonly<Record<string, RegExp>> = {
  Access:
    /\b(?:see|copy of|access)\b[^.?!]{0,30}\b(?:data|information|info|details)\b|\bwhat (?:data|information|info|details) (?:do )?you (?:hold|have|keep)\b/,
  Correct: /\b(?:correct|corrected|fix|fixed|update|updated|wrong|inaccurate)\b/,
  Delete: /\b(?:delete|deleted|deletion|erase|erased|erasure|remove|removed|removal|wipe|wiped|forget|forgotten)\b/,
  Restrict: /\b(?:restrict|restricted|limit|limited)\b/,
  Portability: /\b(?:portab\w*|transfer|take (?:it|my data|them) (?:elsewhere|with me))\b/,
  Object: /\b(?:object|objection|marketing)\b/,
  "Withdraw consent": /\b(?:withdraw|withdrawn|change my mind|unsubscrib\w*)\b/,
};

/**
 * "Which data-subject rights does your privacy policy set out?", "how can I get my data deleted?": the rights the
 * policy lists, the one asked for first, and how to use them, from the policy itself.
 */
export function answerPrivacyRights(question: Question): RecordAnswer | null {
  const { ask } = question;
  const items = RIGHTS?.items ?? [];
  if (!RIGHTS || items.length === 0) return null;
  const asked = items.filter((item) => item.term !== undefined && RIGHT_ASKED[item.term]?.test(ask));
  // One right asked alone must be of the visitor's own data: "my details", not "the survey data in the report".
  const ofData = /\b(?:my|me|our)\b[^.?!]{0,25}\b(?:data|information|info|details|e-?mail)\b/.test(ask);
  if (!ASKS_RIGHTS.test(ask) && !(ofData && asked.length === 1 && /\b(?:how|can|could)\b/.test(ask))) return null;
  // Another topic asked beside it ("do you use analytics cookies, and can I have my data deleted?") is answered
  // in two parts, not by the rights alone. Of the sentence that asks it: a scheme described before ("a 32,000 sq ft
  // acquisition…") is no other topic.
  const asking =
    ask
      .split(/(?<=[.!?])\s+/)
      .filter((part) => ASKS_RIGHTS.test(part) || RIGHT_ASKED.Delete?.test(part))
      .join(" ") || ask;
  if (conceptsIn(asking).some((c) => !RIGHTS_CONCEPTS.has(c.id))) return null;
  // The rights asked for as a list ("which rights do I have, and can I withdraw consent?") are given whole.
  const listAsked = /\b(?:which|what|list|all)\b[^.?!]{0,25}\brights\b/.test(ask);
  const [one] = asked.length === 1 && !listAsked ? asked : [];
  // "Can I have it deleted?" is answered yes; "how can I get it deleted?" with what to do.
  const lead = one ? `${/^(?:can|could|may|do|is|am)\b/.test(ask) ? "Yes: you" : "You"} can ${one.text}` : "";
  // One right asked: it, then the others by name. The rights asked for as such: each with what it lets you do.
  const all = one
    ? `Under UK GDPR your rights are ${listing(items.map((item) => item.term ?? ""))}.`
    : `Under UK GDPR you have these rights. ${items.map((item) => `${item.term}: ${item.text}`).join(" ")}`;
  // How to use them: the policy's own words point to its contact details "below", which the chat gives instead.
  return { text: [lead, all, RIGHTS_HOW].filter(Boolean).join(" "), url: `/privacy#${RIGHTS.id}` };
}

/** The case studies as a page, in the plural: "your case studies page", "the case studies". */
const CASE_STUDIES_PAGE = /\bcase[- ]studies\b/;
/** Its figures asked for: "the headline stats", "the totals at the bottom", "what figures does it show?". */
// Not "the total saving across them", which is one figure the studies' own answers give.
const PAGE_FIGURES = /\b(?:headlines?|totals|stats|statistics|figures|numbers|results)\b/;
const AT_THE_TOP = /\bheadlines?\b|\bat the top\b/;
const AT_THE_FOOT = /\btotals\b|\bat the (?:bottom|foot|end)\b/;

/**
 * "What headline stats are on the case studies page?", "and what totals does it show?": the page's own figures,
 * each with its label, the headline ones or the totals at its foot as asked, both when neither is named.
 */
export function answerCaseStudiesFigures(question: Question): RecordAnswer | null {
  const { ask } = question;
  const here =
    CASE_STUDIES_PAGE.test(ask) ||
    (/\b(?:it|that page|there)\b/.test(ask) && CASE_STUDIES_PAGE.test(question.previous));
  if (!here || !PAGE_FIGURES.test(ask) || caseStudiesIn(ask).length > 0) return null;
  // Each study's saving, or the saving they add up to, is the studies' own answer, not the page's figures.
  if (EACH_STUDY.test(ask) || (/\bsav(?:e|ed|es|ing|ings)\b/.test(ask) && !/\b(?:totals|headlines?|stats)\b/.test(ask)))
    return null;
  const { headlineStats, totals } = caseStudiesOverview;
  const shown = (stats: readonly { value: string; label: string }[]) =>
    stats.map((s) => `${s.label}: ${s.value}`).join("; ");
  const top = AT_THE_TOP.test(ask);
  const foot = AT_THE_FOOT.test(ask);
  const parts = [
    top || !foot ? `The case studies page's headline figures: ${shown(headlineStats)}.` : "",
    foot || !top ? `Its totals: ${shown(totals)}.` : "",
  ].filter(Boolean);
  return { text: parts.join(" "), url: "/case-studies" };
}

/** The people who founded the firm ("the founders", "who set it up", "the people behind it")… */
const FOUNDERS =
  /\bfounders?\b|\bfounded\b|\bwho (?:set|started)\b|\bpeople (?:behind|who (?:run|founded|started))\b|\bteam behind\b/;
/** …and what they did before: "have they run businesses like this before?", "are you a brand-new start-up?". */
const BEFORE_US =
  /\bbackground\b|\bbefore\b|\bprevious(?:ly)?\b|\bearlier\b|\bexperience\b|\btrack record\b|\bhistory\b|\bc[oa]me from\b|\bdone this\b/;
const START_UP = /\bstart-?up\b|\bbrand[- ]new (?:outfit|firm|company|business)\b/;
/** What the site does not say of them: their names, their lives, what the earlier companies were called. */
const NOT_SAID_OF_FOUNDERS = /\bnames?\b|\bcalled\b|\bmarried\b|\bage\b|\bhow old\b|\bpersonal\b|\blinked-?in\b/;

/**
 * "Are you a start-up, or have the founders done this before?", "what's the background of the people who founded
 * your firm?": the About page's story of the two earlier companies, and where the Team page follows the four.
 */
export function answerFounders(question: Question): RecordAnswer | null {
  const { ask } = question;
  // The people themselves, by name or role, are the Team page's ("who are the founders?", "what's Alex's role?").
  const asked = (FOUNDERS.test(ask) && BEFORE_US.test(ask)) || START_UP.test(ask);
  if (!asked || NOT_SAID_OF_FOUNDERS.test(ask) || /^(?:so |and )?who (?:are|is)\b/.test(ask)) return null;
  // The timeline itself ("how many businesses does the founders' timeline run through?") is the Team Journey's.
  if (/\b(?:timeline|journey|how many)\b/.test(ask)) return null;
  const [story = ""] = about.story.paragraphs;
  const { journey } = teamContent;
  return {
    text: `${sentences(story)[0] ?? story} Our ${journey.heading} on the Team page follows it: ${lowerFirst(journey.intro)}`,
    url: `/about#${anchorFor(about.story.heading)}`,
    also: [`/team#${anchorFor(journey.heading)}`],
  };
}

/** The two playbooks (their walkthrough's steps, their principles), by the words that name them. */
const PLAYBOOKS = [
  // `noun`: the playbook named by its noun ("delivery"), not by a verb ("how you deliver savings").
  {
    name: "Procurement",
    words: /\bprocur\w*\b/,
    noun: /\bprocurement\b/,
    playbook: procurementPlaybook,
    page: "/procurement-playbook",
  },
  {
    name: "Delivery",
    words: /\bdeliver\w*\b/,
    noun: /\bdelivery\b/,
    playbook: deliveryPlaybook,
    page: "/delivery-playbook",
  },
];
const STEP_NUMBER = /\b(?:step|stage) (\d{1,2})\b/;
/** "The first step", "the final stage". */
const END_STEP = /\b(first|last|final) (?:step|stage)\b/;
/** "And the last?", "what about the first one?": a step, when the question before asked about one. */
const END_ALONE =
  /^(?:and |so |ok(?:ay)? |what about |how about )?(?:what(?: is|'s) )?(?:the )?(first|last|final)(?: one)?\s*\??$/;

/** "Which step is…", "what number is…", "where does design control sit?": where a step comes. */
const ASKS_PLACE =
  /\b(?:which|what) (?:step|stage|number)\b|\bstep number\b|\bwhere (?:does|do|is|are) [^.?!]{1,40} (?:sit|come|fall|fit|happen)\b|\bat (?:which|what) (?:point|stage|step)\b/;

/**
 * The one walkthrough step a question names by its title ("design control"), with its walkthrough and number;
 * a title both playbooks use ("procurement") counts when the question names the playbook too. Null for none,
 * or for more than one.
 */
function stepNamedIn(ask: string) {
  const found = PLAYBOOKS.flatMap((w) =>
    w.playbook.walkthrough.steps.flatMap((step, i) =>
      new RegExp(`\\b${escapeForPattern(step.title.toLowerCase())}\\b`).test(ask) ? [{ w, step, n: i + 1 }] : [],
    ),
  );
  const inNamed = found.filter((f) =>
    f.w.words.test(ask.replace(new RegExp(escapeForPattern(f.step.title.toLowerCase()), "g"), "")),
  );
  const [hit] = found.length === 1 ? found : inNamed.length === 1 ? inNamed : [];
  return hit ?? null;
}

/**
 * "Where does design control sit in your delivery walkthrough, which step number?": the step named, by its
 * number, in the walkthrough that has a step of that name.
 */
function answerStepPlace(question: Question): RecordAnswer | null {
  if (!ASKS_PLACE.test(question.ask)) return null;
  const hit = stepNamedIn(question.ask);
  if (!hit) return null;
  const { w, step, n } = hit;
  return {
    text: `${step.title} is step ${n} of the ${w.playbook.walkthrough.steps.length} steps in our ${w.name} Playbook: ${step.description}`,
    url: `${w.page}#${anchorFor(w.playbook.walkthrough.heading)}`,
  };
}

/** "What comes after design control?", "which step is before risk transfer?": the step next to one named. */
const ASKS_AFTER = /\b(?:after|follows?|following|next (?:to|from))\b/;
const ASKS_BEFORE = /\b(?:before|precedes?|preceding|prior to|leads? (?:up )?to)\b/;

function answerStepNeighbour(question: Question): RecordAnswer | null {
  const { ask } = question;
  const after = ASKS_AFTER.test(ask);
  if (after === ASKS_BEFORE.test(ask)) return null;
  const hit = stepNamedIn(ask);
  if (!hit) return null;
  const { w, step, n } = hit;
  // The word of order governs the step: "what comes after design control?", not "before I book a call, what
  // does design control involve?".
  const title = escapeForPattern(step.title.toLowerCase());
  const governs = new RegExp(
    `\\b(?:before|after|follows?|following|precedes?|preceding|prior to|next (?:to|from)) (?:the )?(?:step (?:of |called )?)?${title}\\b|\\b${title}\\b[^.?!]{0,20}\\b(?:comes? )?(?:before|after)\\b`,
  );
  if (!governs.test(ask)) return null;
  const steps = w.playbook.walkthrough.steps;
  const m = after ? n + 1 : n - 1;
  const next = steps[m - 1];
  const url = `${w.page}#${anchorFor(w.playbook.walkthrough.heading)}`;
  if (!next) {
    const end = after ? "last" : "first";
    return { text: `${step.title} is the ${end} of the ${steps.length} steps in our ${w.name} Playbook.`, url };
  }
  return {
    text: `${after ? "After" : "Before"} ${step.title} (step ${n}) comes ${next.title}, step ${m} of the ${steps.length} in our ${w.name} Playbook: ${next.description}`,
    url,
  };
}

/**
 * "What happens at step 2 of the delivery playbook?", or "step 2 is about what?" after a question about
 * it: that walkthrough's step, by its number. Null when the number or the playbook cannot be told.
 */
/** A demo arriving at a step: "when it reaches the last step", "once the walkthrough gets to the end". */
const REACHES_STEP =
  /\b(?:when|once|after|if) (?:it|the demo|the walk-?through|the animation|the slideshow) (?:reaches|gets to|hits|arrives at|comes to)\b/;

/** Asking to play a walkthrough again, or from its start: the demo's controls answer. */
const REPLAYS_DEMO =
  /\b(?:start|play|run|watch|restart|replay|reset|go back to|get back to)\b[^.?!]{0,40}\b(?:again|from (?:the start|step one|step 1|the beginning|the first step))\b|\b(?:start|play) (?:it |them |the \w+ )?over\b/;

export function answerStep(question: Question): RecordAnswer | null {
  // "What happens when it reaches the last step?" of the demo asks how the demo plays, not what the step is
  // ("in the procurement demo, what phase is the last step?" asks the step).
  if (REACHES_STEP.test(question.ask)) return null;
  // "How do I start the walkthrough again from step one?" asks how to work the demo, not what step one is.
  if (REPLAYS_DEMO.test(question.ask)) return null;
  const placed = answerStepNeighbour(question) ?? answerStepPlace(question);
  if (placed) return placed;
  const named = (text: string) => PLAYBOOKS.filter((w) => w.words.test(text));
  const own = named(question.ask);
  // The playbook talked about: named in an earlier question, or, when a step was asked by its name, in the reply.
  const earlier = [...question.earlier, question.reply].map(named).find((found) => found.length === 1) ?? [];
  const [walkthrough] = own.length === 1 ? own : own.length === 0 ? earlier : [];
  const steps = walkthrough?.playbook.walkthrough.steps ?? [];
  // "The first step", "the last stage"; and, after a question about a step, "and the last?".
  const end =
    END_STEP.exec(question.ask)?.[1] ??
    (question.earlier.some((e) => STEP_NUMBER.test(e) || END_STEP.test(e) || ASKS_PLACE.test(e))
      ? END_ALONE.exec(question.ask)?.[1]
      : undefined);
  const n = end ? (end === "first" ? 1 : steps.length) : Number(STEP_NUMBER.exec(question.ask)?.[1]);
  if (!n || !walkthrough) return null;
  return stepAnswer(walkthrough, n);
}

/** A walkthrough's step by its number, with the phase it falls in (procurement); null past either end. */
function stepAnswer(walkthrough: (typeof PLAYBOOKS)[number], n: number): RecordAnswer | null {
  const step = walkthrough.playbook.walkthrough.steps[n - 1];
  if (!step) return null;
  // The procurement walkthrough's steps fall into its phases: "the last step falls in which phase?".
  const phase = "phase" in step ? procurementPlaybook.phases.find((p) => p.id === step.phase) : undefined;
  return {
    text: `${walkthrough.name} step ${n}, ${step.title}: ${step.description} ${step.highlight}${phase ? ` It is in the ${phase.title} phase.` : ""}`,
    url: `${walkthrough.page}#${anchorFor(walkthrough.playbook.walkthrough.heading)}`,
  };
}

/** A place in a list as visitors write it: "first", "the 5th", "sixth", "the last". */
const PLACE = new RegExp(`\\b(${PLACE_WORD})\\b`);
/** "What's next after that?", "and the next one?", "and before that?", "the previous one?". */
const NEXT =
  /^(?:and |so |ok(?:ay)? )?(?:what(?: is|'s)? )?(?:the )?(?:next|after that|next one|one after(?: that)?)(?: one| after that| up)?\s*\??$|\bwhat(?: is|'s)? (?:next|after that)\b|\bwhat comes (?:next|after (?:that|it))\b/;
const PREVIOUS =
  /^(?:and |so |ok(?:ay)? )?(?:what(?: is|'s)? )?(?:the )?(?:previous|before that|one before(?: that)?)(?: one)?\s*\??$|\bwhat(?: is|'s)? before (?:that|it)\b|\bwhat comes before (?:that|it)\b|^(?:and )?before that\s*\??$/;

/** Words of each playbook's subject, for a follow-up that names neither: contracts are delivery's, sourcing procurement's. */
const DELIVERY_TALK = /\b(?:deliver\w*|contract\w*|novat\w*|design[- ]and[- ]build|d&b|appoint\w*|risk transfer)\b/g;
/** How a project is run: "how you run a project", "manage your jobs", "run things on site". */
const RUNNING_PROJECTS =
  /\b(?:run|runs|running|manage|manages|managing|deliver|delivers|delivering|lead|leads|leading) (?:a |the |your |our |my |each |every )?(?:projects?|jobs?|schemes?|builds?|developments?|sites?|things on site)\b/;
const PROCUREMENT_TALK =
  /\b(?:procur\w*|sourc\w*|manufactur\w*|factor(?:y|ies)|shipping|customs|logistics|benchmark\w*)\b/g;

/**
 * "What principles sit behind it?" after a question about how the main contractor is appointed: the principles
 * of the playbook the conversation was about, when the question names none and what came before tells which.
 */
export function answerPrinciplesOfTopic(question: Question): RecordAnswer | null {
  const { ask } = question;
  if (!/\bprinciples\b/.test(ask) || PLACE.test(ask)) return null;
  // "The key principles behind how you run delivery on site": the one playbook the question names.
  // By its noun: "how you deliver savings" names no playbook.
  const named = PLAYBOOKS.filter((p) => p.noun.test(ask));
  if (named.length > 1) return null;
  if (named[0]) return principlesOf(named[0]);
  // "The key principles behind how you run a project day to day": running projects is the delivery playbook's.
  const delivery = PLAYBOOKS[1];
  if (delivery && RUNNING_PROJECTS.test(ask) && !ask.match(PROCUREMENT_TALK)) return principlesOf(delivery);
  // A playbook named before is the page's own list to give (the content's answer).
  if (question.earlier.length === 0 || question.earlier.some((e) => /\bplaybooks?\b/.test(e))) return null;
  const before = [...question.earlier, question.reply].join(" ");
  const deliveryTalk = before.match(DELIVERY_TALK)?.length ?? 0;
  const procurementTalk = before.match(PROCUREMENT_TALK)?.length ?? 0;
  if (deliveryTalk === procurementTalk) return null;
  const book = PLAYBOOKS[deliveryTalk > procurementTalk ? 1 : 0];
  return book ? principlesOf(book) : null;
}

/** A playbook's principles, listed, with the section that sets them out. */
function principlesOf(book: (typeof PLAYBOOKS)[number]): RecordAnswer {
  const { items, heading } = book.playbook.principles;
  return {
    text: `Our ${items.length} key ${book.name.toLowerCase()} principles are ${listing(items.map((p) => p.title))}.`,
    url: `${book.page}#${anchorFor(heading)}`,
  };
}

/** Goods being bought, made or moved: the setting in which a word like "quality" or "stock" is procurement's. */
const GOODS =
  /\b(?:goods|materials?|products?|items?|deliveries|delivered|stuff|kit|panels?|doors?|tiles?|joinery|cladding|sanitaryware|kitchens?|shipments?|consignments?|containers?|factor(?:y|ies)|manufactur\w*|production|suppliers?|makers?|imports?|imported|importing|overseas|abroad|procur\w*|sourc\w*|batch|orders?|ordered|ordering)\b/;
/**
 * The matters each procurement principle settles, in visitors' words, by its title: the trade's names for them
 * ("QA", "customs") and the everyday ones ("moving the goods", "when the deliveries land"). A word that is also
 * everyday ("quality", "stock", "compliance", "vet") counts only in a question about goods (`GOODS`): "the quality
 * of your reports" and "the stock market" are not the factory's or the site's.
 */
const PRINCIPLE_MATTERS: Readonly<Record<string, { words: RegExp; ofGoods: boolean }>> = {
  "UK Benchmark for Cost and Specification": { words: /\bbenchmark\w*|\buk (?:prices|rates|quotes)\b/, ofGoods: false },
  "International Sourcing and Vetting": {
    words:
      /\bvet(?:s|ted|ting)?\b|\b(?:find|finding|pick|picking|choose|choosing|select|selecting|source|sourcing|vouch for|trust|assess|assessing|check|checks) (?:\w+ ){0,4}(?:suppliers?|manufacturers?|factor(?:y|ies)|makers?|vendors?)\b|\b(?:suppliers?|manufacturers?|factor(?:y|ies)|makers?) (?:are|is) (?:legit|genuine|reliable|any good)\b/,
    ofGoods: true,
  },
  "Feasibility, Compliance and Design Review": {
    words: /\bfeasib\w*|\bcomplian\w*|\bcomply\b|\bdesign review\b/,
    ofGoods: true,
  },
  "Manufacturing with Stage Checks and QA": {
    words:
      /\bqa\b|\bstage checks?\b|\b(?:quality|inspect\w*|check\w*(?! (?:\w+ ){0,2}(?:suppliers?|manufacturers?|factor(?:y|ies)|makers?)(?:'s|')?\b)|quality control|made right|defects?|rubbish|faulty|make sure|ensure|up to (?:scratch|standard|spec))\b|\bcontrol(?:s|led|ling)? (?:it|them|production|manufactur\w*)\b|\bduring (?:manufactur\w*|production)\b/,
    ofGoods: true,
  },
  "Logistics Partner for Shipping and Customs": {
    words:
      /\bcustoms\b|\bshipp(?:ed|ing)\b|\bfreight\b|\btransit\b|\blogistics\b|\bports?\b|\bcontainers?\b|\bborder\b|\b(?:moving|move|moves|transport\w*|getting|get) (?:the )?(?:goods|stuff|items|products|materials|it|them)\b(?=[^.?!]*\b(?:site|here|uk|over)\b)|\bbetween the factory\b|\bfrom the factory (?:gates? )?to (?:the )?site\b/,
    ofGoods: false,
  },
  "Main Contractor on Site": {
    words:
      /\binventory\b|\bstock\b|\bstorage\b|\bsite coordination\b|\bkeeps? the trades coordinated\b|\b(?:deliveries|goods|items|products|materials|things|stuff|it|they|everything)(?: all)? (?:has |have )?(?:land|lands|arrive|arrives|turn up|turns up|get to site|gets to site|reach(?:es)? (?:the )?site|been delivered)\b|\bonce (?:it is|it's|they are|they're|everything is|everything's) (?:on site|delivered)\b|\b(?:takes? over|taking over|looks? after (?:it|them|things)) on[- ]site\b|\bon[- ]site\b/,
    ofGoods: true,
  },
};
/**
 * A moment named only to say when ("before it's shipped", "before anything gets made"): not the matter asked
 * about, which is what happens then.
 */
const ONLY_WHEN =
  /\bbefore (?:it|they|anything|something|the (?:goods|batch|order|items?))(?:'s| is| are|'re| gets?| has| have)? (?:been )?(?:shipped|made|ordered|sent|leaves?|produced|manufactured)\b/g;
/** Quality weighed against price: "how do you balance quality against cost?", "cheap overseas kit = junk?". */
const QUALITY_AGAINST_COST =
  /\b(?:balance|balancing|trade-?offs?|cheap|cheaper|cut(?:ting)? (?:costs?|corners))\b|\bquality (?:against|versus|vs|and|over|or) (?:cost|price)\b|\b(?:cost|price) (?:against|versus|vs|and|over|or) quality\b/;
/** Paying for it, which the fees concept does not always catch: "do I pay extra for shipping?". */
const PAYING = /\b(?:pay|pays|paid|paying|extra)\b/;
/** "Who deals with that?", "which part covers it?": the matter is the one described before the question. */
const POINTS_AT_MATTER = /\b(?:that|it|this|them)\s*\??$|\b(?:that|this) (?:kind|sort) of thing\b/;
/** Asked who does a thing, how it is done or which part covers it: what a principle settles. */
const ASKS_WHO_OR_HOW =
  /\bwho\b|\bhow (?:do|does|would|will|can|is|are|d'?you)\b|\bwhat (?:checks|happens|do you do|would (?:we|i) (?:be expected to|have to|need to))\b|\b(?:which|what) (?:part|bit|phase|stage)\b|\bwhat is (?:done|checked)\b/;
/** The principles answered together at most; a question touching more asks about the process as a whole. */
const MATTERS_AT_MOST = 2;
/** Words two titles share, by stem, to find a principle's own step of the walkthrough. */
const sharedStems = (a: string, b: string) => {
  const mine = new Set(termsOf(a));
  return termsOf(b).filter((t) => mine.has(t)).length;
};
/**
 * Each procurement principle's own step, read once: of the walkthrough's steps in its phase, the one whose title
 * shares most words with the principle's ("International Sourcing and Vetting": "Source and Vet Manufacturers").
 */
const OWN_STEP = new Map(
  procurementPlaybook.principles.items.map((principle) => {
    const inPhase = procurementPlaybook.walkthrough.steps.filter((s) => s.phase === principle.phase);
    const [step] = [...inPhase].sort(
      (a, b) => sharedStems(principle.title, b.title) - sharedStems(principle.title, a.title),
    );
    return [principle.title, step] as const;
  }),
);

/**
 * "How do you vet suppliers abroad?", "who deals with customs?", "once the deliveries land, who looks after the
 * stock?": the procurement principle that settles the matter, with the walkthrough's step that carries it out and
 * the phase it falls in. Who pays for it is the fees'; who is liable, a legal view; the process as a whole ("walk
 * me through your procurement"), the page's.
 */
export function answerProcurementMatter(question: Question): RecordAnswer | null {
  const ask = question.ask.replace(ONLY_WHEN, " ");
  if (!ASKS_WHO_OR_HOW.test(ask) || ASKS_LEGAL_VIEW.test(ask)) return null;
  if (question.concepts.some((c) => c.id === "fees") || PAYING.test(ask)) return null;
  if (caseStudiesIn(ask).length > 0 || projectsIn(ask).length > 0 || /\bcase stud/.test(ask)) return null;
  const { principles, phases, walkthrough } = procurementPlaybook;
  // "A container is stuck at Felixstowe. Who deals with that?": the matter described before the question.
  const matter = POINTS_AT_MATTER.test(ask) ? question.text.replace(ONLY_WHEN, " ") : ask;
  // Goods named in the message, or in the question it follows up ("how do you pick suppliers abroad?", then "and
  // how do you make sure what they make is right?").
  const ofGoods = GOODS.test(question.text) || (question.pointing && GOODS.test(question.previous));
  const named = principles.items.filter((p) => PRINCIPLE_MATTERS[p.title]?.words.test(matter));
  // A matter only procurement has ("in transit") sets the scene for the others: "and who takes over on site?".
  const procurementScene = ofGoods || named.some((p) => PRINCIPLE_MATTERS[p.title]?.ofGoods === false);
  const settled = named.filter((p) => !PRINCIPLE_MATTERS[p.title]?.ofGoods || procurementScene);
  if (settled.length === 0 || settled.length > MATTERS_AT_MOST) return null;
  // Quality set against cost ("cheap kit = junk: how do you stop rubbish arriving?") is the FAQ's question on
  // balancing the two, not one stage's.
  const ofQuality = settled.some((p) => p.phase === "manufacturing");
  if (ofQuality && QUALITY_AGAINST_COST.test(question.text)) return null;
  const lines = settled.map((principle) => {
    const n = principles.items.indexOf(principle) + 1;
    const phase = phases.find((p) => p.id === principle.phase);
    const step = OWN_STEP.get(principle.title);
    const how =
      step && settled.length === 1
        ? ` In our walkthrough it is step ${walkthrough.steps.indexOf(step) + 1}, ${step.title}, in the ${phase?.title} phase: ${step.description}`
        : phase
          ? ` It is part of the ${phase.title} phase.`
          : "";
    return `Procurement principle ${n} of ${principles.items.length}, ${principle.title}: ${principle.description}${how}`;
  });
  return {
    text: lines.join(" "),
    url: `/procurement-playbook#${anchorFor(principles.heading)}`,
    also: [`/procurement-playbook#${anchorFor(walkthrough.heading)}`],
  };
}

/** A principle asked for by its place ("the fourth procurement principle"), or the place after or before it. */
function principleAt(text: string) {
  const place = PLACE.exec(text)?.[1];
  if (!place || !/\bprinciples?\b/.test(text)) return null;
  const [book] = PLAYBOOKS.filter((p) => p.words.test(text));
  return book ? { book, n: placeNumber(place, book.playbook.principles.items.length) } : null;
}

/** The principle or step the reply before gave ("Procurement principle 5 of 6, …", "Delivery step 2, …"). */
const REPLY_PLACE = /\b(procurement|delivery) (principle|step) (\d{1,2})\b/;

/**
 * "What's the fourth procurement principle?", and after it "and the fifth?" or "what's next after that?": a
 * playbook's principle by its place. After a question about a step ("what's step 3 of the delivery
 * playbook?"), "and before that?" asks the step before it.
 */
export function answerInSequence(question: Question): RecordAnswer | null {
  const { ask } = question;
  // Where the conversation is: the place the reply before gave (so "next" after "next" moves on), else the
  // place the question before asked for.
  const [, replyBook, replyKind, replyN] = REPLY_PLACE.exec(question.reply) ?? [];
  const replyPrinciples =
    replyKind === "principle" ? PLAYBOOKS.find((p) => p.name.toLowerCase() === replyBook) : undefined;
  const earlier = question.earlier.find((e) => principleAt(e) !== null);
  const at = principleAt(ask);
  const before = replyPrinciples ? { book: replyPrinciples, n: Number(replyN) } : earlier ? principleAt(earlier) : null;
  const step = NEXT.test(ask) ? 1 : PREVIOUS.test(ask) ? -1 : 0;
  // "And the fifth?": the place alone, of the principles asked about before.
  const placeAlone = /^(?:and |so |what about |how about )?(?:what(?: is|'s)? )?(?:the )?(\w+)(?: one)?\s*\??$/.exec(
    ask,
  )?.[1];
  const target =
    at ??
    (before && step ? { ...before, n: before.n + step } : null) ??
    (before && placeAlone && PLACE.test(placeAlone)
      ? { ...before, n: placeNumber(placeAlone, before.book.playbook.principles.items.length) }
      : null);
  if (target) {
    const { book, n } = target;
    const principle = book.playbook.principles.items[n - 1];
    if (!principle) return null;
    return {
      text: `${book.name} principle ${n} of ${book.playbook.principles.items.length}, ${principle.title}: ${principle.description}`,
      url: `${book.page}#${anchorFor(book.playbook.principles.heading)}`,
    };
  }
  // "And before that?" after a step: the step next to it, as answerStep gives steps.
  const stepBefore =
    replyKind === "step" ? replyN : question.earlier.map((e) => /\bstep (\d{1,2})\b/.exec(e)?.[1]).find(Boolean);
  if (!step || !stepBefore) return null;
  const [walkthrough] =
    replyKind === "step"
      ? PLAYBOOKS.filter((w) => w.name.toLowerCase() === replyBook)
      : PLAYBOOKS.filter((w) => w.words.test(question.earlier.join(" ")));
  if (!walkthrough) return null;
  return stepAnswer(walkthrough, Number(stepBefore) + step);
}

/** Something to read asked for: "any articles on…", "anything written about…", "a blog post on…". */
const WANTS_READING =
  /\b(?:(?<!\b(?:my|our|(?:writing|write|wrote|for) an?) )articles?|blogs?|(?:a|an|any|the|your|some|blog) posts?(?!-)|(?:the|that|your) (?:[\w'-]+ ){1,5}(?:post|blog post|piece)\b(?!-)|write-?ups?|(?:anything|something|stuff) (?:written|published|to read)|(?:do|does|did|have|has) (?:you|u|the firm|your firm|your team|anyone)(?: ever)? (?:write|written|wrote|publish|published|blog|blogged)(?: (?:anything|something|much|stuff|articles?|posts?|pieces?))? (?:about|on|regarding|covering))\b/;
/** The words that ask for reading, which are no topic of an article. */
const READING_WORDS = new Set(["article", "post", "blog", "write", "written", "publish", "read", "up"].map(stem));

const stemsIn = (text: string) => new Set(words(text).map(stem));
/** An article's own words, as stems: its title, and its category and tags, which say less of it. */
const postWords = new Map(
  postSummaries.map((post) => [
    post.id,
    { title: stemsIn(post.title), labels: stemsIn(`${post.category} ${post.tags.join(" ")}`) },
  ]),
);
/** A word of the question in an article's title counts this many times one in its category or tags. */
const TITLE_WEIGHT = 2;

/**
 * "Any articles on smart building trends?", "anything written on procurement?": the article whose title,
 * category and tags share more of the question's own words than any other (a word in its title counting
 * double), with the page to read it.
 */
export function answerPostOnTopic(question: Question): RecordAnswer | null {
  const { ask } = question;
  // "Is there one on development partnerships?" right after the blog was talked about: an article on it.
  // So is "is there a tech one?" after the blog's categories: "one" is an article.
  const oneOnTopic =
    (/\b(?:one|any|anything|something)(?: (?:else|more))? (?:on|about|covering)\b/.test(ask) ||
      question.narrowing === true) &&
    ABOUT_POSTS.test(`${question.previous} ${question.reply}`);
  if (!(WANTS_READING.test(ask) || oneOnTopic) || projectsIn(ask).length || caseStudiesIn(ask).length) return null;
  const own = question.terms.filter((t) => !t.added && !t.carried && !READING_WORDS.has(t.term));
  // Asked for one on a topic none of whose own words is an article's: the site's words for a concept they name
  // ("one about tech": technology), but not the blog's own ("insights").
  const named = question.terms.filter((t) => t.added && !t.carried && t.source !== "blog");
  const onTopic = /\b(?:on|about|covering|regarding)\b/.test(ask) || question.narrowing === true;
  return postSharing(own) ?? (!onTopic || own.some((t) => postsSharing(t.term)) ? null : postSharing(named));
}

/** Whether any article's title, category or tags hold the stem. */
const postsSharing = (term: string) =>
  [...postWords.values()].some((words) => words.title.has(term) || words.labels.has(term));

/** The one article that shares more of the terms than any other, a word in its title counting double. */
function postSharing(terms: readonly QueryTerm[]): RecordAnswer | null {
  const topic = new Set(terms.map((t) => t.term));
  const shared = (id: string) => {
    const words = postWords.get(id);
    if (!words) return 0;
    return [...topic].reduce(
      (sum, term) => sum + (words.title.has(term) ? TITLE_WEIGHT : 0) + (words.labels.has(term) ? 1 : 0),
      0,
    );
  };
  const scored = postSummaries.map((post) => ({ post, shared: shared(post.id) })).sort((a, b) => b.shared - a.shared);
  const [best, next] = scored;
  if (!best || best.shared === 0 || (next && next.shared === best.shared)) return null;
  return postAnswer(best.post);
}

/** An article, as the assistant introduces it: title, category, date, length and its excerpt. */
function postAnswer(post: (typeof postSummaries)[number], called = "Our article"): RecordAnswer {
  return {
    text: `${called} “${post.title}”, filed under ${post.category} and published on ${formatPostDate(post.date)}, is a ${post.readTime}-minute read: ${post.excerpt}`,
    url: `/blog/${post.id}`,
    also: ["/blog"],
  };
}

/** "What's it about?", "tell me more about that one": what the article just named says. */
const ASKS_WHAT_IT_SAYS =
  /^(?:and |so |ok(?:ay)? )?(?:the |a |its )?(?:link|url|web address)(?: to (?:it|that|this)(?: one| article| post)?)?(?: please| pls)?\s*\??$|\bwhere (?:can|do|could) i (?:read|find|see) (?:it|that|this)(?: one| article| post)?\b|\b(?:what(?: is)? (?:it|that|this)(?: one| article| post)? (?:about|on)|what does (?:it|that|this)(?: one| article| post)? (?:say|cover|talk about|discuss)|(?:more|tell me) about (?:it|that|this)(?: one| article| post)?|summar(?:y|ise|ize)(?: of)? (?:it|that|this))\b/;
/** Each article's title as the index's terms, without small words: read once. */
const titleTerms = new Map(postSummaries.map((post) => [post.id, termsOf(post.title)]));
/** Words that speak of the blog's articles. */
const NAMES_ARTICLE = /\b(?:articles?|posts?|blog|insights?|piece|read)\b/i;
/** Words of an article's title that name it in passing ("the Federal Reserve post"): at least this many. */
const TITLE_WORDS_NAMING = 2;

/**
 * "What's it about?" after "the featured article is the Federal Reserve post": the one article the reply
 * (else the question) before named by words of its title.
 */
export function answerPostNamedBefore(question: Question): RecordAnswer | null {
  if (question.earlier.length === 0 || !ASKS_WHAT_IT_SAYS.test(question.ask)) return null;
  for (const text of [question.reply, question.previous]) {
    const said = new Set(termsOf(text));
    // Two words of a title name the article only where the text speaks of articles ("the Federal Reserve post");
    // "savings, procurement… cost" in a list of the FAQ's topics names none.
    const least = NAMES_ARTICLE.test(text) ? TITLE_WORDS_NAMING : TITLE_WORDS_NAMING + 1;
    const named = postSummaries.filter(
      (post) => (titleTerms.get(post.id) ?? []).filter((w) => said.has(w)).length >= least,
    );
    if (named.length === 1 && named[0]) return postAnswer(named[0]);
    if (named.length > 1) return null;
  }
  return null;
}

/** "The featured article", "the post at the top of the blog", "which one is highlighted?". */
const FEATURED =
  /\b(?:which|what)\b[^.?!]{0,25}\b(?:article|post|piece|story|one)s?\b[^.?!]{0,15}\b(?:is |are |gets? )?(?:featured|highlighted|pinned|spotlighted)\b|\b(?:featured|highlighted|pinned) (?:article|post|blog post|piece|story)\b|\b(?:which|what)\b[^.?!]{0,40}\b(?:at|on) the top of (?:the|your) (?:blog|insights)|\b(?:which|what)(?: one)? (?:is|gets) (?:featured|highlighted|pinned)\b/;

/**
 * "Which article is featured at the top of your insights page?": the one the blog features, from its records,
 * when the blog is what the question (or, with nothing else named, the one before) is about.
 */
export function answerFeaturedPost(question: Question): RecordAnswer | null {
  const { ask } = question;
  if (!FEATURED.test(ask)) return null;
  const aboutPosts =
    ABOUT_POSTS.test(ask) ||
    (question.earlier.length > 0 && ABOUT_POSTS.test(`${question.previous} ${question.reply}`));
  const featured = postSummaries.find((post) => post.featured);
  if (!aboutPosts || !featured) return null;
  return postAnswer(featured, "Our featured article");
}

/** "Latest", "most recent", "newest"; "oldest", "earliest", "first". */
const NEWEST = /\b(?:latest|newest|most recent|last|recent)\b/;
const OLDEST = /\b(?:oldest|earliest|first)\b/;
const ABOUT_POSTS = /\b(?:blog|posts?|posted|articles?|insights?|published|written|put up|went up)\b/;

/**
 * "When was your latest blog post?", and after it "and the oldest?": the article by its date, from the blog's
 * own records, with the page to read it.
 */
export function answerPostByDate(question: Question): RecordAnswer | null {
  const { ask } = question;
  const newest = NEWEST.test(ask);
  const oldest = OLDEST.test(ask);
  if (newest === oldest) return null;
  // The blog named in the question, or talked about just before and the question names nothing else.
  const aboutPosts =
    ABOUT_POSTS.test(ask) ||
    (question.earlier.length > 0 &&
      ABOUT_POSTS.test(`${question.previous} ${question.reply}`) &&
      /^(?:and |so |ok(?:ay)? |what about |how about )?(?:what(?: is|'s) |which is )?(?:the |your )?(?:latest|newest|most recent|last|recent|oldest|earliest|first)(?: one)?\s*\??$/.test(
        ask,
      ));
  if (!aboutPosts || projectsIn(ask).length || caseStudiesIn(ask).length) return null;
  // "The most recent article on procurement": a topic asked too, which the dates alone do not answer; "which
  // article should I read first?" asks for a place to start, not the oldest.
  if (question.concepts.some((c) => c.id !== "blog") || /\b(?:read|start|begin)\b/.test(ask)) return null;
  const sorted = [...postSummaries].sort((a, b) => a.date.localeCompare(b.date));
  const post = newest ? sorted.at(-1) : sorted[0];
  if (!post) return null;
  return {
    text: `Our ${newest ? "most recent" : "earliest"} article is “${post.title}”, published on ${formatPostDate(post.date)}.`,
    url: `/blog/${post.id}`,
    // The blog's list shows every article's date.
    also: ["/blog"],
  };
}

/** How visitors name the parties of the delivery playbook's contract chart, by the party's id. */
const PARTY_NAMES: Readonly<Record<string, RegExp>> = {
  "main-contractor":
    /\b(?<!sub-?)(?:main )?(?:contractors?|builders?|building firm|construction firm|main contracting(?: firm| company)?|d&b contractor)\b/,
  "design-team":
    /\b(?:design team|architects?|(?:structural |m&e |services )?engineers?|design consultants?|designers?)\b/,
  subcontractors: /\bsub-?contractors?\b|\b(?:the )?trades\b/,
};
/** What the contract chart answers: how a party is appointed, under what contract, to whom it answers. */
const ASKS_ARRANGEMENT =
  /\bcontract(?:s|ed|ual|ually|ing)?\b|\barrangements?\b|\bwhat (?:kind of |sort of )?deal\b|\bagreements?\b|\bappoint(?:ed|ment)?\b|\bengaged?\b|\bbrought (?:on|in)(?: board)?\b|\bhow (?:does|do|would|will) (?:the |a |my )?\w+ comes? in\b|\bsign\b|\brelationships?\b|\bset-?up\b|\bwho (?:employs|holds|owns|answers to)\b|\bnovat\w*/;
/** When things go wrong, or when in time: "if the contractor goes bust", "when does the builder come in?". */
const NOT_THE_CHART =
  /\b(?:bust|insolv\w*|bankrupt\w*|administration|goes under|went under|runs? out of money|deposit|if (?:i|we) don't|unhappy|terminate|sack|fire (?:them|the))\b|^(?:so |and )?when (?:does|do|will|would|is|are|should)\b(?![^.?!]*\bnovat)/;
/** A legal view of a contract asked for, which the chart does not give: "is my contractor liable…?". */
const ASKS_LEGAL_VIEW =
  /\bliab(?:le|ility|ilities)\b|\blegal(?:ly)? (?:answer|advice|view|position|binding)\b|\blegally\b|\bcourts?\b|\bsue\b|\bdisputes?\b|\bjct\b|\bnec\d?\b|\bis (?:that|it|this) (?:ok|okay|allowed|fine|legal)\b/;
/** What we do asked first ("what do you actually do day to day? like are you the builders?"): the page's answer. */
const ASKS_WHAT_WE_DO = /\bwhat (?:do|does) (?:you|u)(?: guys)? (?:actually |really |even )?do\b/;
/** Why us rather than another ("why should we appoint you instead of a contractor?"): what makes us different. */
const WHY_US = /\bwhy (?:should|would|do|did) (?:we|i)\b|\binstead of\b|\brather than\b/;
/** Whether we stand in the contractor's place: "do you replace the main contractor?", "are you a building contractor?". */
const ASKS_IF_WE_BUILD =
  /\b(?:do|would|will|can) (?:you|u)(?: guys)? (?:\w+ )?(?:replace|bypass|cut out|do away with|take the place of|act as|stand in for) (?:the |a |my |our )?(?:main |general |building |d&b )?(?:contractors?|builders?)\b|\b(?:are|aren't|arent|are not) (?:you|u)(?: guys)?(?: just| really| actually)? (?:a|the|an) (?:\w+ )?(?:main |building |general |d&b )?(?:contractors?|builders?)\b|\bdo (?:you|u)(?: guys)? (?:actually |really )?(?:build|do the build(?:ing)?)\b(?! (?:in|for|on|with|houses|homes|flats|offices)\b)|\bbuild (?:it|them|anything) yourselves\b/;

/**
 * The delivery playbook's chart of contracts as the answers say it, read once: who holds whom ("The client holds
 * the delivery team (…) and the main contractor (…).", "The main contractor holds …"), each party's contract as
 * the chart names it, and that contract as the playbook describes it.
 */
const CHART = (() => {
  const { structure, parties } = deliveryPlaybook;
  const nameOf = (id: string) => (parties.find((p) => p.id === id)?.name ?? id).toLowerCase();
  const nodes: StructureNode[] = [];
  const walk = (node: StructureNode) => {
    nodes.push(node);
    for (const child of node.children ?? []) walk(child);
  };
  walk(structure.chart);
  const nodeOf = (party: string) => nodes.find((n) => n.party === party);
  const describedFor = (party: string) => {
    const contract = nodeOf(party)?.relationship?.toLowerCase();
    return structure.relationships.find((r) => r.title.toLowerCase() === contract)?.description ?? "";
  };
  const [clientHolds = "", contractorHolds = ""] = chartSentences(structure.chart, parties);
  // "Are you the builder?": what we are (the About page), our appointment, and the builder's contract and the
  // design team novated to it.
  const builder = nodeOf("main-contractor");
  const novated = builder?.children?.find((c) => c.party === "design-team");
  const novatedTo = novated?.relationship
    ? `, and holds the ${nameOf(novated.party)} under a ${novated.relationship.toLowerCase()}`
    : "";
  const weAre = about.whatWeDo.intro.replace(/, mainly\b[^.]*/, "");
  return {
    url: `/delivery-playbook#${anchorFor(structure.heading)}`,
    holding: `${clientHolds} ${contractorHolds}`,
    describedFor,
    notTheBuilder: `No, we are not the builder. ${weAre} ${describedFor("delivery-team")} The builder is the main contractor, under a ${builder?.relationship?.toLowerCase() ?? "building contract"} with the client${novatedTo}.`,
  };
})();

/**
 * "Under what sort of arrangement does the builder come on board?", "what happens to my architect contractually
 * once a builder's on board?", "do you replace the main contractor?": where the party stands in the delivery
 * playbook's chart of contracts, and the contract that ties it, in the chart's own words.
 */
export function answerContractualPosition(question: Question): RecordAnswer | null {
  const { ask } = question;
  if (caseStudiesIn(ask).length > 0 || projectsIn(ask).length > 0) return null;
  if (ASKS_LEGAL_VIEW.test(ask) || WHY_US.test(ask) || NOT_THE_CHART.test(ask)) return null;
  const { url } = CHART;
  if (ASKS_IF_WE_BUILD.test(ask) && !ASKS_WHAT_WE_DO.test(ask))
    return { text: CHART.notTheBuilder, url, also: [`/about#${anchorFor(about.whatWeDo.heading)}`] };
  if (!ASKS_ARRANGEMENT.test(ask)) return null;
  // "We've appointed an architect. What happens to them contractually?": the parties the message named before.
  const pointsBack = /\b(?:they|them|those)\b/.test(ask);
  const named = Object.keys(PARTY_NAMES).filter(
    (id) => PARTY_NAMES[id]?.test(ask) || (pointsBack && PARTY_NAMES[id]?.test(question.text)),
  );
  // A contractor asking how it would be engaged ("I run a main contracting firm. How would we be engaged?").
  if (named.length === 0 && /\b(?:we|us)\b/.test(ask) && PARTY_NAMES["main-contractor"]?.test(question.text))
    named.push("main-contractor");
  if (named.length === 0) return null;
  // The design team's novation, the contractor's contract, or (for those under the contractor) the chart alone.
  const why = named.includes("design-team")
    ? CHART.describedFor("design-team")
    : named.includes("main-contractor")
      ? CHART.describedFor("main-contractor")
      : "";
  return { text: `${why} ${CHART.holding}`.trim(), url };
}

/** The trade's other names for the Consultant Structure's roles, beyond each role's own name ("lawyers" for Legals). */
const OTHER_ROLE_NAMES: Readonly<Record<string, string>> = {
  "Structural Engineers": "structural engineering",
  "Interior Designer": "interior design",
  "QS & CA": "qs|q\\.s\\.|quantity surveyors?|cost consultants?|contract administrators?",
  "Fire Safety": "fire (?:engineers?|experts?|specialists?|consultants?|people)",
  "Approved Inspectors": "building control|(?<!(?:our|my) )inspectors",
  Legals: "lawyers?|solicitors?|legal (?:advis[eo]rs?|team|counsel|side|people|experts?|bods)|the legals",
  "Planning Consultants": "planning (?:advis[eo]rs?|experts?|expertise|people|specialists?|side)|planners?",
};
/** A role's name before one of these names a thing, not the people: "fire safety certification", "planning consent". */
const AS_MODIFIER =
  "(?:certificat\\w*|compliance|regulations?|regs|standards?|ratings?|sign-?off|strategy|permission|consent|application)\\b";
/**
 * The consultants of the delivery playbook's Consultant Structure, each by its own name, singular or plural
 * ("architect", "building surveyors"), and the other names visitors call it by.
 */
const CONSULTANT_ROLES = [...deliveryPlaybook.consultants.core, ...deliveryPlaybook.consultants.specialist].map(
  (role) => {
    const own = escapeForPattern(role.toLowerCase()).replace(/s$/, "");
    const other = OTHER_ROLE_NAMES[role];
    return { role, words: new RegExp(`\\b(?:${own}s?${other ? `|${other}` : ""})\\b(?! ${AS_MODIFIER})`) };
  },
);
/**
 * Whether a party is among those the firm brings together: "are they part of your team structure?", "would they
 * slot into your delivery structure?", "do you bring in lawyers?", "is a building surveyor on the team?".
 */
const AMONG_CONSULTANTS =
  /\b(?:part of|among|amongst|included|include|includes|in (?:your|the) (?:\w+ )?(?:team|structure|line-?up|set-?up|model|list)|on (?:your|the) (?:\w+ )?(?:team|line-?up|list)|line-?up|slot (?:in|into)|fit (?:in|into)|work (?:with|alongside)|bring (?:[\w']+ ){0,2}(?:in|on|together)|rope (?:[\w']+ ){0,2}in|through (?:your|the) team|appoint|use|involved|on board)\b/;
/** Asked whether, not who, which or how: "are they…?", "do you bring in…?", "would they slot in?". */
const ASKS_WHETHER =
  /(?:^|[-:;,]\s+)(?:(?:and|so|but|ok|okay)[, ]+)?(?:are|is|do|does|would|will|can|could|have|has)\b/;
/** Of the firm: "your team", "do you bring in". */
const OF_THE_FIRM = /\b(?:you|your|yours|ur|u)\b/;
/**
 * "Which consultants do you line up?", "who's in your core consultant group?": the structure itself asked for.
 * "Who are your experts?" asks about our team's people, not the structure.
 */
const WHICH_CONSULTANTS =
  /\b(?:which|what)\b[^.?!]{0,30}\b(?:consultants?|professionals|specialists|advis[eo]rs|experts)\b|\bwho(?:'s| is| are)\b[^.?!]{0,30}\bconsultants?\b/;
/** What a role costs or who pays it: "is building control included in your fee?", "are architects expensive?". */
const ROLE_PRICED = /\b(?:fees?|costs?|pay|pays|paid|paying|price[sd]?|expensive|cheap|charged?|charges)\b/;
/** The visitor's own advisers: "my own solicitor", "our existing architect", "my QS". */
const VISITORS_ADVISERS =
  /\b(?:my|our) (?:own |existing |current |usual )?(?:solicitors?|lawyers?|architects?|engineers?|qs|surveyors?|planners?|consultants?|advis[eo]rs?|legal team|people)\b|\b(?:bring|use|keep) (?:my|our) own\b|\bhave to use (?:your|ur)\b/;
/** Whether the visitor's own would fit into ours: "would they slot into your delivery structure?". */
const INTO_STRUCTURE = /\b(?:slot|fit) (?:in|into)\b|\bstructure\b|\bline-?up\b/;
/** Advice on the visitor's own project: "what experts do you think I need?", "should I get a QS?". */
const ADVICE_ASKED =
  /\b(?:do you think|would you (?:recommend|suggest|advise)|should (?:i|we)|do (?:i|we) need|would (?:i|we) need)\b/;
/** A kind of role the structure does not name: "planners who know Tower Hamlets", "specialists for heritage buildings". */
const ROLE_QUALIFIED =
  /\b(?:who|that) (?:know|knows|have|has|specialise|specialize|understand|understands|work in)\b|\bwith (?:experience|knowledge|expertise) (?:of|in)\b|\bfor (?:a |an |the )?(?!(?:a |an |the |my |our |your )?(?:typical |normal |usual |new |every |each )?(?:builds?|projects?|schemes?|jobs?|developments?|me|us)\b)[a-z]+ (?:buildings?|projects?|schemes?|sites?|works?|properties)\b/;
/** Every role's words at once, to see what a follow-up says besides a role. */
const ANY_ROLE = new RegExp(CONSULTANT_ROLES.map((r) => `(?:${r.words.source})`).join("|"), "g");
/** A follow-up that names a role and nothing else: "and building control?", "what about the fire people?". */
const roleAlone = (ask: string) =>
  ask
    .replace(ANY_ROLE, " ")
    .replace(/^\s*(?:and|so|but|also|plus|ok(?:ay)?|what about|how about)\b/, " ")
    .replace(/\b(?:the|a|an|any|some|your|ur)\b|[?.!,]/g, " ")
    .trim() === "";
/** "…or do I?", "you or me?": who does it asked, not whether. */
const EITHER_US_OR_THEM = /\bor (?:do|should|would|will|must|can) (?:i|we)\b|\bor (?:me|us)\b/;
/** "Apart from the architect, which other specialists…?": the roles named are the ones not asked about. */
const OTHERS_THAN =
  /\b(?:apart from|besides|other than|except|aside from)\b|\bother (?:specialists|consultants|professionals)\b/;

/**
 * "Are building surveyors part of your team structure?", "I've already got an architect and a QS. Would they
 * slot into your delivery structure?": the roles named, where the Consultant Structure places them (core or as
 * needed), and the whole structure.
 */
export function answerConsultantRoles(question: Question): RecordAnswer | null {
  const { text, ask } = question;
  // No "yes" to a price ("is building control included in your fee?"), to the visitor's own advisers ("do you work
  // with my own solicitor?"), to advice on their project ("what experts do you think I need?"), or to a kind of role
  // the structure does not name ("planners who know Tower Hamlets").
  const priced = question.concepts.some((c) => c.id === "fees") || ROLE_PRICED.test(ask);
  if (VISITORS_ADVISERS.test(ask) && !INTO_STRUCTURE.test(ask)) return null;
  if (ADVICE_ASKED.test(ask) || ROLE_QUALIFIED.test(ask)) return null;
  const { consultants } = deliveryPlaybook;
  const url = `/delivery-playbook#${anchorFor(consultants.heading)}`;
  const whole = `The core consultants are ${listing(consultants.core)}; the specialists, as needed, are ${listing(consultants.specialist)}.`;
  // The roles the message names (an ask pointing back with "they" or "those" names the ones described before it).
  const named = CONSULTANT_ROLES.filter(
    (r) => r.words.test(ask) || (/\b(?:they|them|those|these roles)\b/.test(ask) && r.words.test(text)),
  );
  // After the structure was the answer, or a question whether we bring in one of its roles ("do you bring lawyers
  // in?"): a role alone ("and building control?").
  const aboutRolesBefore =
    question.reply.includes(consultants.heading.toLowerCase()) ||
    (AMONG_CONSULTANTS.test(question.previous) && CONSULTANT_ROLES.some((r) => r.words.test(question.previous)));
  const followsStructure = aboutRolesBefore && roleAlone(ask);
  const asksWhether = AMONG_CONSULTANTS.test(ask) && ASKS_WHETHER.test(ask) && OF_THE_FIRM.test(ask);
  // "Which outside professionals do you line up for a build?": the structure, core and as needed. Who pays them is
  // not on the site: asked with it ("which consultants do I pay for on top of you?"), the answer is partial.
  if (
    (named.length === 0 || OTHERS_THAN.test(ask)) &&
    !asksWhether &&
    WHICH_CONSULTANTS.test(ask) &&
    OF_THE_FIRM.test(ask)
  )
    return {
      text: `Our ${consultants.heading} brings a core team to every scheme and specialists as needed. ${whole}`,
      url,
      partial: priced,
    };
  if (priced || named.length === 0 || !(asksWhether || followsStructure)) return null;
  const core = named.filter((r) => consultants.core.includes(r.role)).map((r) => r.role);
  const specialist = named.filter((r) => consultants.specialist.includes(r.role)).map((r) => r.role);
  const placed = [
    core.length ? `the core team on every scheme includes ${listing(core)}` : "",
    specialist.length ? `the specialists we bring in as needed include ${listing(specialist)}` : "",
  ].filter(Boolean);
  // "Do you appoint the planning consultants, or do I?": not a yes or no.
  const lead = EITHER_US_OR_THEM.test(ask) ? "We bring them in" : "Yes";
  return { text: `${lead}: in our ${consultants.heading}, ${listing(placed)}. ${whole}`, url };
}
