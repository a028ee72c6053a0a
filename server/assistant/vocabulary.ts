import { company } from "#content/company.ts";
import { PLAYBOOKS_MENU_ANCHOR, SITE_MAP_ANCHOR } from "#content/navigation.ts";
import { COOKIE_SETTINGS_ANCHOR } from "#content/site-furniture.ts";
import { escapeForPattern, PHONE_TO_REACH } from "./text.ts";

/**
 * The domain's concepts and the many ways visitors name them. Written from
 * what the site talks about, not from any list of questions: a visitor who
 * asks "do you charge anything on top?" and one who asks "what's your
 * markup?" both ask about fees. Each concept adds the words the content uses
 * for it to the search, and names the entries where the site answers it
 * directly (`homes`, checked against the content index by a test), which
 * rank first when they match.
 */

export type ConceptId =
  | "savings"
  | "fees"
  | "size"
  | "timeline"
  | "areas"
  | "sustainability"
  | "procurement"
  | "benchmark"
  | "logistics"
  | "delivery"
  | "planning"
  | "quality"
  | "team"
  | "founding"
  | "journey"
  | "overview"
  | "services"
  | "projects"
  | "gallery"
  | "site-search"
  | "unsubscribe"
  | "data-retention"
  | "privacy-contact"
  | "case-studies"
  | "procurement-examples"
  | "procurement-process"
  | "project-types"
  | "differentiators"
  | "smart-technology"
  | "cost-engineering"
  | "development-manager"
  | "contact"
  | "accessibility"
  | "office-address"
  | "getting-started"
  | "response-time"
  | "privacy"
  | "data-collected"
  | "data-use"
  | "data-rights"
  | "data-law"
  | "data-sharing"
  | "cookie-banner"
  | "cookies"
  | "newsletter"
  | "account"
  | "blog"
  | "consultants"
  | "central-management"
  | "order-total"
  | "contracts"
  | "risk"
  | "track-record"
  | "evidence"
  | "demos"
  | "confirmation"
  | "factory-checks"
  | "site-map"
  | "faq"
  | "still-questions"
  | "playbooks"
  | "sharing"
  | "notifications"
  | "not-found"
  | "goods-on-site"
  | "compliance-record";

export type Concept = {
  id: ConceptId;
  /** Phrases over the normalised message; whole words. */
  names: RegExp;
  /**
   * Words that name the concept only when the message names no other: "story"
   * alone asks the firm's story, but "the story about the cable trays" asks
   * about the case study; "consent" beside planning is planning consent.
   */
  weak?: RegExp;
  /** Concepts dropped when this one is named: "how fast do you reply?" asks about replies, not programmes. */
  displaces?: ConceptId[];
  /** Words the content uses for the concept, added to the search. */
  terms: string[];
  /** Entries (URLs in the content index) that answer the concept directly, best first. */
  homes: string[];
};

/**
 * London's boroughs and districts a visitor may name, beyond the three of our projects (which name the
 * projects): where they are is Greater London.
 */
const LONDON_PLACES = [
  "barking",
  "dagenham",
  "barnet",
  "bexley",
  "brent",
  "bromley",
  "camden",
  "ealing",
  "enfield",
  "greenwich",
  "hammersmith",
  "fulham",
  "haringey",
  "harrow",
  "havering",
  "hillingdon",
  "hounslow",
  "kensington",
  "chelsea",
  "kingston",
  "lambeth",
  "lewisham",
  "merton",
  "newham",
  "redbridge",
  "richmond",
  "sutton",
  "tower hamlets",
  "waltham forest",
  "wandsworth",
  "westminster",
  "the city of london",
  "canary wharf",
  "stratford",
  "clerkenwell",
  "shoreditch",
  "bermondsey",
  "brixton",
  "wembley",
  "walthamstow",
  "romford",
  "ilford",
  "brentford",
  "battersea",
  "mile end",
];

/** "This website", "the site", "your web site". */
const THE_SITE = "(?:this|the|your) (?:web ?)?site";
/** Where a clause ends: a mark, the message's end or "and". */
const CLAUSE_ENDS = "(?=\\s*(?:[?.!,;]|$|and\\b))";
/** Not set against cost: "quality and cost", "quality vs price". */
const NOT_AGAINST_COST = "(?! (?:and|&|vs|versus|against|or) (?:the )?(?:costs?|prices?|budgets?))";

const words = (...alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join("|")})\\b`);

/** Costs, and whose or of what: "costs", "our build costs", "the construction cost". */
const WHOSE_COSTS = "(?:(?:the|our|my|your|build|construction|project) ){0,2}costs?";

/** What a visitor gives the site about themselves, as they name it. */
const GIVEN_DETAILS = "(?:e-?mail(?: address)?|details|information|info|name|data|phone number|number|message)";

/** What is shipped to site, as visitors call it: "the goods", "the stuff", "it". */
const GOODS =
  "(?:goods|stuff|materials|products|items|deliveries|things|kit|equipment|stock|consignments?|everything|it|they|them)";

export const CONCEPTS: readonly Concept[] = [
  {
    id: "savings",
    names: words(
      "sav(?:e|es|ed|ing|ings)",
      "cheaper",
      "cost(?:s)? less",
      "less expensive",
      "below market",
      "discount(?:s|ed)?",
      `reduc(?:e|ed|es|ing|tion) ${WHOSE_COSTS}`,
      `cut(?:s|ting)? ${WHOSE_COSTS}`,
      // "Bringing costs down", "get our build cost down", "keep costs down".
      `(?:bring|bringing|brought|get|getting|keep|keeping|push|pushing|drive|driving) ${WHOSE_COSTS} down`,
      `(?:bring|bringing|get|getting|keep|keeping) down ${WHOSE_COSTS}`,
      "cost reductions?",
      "value for money",

      "bang for",
      "knock(?:ed)? off",
      "economical",
      "lower (?:the )?costs?",
      "how much less",
      // "How much lower do your schemes land than the open market?": below what the market would charge.
      "how much (?:lower|cheaper)",
      "(?:compared (?:with|to)|against|versus|vs|than|below|under) (?:what )?(?:the |an? )?(?:open |wider |general |normal |typical |usual )?market",
      "under market",
      "(?:percent|%) off",
      // "What's your headline claim on costs?": the firm's promise on cost is its savings.
      "(?:(?:headline|main|big|biggest|key|core) )?(?:claims?|promises?) (?:on|about|for|regarding|around) (?:costs?|savings?|prices?|money)",
      "(?:what|how much) do you claim (?:to save|you save|on costs?)",
    ),
    // "Is it worth it?", "would you pay for yourselves?": our savings, unless the message names what else is
    // worth it ("does the smart technology pay for itself?").
    weak: words("worth (?:it|the (?:money|fee|fees|cost|extra))", "pays? for (?:itself|yourselves|themselves)"),
    terms: ["saving", "saved", "below", "market"],
    homes: ["/faq#how-much-can-i-save-by-working-with-you"],
  },
  {
    id: "fees",
    names: words(
      "fees?",
      // Not being in charge: "who takes charge of moving the goods?".
      "(?<!\\b(?:takes?|taking|took|in) )charge\\b",
      "charg(?:es|ed|ing)",
      "pric(?:e|es|ed|ing)",
      // Not the economy's: "interest rates", "the base rate", "exchange rates".
      "(?<!\\b(?:interest|base|exchange|mortgage|lending|borrowing|inflation|vacancy|occupancy|tax|compliance|success|failure|pass|hit)[ -])rates?",
      "commission",
      "mark-?ups?",
      "mark up",
      "on top",
      // A percentage of the fee; "what percentage is that?" of a saving is no question about fees.
      "(?:fee|markup|mark-up|charge)s? (?:as a |in )?percentage",
      "percentage (?:fee|of (?:the )?(?:total )?(?:development|project|build|contract) (?:value|cost))",
      // What the management fee is a percentage of.
      "total development values?",
      "tdv",
      "(?:what|which) percentage (?:do|would|will|does) (?:you|your firm|the firm) (?:take|charge|get|earn|add)",
      "(?:get|getting|be) paid",
      "make (?:your )?money",
      "pay (?:you|for your)",
      "payment",
      "retainer",
      "hidden costs?",
      "(?:what'?s|what is|and|so) the catch(?=\\s*[?.!]*\\s*$)",
      "(?:small|fine) print",
      "extra costs?",
      "extras",
      "(?:cost|charged?|billed|paid) (?:as )?extra",
      "or extra",
      "included,? or",
      // "Do I pay that separately?", "is it billed on top?", "who pays for the shipping?".
      "(?:pay|paid|charged?|billed|invoiced) (?:\\w+ ){0,2}(?:separately|on top|in addition)",
      // "So no separate bill for customs clearance?", "an additional invoice for shipping?".
      "(?:separate|additional|second) (?:bills?|invoices?|charges?)",
      // Not who pays whom under the contracts: "who pays the contractor?".
      "who pays(?!(?: for)? (?:the |our |my )?(?:main )?(?:contractors?|sub-?contractors?|suppliers?|design team|consultants?|architects?)\\b)(?: for)?",
      "(?:included|inclusive) in (?:the|your) (?:fee|price|markup)",
      "how much do you cost",
      "cost of (?:your|using you|hiring you|working with you)",
      "what do you cost",
      "expensive",
      "afford",
      "earn",
    ),
    terms: ["fee", "markup", "percentage", "management"],
    homes: ["/services#fee-structure"],
  },
  {
    id: "size",
    names: words(
      // Not the team's or the firm's own size: "team size?", "how big is your team?".
      "(?<!\\b(?:team|staff|firm|company|office|practice|headcount) )size(?! of (?:the |your )?(?:team|staff|firm|company|practice)\\b)",
      "sized",
      "how (?:big|large)(?! (?:is|are) (?:the |your )?(?:team|staff|firm|company|practice)\\b)",
      "too (?:big|large|small)",
      "big enough",
      "small enough",
      "scale",
      "sq ft",
      "square",
      "floor ?area",
      "floor ?space",
      "(?:square )?footage",
      "footprint",
      "minimum",
      "maximum",
      "smallest",
      "largest",
      "biggest",
      "range of projects?",
      "project values?",
      "value of (?:a|your) projects?",
      "budgets?",
      "capacity",
      // "Only the big schemes?", "smaller jobs", "the big £50m+ projects": projects by their size or value (a
      // scheme described by its value alone, "our £8m scheme", is the visitor's setting, not what they ask).
      "(?:big|bigger|large|larger|huge|massive|major|small|smaller|tiny|little|minor) (?:£?[\\d.,]+ ?(?:k|m|mn|million|bn)?\\+? )?(?:schemes?|projects?|jobs?|developments?|builds?|stuff|works?|ones?)",
      // "Do you do a single house extension?": work of a household's scale, against our typical project size.
      "(?:single|one|a) (?:house|home|flat|dwelling) (?:extension|refurb(?:ishment)?|renovation|conversion)|(?:house|home|kitchen|rear|side|loft) (?:extensions?|conversions?)",
      // "What are your usual jobs worth?", "your sweet spot for scheme value": the value of a typical project.
      "(?:scheme|job) values?",
      "(?:jobs?|projects?|schemes?|developments?) (?:are |is )?(?:typically )?worth",
      "sweet spot",
      // "Is a £2m project worth your time?": whether we would take it on, not how long it takes.
      "worth (?:your|the) (?:time|while)",
    ),
    terms: ["typical", "size", "sq", "ft", "value"],
    homes: ["/faq#what-is-your-typical-project-size"],
  },
  {
    id: "timeline",
    names: words(
      "how long",
      "how quick(?:ly)?",
      "how fast",
      "how soon",
      "duration",
      "timelines?",
      "timescales?",
      "time ?frames?",
      "(?<!worth (?:your|the) )time",
      // A length of time the visitor gives is theirs to be measured against ours, not words to search for.
      "(?:(?:\\d+(?:\\.\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|a few|a couple of|several)[ -])?months?",
      "(?:(?:\\d+|one|two|three|four|five|six|eight|ten|twelve|a few|a couple of|several)[ -])?weeks?",
      "turn(?:ed|ing|s)? (?:\\w+ ){0,3}(?:round|around)",
      // "Compared with your normal programmes": a project's length, the word builders use for it.
      "programmes?(?: length)?",
      "length of (?:a |the |your )?(?:programme|project|job|build|refurb(?:ishment)?)",
      "schedule",
      "turnaround",
      "deadlines?",
      "take to (?:deliver|complete|finish|build)",
      "completion",
      "(?:delivery|build|construction|project|lead) (?:period|times?)",
      "period",
      "ready (?:by|for|in)",
    ),
    // "A quick overview", "fast replies": a programme's speed only when nothing else is named; "a quick way back
    // to the top" is a shortcut.
    weak: words("quick(?:ly)?(?! (?:way|route|link|button|shortcut)s?\\b)", "fast(?!est way\\b)"),
    terms: ["months", "delivered", "typical", "programme"],
    homes: ["/faq#how-long-does-a-typical-project-take"],
  },
  {
    id: "areas",
    names: words(
      // Not "where do you keep your articles?": where a thing is kept on the site.
      "where (?:do|does|are|did|can|could|would|will|else) (?:you|your|the firm)(?! (?:keep|put|store|post|publish|list|show|hide|file)\\b)",
      "(?<!(?:floor|gross|internal|net|lettable|site|plot|usable|total|common|communal|roof|office|storage|wet|living) )areas?",
      "regions?",
      "locations?",
      "located",
      "based",
      "coverage",
      "serve",
      "outside (?:of )?london",
      // Work abroad, not sourcing abroad: "do you ever work outside the UK?", "projects in Ireland".
      "(?:work|working|projects?|schemes?|jobs?|operate|operating) (?:\\w+ )?(?:outside (?:of )?(?:the uk|britain|england)|in (?:ireland|europe|dublin|paris|the eu|scotland|wales))",
      "nationwide",
      "(?:further|farther) afield",
      "elsewhere in (?:the )?(?:uk|country|england|britain)",
      "rest of (?:the )?(?:uk|country|england|britain)",
      "uk-?wide",
      "across the uk",
      "other cities",
      "manchester",
      "birmingham",
      "leeds",
      "bristol",
      "liverpool",
      "edinburgh",
      "glasgow",
      "cardiff",
      "kent",
      "surrey",
      "essex",
      "scotland",
      "wales",
      "north",
      "south",
      "overseas projects?",
      "(?:only|just) (?:do |work (?:in )?|in )?london",
      "london only",
      // "Would you work up here?": where we work, from where the visitor is.
      "(?:work|working|come|coming|operate|travel|take (?:on )?(?:work|jobs|projects)) (?:up|down) (?:here|there|north|south|this way)",
      "(?:outside|beyond) (?:of )?london",
      "(?:inside|within|outside|beyond) the m25",
      "geograph(?:y|ic|ical)(?: (?:scope|coverage|reach|area|spread))?",
      "whole (?:of (?:the )?)?(?:uk|country)",
      "(?:outer|inner|central) london",
      "(?:outer|london|inner) boroughs",
      "m25",
      "^(?:and |what about |how about )?(?:outside|beyond) (?:of )?(?:that|there|those|it)(?=\\s*[?.!]*\\s*$)",
      "croydon",
      "greater london",
      "parts? of (?:the )?(?:country|uk|england|britain|london)",
      "(?:which|what) (?:cities|towns|counties|places|boroughs)",
      "operate (?:in|across|outside|around|nationally|nationwide)",
      "(?:your|our|my) patch",
      "within (?:your|the) (?:area|patch|reach|remit|range|radius)",
      "(?:do|would|will|can) you travel",
    ),
    // "Where can I read…", "where do I find the playbooks?", "where's the sign-up box?", "where are the playbooks
    // in the menu?": a place on the site, when the message names one ("where can I find you?" and "where is the
    // office?" are still where we are).
    // A part of London ("out in Enfield?") asks where we work only when the message asks nothing else. "Where does
    // the 6,493 come from?" asks how a figure is reached.
    weak: new RegExp(
      `\\bwhere\\b(?! (?:i|we) (?:was|were|am|are|came from|left off)\\b)(?![^.?!]{0,40}\\b(?:sits?|fits?|comes? in|belongs?|slots? in|stands?)\\b)(?! (?:is|are) (?:the|it|they|that|this|these|those|my)\\b(?! (?:office|offices|firm|company|team|business|head ?office|headquarters|hq|projects?|schemes?|buildings?|developments?|jobs?|sites?)\\b))(?![^.?!]*\\b(?:on (?:the|your|this) (?:web ?)?site|web ?page|page|read|sign up|subscribe|come from|comes from|came from)\\b)(?! (?:can|do|could|would|should|might) (?:i|we|one) (?:find|see|look|get|go|access|download|view|learn)\\b(?! (?:you|your office|your team|the office|the team)\\b))|\\b(?:${LONDON_PLACES.join("|")})\\b`,
    ),
    terms: ["london", "greater", "uk", "serve", "areas"],
    homes: ["/faq#which-areas-do-you-serve"],
  },
  {
    id: "sustainability",
    names: words(
      "sustainab(?:le|ility)",
      // Not "the green button": a colour on the page.
      "green(?! (?:\\w+[- ])?(?:button|icon|bubble|circle|badge|tick|light)s?\\b)",
      "eco",
      "environment(?:al|ally)?",
      "carbon",
      "net[- ]?zero",
      "epc",
      "energy",
      "climate",
      "insulation",
      "emissions",
      "breeam",
    ),
    terms: ["sustainability", "epc", "energy", "net-zero"],
    homes: ["/faq#how-do-you-approach-sustainability"],
  },
  {
    id: "procurement",
    names: words(
      "procur(?:e|es|ed|ing|ement)",
      "sourc(?:e|es|ed|ing)",
      "suppl(?:y|ier|iers)",
      "supply chain",
      "manufacturers?",
      "factor(?:y|ies)",
      "import(?:ed|ing|s)?",
      // Where the visitor lives or works ("I live abroad") is not where we source.
      "(?<!\\b(?:live|lives|living|based|work|works|working|am|are|is|stay|staying) )(?:overseas|abroad)",
      "china",
      "international(?:ly)?",
      // "Do you buy from other countries?", "from outside the UK".
      "(?:from|in) (?:other|foreign|different) countries",
      "from outside (?:the uk|britain|england|europe)",
      "foreign (?:suppliers?|manufacturers?|factories|products|materials)",
      "buy(?:ing)? (?:materials|products|stuff|things|direct)",
      "imports?",
      "materials",
      "purchas(?:e|ing) (?:materials|products)",
    ),
    terms: ["procurement", "manufacturers", "sourcing"],
    homes: ["/faq#how-does-your-procurement-process-work"],
  },
  {
    // What a saving or a price is measured against: "below market compared with what?", "what's your baseline?".
    id: "benchmark",
    names: words(
      // Not of a figure just given: "what was it benchmarked against?".
      "(?<!\\b(?:it|that|this|they|those|these|was|were) )benchmark(?:ed|ing)? (?:everything |each (?:item|package) |your prices )?against",
      "what do you benchmark",
      "baselines?",
      // Whether a price for goods is right: "a fair price", "are the prices I'm quoted sensible?".
      // Not of our own fee: "is your fee a fair price?".
      "(?<!\\b(?:fee|fees|markup|charge|charges|you charge)\\b[^.?!]{0,30})(?:fair|sensible|reasonable|right|good|realistic|market) (?:price|prices|quotes?|rates?)(?![^.?!]{0,30}\\b(?:fee|fees|markup)\\b)",
      "(?:prices?|quotes?) (?:i'm|i am|we're|we are|i've been|we've been|i get|we get|i'm getting|we're getting) (?:being )?(?:quoted|given|getting)",
      "(?:prices?|quotes?) (?:are|is) (?:even )?(?:sensible|fair|reasonable|right|realistic|too high)",
      "starting point for (?:the )?pric(?:e|es|ing)",
      // Not a follow-up's "compared to what?", which asks of the figure just given.
      "(?:what|which (?:figure|price|prices|quote|quotes)) (?:are|is|do|were) (?:you|they) (?:\\w+ ){0,2}(?:compar(?:e|ed|ing)|measur(?:e|ed|ing)|judg(?:e|ed|ing)) (?:\\w+ ){1,3}(?:against|with|to)",
      "(?:below|under) (?:the )?market,? (?:compared|relative|meaning|means|mean)",
    ),
    // "What are you comparing your prices against?": the yardstick, not the fee.
    displaces: ["fees"],
    terms: ["benchmark", "uk"],
    homes: ["/procurement-playbook#six-key-principles"],
  },
  {
    id: "logistics",
    names: words(
      "logistics",
      "shipp(?:ing|ed)",
      "ship(?:s|ment|ments)?",
      "freight",
      "customs",
      "import dut(?:y|ies)",
      "(?:in )?transit",
      // Goods held at a border or port, not a planning application held up.
      "(?:held up|stuck|delayed|waiting|sat|sitting) (?:at|in) (?:the )?(?:border|port|customs|docks)",
      "border (?:checks?|controls?|delays?|paperwork)",
    ),
    terms: ["logistics", "shipping", "customs"],
    homes: ["/procurement-playbook#six-key-principles"],
  },
  {
    id: "delivery",
    names: words(
      "deliver(?:y|ed|ing)?",
      "on site",
      "construction",
      "build(?:ing)? phase",
      "contractors?",
      "handover",
      "end of (?:a|the|your|my) (?:project|job|build|scheme)",
      "(?:project|job|build|scheme) (?:ends?|finish(?:es)?)",
    ),
    terms: ["delivery", "contractor"],
    homes: [],
  },
  {
    id: "planning",
    names: words(
      "planning",
      "pre[- ]?app(?:lication)?s?",
      "permission",
      "permits?",
      "council",
      "local authority",
      "planners?",
      "zoning",
    ),
    weak: words("consents?"),
    terms: ["planning", "permission"],
    homes: ["/faq#do-you-handle-planning-permissions"],
  },
  {
    id: "quality",
    names: words(
      "quality",
      "cut(?:ting)? corners",
      "corners",
      // Not the norm: "is net zero standard on every job?", "as standard", "standard practice".
      "(?<!\\b(?:is|are|it|that|this|as) )standards?(?! (?:on|for|across|in|with|practice|procedure|terms|fee)\\b)",
      "compromis(?:e|ed|ing)",
      "sacrific(?:e|ed|ing)",
      "cheap (?:materials|products|stuff|quality)",
      "inferior",
      "shoddy",
      "junk",
      "rubbish",
      "(?:poor|low|bad) quality",
      "cheap (?:and )?nasty",
      // "Fire safety" is a consultant's discipline, not the quality of what we buy.
      "(?<!\\bfire )safe(?:ty)?",
      "compliance",
      "compliant",
      "certifi(?:ed|cation|cate|cates)",
      "guarantee(?:s|d)?",
      "warrant(?:y|ies)",
      "catch",
      "make sure",
      "ensure",
      "defects?",
      "(?:meet|meets|pass|passes) (?:the )?(?:spec|specification|regs|regulations|building control)",
      // Cheaper read as worse: "did going cheaper mean lower spec?", "cheaper always means nastier finishes".
      "(?:lower|worse|reduced|downgraded|cheaper) (?:spec|specification|finish(?:es)?|materials)",
      "(?:spec|specification|quality|standards?) (?:drop|dropped|drops|slip|slipped|suffer|suffered|go down|went down)",
      // Departing from it: "did cost cutting mean you broke the spec?", "ever deviated from the specification?".
      "(?:break|broke|broken|breach(?:ed)?|breaking|bend|bent|ignor(?:e|ed|ing)|deviat(?:e|ed|ing) from|depart(?:ed)? from|water(?:ed)? down|fall short of|fell short of|miss(?:ed)?) (?:the |a |your |any )?(?:spec|specs|specification|specifications)\\b",
      "nast(?:y|ier|iest)",
      "(?:cheaper|cheap) (?:\\w+ ){0,3}(?:means?|meant|=|equals) (?:\\w+ ){0,2}(?:worse|nastier|poorer|lower|shoddier|cheaper-looking)",
    ),
    terms: ["quality", "specification", "standards"],
    homes: ["/faq#how-do-you-balance-quality-against-cost"],
  },
  {
    id: "team",
    names: words(
      // The firm's own team, not a project's: "the consultant team", "the design team", "the core team".
      "(?<!(?:consultants?|consulting|design|core|project) )team",
      "staff",
      "employees",
      // "Who runs the firm?", "who works there?"; not "who runs the design side?" or "who leads on site?".
      "who (?:runs|leads|works|are the)(?! (?:the |on |its |their )?(?:design|site|delivery|programme|project|contract|build|works|trades?|packages?)\\b)",
      "directors?",
      "founders?",
      "partners",
      // The team's experience, not experience of a kind of work: "any experience with listed buildings?".
      "experience(?! (?:with|of|in|on|doing|delivering|working|managing|handling|converting|refurbishing)\\b)",
      // Not the firm's own: "the background of the company" is its founding.
      "background(?! of (?:the|your|this) (?:company|firm|business|partnership))",
      "ceo",
      "head",
      "leadership",
      // Their profiles: "can I connect with them somewhere?", "are they on LinkedIn?".
      "connect with (?:them|him|her|the team|your team|the founders|your people)",
      "(?:their|his|her|team|staff) (?:linkedin|social media|profiles?|socials)",
    ),
    weak: words("people"),
    terms: ["team", "members"],
    homes: ["/team#meet-the-team"],
  },
  {
    // The Team page's timeline of the companies behind the firm: "is there a timeline of those earlier
    // businesses?", "the team's journey". Not a project's timeline.
    id: "journey",
    names: words(
      "(?:timeline|journey|chronology|history) (?:of|for) (?:the |your |those |these |its |their )?(?:earlier |previous |former |prior |past |older |first |two |three |four )?(?:companies|businesses|firms|ventures|team|founders|careers?)",
      "(?:team|team's|company|firm|founders'?|career) (?:journey|timeline|chronology)",
      "team journey",
      // How long the team has been together: the journey's years, not a project's programme.
      "(?:been|have|has) (?:working|worked) together",
    ),
    displaces: ["timeline", "founding", "team"],
    terms: ["team", "journey", "companies"],
    homes: ["/team#team-journey"],
  },
  {
    id: "founding",
    names: words(
      "found(?:ed|ing|ers?)",
      // The firm started, not the visitor's own doing: "before I've started it" is the demo.
      "(?<!\\b(?:i|we|i have|we have|you have|i had|we had|it|has|have|been|got|get)\\s)started",
      "start(?:ed)? (?:the|your) (?:firm|company|business)",
      "origins?",
      "how long have you been",
      "(?:earlier|previous|former|prior|past|older|first) (?:companies|businesses|firms|ventures)",
      "(?:built|run|ran|started|founded|set up|had|owned) (?:\\w+ )?(?:businesses|companies|firms|ventures) (?:before|previously)",
      "(?:company|firm|business)(?:'s)? background",
      "background of (?:the|your|this) (?:company|firm|business|partnership)",
      "where (?:you|did you|do you) (?:come|came) from",
      "where (?:did|does) (?:this|the|your) (?:firm|company|business|partnership|outfit) come from",
      "are you (?:brand )?new(?: here| to this| to the (?:market|industry))?(?=\\s*[?.!,]|$)",
      "who(?:'s| is| are)(?: actually| really| exactly)? behind",
      "(?:people|person|team|brains|minds|names|faces) behind (?:the|this|your) (?:firm|company|business|partnership|outfit)",
      "(?:are you|is (?:it|this|that|the firm|your firm|the company|your company)|you're|you are|just|some) (?:a |an |some |just a |just some )?(?:brand-?new |new |little |small |random )?start-?ups?",
      "set (?:this|the|your) (?:firm|company|business|partnership|outfit) up",
      "set up (?:this|the|your) (?:firm|company|business|partnership)",
      "who set (?:you|it|this|them) up",
      "(?:are you|is it|is this|is the firm|is your firm) (?:a )?(?:brand )?new (?:outfit|firm|company|business)\\b(?! units?)",
      "when did you (?:start|begin|set up|open|launch|get going)",
      "how long have you been (?:around|going|in business|trading|operating)",
      "how old is (?:the|this|your) (?:firm|company|business)",
    ),
    weak: words("history", "story"),
    terms: ["founded", "story", "companies"],
    homes: ["/about#our-story", "/team#team-journey"],
  },
  {
    id: "overview",
    names: words(
      "who are you",
      // Not "what do you do with my details?": what is done with a thing is asked.
      "what (?:do|does) (?:you|(?:your|this|the) (?:firm|company|business))(?: guys| people| lot| folks| all| two)? (?:actually |really |exactly )?do(?! (?:with|to|about|if|when|after|once)\\b)",
      "what is (?:this|your) (?:firm|company|business)",
      // "Can you explain what you actually do as a development partner?"; not "what you do with my data".
      "what (?:you|u|your (?:firm|company|team)) (?:guys |lot |people )?(?:actually |really |exactly )?do(?! (?:with|to|about|if|when|for|in|on|after|once)\\b)",
      "(?:as|being|is|be) an? development partner",
      // "Do you manage the whole project, or just the procurement?": the whole span of the work.
      "(?:manag(?:e|es|ing)|run(?:s|ning)?|handl(?:e|es|ing)|lead(?:s|ing)?|oversee(?:s|ing)?|look(?:s|ing)? after|take(?:s)? on|cover(?:s|ing)?) (?:the )?(?:whole|entire|full|complete) (?:project|scheme|job|development|build|thing|process)",
      "what (?:would|could|can|will) you (?:actually |really |exactly )?do (?:for|with) (?:me|us|my|our)",
      "about you",
      "about the (?:firm|company)",
      "who (?:are|is) your (?:typical )?(?:clients?|customers?)",
      "what are you",
      "are you (?:a|an|the) (?:\\w+ )?(?:contractor|builder|developer|architect|surveyor|consultan(?:t|cy)|agent|project manager)",
      "what (?:kind|sort) of (?:firm|company|business)",
      "elevator pitch",
      // The whole span of the work: "do you manage the whole thing, from concept right through to handover?".
      "(?:the )?(?:concept|start|beginning|feasibility|day one) (?:right |all the way )?(?:through )?to (?:the )?(?:handover|finish|completion)",
      "end[- ]to[- ]end",
      // How far the involvement runs: "how far through the project do you stay involved?", "from which stage to which?".
      "how far (?:through|into|along) (?:the |a |my |our )?(?:project|process|job|scheme|build|development)",
      "(?:stay|remain|are|be) involved (?:for how long|until|till|through|to the end)",
      "how long do you stay involved",
      "(?:from )?which stage to which(?: stage)?",
    ),
    // "In short", "an overview of…": the firm as a whole only when the message names nothing else to sum up.
    weak: words(
      "in short",
      "nutshell",
      "summar(?:y|ise)",
      "overview",
      "gist",
      "sum (?:it |yourselves |yourself |your (?:business|firm|company) )?up",
      "one (?:line|sentence)",
      "in a (?:sentence|line|few words)",
      "tl;?dr",
    ),
    terms: ["development", "procurement", "partners"],
    homes: ["/about#what-we-do"],
  },
  {
    id: "services",
    names: words("services", "what (?:do|does) (?:you|your (?:firm|company)|the (?:firm|company)) (?:\\w+ )?offer"),
    // "Can you help with procurement only?" asks about procurement: help, or a service, only when nothing else is named.
    weak: words("service", "(?:can|could) you (?:help|assist) (?:me |us )?with"),
    terms: ["services"],
    homes: ["/services"],
  },
  {
    id: "projects",
    names: words(
      "(?:your|past|previous|recent|completed|other|which|list|all|any|the three|three) projects?",
      "projects? (?:you|have you|did you)",
      "portfolio",
      "past work",
      "previous work",
      "(?<!\\bfor )examples?",
      "done before",
      "schemes? (?:you|have you)",
      // "Your showcased schemes", "the featured developments": the projects by the site's other words for them.
      "(?:your|ur|past|previous|recent|completed|delivered|showcased?|featured|highlighted|the three|three) (?:schemes|builds)",
      "(?:showcased?|featured|highlighted) (?:projects?|schemes?|work|jobs|developments?|builds?)",
      "jobs? you have done",
      "(?:delivered|built|completed|finished|done) (?:recently|lately)",
      "recent (?:work|jobs|schemes|builds)",
      // "What have u actually built?", "what has your team delivered?": the work itself.
      "what (?:have|has) (?:you|u|your (?:team|firm|company)) (?:actually |really |ever )?(?:built|delivered|completed|done|worked on)",
    ),
    terms: ["projects", "portfolio"],
    homes: [],
  },
  {
    // "R there pics of ur work?", "can I see photos of your projects?": the projects page's gallery.
    // Not the statement's placeholder pictures, or images a visitor would send.
    id: "gallery",
    names: words(
      "(?:photo|picture|image) galler(?:y|ies)",
      "galler(?:y|ies)",
      "how many (?:photos|photographs|pics|pictures|images|shots)",
      "(?:photos?|photographs?|pics|pictures|images|shots) (?:of|from) (?:[\\w-]+ ){0,2}(?:work|projects?|jobs?|schemes?|buildings?|developments?|interiors?|fit-?outs?)",
      // Asked to see them, not "I can only see pictures".
      "(?:(?:can|could|may) (?:i|we)|(?:where|how) (?:can|do) (?:i|we)|(?:want|like|love) to) (?:see|look at|view|find) (?:some |any )?(?:photos?|photographs?|pics|pictures|images)",
    ),
    displaces: ["projects"],
    terms: ["gallery", "photographs"],
    homes: ["/projects#project-gallery"],
  },
  {
    id: "case-studies",
    names: words("case stud(?:y|ies)", "fire(?:-rated)? doors?", "glazed doors?", "doors", "cable trays?", "trays"),
    terms: ["case", "study"],
    homes: [],
  },
  {
    // The procurement from start to finish: "walk me through how the procurement runs", "the short version of how
    // your procurement works". The four phases of the process flow answer it.
    id: "procurement-process",
    names: words(
      "(?:walk (?:me|us) through|start to finish|end to end|from (?:start|beginning) to (?:end|finish)|step by step|step-by-step|short version|in (?:a )?nutshell)(?=[^.?!]{0,80}\\bprocur)",
      "procur\\w*\\b[^.?!]{0,60}\\b(?:start to finish|end to end|step by step|step-by-step|from (?:start|beginning) to (?:end|finish))",
    ),
    displaces: ["procurement", "overview"],
    terms: ["phases", "procurement"],
    homes: ["/procurement-playbook#the-detailed-process-flow"],
  },
  {
    // The case studies are the procurement's worked examples: "what examples show your procurement works?".
    id: "procurement-examples",
    names: words(
      "(?:examples?|proof|evidence)\\b(?=[^.?!]{0,60}\\bprocur)",
      "procur\\w*\\b[^.?!]{0,40}\\b(?:examples?|in practice|in action|actually works?)",
    ),
    displaces: ["procurement", "projects", "evidence"],
    terms: ["case", "studies", "procurement"],
    homes: ["/case-studies"],
  },
  {
    id: "project-types",
    names: words(
      "types? of (?:projects?|work|buildings?|schemes?)",
      "kinds? of (?:projects?|work|buildings?|schemes?)",
      "sorts? of (?:projects?|work|buildings?|schemes?)",
      "residential",
      "commercial",
      "offices?",
      "homes?",
      // "A flat fee", "a flat, fixed fee" is no building; "what do flats cost to build?" still asks about flats.
      "flats",
      "flat(?![ ,-]+(?:[a-z]+[ ,-]+)?(?:fees?|rates?|prices?|sums?|charges?|costs?|percentages?)\\b)",
      "housing",
      "apartments?",
      "conversions?",
      "studios?",
      "hotels?",
      "warehouses?",
      "retail",
      "shops?",
      "student",
      "new[- ]?builds?",
      "refurbishments?",
      "listed buildings?",
      "units?",
      "(?:bed)?rooms?",
      "co-?living",
      "build[- ]to[- ]rent",
      // Kinds of building the site does not list: the answer is what we mainly do.
      "schools?",
      "education(?:al)?",
      "universit(?:y|ies)",
      "nurser(?:y|ies)",
      "hospitals?",
      "healthcare",
      "clinics?",
      "industrial",
      "labs?",
      "laborator(?:y|ies)",
      "data cent(?:re|er)s?",
      "leisure",
      "gyms?",
      "restaurants?",
      "pubs?",
      "hospitality",
      "mixed[- ]use",
      "churche?s?",
    ),
    terms: ["commercial", "residential", "types", "studios"],
    homes: ["/faq#what-types-of-projects-do-you-work-on"],
  },
  {
    id: "differentiators",
    names: words(
      "different",
      "differ",
      "difference",
      "better than",
      "stand out",
      "unique",
      "special",
      "why (?:should i |would i |should we |would we |would anyone |should anyone )?(?:choose|use|pick|hire|go with|appoint|pay) you",
      "why (?:i|we|anyone|someone|people) (?:should|would|might) (?:choose|use|pick|hire|go with|appoint) you",
      "(?:you|your (?:firm|company|service|team)) (?:rather than|instead of|over) (?:just )?(?:hiring|using|appointing|going with|getting)",
      "(?:all|firms|consultants|consultancies|companies|managers|everyone|everybody|they) (?:sound|look|seem)s? (?:exactly |just |pretty much )?the same",
      "(?:are|re) all (?:exactly |just |pretty much )?the same",
      "why you",
      "competitors?",
      "other (?:firms|companies|consultancies|development managers)",
      "usp",
      "advantage",
      "sets? (?:you|your (?:firm|company|team|service)) apart",
      "(?:selling|strong) points?",
      "distinguish(?:es)? (?:you|your)",
      "your (?:edge|strengths?)",
    ),
    terms: ["different", "roof", "manufacturers"],
    homes: ["/faq#what-makes-you-different-from-other-development-managers"],
  },
  {
    id: "smart-technology",
    names: words(
      "smart",
      "tech(?:nology)?",
      "proptech",
      "gadgets",
      // "What connected kit can you fit?": devices on the building's network.
      "connected (?:kit|devices?|tech|systems?|equipment|gear|buildings?)",
      "cctv",
      "cameras?",
      "intercoms?",
      "(?:smart|energy|water|electricity|gas) meters?",
      "metering",
      "wifi",
      // "Pre-app" is advice before a planning application, not a phone app.
      "(?<!\\bpre[- ])apps?",
      "meeting rooms?",
      "remote (?:site )?management",
      "ai",
      // An owner who is seldom there: the site is managed remotely.
      "remote(?:ly)?",
      "keep an eye on",
      "keep (?:a )?tabs on",
      "from a distance",
      "without (?:physically |actually |personally |always |ever )?(?:turning up|showing up|being (?:there|on site)|visiting|going (?:to|on)(?: the)? site|coming (?:to|on)(?: the)? site|travell?ing)",
      // "How would the owner track energy consumption?": metered use, which the smart meters report.
      "(?:track|tracks|tracking|monitor|monitors|monitoring|measur(?:e|es|ing)|watch|watching|log|logging|see|check) (?:the |my |our |their |its |how much |real-time |live )?(?:electricity|energy|power|gas|water|utility|utilities) (?:use|usage|consumption|bills?)",
      "(?:electricity|energy|power|gas|water|utility) (?:usage|consumption) (?:data|monitoring|tracking|in real time)",
      // "How would I know what's really going on on site?": seeing the site from afar.
      "(?:know|see|check|find out|keep up with|follow) what(?:'s| is) (?:really |actually )?(?:going on|happening)(?! (?:with|to) (?:my|our) (?:data|details|information|message|enquiry)\\b)",
      "(?:cannot|can not|rarely|seldom|hardly ever|only) (?:get|be|come|travel|visit|make it)(?: out)?(?: to| on)? (?:the )?(?:\\w+ )?site",
      "(?:get|come|travel|be) (?:to|on) (?:the )?(?:\\w+ )?site (?:\\w+ )?(?:twice|once|a few times)",
    ),
    weak: words("meters?"),
    terms: ["smart", "technology"],
    homes: ["/services#smart-building-technology"],
  },
  {
    id: "cost-engineering",
    names: words("cost engineering", "value engineering", "engineer(?:ing)? out"),
    terms: ["cost", "engineering"],
    homes: ["/faq#what-is-cost-engineering-and-how-do-you-apply-it"],
  },
  {
    id: "development-manager",
    names: words(
      "development manag(?:er|ers|ement)",
      "what is a dm",
      "what does a development manager",
      // "Aren't you just a main contractor?", "do you build it yourselves?": what we are, against a contractor.
      "(?:are|aren't|arent|are not) you (?:not )?(?:just |really |actually |simply )?(?:a |the )?(?:main |building |general )?(?:contractor|builder)s?",
      "(?:do|would|will) you (?:actually |really )?(?:build|construct) (?:it|them|the building|anything)(?: yourselves| yourself)?",
      "(?:do|would|will) you (?:actually |really )?(?:build|construct)(?: \\w+)? (?:yourselves|yourself)",
      "do you do the (?:building|construction|build)",
    ),
    terms: ["development", "manager"],
    homes: ["/faq#what-is-a-development-manager"],
  },
  {
    id: "contact",
    names: words(
      "contact",
      PHONE_TO_REACH,
      "telephone",
      "call",
      "email",
      "address",
      "(?:your|the firm's|head|registered) office",
      "where (?:is|are) the (?:office|offices|hq|headquarters)",
      // Not "a keyboard shortcut to reach them": a thing on the page got to.
      "(?<!\\b(?:shortcut|shortcuts|key|keys|keyboard|button|link|jump|tab) (?:to )?)reach",
      "get in touch",
      "speak",
      "consultations?",
      "appointments?",
      "message you",
      "text you",
    ),
    terms: ["contact", "email", "phone"],
    homes: ["/contact#get-in-touch"],
  },
  {
    // "Which accessibility standard do you meet?": the statement's commitment names it (WCAG 2.2 AA).
    id: "accessibility",
    names: words(
      "accessib(?:le|ility)(?: (?:standards?|statement|guidelines|level|compliance|target))?",
      "wcag",
      "screen ?readers?",
      "(?:disabled|blind|partially sighted|deaf) (?:visitors|users|people)",
    ),
    terms: ["accessibility", "wcag"],
    homes: ["/accessibility#our-commitment"],
  },
  {
    // "And what's the postcode?": the office's address, which the contact details give.
    id: "office-address",
    names: words("post ?codes?", "postal codes?", "(?:street|postal|office|full) address", "which street"),
    terms: ["office"],
    homes: ["/contact#get-in-touch"],
  },
  {
    // "How do we get started with you?", "what's the first step with you?": an exploratory call, on the contact page.
    id: "getting-started",
    names: words(
      "get(?:ting)? started",
      "(?:first|next) steps? (?:with|to working with|to work with|to hire|to hiring|to appoint|to appointing) (?:you|u|your (?:firm|team|company))",
      "(?:start|begin)(?:ing)? (?:working|to work|a project) with (?:you|u)",
      "how (?:do|would|can|should|does one) (?:i|we) (?:start|begin|proceed)(?: (?:with (?:you|u)|from here))?(?=\\s*[?.!]*$)",
      "how (?:do|would|can|should|does one) (?:i|we) (?:engage|hire|appoint|instruct|retain) (?:you|u|your (?:firm|team|company|services))",
      "where do (?:i|we) (?:start|begin)(?=\\s*[?.!]*$)",
      "exploratory calls?",
    ),
    terms: ["exploratory", "call"],
    homes: ["/contact#get-in-touch"],
  },
  {
    id: "response-time",
    names: words(
      "reply",
      "replies",
      "respond",
      "response",
      "gets? back",
      "hear back",
      "get a reply",
      "back to me",
      "answer (?:my|messages|enquiries)",
      "turnaround",
      "follow(?:s|ed)? (?:me|us) up",
      "follow(?:s|ed)? up on (?:my|our) (?:enquiry|message|email|form)",
      "(?:will|does|do|would) (?:someone|anyone|somebody|you|the team) follow (?:it |this |that )?up(?! (?:after|with|on site)\\b)",
      "how (?:quickly|soon|fast) (?:do|will|would) you follow up",
    ),
    displaces: ["timeline"],
    terms: ["answered", "hours", "reply"],
    homes: ["/contact#get-in-touch"],
  },
  {
    // "Who do I contact about a data protection question?": whom the privacy policy says to write to.
    id: "privacy-contact",
    names: words(
      "(?:contact|write to|e-?mail|reach|speak to|talk to|get hold of|get in touch with)\\b[^.?!]{0,30}\\b(?:data protection|privacy|gdpr|personal (?:data|information))",
      "(?:data protection|privacy|gdpr) (?:question|query|queries|questions|request|requests|complaint|contact|matter|matters|issue|issues|concern|concerns)",
    ),
    displaces: ["contact"],
    terms: ["policy", "personal", "information", "write"],
    homes: ["/privacy#contact-us"],
  },
  {
    // "How long do you keep what I send?": the policy's retention periods, not a programme's length.
    id: "data-retention",
    names: words(
      "how long (?:(?:do|will|would|can|could) )?you (?:keep|hold|store|retain|hang on to) (?:my|our|your|people's|visitors'|personal|any|what (?:i|we))(?: \\w+){0,2}?(?: (?:data|details|information|info|messages?|e-?mails?|enquir(?:y|ies)|records?|send|sent|give|gave|type|typed))?\\b(?! (?:goods|doors|materials|products|stock|items|deliveries)\\b)",
      "how long (?:is|are|will|would) (?:my|our|the|your) (?:personal )?(?:data|details|information|info|messages?|e-?mails?|enquir(?:y|ies)|records?) (?:be )?(?:kept|held|stored|retained)",
      "(?:keep|hold|store)(?:s|ing)? (?:my|our|what (?:i|we) (?:send|sent|give|gave|type|typed))\\b[^.?!]{0,30}\\bfor how long",
      "data retention",
    ),
    displaces: ["privacy", "timeline", "data-rights"],
    terms: ["kept", "keep", "retention"],
    homes: ["/privacy#data-retention"],
  },
  {
    id: "privacy",
    names: words(
      "privacy",
      "personal (?:data|information|details)",
      "my data",
      "data protection",
      "gdpr",
      "delete my",
      "erase",
      // Not the adverb: "right through to completion", "right away".
      "rights?(?! (?:through|now|away|here|there|up|down|after|before|from|at|into|across|round|around|back|along|off|out)\\b)",
      "retain|retention",
      "store my",
      "keep my",
      "share my",
      "sell my",
      "(?:hang|hold|hanging|holding) on to (?:my|our)",
    ),
    // "How long do you hang on to my information?" is how long it is kept, not a programme.
    displaces: ["timeline"],
    terms: ["personal", "information", "rights", "data"],
    homes: [],
  },
  {
    // What becomes of what the visitor gives: "what do you do with my email?", "how is my e-mail used?",
    // "what happens to my details after I subscribe?". Not how to reach us, though it names the e-mail.
    id: "data-use",
    names: words(
      `(?:do|doing|done) with (?:my|our) ${GIVEN_DETAILS}`,
      `happens? to (?:my|our) ${GIVEN_DETAILS}`,
      `(?:you|u) (?:\\w+ )?(?:use|using) (?:my|our) ${GIVEN_DETAILS}`,
      `(?:my|our) ${GIVEN_DETAILS} (?:is |are |gets? |will be |would be )?used`,
    ),
    displaces: ["contact"],
    terms: ["use", "enquiries", "proposals"],
    homes: ["/privacy#how-we-use-your-information"],
  },
  {
    // What the site records of a visitor: "what do you log about me just from browsing?", "what data do you collect?".
    id: "data-collected",
    names: words(
      "(?:what|which) (?:personal )?(?:data|information|info|details) (?:do|does|will|would|is) (?:you|the (?:site|website)|your (?:site|website))\\b[^.?!]{0,20}\\b(?:collect|log|record|gather|track|capture)",
      "(?:log|logs|track|tracks|record|records|collect|collects|gather|gathers|(?:pick(?:s|ing)?|picked|hoover(?:s|ing|ed)?)(?: \\w+)? up) (?:\\w+ ){0,2}(?:about|on|from) (?:me|us|visitors|people)",
      "(?:just )?(?:from )?(?:browsing|visiting) (?:the |your )?(?:site|website)",
      "(?:from|by|while|when) (?:i am |we are )?(?:just )?browsing\\b",
      "collect(?:ed|s)? automatically|automatically (?:collect|record|log)",
      "what do you (?:log|track|record|collect|gather)",
    ),
    displaces: ["privacy", "account"],
    terms: ["collect", "information"],
    homes: ["/privacy#information-we-collect"],
  },
  {
    // What a visitor may ask of the firm about their own data: "what GDPR rights do I have?", "can you wipe what
    // you hold on me?", "can I move it somewhere else?", "can I tell you to stop using it?". The policy's list of
    // rights answers each, where the privacy concept alone names no one section.
    id: "data-rights",
    names: words(
      "(?:gdpr|data protection|privacy|data|information) rights",
      "(?:what|which|my|our) rights\\b[^.?!]{0,40}\\b(?:data|information|details|privacy|gdpr)",
      // Asked alone ("what rights do I actually have?"), not "…if a supplier goes bust".
      "(?:what|which) rights do (?:i|we) (?:actually |really )?have(?=\\s*(?:[?.!]|$|exactly|over (?:it|them|my|our)|with you))",
      // "List those rights for me", "what can I ask you to do with it?" of information held about the visitor.
      "(?:list|name|give me|tell me|what are|spell out) (?:those|these|the|my|all (?:the|my|those)) rights(?=\\s*(?:[?.!]|$|for me|again|please|i have|you mention))",
      // What is left of "list those rights for me" once the way to answer is taken out.
      "^(?:the |those |these |my |all )?rights(?: for me| please| then)?(?=\\s*[?.!]*\\s*$)",
      "what can (?:i|we) (?:ask|get|make|tell|require) you (?:to )?do with my (?:data|information|details|info)",
      "(?<=\\b(?:information|data|details)\\b[^?]{0,60})what can (?:i|we) (?:ask|get|make|tell|require) you (?:to )?do with (?:it|them)",
      "rights? (?:under|over|to|regarding|about|with) (?:the |uk |my |our )?(?:gdpr|data|information|details|privacy|data protection)",
      `(?:delete|erase|wipe|remove|destroy|scrub|get rid of)(?: all| any)? (?:of )?(?:my|our|the|any|that) (?:personal )?(?:data|details|information|info|records?|e-?mail(?: address)?)`,
      "(?:delete|erase|wipe|remove|get rid of) (?:everything|anything|whatever|all|what) (?:that )?you (?:hold|have|keep|store)",
      "(?:a )?copy of (?:my|our|the|any) (?:personal )?(?:data|information|details|info)",
      "(?:move|transfer|port) (?:it|them|my (?:data|information|details)) (?:somewhere else|elsewhere)",
      "take my (?:data|information|details) (?:somewhere else|elsewhere)",
      "(?:move|transfer|port|take) (?:(?:it|them|my (?:data|information|details)) )?(?:over )?to (?:another|a different|other|a new) (?:company|provider|organi[sz]ation|firm|supplier|business|controller|service)",
      // "My data in a form I can move": a copy to take with them.
      "(?:my|our) (?:personal )?(?:data|information|details) in (?:a|an|some) (?:\\w+ ){0,2}(?:form|format|file)",
      "(?:send|give) (?:it|them|my (?:data|information|details)) to (?:another|a different|other) (?:company|provider|organi[sz]ation|firm|supplier|business)",
      "(?:data )?portability",
      "stop (?:you )?(?:using|processing|holding|keeping|storing) (?:my|our) (?:personal )?(?:data|details|information|info|e-?mail)",
      "stop (?:you )?(?:processing|holding|storing) (?:it|them)",
      "withdraw (?:my |our )?consent",
      // "If I say yes to using my data, can I change my mind later?": a mind changed about what was agreed to.
      "change (?:my|our|the) minds?(?=[^.?!]*\\b(?:data|information|details|consent|e-?mail)\\b)",
      "(?:data|information|details|consent|e-?mail)\\b[^.?!]*\\bchange (?:my|our|the) minds?",
      "(?:correct|fix|update) (?:my|our) (?:personal )?(?:data|details|information)",
      "(?:right to )?be forgotten",
    ),
    displaces: ["privacy", "cookies", "newsletter"],
    terms: ["rights", "access", "delete", "portability", "object", "withdraw"],
    homes: ["/privacy#your-rights"],
  },
  {
    // Who else sees what a visitor gives: "do you share my details with other companies?", "do you sell my email?".
    id: "data-sharing",
    names: words(
      "(?:share[sd]?|sharing|sell(?:s|ing)?|sold|pass(?:es|ed|ing)?|give[sn]?|gave|giving|hand(?:s|ed|ing)?|disclose[sd]?|disclosing|trade[sd]?|trading) (?:on |over |out )?(?:my|our|your (?:visitors|clients|subscribers)'?|people's|personal) (?:personal )?(?:data|details|information|info|e-?mails?|e-?mail address(?:es)?|contact details|names?)",
      "(?:sell|pass on|hand over|give away) (?:it|them) to",
      "third[- ]part(?:y|ies)",
    ),
    // "Other companies" here are whom the data would go to, not the firm's competitors.
    displaces: ["privacy", "differentiators"],
    terms: ["sharing", "share", "third", "parties"],
    homes: ["/privacy#sharing-your-information"],
  },
  {
    // The law the policy stands on: "which law gives me the right to have my data deleted?".
    id: "data-law",
    names: words(
      "(?:which|what) (?:law|laws|legislation|regulations?|act|statute)\\b[^.?!]{0,60}\\b(?:data|privacy|information|details|gdpr|delete|erase)",
    ),
    displaces: ["data-rights"],
    terms: ["gdpr", "protection", "act"],
    homes: ["/privacy#about-this-policy"],
  },
  {
    // Quality checked while things are made: "do you inspect products during manufacture?", "do you actually
    // check the factories?", "how do you make sure the factory is making it right?".
    id: "factory-checks",
    names: words(
      "(?:check|checks|checking|checked|inspect(?:s|ing|ed|ion|ions)?|monitor(?:s|ing)?|control(?:s|ling)?|oversee(?:s|ing)?|supervis(?:e|es|ing|ion)|visit(?:s|ing)?|go(?:es)? (?:in)?to|audit(?:s|ing)?|trust) (?:the |your |their |those |overseas |foreign )?(?:factor(?:y|ies)|production|fabrication)",
      "(?:factory|manufactur(?:ing|er)|production) (?:checks?|inspections?|visits?|quality|qa|testing)",
      "(?:during|while (?:it is |they are |things are |it's |they're )?(?:being )?)(?:manufactur(?:e|ed|ing)|produc(?:tion|ed)|made|fabricat(?:ion|ed))",
      "(?:factory|manufacturer) (?:is |are )?(?:actually )?making it right",
      // "…while the items are actually being made?"
      "while (?:[\\w']+ ){1,4}being (?:made|manufactured|produced|fabricated)",
      // Quality checked or controlled: "who checks the quality?", "what quality control do you do?".
      // Not quality weighed against cost ("how do you control quality and cost?"): that is the FAQ's balance.
      `(?:check(?:s|ing|ed)?|inspect(?:s|ing|ed)?|test(?:s|ing|ed)?|control(?:s|ling|led)?) (?:the |its |their |product |products' )?quality${NOT_AGAINST_COST}`,
      `quality (?:checks?|checking|control|inspections?|testing)${NOT_AGAINST_COST}`,
    ),
    displaces: ["quality", "procurement"],
    terms: ["stage", "checks", "qa", "inspected", "manufacturing"],
    homes: ["/procurement-playbook#six-key-principles", "/procurement-playbook#quality-assurance-and-risk-management"],
  },
  {
    // The site's own search box: "how does the search work?", "I typed 'fd' and nothing came up".
    // Not a search for manufacturers or for land.
    id: "site-search",
    names: words(
      "search (?:box|bar|field|function|feature)",
      "(?:the|your|site|website)(?:'s)? search(?! (?:for|of|and))",
      "search (?:the|this|your) (?:site|website)",
      "typ(?:ed|ing|e) ['\"\u2018\u201c]?[\\w-]{1,3}['\"\u2019\u201d]?(?: in| into it)? (?:and|but)(?: it)?(?: (?:got|get|gave|gives|found|finds|shows?|showed))? (?:nothing|no results)",
      "(?:typ(?:ed|ing)|search(?:ed|ing)?)[^.?!]{0,30}\\b(?:gives?|gave|shows?|showed|returns?|returned|finds?|found|came up with|comes up with) (?:me )?(?:nothing|no results)",
    ),
    // "Where do the results show up?": the search's results, not the firm's.
    displaces: ["track-record"],
    terms: ["search", "characters", "typed"],
    homes: ["/accessibility#using-this-site"],
  },
  {
    // "How do I know it worked?": what the site shows once a form has gone through.
    id: "confirmation",
    names: words(
      "how (?:(?:do|will|would|can|could) )?(?:i|we) (?:know|tell|be sure|check)(?: (?:if|that|whether))? (?:it|that|this|the \\w+(?: \\w+)?|my \\w+(?: \\w+)?) (?:has |have |had )?(?:worked|went through|gone through|got through|been (?:sent|received|accepted)|succeeded|(?:was|is|got|gets) (?:sent|received|delivered))",
      // "How I know it is working?": of the visitor's own sign-up or message, not of "the process" or "the system".
      "how (?:(?:do|will|would|can|could) )?(?:i|we) (?:know|tell|be sure|check)(?: (?:if|that|whether))? (?:it|that|my (?:\\w+ )?(?:e-?mail|message|sign-?up|subscription|enquiry|form)) (?:is working|works)",
      "(?:did|has) (?:it|that|my \\w+(?: \\w+)?) (?:work|go through|get through|succeed)",
      "confirmation (?:e-?mail|message|screen|page)",
      "(?:get|receive|see) (?:a |any )?confirmation",
      "what happens (?:after|once|when) (?:i|we) (?:send|submit|press send|hit send|sign up|subscribe)",
      // "What do I see once I've signed up?": what the form shows when it has gone through.
      "what (?:do|will|would|should|can) (?:i|we) see (?:after|once|when) (?:i|we)(?: have| am| are)? (?:signed up|sign up|subscribed|subscribe|sent|send|submitted|submit)",
    ),
    terms: ["confirms"],
    // The statement's "Using This Site" says what each form shows once it has gone through.
    homes: ["/accessibility#using-this-site"],
  },
  {
    // The questions asked most often, which the FAQ page answers: "what do people usually ask?", "common
    // questions". "People" here are those who ask, not the firm's team. The FAQ named is found by its own words.
    id: "faq",
    names: words(
      "(?:most )?(?:common|usual|typical|frequent|popular|standard|obvious) questions",
      "questions (?:people|clients|developers|visitors|everyone|folk|folks) (?:usually |normally |often |typically |always |tend to )?ask(?! for)",
      "what (?:do|does) (?:people|clients|developers|visitors|everyone|folk|folks|most people) (?:usually |normally |often |typically |always |mostly |tend to )?ask(?! for)",
    ),
    displaces: ["team"],
    terms: ["questions", "ask", "often"],
    homes: ["/faq"],
  },
  {
    // "Where do I go if the FAQ doesn't answer my question?": the FAQ's closing box sends the visitor to the team.
    id: "still-questions",
    names: words(
      "(?:doesn't|does not|didn't|did not|can't|cannot|won't) (?:answer|cover|help with|solve) (?:my (?:question|query|problem)|mine)",
      "(?:my (?:question|query)|mine) (?:isn't|is not|wasn't|was not|isnt) (?:answered|covered|there|listed|in (?:it|there|the faq))",
      "still (?:have|got) (?:a |some |more )?(?:questions?|queries)",
    ),
    displaces: ["faq", "contact"],
    terms: ["questions", "contact", "team"],
    homes: ["/faq#still-have-questions"],
  },
  {
    // The site as a whole: "what's on this website?", "which pages are there?", "where should I start reading?".
    // The site itself, not "the site appraisal" or "the site visit": where it is named alone, it ends the clause.
    id: "site-map",
    names: words(
      `(?:what|what's|whats) (?:is )?(?:on|in) ${THE_SITE}${CLAUSE_ENDS}`,
      `(?:which|what|how many) pages (?:are there|(?:does|has) ${THE_SITE}(?: got| have)?|do you have|are (?:on|in) ${THE_SITE})`,
      "site ?map",
      `(?:sections|parts|areas) of ${THE_SITE}`,
      `(?:an? )?overview of ${THE_SITE}${CLAUSE_ENDS}`,
      `(?:where|what) (?:should|do|can|shall|would) (?:i|we) (?:start|begin) (?:reading|looking|on ${THE_SITE}|with ${THE_SITE})`,
      "(?:start|begin) reading",
      "(?:find|found|finding) (?:my|our) way around",
      "(?:what|what's|whats) (?:is )?in the (?:main |top )?(?:menu|navigation)",
      "(?:main |top )?(?:menu|navigation)(?: bar)? (?:items|links|options)",
      // "What items are in the main navigation menu?", "what's on the nav bar?".
      "(?:items|links|options|pages|tabs) (?:are |is )?(?:in|on|under) the (?:main |top )?(?:navigation|nav|menu)(?: menu| bar)?",
      "(?:main|top) (?:navigation|nav)(?: menu| bar)?",
      "nav ?bar",
      "(?:in|on) the footer",
      "footer (?:links|columns)",
    ),
    terms: ["navigation", "footer"],
    homes: [`/#${SITE_MAP_ANCHOR}`],
  },
  {
    // Passing an article on: "can I share it on LinkedIn?", "can I send it to a colleague?". Not the team's
    // LinkedIn profiles, nor what the firm shares of a visitor's data.
    id: "sharing",
    names: words(
      "share (?:it|this|that|them|one|an? (?:article|post|blog)|the (?:article|post|blog))",
      "(?<!\\b(?:you|u) )(?:send|forward|pass|email|e-mail) (?:it|this|that|one|an? (?:article|post)|the (?:article|post|link)) (?:on )?to (?:a |my |our |the )?(?:(?:business|work|fellow|joint|other) )?(?:colleagues?|friends?|boss|partners?|someone|team|clients?|investors?)",
      "(?:post|put) (?:it|this|that|one|an? (?:article|post)|the (?:article|post)) on (?:linkedin|twitter|x)",
      "share (?:options|button|buttons|menu)",
      // "Which platforms can your articles be shared to?", "can I send articles to colleagues?".
      "(?:articles?|posts?|blog posts?|insights) (?:be |get |are |is )?shared",
      "shar(?:e|ing) (?:your |the |our |these |those )?(?:articles|posts|blog posts)",
      "(?<!\\b(?:you|u) )(?:send|forward|pass|email|e-mail) (?:your |the |these |those )?(?:articles|posts|blog posts) (?:on )?to",
      "sharing (?:options|button|an? article|articles|posts?)",
      // "How do I send 1 of your blog posts to my mate on LinkedIn?".
      "(?<!\\b(?:you|u) )(?:send|forward|pass|email|e-mail|share|post) (?:one|1|some|a few|any) of (?:your |the |our |these |those )?(?:articles|posts|blog posts|blogs)",
    ),
    // The article is what is shared, not what is asked about.
    displaces: ["blog"],
    terms: ["share", "sharing", "linkedin", "twitter"],
    homes: ["/accessibility#using-this-site"],
  },
  {
    // The short messages that report what a form did: "how do I jump to the notifications with the keyboard?".
    id: "notifications",
    names: words("notifications?(?: area| region| panel)?", "toasts?", "pop-?up (?:messages?|alerts?)", "alt ?\\+ ?t"),
    // "The notifications area" is a part of the page, not a place the firm works.
    displaces: ["areas", "cookie-banner"],
    terms: ["notifications", "alt"],
    homes: ["/accessibility#using-this-site"],
  },
  {
    // The playbooks together, neither named: "what playbooks do you publish?", "where are the playbooks in the menu?".
    id: "playbooks",
    names: words("(?:which|what|how many) (?:play ?books|guides)", "(?:play ?books?|guides?) (?:menu|drop-?down)"),
    weak: words("play ?books", "(?:both|two) (?:play ?books|guides)"),
    terms: ["playbooks"],
    homes: [`/#${PLAYBOOKS_MENU_ANCHOR}`],
  },
  {
    // The playbooks' step-by-step demos as a visitor meets them: playing by themselves, to be paused or started
    // again. "The steps of the walkthrough" are the playbook's steps; "how long does each step stay up?" is the demo.
    id: "demos",
    names: words(
      // Not a count of its steps: "how many steps in the delivery playbook demo?" asks about the walkthrough.
      "(?<!\\bhow many\\b[^.?!]{0,40})demos?",
      "auto-?play(?:s|ing)?",
      "(?:play|plays|playing|run|runs|running) (?:through )?(?:by itself|on its own|automatically)",
      "(?:moves|moving|flips|flipping|skips|skipping|jumps|jumping|goes|going|changes|changing|advances|advancing) (?:on|ahead|forward|over)?(?: to the next(?: step| one)?)? ?(?:on its own|by itself|automatically|too (?:quickly|fast))",
      "(?:moves|flips|skips|jumps|goes) on too (?:quickly|fast)",
      // "How fast does it move between steps?": the demo's pace, not a programme's ("how do you move from one step
      // to the next in the procurement process?" asks about the steps).
      "(?:how (?:fast|quickly|slowly)|speed|pace)[^.?!]{0,30}\\b(?:moves?|moving|goes|going|changes?|changing|switch(?:es|ing)?|advances?|advancing) (?:on )?(?:between|from one) (?:the )?steps?",
      "(?:each|a|every) step stays? (?:up|on (?:screen|the screen))",
      "(?:pause|freeze|stop|restart|replay) (?:the |that |it |this )?(?:walk-?through|demo|animation|slideshow|steps?)",
      "(?:walk-?through|animation|slideshow) (?:again|from (?:the start|step one|the beginning))",
      // "How do I start the delivery walkthrough again?", "what does the walkthrough button say?".
      "(?:start|play|run|watch) (?:the |that |it |this )?(?:\\w+ )?(?:walk-?through|demo|animation|slideshow)s? (?:again|over|from (?:the start|step one|the beginning))",
      "(?:walk-?through|demo|animation|slideshow)(?:'s)? (?:buttons?|controls?)",
      // "What happens when it reaches the last step?", "can I jump straight to a specific step?": the demo playing.
      "(?:when|once|after|if) (?:it|the demo|the walk-?through|the animation|the slideshow) (?:reaches|gets to|hits|arrives at|comes to) (?:the )?(?:last|final|end)",
      "(?:jump|skip|go|click) (?:straight |directly |right )?to (?:a |one |any |the )?(?:specific |particular |certain |single |individual |chosen )?step\\b(?! (?:\\d|one|two|three|four|five|six|seven|eight|nine)\\b)",
    ),
    displaces: ["timeline"],
    terms: ["demo", "pause", "reset", "start"],
    homes: ["/accessibility#using-this-site"],
  },
  {
    // The banner that asks for consent, and its buttons: "what happens if I close the cookie pop-up with the X?".
    // Its entry is the footer's "Cookie settings" button, which shows it again; the policy's cookies section
    // follows it.
    id: "cookie-banner",
    names: words(
      "cookies? (?:banners?|pop-?ups?|notices?|bar|box|message|prompt|window|consent (?:banner|box|pop-?up))",
      "(?:the|that|this) banner",
      "cookie settings",
      "(?:click(?:s|ed|ing)?|press(?:es|ed|ing)?|tap(?:s|ped|ping)?|hit(?:s|ting)?) (?:on )?(?:the |that |its )?(?:little |small |tiny )?(?:x|cross|close (?:button|icon))",
    ),
    terms: ["banner", "decline", "accept"],
    homes: [`/#${COOKIE_SETTINGS_ANCHOR}`],
  },
  {
    id: "cookies",
    names: words(
      "cookies?",
      // Not goods tracked: "storing it, tracking it and coordinating it", "tracking the shipments".
      "tracking(?! (?:it|them|each|every|the (?:goods|materials|deliver\\w*|shipments?|progress|programme|items|orders?|containers?|stock)|deliver\\w*|shipments?|progress|goods|materials|orders?|stock))",
      // "Do you track me?", not "track my project's progress".
      "track(?:s|ed)? (?:me|you|visitors|users|people|my (?:visits?|browsing|activity|data|movements?|clicks?|ip))",
      "spy(?:ing)? on",
      "analytics",
      "tracked",
      "opt(?:-| )?out",
      "(?:turn|switch) (?:them |it |cookies )?off",
      "reject(?:ing)?",
      "declin(?:e|ing)",
      "refus(?:e|ing)",
      "say no to",
      "disabl(?:e|ing)",
    ),
    weak: words("consent"),
    terms: ["cookies", "consent", "decline", "settings"],
    homes: ["/privacy#cookies"],
  },
  {
    // "What level of specification compliance do you claim?": the record (100%), not how compliance is checked.
    id: "compliance-record",
    names: words(
      "spec(?:ification)? compliance",
      "(?:level|rate|record|percentage|share) of (?:spec(?:ification)? )?compliance",
      "compliance (?:rate|record|level|figure|percentage|score)",
    ),
    displaces: ["quality"],
    terms: ["specification", "compliance"],
    homes: ["/case-studies", "/faq#how-do-you-balance-quality-against-cost"],
  },
  {
    // "Once the goods land on site, who looks after them?", "so nothing walks off": the main contractor, who
    // manages inventory, risk and site coordination (the procurement playbook's principle and its step 9).
    id: "goods-on-site",
    names: words(
      `(?:who|which party|whose job|whose responsibility)\\b[^.?!]{0,50}\\b(?:look(?:s|ing)? after|keep(?:s|ing)? (?:track|an eye)|tak(?:e|es|ing) (?:ownership|charge|care|responsibility)|responsible|in charge|stor(?:e|es|ing)|manag(?:e|es|ing)|handl(?:e|es|ing)|deal(?:s|ing)? with|coordinat\\w*|receiv\\w*|sign(?:s)? for)\\b[^.?!]{0,30}\\b${GOODS}\\b[^.?!]{0,40}\\b(?:on ?site|arrives?|arrived|arrival|lands?|landed|gets? (?:to|on) site|delivered|turns? up|comes? in)\\b`,
      `(?:once|when|after) (?:the |our |your )?${GOODS} (?:\\w+ )?(?:arrives?|arrived|lands?|landed|gets? (?:to|on) site|turns? up|is delivered|are delivered|comes? in)\\b[^.?!]{0,60}\\b(?:who|which party|whose|what would we|what do we|what are we)\\b`,
      "(?:nothing|stuff|goods|materials|things) (?:walks? off|goes? missing|get(?:s)? lost|disappears?)",
      // "What would we be responsible for once materials land?": the same, asked before the goods arrive in the sentence.
      `(?:who|which party|whose|what would we|what do we|what are we|what will we|what would i|what do i)\\b[^.?!]{0,60}\\b(?:once|when|after) (?:the |our |your )?${GOODS} (?:\\w+ )?(?:arrives?|lands?|gets? (?:to|on) site|turns? up|is delivered|are delivered|comes? in)\\b`,
      "(?:inventory|stock) (?:on site|management)",
      "(?:nobody|no one|no-one) on site (?:takes?|taking) (?:ownership|charge|responsibility)",
    ),
    terms: ["main", "contractor", "inventory", "site", "coordination"],
    homes: ["/procurement-playbook#six-key-principles"],
  },
  {
    // "It says Page Not Found", "the link from an old email didn't work": the 404 page and its two buttons.
    id: "not-found",
    names: words(
      "404",
      "page not found",
      "(?:page|link|url|address|web address|bookmark)s? (?:that )?(?:doesn't|does not|didn't|did not|won't|isn't|is not|no longer|wasn't|was not) (?:exist|exists|work|working|load|loading|open|there)",
      "(?:says?|saying|said|shows?|showing) (?:that )?(?:the )?page (?:doesn't|does not|didn't|no longer) exist",
      "(?:broken|dead|old|bad|wrong|mistyped|outdated|expired) (?:links?|urls?|web address(?:es)?|bookmarks?)",
      "(?:page|link)s? (?:has|have|had) (?:been )?(?:moved|removed|deleted|gone)",
      // "I typed one of your addresses wrong and got a dead page": a page for an address that leads nowhere.
      "(?:dead|blank|missing|error) pages?",
      "(?:typed|mistyped|entered|put in|got) (?:one of )?(?:your|a web|the web) (?:addresses|address|urls?|links?) wrong",
    ),
    terms: ["404", "found"],
    homes: ["/accessibility#using-this-site"],
  },
  {
    id: "newsletter",
    names: words(
      "newsletter",
      "subscri(?:be|bing|ption)",
      "mailing list",
      "sign(?:ing)? up for (?:updates|news|insights)",
      "updates",
      "(?:sent|send (?:them|it)) to me",
      "(?:sent|delivered|straight) to my (?:inbox|email)",
      "(?:in|into) my inbox",
    ),
    // "Where's the sign-up box?": the newsletter's form, unless something else is signed up for ("a consultation").
    weak: words("sign[- ]?up(?: box| form| field)?", "signing up", "signed up"),
    terms: ["newsletter", "subscribe"],
    homes: ["/#newsletter"],
  },
  {
    // "How do I stop getting your emails?", "can I opt out later?": the link in every issue, and consent withdrawn.
    id: "unsubscribe",
    names: words(
      "unsubscrib(?:e|ing)",
      "(?:stop|quit|cancel|end) (?:getting|receiving|being sent) (?:your |the |these |those |any )?(?:e-?mails?|newsletters?|updates|messages|mail(?:ings|shots)?)",
      "opt(?:ing)? out(?: of (?:your |the )?(?:e-?mails?|newsletters?|updates|mailing list))?",
      "(?:take|get) (?:me|us|my (?:e-?mail|address)) off (?:your|the) (?:list|mailing list|e-?mail list)",
      "(?:remove|delete|drop) (?:me|us|my (?:e-?mail|address)) from (?:your|the) (?:newsletter|list|mailing list|e-?mail list)",
    ),
    displaces: ["newsletter"],
    terms: ["unsubscribe", "withdraw"],
    homes: ["/#newsletter", "/privacy#your-rights"],
  },
  {
    // "Can I log in to track my project?", "do I need an account?": the site has none.
    id: "account",
    names: words(
      "(?:log|sign)(?: ?in|-in)(?! (?:to|with|into) (?:whatsapp|linkedin|twitter|x|google|facebook|microsoft)\\b)",
      "logon",
      "(?<!\\b(?:take|taken|takes|taking) (?:into )?)(?<!\\bbank )(?:user |client |customer |my )?accounts?(?! of\\b)",
      "(?:client|customer) (?:portal|area|login|dashboard)",
      "portal",
      "register(?! (?:of|for (?:the |our |your )?newsletter))",
      "registration",
      "dashboard",
    ),
    terms: ["account", "register", "sign", "log"],
    homes: ["/accessibility#using-this-site"],
  },
  {
    id: "blog",
    names: words(
      "blog",
      // Not the visitor's own: "for my article", "a piece I'm writing".
      "(?<!\\b(?:my|our|(?:writing|write|wrote|for) an?) )articles?",
      // Not "post-novation", "post-completion".
      "posts?(?!-)",
      "insights",
      "federal reserve",
      "fed",
      // "Have you written anything longer on that?": an article is asked for, whatever it is about.
      "(?:you )?(?:written|published) (?:anything|something|much|more|an? (?:piece|article))",
      "write-?ups?",
      // "How many pieces have you published in your writing section?": the articles, where the firm writes.
      "(?:writing|articles?|insights?|news|reading) (?:section|page|area|part)",
      "pieces? (?:you(?:'ve| have)? |have you |did you )?(?:published|written|posted|publish|write|post)",
      "(?:published|written|posted) (?:pieces|writing)",
    ),
    // "Can I read about your procurement?" asks about procurement; "anything to read about?" about the blog.
    // "Something to read", "further reading": the blog only when the message names nothing else to read.
    weak: words(
      "write about",
      // "Where can I read about that?" asks for the page about it, not for the blog.
      "(?<!\\bwhere (?:can|could|do|should|would) (?:i|we) )read about",
      "(?:anything|something) (?:longer|more (?:in[- ]depth|detailed)|in[- ]depth) (?:to read|written|on|about)",
      "(?:read|reading) (?:something|anything)",
      "(?:anything|something) (?:i|we) (?:can|could) read",
      "further reading",
      "reading material",
      "long(?:er)? reads?",
    ),
    terms: ["insights"],
    homes: [],
  },
  {
    // What a whole order or package came to, as the case studies give it ("the door package against UK prices"):
    // "the totals for the whole order", "total cost both ways?". The order's total, not the firm's track record.
    id: "order-total",
    names: words(
      "(?:whole|entire|full|total|complete) (?:order|package|lot|batch|supply)",
      "totals? (?:cost|costs|price|prices|spend|bill|figures?)",
      "(?:cost|costs|price|prices|spend|bill) (?:in total|altogether|overall)",
      "totals? (?:for|of) (?:the|that|this) (?:whole )?(?:order|package|lot|job)",
    ),
    displaces: ["track-record"],
    terms: ["package"],
    homes: [],
  },
  {
    // One team leading every party, with one line of reporting to the client: the answer to a client who is the
    // hub of every consultant's e-mails.
    id: "central-management",
    names: words(
      "central(?:ly)? (?:management|managed|manage)",
      "too many (?:consultants|advisers|advisors|parties|people|firms|voices)",
      "(?:all |each |every one |everyone |they all )?(?:reporting|report|reports) (?:straight |directly )?to (?:me|us)",
      "(?:one|single) (?:point of contact|point of accountability|line of reporting|team in charge|person in charge|party in charge)",
      "conflicting advice",
      "(?:who|someone to|somebody to) (?:leads?|runs?|coordinates?|manages?|pulls? together) (?:all )?(?:the |my |our )?(?:consultants|parties|advisers|trades)",
      "coordinat(?:e|ing|ion of) (?:all )?(?:the |my |our )?(?:consultants|parties|advisers|trades)",
    ),
    displaces: ["consultants"],
    terms: ["central", "management", "single", "point"],
    homes: ["/delivery-playbook#four-key-delivery-principles"],
  },
  {
    id: "consultants",
    names: words(
      "consultants?",
      "architects?",
      "engineers?",
      "surveyors?",
      "(?:quantity |building )?surveying",
      "interior designers?",
      "fire safety",
      "approved inspectors?",
      "principal designer",
      "lawyers?",
      "solicitors?",
      "legals?",
      "professional team",
      "(?:which|what|other) professionals",
      "professionals (?:i|we) (?:need|will need|would need|should appoint|have to appoint)",
    ),
    terms: ["consultants"],
    homes: ["/delivery-playbook#consultant-structure"],
  },
  {
    id: "contracts",
    names: words(
      "contracts?",
      "contractual",
      "novation",
      "novated",
      "design and build",
      "jct",
      "appointments?",
      "structure(?:d)?",
      "(?:delivery|contract(?:ing)?) (?:model|route|method)",
      "procurement (?:model|route)",
      // Who answers for what: the structure of the contracts is the site's answer to blame between parties.
      "blam(?:e|es|ed|ing)",
      "finger[- ]?pointing",
      "pointing (?:fingers|at each other)",
      "accountab(?:le|ility)",
      "who answers to (?:whom|who)",
      // Who takes part: "all the parties involved in your delivery model", "who's involved in a project?".
      "(?:the |all (?:the )?)?parties (?:involved|to (?:it|the (?:contract|project|job)))",
      "who(?:'s| is| are| else is) (?:all |else )?involved",
      // "Do the designers end up working for the builder instead of for me?": the design team novated.
      "(?:designers?|design team|architects?|engineers?|consultants?) (?:\\w+ ){0,3}(?:work(?:s|ing)?|answer(?:s|ing)?|report(?:s|ing)?|transfer(?:s|red)?|mov(?:e|es|ed|ing)|switch(?:es|ed)?) (?:over )?(?:for|to|across to) (?:them|the (?:main )?contractor|the builder)",
    ),
    terms: ["contract", "novation", "design", "build"],
    homes: ["/delivery-playbook#team-structure-and-contractual-relationships"],
  },
  {
    id: "risk",
    names: words(
      "risks?",
      "liabilit(?:y|ies)",
      "responsib(?:le|ility)",
      "what if (?:something|it) goes wrong",
      "goes wrong",
      "overruns?",
      "delays?",
    ),
    terms: ["risk"],
    homes: [],
  },
  {
    id: "track-record",
    names: words(
      "track record",
      "achievements?",
      "results",
      "how much have you (?:saved|delivered)",
      "in total",
      "overall",
      "so far",
      "to date",
      "over the years",
      "total (?:floor ?space|floor ?area|footage|space|area|sq ft)",
      "(?:floor ?space|floor ?area|footage|space|sq ft)(?: (?:have|has))? (?:you|you've|the team|your team)(?: have)? (?:delivered|handled|done|completed|built)",
      "(?:in|over|across) (?:your|their|the team's|our) careers?",
      "figures",
      "stats",
      "numbers",
      "headline (?:numbers|figures|results|stats)",
      // "How much building spend has gone through your hands?": the capital expenditure delivered.
      "(?:gone|passed|been) through your (?:hands|books)",
    ),
    terms: ["delivered", "saved", "capex"],
    // The home page's figures: the track record at a glance.
    homes: ["/#our-results-in-figures"],
  },
  {
    id: "evidence",
    names: words(
      "independently",
      "independent (?:check|checks|verification|audit|confirmation|assessment|quantity surveyor|surveyor|review|proof|evidence)",
      "(?:anyone|anybody|someone|somebody) independent",
      // "Has anyone outside your firm checked it?": someone independent of us.
      "(?:anyone|anybody|someone|somebody|people) (?:from )?outside (?:your|the|this) (?:firm|company|business|team|organisation|organization)\\b[^.?!]{0,40}\\b(?:verif|check|confirm|audit|assess|validat|review)\\w*",
      "(?:verif|check|confirm|audit|assess|validat|review)\\w*[^.?!]{0,40}\\b(?:by )?(?:anyone|anybody|someone|somebody|people) (?:from )?outside (?:your|the|this) (?:firm|company|business|team)",
      "independent (?:\\w+ ){0,3}(?:checked|verified|confirmed|audited|assessed)",
      "verif(?:y|ied|ies|ication)",
      "audit(?:ed|s)?",
      "third[- ]party",
      "proof",
      "prove",
      "evidence",
      "back (?:it|that|this) up",
      "(?:just|only|pure) marketing",
      "checked by",
      "who (?:confirmed|checked|audited|validated|certified|measured) (?:it|that|this|the|those|these|your)",
    ),
    // "Who verified your savings?" asks for the verification, which is where the site states one.
    displaces: ["savings", "track-record"],
    terms: ["third-party", "confirmed", "benchmark"],
    homes: ["/projects#islington"],
  },
];

export function conceptsIn(text: string, setting: readonly Concept[] = []): Concept[] {
  const named = CONCEPTS.filter((c) => c.names.test(text));
  if (!named.length) {
    // "I've no planning yet. Have you taken on anything without consent?": a weak name several concepts share is
    // the one the setting of the question (what the visitor said before it) names, when it names one.
    const weak = CONCEPTS.filter((c) => c.weak?.test(text));
    const set = weak.filter((c) => setting.includes(c));
    return weak.length > 1 && set.length ? set : weak;
  }
  const displaced = new Set(named.flatMap((c) => c.displaces ?? []));
  return named.filter((c) => !displaced.has(c.id));
}

// Every occurrence of a concept's names, weak ones too, compiled once.
const everyName = new Map(
  CONCEPTS.map((c) => [c.id, new RegExp(c.weak ? `${c.names.source}|${c.weak.source}` : c.names.source, "g")]),
);

// A concept's own names, compiled once to find every occurrence.
const strongNames = new Map(CONCEPTS.map((c) => [c.id, new RegExp(c.names.source, "g")]));

/**
 * The words of `text` that name the concept: its weak names only when nothing else named it ("Richmond" is
 * where we work in "what about Richmond?", but only the visitor's address in "we're based in Richmond, what
 * do you charge?").
 */
export function namesOf(concept: Concept, text: string): string[] {
  const strong = text.match(strongNames.get(concept.id) ?? concept.names) ?? [];
  return strong.length ? strong : (text.match(everyName.get(concept.id) ?? concept.names) ?? []);
}

/** Words that name a concept are the concept; they are not asked for separately. */
export function withoutConceptNames(text: string, concepts: readonly Concept[]): string {
  let out = text;
  for (const c of concepts) out = out.replace(everyName.get(c.id) ?? c.names, " ");
  return out;
}

/**
 * Topics a visitor may raise that the website says nothing about: jobs,
 * reviews, the firm's finances or shares, the weather. A word of the site
 * inside such a question ("vacant" in "vacancies", "stock" in "stock
 * exchange") must not pass for an answer.
 */
export const OFF_SITE = new RegExp(
  `\\b(?:${[
    // "Are you hiring?" asks about jobs at the firm; "different from hiring a QS" about the firm's work.
    `(?:are|is) (?:you|you guys|the (?:firm|company|team)|your (?:firm|company|team)|${escapeForPattern(company.name.toLowerCase())}) (?:currently |still |now )?hiring`,
    "hiring (?:now|at the moment|currently|staff|people|graduates|anyone|new|process)",
    "your hiring",
    "recruit(?:ing|ment)?",
    "vacanc(?:y|ies)",
    // Not the team's own careers: "the founders' career history" is the Team Journey.
    "careers?(?! (?:history|histories|background|so far|to date|timeline|journey))",
    "jobs? (?:going|available|openings?)",
    "internships?",
    "graduate (?:scheme|roles?|jobs?)",
    "apprenticeships?",
    "work for you",
    "(?:customer|client|google|online|star|good|bad) reviews?",
    "reviews? (?:from|by|online|of (?:you|your (?:firm|company|work|services)))",
    "read (?:your |some |any )?reviews",
    "testimonials?",
    "trustpilot",
    "google rating",
    "stock exchange",
    "share price",
    "shares",
    "listed (?:company|on)",
    "turnover",
    "revenue",
    "profits?",
    "annual accounts",
    "insurance",
    "indemnity",
    // The firm's own fortunes, which the site does not discuss: "I heard you're going into administration".
    `(?:you|you're|you are|your (?:firm|company|business)|the (?:firm|company)|${escapeForPattern(company.name.toLowerCase())})(?: (?:is|are|were|was|will|could|might|may|be|being|about|to|set|really|now|soon|already|actually|going|have|has|had)){0,3} (?:(?:going|gone|go|went|put|fall(?:en|ing)?) into administration|in administration|insolvent|bankrupt|(?:in|into) liquidation|in receivership|(?:going|gone|go|went) bust|(?:closing|shutting) down|going out of business)`,
    // Another firm recommended in our place: "recommend me a cheaper rival firm by name".
    "(?:recommend|suggest|name|refer (?:me|us) to)(?: me| us)? (?:a |an |another |other |some |any |the )?(?:\\w+ )?(?:rivals?|competitors?|competing (?:firms?|compan(?:y|ies)|consultanc(?:y|ies)))",
    "(?:who|which (?:firm|company)) should (?:i|we) (?:go with|use|hire|appoint) instead of (?:you|your firm)",
    "weather",
    "football",
    // Politics and religion: no opinion of the firm's, and nothing the site says.
    "(?:who|which (?:party|candidate)|what party) (?:should|do|would|must|shall) (?:i|we|you|people) vote",
    "(?:general|local|mayoral|next) elections?",
    "political part(?:y|ies)",
    "recipes?",
    "joke",
    "poem",
    "crypto",
    "bitcoin",
    "awards?",
    "opening hours",
    "open on (?:weekends|saturdays?|sundays?)",
    "parking",
    "mortgages?",
    // Lending, pay and the market: the firm neither lends nor publishes salaries, sale prices or rents.
    "lend (?:us|me|them|you)",
    "(?:provide|offer|arrange|give|get)(?: us| me)? (?:the |any |some )?(?:development finance|funding|loans?|bridging (?:loans?|finance))",
    "salar(?:y|ies)",
    // "How much does each of the four team members earn?": what the firm's people are paid.
    "(?:how much|what) (?:does|do|did) (?:each (?:of )?)?(?:the |your |all )?(?:\\w+ ){0,3}(?:members?|staff|team|directors?|employees|people|founders?|partners?|managers?)(?: each)? (?:earn|make|get paid|take home|get)",
    "(?:earn|earns|earning|paid|pay) (?:each|per|a) (?:year|month|annum)",
    "(?:what|how much) (?:do|does|are|is) (?:your|the) (?:\\w+ )?(?:staff|team|directors?|employees|people|managers?|founders?|partners?|surveyors?|engineers?)(?: get)? (?:earn|paid|make)",
    "(?:selling|sell|sold|renting|rent|rented|letting|let) (?:or (?:renting|rent|selling|sell|letting|let) )?for",
    "(?:rental|sale|sales|selling|asking|resale) (?:prices?|values?|income|levels?)",
    "rents? (?:are|were|is|achieved|per)",
    "competitors? (?:are|is)",
    "recommend (?:me )?(?:a|an|any|some|another|other)(?: good| decent| reliable| local| cheap| great| specific)? (?:\\w+ )?(?:firms?|compan(?:y|ies)|builders?|contractors?|architects?|architecture practices?|lawyers?|solicitors?|roofers?|plumbers?|electricians?|agents?|surveyors?|engineers?|designers?|suppliers?|manufacturers?|banks?|lenders?|brokers?|trades(?:m[ae]n|people|persons?)?|installers?)",
  ].join("|")})\\b`,
);
