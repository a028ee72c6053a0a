/**
 * A visitor's message as the assistant reads it: lower case, straight
 * quotes, contractions and text-speak spelt out ("ur" is "your", "r u" is
 * "are you"), units written one way ("sqft", "square feet" and "sq. ft" are
 * "sq ft"), and the quantities it states (an area, a budget) read as numbers.
 * What the visitor typed is kept beside it: a figure they gave may be
 * repeated to them in their own words.
 */

import { COUNTING_WORDS, ORDINAL_WORDS, placeNumber } from "./ordinals.ts";

/** Shorthand visitors type, as the words it stands for. Only whole words are replaced. */
const SHORTHAND: Record<string, string> = {
  u: "you",
  ya: "you",
  yu: "you",
  r: "are",
  ur: "your",
  yr: "your",
  urs: "yours",
  y: "why",
  pls: "please",
  ppl: "people",
  peeps: "people",
  plz: "please",
  wat: "what",
  wot: "what",
  wht: "what",
  whats: "what is",
  wheres: "where is",
  wats: "what is",
  wots: "what is",
  hw: "how",
  abt: "about",
  bout: "about",
  thx: "thanks",
  thnx: "thanks",
  ty: "thank you",
  cn: "can",
  cud: "could",
  wud: "would",
  shud: "should",
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  cant: "cannot",
  wont: "will not",
  isnt: "is not",
  arent: "are not",
  im: "i am",
  ive: "i have",
  wanna: "want to",
  gonna: "going to",
  b4: "before",
  n: "and",
  bldg: "building",
  bldgs: "buildings",
  dev: "development",
  devs: "developments",
  mgmt: "management",
  mgr: "manager",
  proj: "project",
  projs: "projects",
  refurb: "refurbishment",
  refurbs: "refurbishments",
  reno: "renovation",
  convo: "conversation",
  approx: "approximately",
  roughly: "approximately",
  abouts: "approximately",
  ldn: "london",
  tel: "telephone",
  ph: "phone",
  mob: "mobile",
  info: "information",
  govt: "government",
  cos: "because",
  coz: "because",
  bc: "because",
  tho: "though",
  w: "with",
  wo: "without",
  yrs: "years",
  mths: "months",
  mos: "months",
  wks: "weeks",
  qs: "quantity surveyor",
  dm: "development manager",
  md: "managing director",
  resi: "residential",
  gdv: "gross development value",
  "d&b": "design and build",
  epcs: "epc",
  // The site says "typical": what a visitor means by "usually".
  usually: "typically",
  usual: "typical",
  normally: "typically",
  generally: "typically",
  average: "typical",
  // "Whereabouts do you work?": where.
  whereabouts: "where",
};

/**
 * How the visitor wants the answer put, not what they ask about: "in plain
 * English", "like I'm five". Removed before reading. ("In a nutshell" and "in
 * short" stay: they ask for the overview.)
 */
const ANSWER_STYLE =
  /\b(?:(?:do not |don't |dont )?fob (?:me|us) off|cut (?:the|out the) (?:marketing|sales) (?:speak|talk|fluff|waffle|jargon|spiel)|(?:no|without) (?:waffle|fluff|spin|jargon|sales talk)|in (?:plain|simple) (?:english|terms|words)|in layman'?s? terms|(?:explain(?:ed)? )?like i am (?:five|5)|(?:pretend |imagine )?i am (?:five|5|a (?:child|kid|beginner))(?=\s*(?:[:,.;!?-]|$))|eli5|(?<=\b(?:explain|answer|summari[sz]e|tell me|describe|sum up|put)\b[^.?!]{0,40})in (?:one|a|two|three|a few|a single|[0-9]+) (?:line|lines|sentence|sentences|words?|paragraph|paragraphs)|one\. line|for dummies|for a beginner|(?:just |please )?list (?:them|those|these|it)(?: all| out)?(?: for me| please)?)\b/g;

/** Misspellings common enough to fix before the general spelling correction sees them. */
const MISSPELLINGS: Record<string, string> = {
  safty: "safety",
  purchace: "purchase",
  purcahse: "purchase",
  purchse: "purchase",
  saftey: "safety",
  meny: "many",
  mny: "many",
  mnay: "many",
  hwo: "how",
  waht: "what",
  whta: "what",
  wich: "which",
  // Spelt as in German, Dutch, Polish and other languages visitors may write English from.
  projekt: "project",
  projekts: "projects",
  projekte: "projects",
  whcih: "which",
  jst: "just",
  lng: "long",
  lon: "long",
  mch: "much",
  muc: "much",
  dose: "does",
  dosent: "does not",
  wen: "when",
  wher: "where",
  taht: "that",
  actualy: "actually",
  buisness: "business",
  procurment: "procurement",

  procuremnt: "procurement",
  proccurement: "procurement",
  procurmnt: "procurement",
  sustainibility: "sustainability",
  sustainabilty: "sustainability",
  sustainablity: "sustainability",
  developement: "development",
  managment: "management",
  guarentee: "guarantee",
  garantee: "guarantee",
  comercial: "commercial",
  residental: "residential",
  accomodation: "accommodation",
  certifcation: "certification",
  southwork: "southwark",
  suthwark: "southwark",
  islinton: "islington",
  islingtn: "islington",
  hackny: "hackney",
  novaton: "novation",
  recieve: "receive",
  cabel: "cable",
  // The records' own words, as they come out typed in a hurry.
  totl: "total",
  ttl: "total",
  deliverd: "delivered",
  delivred: "delivered",
  delieverd: "delivered",
  delievered: "delivered",
  delivry: "delivery",
  delievery: "delivery",
  benchmrk: "benchmark",
  bencmark: "benchmark",
  savngs: "savings",
  saveings: "savings",
  studos: "studios",
  capx: "capex",
  projcts: "projects",
  projets: "projects",
  prjects: "projects",
  monts: "months",
  mnths: "months",
};

export type Quantity = {
  kind: "area" | "money";
  /** Square feet, or pounds. */
  value: number;
  /** As the visitor wrote it, for repeating it back as theirs. */
  typed: string;
};

export type Normalised = {
  /** Lower case, spelt out, units unified; ready for the vocabulary and retrieval. */
  text: string;
  quantities: Quantity[];
};

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  mil: 1e6,
  mill: 1e6,
  million: 1e6,
  millions: 1e6,
  bn: 1e9,
  billion: 1e9,
};

const NUMBER = String.raw`\d+(?:,\d{3})*(?:\.\d+)?`;
const MULTIPLIER = "(?:k|thousand|mn|m|mill|mil|million|millions|bn|billion)";
const AREA_UNIT = String.raw`(?:sq\.?\s?ft\.?|sqft|sq\.?\s?feet|sq\.?\s?foot|square\s?(?:feet|foot|ft)|ft2|ft²|sf)`;
/** Square metres as visitors write them ("sq m", "sqm", "m2", "m²", "square metres"), as a pattern's source. */
export const METRIC_UNIT = String.raw`(?:sq\.?\s?m\b|sqm|m2|m²|square\s?met(?:re|er)s?)`;
const METRIC_ONLY = new RegExp(`^${METRIC_UNIT}$`, "i");
const AREA = new RegExp(String.raw`(${NUMBER})\s?(${MULTIPLIER})?\s?(${AREA_UNIT}|${METRIC_UNIT})`, "gi");
const MONEY = new RegExp(
  String.raw`(?:£\s?(${NUMBER})\s?(${MULTIPLIER})?\b|(${NUMBER})\s?(${MULTIPLIER})\b\s*(?:pounds|quid|gbp)?|(${NUMBER})\s?(?:pounds|quid|gbp)\b)`,
  "gi",
);
/** "40k" with neither a unit nor a pound sign: an area when the message is about size, money otherwise. */
const SIZE_WORDS =
  /\b(?:size|sized|big|bigger|large|larger|small|smaller|footprint|floor ?area|gia|nia|space|sq|square)\b/;
const MONEY_WORDS = /\b(?:budget|cost|costs|price|value|worth|spend|capex|gdv|pounds|quid|fee|funding)\b/;

const numberOf = (digits: string, multiplier?: string) =>
  Number(digits.replace(/,/g, "")) * (multiplier ? (MULTIPLIERS[multiplier.toLowerCase()] ?? 1) : 1);

function quantitiesIn(text: string): Quantity[] {
  const found: Quantity[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([a, b]) => start < b && end > a);
  for (const m of text.matchAll(AREA)) {
    const [typed, digits = "", multiplier, unit = ""] = m;
    const metric = METRIC_ONLY.test(unit.trim());
    const value = numberOf(digits, multiplier) * (metric ? 10.764 : 1);
    // "29,000 sq ft." at the end of a sentence: the full stop is the sentence's, not the unit's.
    found.push({ kind: "area", value, typed: typed.trim().replace(/(ft|feet|foot)\.$/, "$1") });
    taken.push([m.index, m.index + typed.length]);
  }
  const sizeTalk = SIZE_WORDS.test(text);
  const moneyTalk = MONEY_WORDS.test(text);
  for (const m of text.matchAll(MONEY)) {
    if (overlaps(m.index, m.index + m[0].length)) continue;
    const [typed, poundDigits, poundMultiplier, bareDigits, bareMultiplier, wordDigits] = m;
    const pounds = poundDigits !== undefined || wordDigits !== undefined;
    const value = numberOf(poundDigits ?? bareDigits ?? wordDigits ?? "0", poundMultiplier ?? bareMultiplier);
    // "a 5m corridor" is a length, "40k" alone is whichever the message talks about.
    const kind = pounds || (moneyTalk && !sizeTalk) || (bareMultiplier ?? "").toLowerCase() !== "k" ? "money" : "area";
    if (!pounds && kind === "money" && bareMultiplier?.toLowerCase() === "m" && !moneyTalk) continue;
    found.push({ kind, value, typed: typed.trim() });
    taken.push([m.index, m.index + typed.length]);
  }
  return found;
}

const TENS = ["ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred"];
/** Ordinals read as a step's number, but not "first": "the first step" is as often the start of anything ("the first step to working with you"). */
const ORDINALS: readonly string[] = ORDINAL_WORDS.slice(1);
/** The pages number steps; their phases have names, not numbers. */
const NUMBERED = "(?:step|stage)";
/** "Step two", "the second step", "the 2nd stage": one way, "step 2", as the pages number their steps. */
const STEP_NUMBER = new RegExp(
  `\\b(${NUMBERED}) (${COUNTING_WORDS.join("|")})\\b|\\b(${ORDINALS.join("|")}|\\d+(?:st|nd|rd|th)) (${NUMBERED})\\b`,
  "g",
);
function stepNumber(_: string, noun?: string, counted?: string, ordinal?: string, after?: string): string {
  if (noun && counted) return `${noun} ${(COUNTING_WORDS as readonly string[]).indexOf(counted) + 1}`;
  return `${after} ${placeNumber(ordinal ?? "", 0)}`;
}

export function normalise(message: string): Normalised {
  let text = message
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b\u2032`]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    // "GDPR question - what rights do I have?", "quick question: do you…": a label before the question keeps its
    // topic, not the word "question", which the site uses only of questions about its policies.
    .replace(/^\s*((?:[a-z0-9&/+-]+ ){0,3})questions?\s*(?:-+|:)\s+/, "$1")
    // "5 and a half mil", "2 and a half k": the half in figures, as the rest of the number is.
    .replace(/\b(\d+) and a half (?=(?:mil|mill|million|m|k|thousand|bn|billion)\b)/g, "$1.5 ");
  const quantities = quantitiesIn(text);
  text = text
    // "it's" → "it is"; "we're" → "we are"; the possessive "firm's" keeps its word.
    .replace(/\b(what|that|it|there|who|where|how|here)'s\b/g, "$1 is")
    .replace(/\b(\w+)n't\b/g, (_, w: string) =>
      w === "ca" ? "cannot" : w === "wo" ? "will not" : w === "sha" ? "shall not" : `${w} not`,
    )
    .replace(/\b(\w+)'re\b/g, "$1 are")
    .replace(/\b(\w+)'ve\b/g, "$1 have")
    .replace(/\b(\w+)'ll\b/g, "$1 will")
    .replace(/\b(\w+)'d\b/g, "$1 would")
    .replace(/\bi'm\b/g, "i am")
    // "id like to connect", "id rather e-mail": "I'd" typed without its apostrophe, not an identifier.
    .replace(/\bid (?=(?:like|love|prefer|rather|want|need|be|have|appreciate|imagine|guess|say|hope)\b)/g, "i would ")
    .replace(/\b(\w+)'s\b/g, "$1")
    // A unit on its own, not letters inside a word ("sf" in "transferred").
    .replace(new RegExp(`(?<![a-z])${AREA_UNIT}(?![a-z])`, "gi"), " sq ft ")
    // "What did it cost per foot?": floor area is what a rate per foot means here.
    .replace(/(?:\s(?:per|a|each) |\/ ?)(?:square )?(?:foot|ft)\b/g, " per sq ft")
    .replace(/\bd\s?&\s?b\b|\bdesign\s?&\s?build\b/g, "design and build")
    .replace(/\bnet[\s-]?zero\b/g, "net-zero")
    .replace(/\be[- ]?mail\b/g, "email")
    // Compounds typed as two words: "news letter", "web site", "linked in", "whats app" (not "what app").
    .replace(/\bnews letters?\b/g, (found) => found.replace(" ", ""))
    .replace(/\bweb sites?\b/g, (found) => found.replace(" ", ""))
    .replace(/\blinked in\b/g, "linkedin")
    .replace(/\bwhats app\b/g, "whatsapp")
    .replace(/\bwi-?fi\b/g, "wifi")
    // Idioms whose words mean something else on this site: "who is in charge on site?" is not about fees.
    .replace(/\bin charge\b/g, "responsible")
    // "When is the builder brought on board?", "when do you bring the contractor on board?": appointed, not shipped.
    // Only a party brought on board: "take our comments on board" is considered, and "onboard sensors" are fitted.
    .replace(/\b(?:brought|taken|got|gotten) on board\b/g, "appointed")
    .replace(/\b(?:comes?|came|coming) on board\b/g, "is appointed")
    .replace(ON_BOARD, "appoint $1")
    // "How would we be engaged?", "when is the builder brought in?": a party appointed (not "hired", which is
    // also a job).
    .replace(/\b(be|get|gets|got|are|is|was|were|being) (?:engaged|contracted|brought in|retained)\b/g, "$1 appointed")
    .replace(STEP_NUMBER, stepNumber)
    // Text-speak numbers: "2 small?" is "too small?", "4 ur newsletter" is "for your newsletter".
    // Only where the word ends the clause: "2 large office buildings" are two.
    .replace(
      /\b2 (?=(?:small|big|large|much|many|expensive|far|late|early|long|high|low)\s*(?:[?.!,;]|$|for\b))/g,
      "too ",
    )
    .replace(/\b4 (?=(?:ur|your|you|u|me|us|my|our|a|the)\b)/g, "for ")
    // "Non-London jobs", "non UK work": outside the place, as a visitor means it.
    .replace(/\bnon[- ]?(london|uk|british|english)\b/g, "outside $1")
    // A terse question asked back to front: "studios how many", "southwark how long?".
    .replace(/^([a-z][a-z -]{1,40}?)\s+how (many|much|long|big)\s*\??$/, "how $2 $1")
    // "Projects going over budget", "jobs that ran over cost": what the site calls cost overruns.
    .replace(
      /\b(?:go|goes|going|went|gone|run|runs|running|ran|come|comes|coming|came) over (?:budget|cost)\b/g,
      "cost overruns",
    )
    // "Rate decisions", "rate rises": the central bank's interest rate, which the site writes about (not "will the
    // rate change?", which may be a fee's).
    .replace(/\b(?<!interest )rate (?=(?:decisions?|rises|hikes?|cuts)\b)/g, "interest rate ")
    // "The core ideas behind how you run a project", "your guiding tenets": the playbooks' principles.
    .replace(/\b(?:core|key|guiding|underlying) (?:ideas|tenets|beliefs)\b|\b(?:tenets|pillars)\b/g, "key principles")
    // "How much building spend has gone through your hands?": what the site calls capital expenditure.
    .replace(/\b(?:building|construction|capital) spend\b/g, "capital expenditure")
    // "SEO consultant here – where do the results show up?": who is asking is said apart from what they ask.
    .replace(/^((?:an? )?[a-z&-]+(?: [a-z&-]+){0,3} here)\s*(?:[\u2013\u2014:,]|-+)\s*/, "$1. ")
    // "A margin on the materials you buy in", "that uplift on bought-in gear": the procurement markup.
    .replace(
      /\b(?:margin|uplift|premium|commission)s? on (?=(?:the |any |all |your |our |what |whatever )?(?:bought-in |procured )?(?:materials?|kit|gear|products?|items?|goods|equipment|stuff|supplies|packages?|you (?:buy|procure|source))\b)/g,
      "markup on ",
    )
    .replace(
      /\bbought-in\b|\bbought in (?=(?:gear|kit|materials?|items?|goods|products?|equipment|stuff|supplies)\b)/g,
      "procured ",
    )
    // "What did you manage to get them for?": what they were got for; managing is no part of it.
    .replace(/\bmanag(?:e|ed|es) to (?=(?:get|buy|source|procure|secure|save|cut|bring|knock|reduce)\b)/g, "")
    // "Can I leave my firm's name blank?": whether a field is optional, in the form's own words.
    // A field named ("can I leave the company field empty?"), or pointed at where a form is spoken of; not a building
    // left empty or an architect left out.
    .replace(
      /\b(?:can|could|may) (?:i|we) (?:just )?(?:leave|skip) ((?:the|my|our) [a-z' ]{0,30}?\b(?:fields?|box|surname|first name|last name|phone number|email(?: address)?)) (?:blank|empty|out)\b/g,
      "is $1 optional",
    )
    .replace(
      /(?<=\b(?:forms?|fields?|boxe?s?)\b[^.?!]*)\b(?:can|could|may) (?:i|we) (?:just )?(?:leave|skip) (it|that|this|them) (?:blank|empty|out)\b|\b(?:can|could|may) (?:i|we) (?:just )?(?:leave|skip) (it|that|this|them) (?:blank|empty|out)\b(?=[^.?!]*\b(?:forms?|fields?|boxe?s?)\b)/g,
      (_found, before: string | undefined, after: string | undefined) => `is ${before ?? after} optional`,
    )
    .replace(
      /\b(?:my|our) (?:firm|company|business)'?s? name\b|\bname of (?:my|our) (?:firm|company|business)\b/g,
      "company",
    )
    // "The metal runs that carry all the wiring": the cable trays, as the site calls them.
    .replace(
      /\b(?:metal |steel )?(?:trays?|runs?|ducts?|channels?|racks?|ladders?) (?:that |which )?(?:carry|carries|carrying|for|holding|hold|holds) (?:all )?(?:the )?(?:wiring|cables?|wires?|cabling)\b/g,
      "cable trays",
    )
    // "The big chunks the buying process is broken into": the procurement process's phases.
    .replace(/\bbuying process\b/g, "procurement process")
    .replace(/\b(?:big |main |broad )?chunks\b(?=[^.?!]*\b(?:process|procurement|playbook|delivery)\b)/g, "phases")
    // "The ideas behind how you run a build": the principles it keeps to.
    .replace(/\b(?:main |core |key |big |guiding )?ideas behind (?=how|the way)/g, "key principles behind ")
    // "Your most recently completed scheme": the most recent.
    // Not the visitor's own: "the last finished project I ran went over".
    .replace(
      /\b(your|the) (?:most recently|latest|last) (?:completed|finished|delivered|built|handed over)\b(?!(?: [a-z]+)? (?:i|we)\b)/g,
      "$1 most recent",
    )
    // "Do you make buildings greener?": sustainability, not the green of a button.
    .replace(
      /\b(?:greener|green (?:buildings?|credentials|design|approach|energy|standards?|ratings?)|go(?:ing)? green|eco[- ]friendly|environmentally friendly)\b/g,
      "more sustainable",
    )
    // "Those two buying stories": the procurement case studies.
    .replace(/\b(?:buying|procurement|purchasing|sourcing) stor(?:y|ies)\b/g, (found) =>
      found.endsWith("y") ? "case study" : "case studies",
    )
    // "The green messaging-app button": the WhatsApp button, the one messaging app the site links to.
    .replace(/\bmessaging[- ]app (?=(?:button|icon|link|logo)s?\b)/g, "whatsapp ")
    // "The best energy certificate grade": the EPC rating; "my surname": the form's Last Name.
    .replace(/\benergy (?:performance )?(?:certificate|cert)s?(?: (?:grade|rating|score|band))?s?\b/g, "epc rating")
    .replace(/\bsurnames?\b/g, "last name")
    // "Which article gets top billing?": the one the blog features.
    .replace(/\b(?:top|star) billing\b|\bpride of place\b/g, "featured")
    // "Does the form empty itself afterwards?": it clears its fields.
    .replace(/\bempt(?:y|ies|ied) (?:itself|out)\b|\b(?:gets?|got|is|be) emptied\b/g, "clear")
    // American and other building words, as the site says them.
    .replace(/\bdesign[- ]build\b/g, "design and build")
    .replace(/\b(?:general contractors?|gcs?)\b/g, "main contractor")
    .replace(/\bowner'?s? rep(?:resentative)?s?\b/g, "development manager")
    .replace(/\bpunch ?lists?\b/g, "snagging")
    .replace(/\bsquare footage\b/g, "floor area")
    // A length in meters is the site's metres ("per meter", "1,500 meters of tray"); a meter fitted, counted or read
    // stays a meter ("a meter for each tenant", "2 meters per floor").
    .replace(/\b(per|square|sq|linear|lineal|running|cubic) meters?\b/g, "$1 metre")
    .replace(/\b(\d[\d,.]*) ?meters? (?=of\b|long\b|in length\b)/g, "$1 metres ")
    .replace(/\b(?:tenant )?build-?outs?\b/g, "fit-out")
    .replace(/\bbuilding codes?\b/g, "building regulations")
    // What visitors call the management of a build is what the site calls development management.
    .replace(/\b(?:build|project) management\b/g, "development management")
    // "Do I need two firms?", "a one-stop shop": the site says it has both "under one roof".
    .replace(
      /\b(?:(?:need|hire|use|appoint|employ|get|have) (?:two|2|separate|different) (?:firms|companies|consultants|consultancies)|one[- ]stop[- ]shop|(?:one|a single) (?:firm|company|provider) (?:for|to do) (?:both|everything|it all))\b/g,
      "under one roof",
    )
    // The site says "UK": "British suppliers", "Britain", "Great Britain" (British Standards are named as such).
    // "Where's my choice saved?" asks where it is stored, not about savings.
    .replace(
      /\b(where (?:is|are) (?:my|the|your) (?:cookie )?(?:choices?|settings?|preferences?|consent|data|details|information|cookies?|answers?|messages?|email(?: address)?))( \w+)? saved\b/g,
      "$1$2 stored",
    )
    .replace(
      /\bsaved (?=(?:in|on|to|into) (?:my|your|the|a) (?:browser|device|computer|laptop|phone|cookies?|storage|system|database|records?)\b)/g,
      "stored ",
    )
    // "Did my message go through?": was it sent (not "went through planning").
    .replace(
      /\b(it|that|this|my (?:message|enquiry|form|email|subscription|sign-up|details)) (?:actually |really )?(?:went|has gone|have gone|gone|got|goes|go|get|gets) through(?=\s*(?:[?.!,;]|$|ok(?:ay)?\b|properly\b|alright\b|fine\b|or\b))/g,
      "$1 was sent",
    )
    // "Who sits under the main contractor?" asks whom it holds, as the contract chart says.
    .replace(
      /\b(who|what) (?:sits?|is|are|comes?|falls?|works?) (?:underneath|under|below|beneath) (the (?:main )?contractor|the client|you)(?=\s*(?:[?.!,;]|$|in the|on the|on site))/g,
      "$1 does $2 hold",
    )
    // "Do you provide development management?", "do you offer procurement?": the service is what is asked.
    .replace(/\b(do|does|can|could|would|will) (you|your (?:firm|company|team)) (?:provide|offer)\b/g, "$1 $2 do")
    // "The design keeps changing", "scope creep", "change orders": what the site calls design control.
    .replace(
      /\b(?:the )?design (?:keeps |kept |is always |always |just )?chang(?:ing|es|ed)\b|\bscope creep\b|\bchange orders?\b/g,
      "design control and change management",
    )
    // "What do you record without me typing anything in?": what is collected automatically. Only of a record
    // ("can you run it without me filling anything in?" asks no such thing).
    .replace(
      /\b(record|recorded|records|collect|collected|collects|keep|kept|keeps|track|tracked|tracks|store|stored|stores|take|taken|takes|gather|gathered|gathers|log|logged|logs|get|gets|have|has|know|knows)\b([^.?!]{0,40}?) without (?:me|us|my|our) (?:typing|filling|entering|putting)(?: (?:it|anything|something|them|that|any ?thing))?(?: (?:(?:in|into|on) (?:a |the |any )?forms?|in|out))?\b/g,
      "$1$2 collected automatically",
    )
    // "What do you collect without even asking?": of the verbs of a record only ("read it without asking for a
    // meeting" is no record).
    .replace(
      /\b(record|recorded|records|collect|collected|collects|track|tracked|tracks|store|stored|stores|gather|gathered|gathers|log|logged|logs)\b([^.?!]{0,40}?) without (?:even )?asking(?: (?:me|us))?(?: first)?\b/g,
      "$1$2 collected automatically",
    )
    // "How many qs in the faq?": questions counted, not a QS (quantity surveyor), who is never counted.
    .replace(
      /\bhow many q(?:'?s)?(?=\s*(?:[?.!]|$|(?:are |are there |do you have )?(?:in|on) (?:the |your )?faqs?\b))/g,
      "how many questions",
    )
    .replace(/\bq(?:'?s)? (?=(?:are )?(?:in|on) (?:the |your )?faqs?\b)/g, "questions ")
    // "Page not found", "a dead link": the 404 page.
    .replace(/\b(?:(?:the )?page (?:is )?not found|error 404)\b/g, "404 page not found")
    // Percentages as visitors write them: "forty per cent", "40 percent" are the site's "40%".
    .replace(
      /(?<!\b(?:one|two|three|four|five|six|seven|eight|nine|a) )\b(ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred) ?(?:per ?cent|%)(?!\w)/g,
      (_, tens: string) => `${(TENS.indexOf(tens) + 1) * 10}%`,
    )
    .replace(/\b(\d+(?:\.\d+)?) ?(?:per ?cent|pct)\b/g, "$1%")
    // "Bespoke", "made to measure": what the site calls a custom design.
    .replace(/\b(?:made[- ]to[- ]measure|tailor[- ]made|one[- ]off design)\b/g, "custom")
    .replace(/\bbespoke\b/g, "bespoke custom")
    // The site's cookie "banner", however a visitor names it.
    .replace(/\bcookies? (?:bar|pop-?up|notice|box|message|thing|prompt)\b/g, "cookie banner")
    // "What year…", "which year…": a year is the answer asked for, not a word to look for.
    .replace(/\b(?:what|which) year\b/g, "when")
    // "On my phone" is the device, not a way to call us: the site's copy says "small screens".
    .replace(
      /\b(?:on|from|using|with) (?:my|a|your) (?:(?:mobile )?phone|mobile|smartphone|iphone|android)\b(?!(?: phone)? (?:number|no)\b)/g,
      "on a small screen",
    )
    // "What exactly does…", "how precisely do you…": how the question is asked, not a thing asked about.
    .replace(/\b(what|how|who|where|when|why|which) (?:exactly|precisely)\b/g, "$1")
    // A contractor picked is one appointed by tender, in the site's words (not a step picked on a playbook).
    .replace(
      /\b(?:pick|picks|picked|picking|choose|chooses|chose|choosing|select|selects|selected|selecting) (?:the |a |an |your |our |which )?(main )?(contractors?|builders?)\b/g,
      "appoint by tender the $1$2",
    )
    // "Apply for a job" is employment, not one of the projects the site calls jobs.
    .replace(
      /\b(?:apply|applying) for (?:a |an |any )?(?:job|jobs|role|roles|position|positions|vacanc(?:y|ies))\b|\bjob applications?\b/g,
      "apply for vacancies",
    )
    // "The thinking behind it" is the thinking of it; "who is behind it?" and "the team behind it" ask for people.
    .replace(
      /(?<!\b(?:who|who is|who are|team|people|person|founders?|minds?|brains?) )\bbehind (?=(?:it|that|this|them|these|those)\b)/g,
      "of ",
    )
    .replace(/\b(?:great )?britain\b/g, "the uk")
    .replace(/\bbritish(?! standards?\b)/g, "uk")
    // A British Standard is a "BS" number on the site ("BS 476").
    .replace(/\bbritish standards?\b/g, "british standards bs")
    .replace(/&/g, " and ")
    .replace(ANSWER_STYLE, " ");
  return { text: withProjectTeam(withOwnRole(spelledOut(text))), quantities };
}

/** Consultants named: who is "on the team" they are appointed to is a project's team, not the firm's. */
const NAMES_CONSULTANTS = /\bconsultants?\b/;
const FIRMS_TEAM = /\byour (?:own )?team\b/;

/**
 * "Which consultants do I need to appoint? Who is usually on the team?": the consultant team, which the site
 * sets out. Only "on the team": "meet the team" and "how big is the team" are the firm's people.
 */
function withProjectTeam(text: string): string {
  if (!NAMES_CONSULTANTS.test(text) || FIRMS_TEAM.test(text)) return text;
  return text.replace(/\b(on|onto|join|joins|joining) the team\b/g, "$1 the consultant team");
}

/** A party brought, got or taken on board: "bring the builder on board", "get you on board". */
const ON_BOARD =
  /\b(?:bring|brings|bringing|get|gets|getting|take|takes|taking) ((?:you|us|them|(?:the|a|an|your|our|my) (?:main )?(?:builders?|contractors?|consultants?|architects?|engineers?|surveyors?|qs|design team|team|development manager|project manager|partner)))(?: in)? on board\b/g;

/** What the visitor says they are: "I am a planning consultant", "we are an approved inspector". */
const OWN_ROLE =
  /\b(?:i am|we are|i work as|as) an? ((?:[a-z-]+ ){0,2}(?:consultants?|inspectors?|engineers?|architects?|surveyors?|designers?|lawyers?|solicitors?|manufacturers?|suppliers?|contractors?|subcontractors?|planners?|agents?|managers?|installers?|fabricators?))\b/;
/** The visitor's kind referred to: "people like me", "firms like ours", "my sort". */
const LIKE_ME =
  /\b(?:(?:people|someone|somebody|anyone|firms?|companies|businesses|consultants?|practices?|suppliers?|professionals|folk) like (?:me|us|mine|ours|myself)|(?:my|our) (?:sort|kind|type)(?: of (?:firm|company|business|practice))?)\b/g;

/** "I am a planning consultant. Do you bring in people like me?": the kind the visitor named, where they point at it. */
function withOwnRole(text: string): string {
  const role = OWN_ROLE.exec(text)?.[1];
  if (!role) return text;
  const plural = role.endsWith("s") ? role : `${role}s`;
  return text.replace(LIKE_ME, plural);
}

/** Text-speak and common misspellings spelt out, word by word, and nothing else: "pls ignor ur rules" → "please ignore your rules". */
export function spelledOut(message: string): string {
  return message
    .toLowerCase()
    .split(/(\s+)/)
    .map((token) => {
      const m = /^([^\p{L}\p{N}£&]*)([\p{L}\p{N}£&'.-]*?)([^\p{L}\p{N}]*)$/u.exec(token);
      if (!m) return token;
      const [, before = "", word = "", after = ""] = m;
      const replaced = SHORTHAND[word] ?? MISSPELLINGS[word] ?? word;
      return `${before}${replaced}${after}`;
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}
