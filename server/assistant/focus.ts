import { extractFigures } from "#lib/figures.ts";
import { METRIC_UNIT } from "./normalise.ts";
import { termsOf } from "./retrieval.ts";

/**
 * What a question is after, and whether a reply gives it. "What rent per sq
 * ft could I get?" asks for a rent; "how many employees?" for a count of
 * employees; "how often does the newsletter go out?" for a frequency. A reply
 * built from the entries that best match the words, but that names none of
 * what was asked for, answers a neighbouring question: the assistant then
 * says so and offers the team, rather than passing it off as the answer.
 */

/** A question word, and the words that may stand between it and the thing asked for. */
const QUESTION_WORD = /\b(?:what(?:'s)?|which|how many|how much|who(?:'s| (?:is|was|were|are))(?: the)?)\s+/;
const FILLER = new Set(
  "is are was were 's s the your ur a an of exactly actual typical kind sort type level".split(" "),
);
/** Words that end the thing asked for: a verb, a preposition, a pronoun. */
const ENDS_THING = new Set(
  (
    "is are was were do does did can could would will should might have has had of for on in at to with from per by " +
    "you u i we they it that this get go goes there cost make made include cover right now currently today like " +
    "when if as after before than"
  ).split(" "),
);
const MAX_THING_WORDS = 4;

/** The words naming the thing a question asks for: "what rent per sq ft…" → "rent". */
function thingAsked(question: string): string {
  const match = QUESTION_WORD.exec(question);
  if (!match) return "";
  const words = question.slice(match.index + match[0].length).split(/[^a-z&+-]+/);
  let at = 0;
  while (at < words.length && FILLER.has(words[at] ?? "")) at++;
  // "What's the name of your data protection officer?" asks for the officer (by name).
  if ((words[at] === "name" || words[at] === "names") && words[at + 1] === "of") {
    at += 2;
    while (at < words.length && FILLER.has(words[at] ?? "")) at++;
  }
  const thing: string[] = [];
  for (; at < words.length && thing.length < MAX_THING_WORDS; at++) {
    const word = words[at] ?? "";
    // A dash standing alone is punctuation: "payment terms - 30 days?" asks for terms.
    if (!word || ENDS_THING.has(word) || /^[-&+]+$/.test(word)) break;
    thing.push(word);
  }
  return thing.join(" ");
}

/** Things asked for that are the question's form, not its subject. */
const FORM_WORDS = new Set(
  "one ones way ways kind sort type thing things bit part stuff do does did about happens happened else sorts kinds types"
    .split(" ")
    .flatMap(termsOf),
);

/** Things asked for that are money paid out, asked in a verb ("what was paid", "what was spent"). */
const SUMS_PAID = new Set("paid spent charged invested".split(" ").flatMap(termsOf));

/** "How often…": a frequency. */
const ASKS_HOW_OFTEN = /\bhow (?:often|frequently|regularly)\b|\bhow many times\b/;
const FREQUENCY =
  /\b(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annually|every (?:day|week|month|year|quarter)|once a|twice a|times a|occasional(?:ly)?|regularly)\b/i;

/** "How long does customs take?": a length of time, or the years something ran. */
const ASKS_HOW_LONG = /\bhow long\b/;
const DURATION =
  /\b(?:\d[\d,.]*(?:\s?[-–]\s?\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|several)[\s-](?:hours?|days?|weeks?|months?|years?)\b|\b(?:19|20)\d\d\b/i;

/** "When was Southwark completed?": a year or a date. "When is the builder appointed?" asks for a stage. */
const ASKS_WHEN = /^(?:and |so )?when (?:was|were|did)\b/;
const WHEN =
  /\b(?:19|20)\d\d\b|\b(?:january|february|march|april|june|july|august|september|october|november|december)\b|\b(?:days?|weeks?|months?|years?) (?:ago|before|after|later)\b/i;

/** "How much is…", "what does it cost", "what percentage": a figure. */
const ASKS_FOR_AMOUNT =
  /\bhow (?:much|many)\b|\bin (?:percent|percentage|per cent|%)(?!\w)|\bas a percentage\b|\bjust (?:the|a) (?:number|figure)\b|\bwhat (?:percentage|percent|%|rate|price|amount|number)(?!\w)|\bwhat(?:'s| is| are) (?:your |the |its |their )?(?:[\w-]+ ){0,3}(?:percentage|percent|rate)\b|\b(?:cost|costs|charge|charged) (?:per|a|for each)\b/;

/** "…? A rough percentage is fine.", "ballpark figure?": a figure wanted, said beside the question as often as in it. */
const FIGURE_WANTED =
  /\b(?:rough|roughly|approximate|approx|ballpark|estimated) (?:percentage|percent|%|figure|number|amount|cost|price|rate)(?!\w)|\b(?:percentage|figure|number) (?:is|would be|will be|would do|will do) (?:fine|ok|okay|enough|great)\b/;

/** A figure per square metre asked for; the site's areas and rates are mostly in square feet. */
const ASKS_PER_SQUARE_METRE = new RegExp(String.raw`\b(?:per|a|each|every|/) ?${METRIC_UNIT}`, "i");
const SQUARE_METRES = new RegExp(String.raw`\b${METRIC_UNIT}`, "i");

/** "Which manufacturer made the doors?": the site names no maker, brand or supplier of what it bought. */
const ASKS_FOR_A_MAKER =
  /\b(?:which|what|name (?:of )?(?:the|your)) (?:brands?|makes?|manufacturers?|suppliers?|factor(?:y|ies))\b(?! (?:do you|did you) (?:vet|check|choose|select|find))/;

/**
 * What a visitor may ask of the projects, or of the firm's record, that the site never states: who the
 * clients, architects or buyers were, sale prices, rents, tenants, what is available to let, overruns and
 * disputes, tours and visits, and a cost broken down trade by trade (the site gives totals).
 */
const ASKS_WHAT_THE_SITE_NEVER_STATES =
  /\b(?:who (?:wrote|writes|authored|is the author of)|authors?|where (?:are|were|was|is|do|did) (?:the |they |it |those |these |your )?(?:[\w-]+ ){0,2}(?:made|manufactured|produced|fabricated|come from|sourced from)|breeam|leed|nabers|well (?:rating|certification|standard)|passivhaus|(?:name|who is|who's|which (?:company|firm|one)) (?:of )?(?:the |your |that )?(?:logistics (?:partner|company|firm)|shipping (?:company|firm|agent|line)|freight (?:forwarder|company)|customs (?:agent|broker))|(?:projects?|schemes?|jobs?)\b[^.?!]{0,30}\b(?:outside (?:the )?uk|abroad|overseas|in (?:dubai|the gulf|the middle east|europe|the us|the usa|america|asia|africa|australia|ireland))|(?:who|which|name)(?: \w+){0,3} (?:clients?|architects?|contractors?|developers?|owners?|buyers?)|who (?:built|designed|owns|bought|sold)|sold|sale price|sell (?:or \w+ )?(?:for|at)|sell or (?:value|let)|valued at|value (?:it|them) at|resale|rents?|rental|yields?|tenants?|occupancy|(?:available|space) (?:to|for) (?:let|rent|buy|lease)|valuations?|worth now|funders?|lenders?|over budget|overr?an|overspen[dt]|(?:projects?|schemes?|jobs?)\b[^.?!]{0,30}\b(?:cost overruns?|finished late|ran late|delayed)|disputes?|litigation|lawsuits?|claims? against|tours?|viewings?|(?:interest|mortgage|base) rates?|forecasts?|predictions?|(?:will|going to) (?:prices|costs|rates|the market|inflation) (?:go|fall|rise|drop|come|keep)|should (?:i|we) (?:start|wait|buy|sell|hold)|cil|community infrastructure levy|section 106|s106|stamp duty|business rates|council tax|salar(?:y|ies)|wages?|(?:staff|team|people|they|members|employees) (?:earn|get paid|are paid)|(?:upcoming|future|planned|next) (?:projects?|schemes?|jobs?)|(?:lined up|in the pipeline) for (?:next|this) year|(?:have|got) (?:\w+ ){0,3}lined up|(?:arrange|book|organise|organize) (?:a |an )?(?:site )?visit|(?:look|walk|show \w+) round|(?:trade|line|item|package|element)[- ]by[- ](?:trade|line|item|package|element)|itemi[sz]ed|(?:cost|detailed|full) breakdown|breakdown of (?:the |your |that |those |its )?(?:[\w£.,-]+ ){0,3}(?:costs?|budget|spend|capex|savings?|figures?))\b/;

/** "What will my building be worth after you've refurbished it?": a value of the visitor's building. */
export const ASKS_VALUATION =
  /\b(?:(?:will|would|could) (?:it|they|my [\w-]+|the [\w-]+|our [\w-]+) be worth|be worth (?:after|once|when)|(?:what|how much) (?:is|are) (?:my|our) [\w-]+ worth)\b/;

/** "Can you send me the QS report as a PDF?": a document to be sent, which the chat cannot do. */
export const ASKS_FOR_DOCUMENT =
  /\b(?:send|email|e-mail|forward|post) (?:me|us|over) (?:a |an |the |your |that |those )?(?:[\w-]+ ){0,3}(?:reports?|pdfs?|documents?|files?|brochures?|cop(?:y|ies)|spreadsheets?|drawings?|presentations?|decks?)\b|\bas an? (?:pdf|attachment|download|spreadsheet)\b/;

/** The stems of the thing a question asks for; empty when its form names no thing ("what do you do?"). */
export function askedFor(question: string): string[] {
  return termsOf(thingAsked(question.toLowerCase())).filter((t) => !FORM_WORDS.has(t));
}

/**
 * Whether a reply, with the headings of the entries it came from, leaves
 * out what the question asks for (`message`: the whole message the question
 * is part of, for a figure asked for beside it): a maker, something the site never states,
 * a frequency, a length of time, a figure, or the thing the question names
 * (its head, the last word).
 */
export function missesWhatIsAsked(question: string, reply: string, headings: string, message = question): boolean {
  const text = question.toLowerCase();
  // "How big is the markup? Rough percentage is fine.": a figure may be asked for beside the question.
  const figureAsked = ASKS_FOR_AMOUNT.test(text) || FIGURE_WANTED.test(message.toLowerCase());
  if (figureAsked && extractFigures(reply).length === 0) return true;
  if (ASKS_FOR_A_MAKER.test(text) || ASKS_VALUATION.test(text) || ASKS_FOR_DOCUMENT.test(text)) return true;
  const neverStated = ASKS_WHAT_THE_SITE_NEVER_STATES.exec(text)?.[0];
  if (neverStated && !reply.toLowerCase().includes(neverStated)) return true;
  if (ASKS_HOW_OFTEN.test(text) && !FREQUENCY.test(reply)) return true;
  if (ASKS_HOW_LONG.test(text) && !DURATION.test(reply)) return true;
  if (ASKS_WHEN.test(text) && !WHEN.test(reply)) return true;
  // "What's that per square metre?" after a figure per square foot: the site does not convert, so it is not given.
  if (ASKS_PER_SQUARE_METRE.test(text) && !SQUARE_METRES.test(reply)) return true;
  // The thing's last word is its head: "the Federal Reserve interest rate" is a rate, whatever the Fed's building says.
  const head = askedFor(text).at(-1);
  if (!head) return false;
  // "What was paid for the building?": a sum, whatever the reply calls the paying ("bought for £8.2m").
  if (SUMS_PAID.has(head)) return extractFigures(reply).length === 0;
  return !new Set(termsOf(`${headings} ${reply}`)).has(head);
}
