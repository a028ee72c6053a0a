import { caseStudies } from "#content/case-studies.ts";
import { deliveryPlaybook, procurementPlaybook } from "#content/playbooks.ts";
import { projects } from "#content/projects.ts";
import { services } from "#content/services.ts";
import { teamMembers } from "#content/team.ts";
import { COUNTING_WORDS, ORDINAL_WORDS, SUFFIXED_ORDINALS } from "./ordinals.ts";
import { escapeForPattern } from "./text.ts";

/**
 * "And the last one?", "what does that second bit cover?": a follow-up that
 * points at one item of a list the previous reply gave. The items are the
 * things the site names (projects, case studies, people, playbook steps and
 * phases, the parts of the fee); the one pointed at is found by its place
 * among those the reply names, and its name is added to the question, as if
 * the visitor had typed it. Only names are taken from the reply, never its
 * claims: the answer still comes from the content.
 */

const { feeStructure } = services.partnership;

/** Every name a reply may list, longest first so that "In Transit" is not read as a shorter name inside it. */
const NAMES: readonly string[] = [
  ...projects.map((p) => p.name),
  ...caseStudies.map((c) => c.title),
  ...teamMembers.map((m) => m.name),
  ...procurementPlaybook.walkthrough.steps.map((s) => s.title),
  ...procurementPlaybook.phases.map((p) => p.title),
  ...services.procurementPlaybook.stages.map((s) => s.title),
  ...procurementPlaybook.principles.items.map((p) => p.title),
  ...deliveryPlaybook.walkthrough.steps.map((s) => s.title),
  ...deliveryPlaybook.principles.items.map((p) => p.title),
  feeStructure.managementFee.title,
  feeStructure.procurementMarkup.title,
].sort((a, b) => b.length - a.length);

const ORDINALS = ORDINAL_WORDS.slice(0, 9);
const NUMBERS = COUNTING_WORDS.slice(0, 9);
const SUFFIXED = SUFFIXED_ORDINALS;

/** A place in a list, however it is said: "the fourth", "the 4th", "number four", "step 4". */
const PLACES: [RegExp, (count: number) => number][] = [
  ...ORDINALS.map((word, i): [RegExp, (count: number) => number] => [
    new RegExp(
      `\\b(?:${word}|${SUFFIXED[i]}|(?:number|step|phase|stage|item) (?:${NUMBERS[i]}|${i + 1}))\\b${i === 0 ? "|\\bformer\\b" : ""}`,
    ),
    () => i,
  ]),
  [/\b(?:last|latter|final)\b/, (n) => n - 1],
  [/\bmiddle\b/, (n) => Math.floor(n / 2)],
];

/**
 * "the last one", "that second bit", "the middle project", "which was number four?": a place in a list,
 * pointed at. A number is a place only where the clause ends on it ("what's at step 2?"), not in
 * "number one priority" or "step 2 of procurement".
 */
const POINTS_AT_PLACE = new RegExp(
  `\\b(?:(?:the|that|this|your)\\s+(?:very\\s+)?(?:${[...ORDINALS, ...SUFFIXED, "last", "middle", "latter", "former", "final"].join("|")})\\b(?:\\s+(?:one|bit|part|item|project|step|phase|stage|study|case study|person|principle))?|(?:number|step|phase|stage|item) (?:${[...NUMBERS, "[1-9]"].join("|")})(?=\\s*(?:[?!.,]|$|again\\b|then\\b|please\\b)))`,
);

const patterns = NAMES.map((name) => ({ name, pattern: new RegExp(`\\b${escapeForPattern(name.toLowerCase())}\\b`) }));

/** The names a reply gives, in the order it gives them, each once. */
export function namesIn(reply: string): string[] {
  const text = reply.toLowerCase();
  const found: { name: string; at: number }[] = [];
  const taken: [number, number][] = [];
  for (const { name, pattern } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [from, to] = [match.index, match.index + name.length];
    // A shorter name inside a longer one already found is part of it.
    if (taken.some(([a, b]) => from < b && to > a)) continue;
    taken.push([from, to]);
    found.push({ name, at: from });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.name);
}

/**
 * The question with the name of the item it points at, when it points at a
 * place in the list of names the latest listing reply gave (`replies`, most
 * recent first): "and the last one, what did it save?" after a reply listing
 * three projects asks about the third.
 */
export function withReferent(question: string, replies: readonly string[]): string {
  const pointer = question.toLowerCase().match(POINTS_AT_PLACE)?.[0];
  if (!pointer) return withPerson(question, replies);
  // The latest list: "and the first one's capex?" then "the middle one?" still points into the list before,
  // as long as every reply since it was about one of its items.
  let listed: string[] = [];
  for (const reply of replies) {
    const names = namesIn(reply);
    if (names.length >= 2) {
      listed = names;
      break;
    }
    if (names.length === 0) break;
  }
  if (listed.length < 2) return question;
  const place = PLACES.find(([words]) => words.test(pointer));
  const name = place ? listed[place[1](listed.length)] : undefined;
  // The name stands where the visitor pointed, so it is part of what they ask, not of their context.
  if (!name) return question;
  const at = question.toLowerCase().indexOf(pointer);
  // "Number four" is the name itself; its words ("four") would only be searched for as something else.
  if (/^(?:number|step|phase|stage|item) /.test(pointer))
    return `${question.slice(0, at)}${name}${question.slice(at + pointer.length)}`;
  return `${question.slice(0, at + pointer.length)} (${name})${question.slice(at + pointer.length)}`;
}

/** "That one", "this project", "that case study": one thing pointed at, not a place in a list. */
const POINTS_AT_ONE =
  /\b(?:that|this)\s+(?:one|project|scheme|job|building|case study|study|step|principle|phase|stage)\b(?!\s+(?:of|in|on|from)\b)/i;

/** "The risk one", "that design bit": an item of a list pointed at by the first word of its name. */
const ONE_BY_WORD = /\b(?:the|that|this) ([a-z]+) (?:one|step|bit|part|principle|phase|stage)\b/i;
/** Words that say which one by its place or kind ("the final step", "the main one"), not by its name. */
const NOT_A_NAME = new Set([
  ...ORDINALS,
  ...SUFFIXED,
  ...["last", "middle", "final", "latter", "former", "next", "previous", "other", "same", "main", "whole", "only"],
  ...["new", "old", "big", "small", "best", "worst", "right", "wrong", "real", "actual", "usual", "key", "important"],
]);

const AGAINST_OTHERS = /\b(?:than|compared?|comparison|versus|vs|others|other ones|the rest)\b/i;

/** The question with `name` put in brackets after what pointed at it. */
const naming = (question: string, pointer: RegExpExecArray, name: string) => {
  const end = pointer.index + pointer[0].length;
  return `${question.slice(0, end)} (${name})${question.slice(end)}`;
};

/**
 * The question with the name of the one thing it points at in the latest reply (`replies`, most recent first):
 * "what's the risk one about?" after a reply listing the delivery steps asks about Risk Transfer, the one
 * listed item whose name starts with that word; "what was the percentage on that one?" after a reply naming
 * the fire-rated glazed doors alone asks about them. A name of the visitor's own, or a reply naming several
 * things for "that one", leaves the question as it is.
 */
export function withTheOneNamed(question: string, replies: readonly string[]): string {
  const [latest] = replies;
  // A place in the list ("the final step", "the second one") is withReferent's to name.
  const place = POINTS_AT_PLACE.test(question.toLowerCase());
  if (latest === undefined || place || namesIn(question).length > 0) return question;
  const listed = namesIn(latest);
  const byWord = ONE_BY_WORD.exec(question);
  const word = byWord?.[1]?.toLowerCase() ?? "";
  if (byWord && listed.length >= 2 && !NOT_A_NAME.has(word)) {
    const starting = listed.filter((name) => name.toLowerCase().split(/[\s-]+/)[0] === word);
    if (starting.length === 1 && starting[0]) return naming(question, byWord, starting[0]);
  }
  const pointer = POINTS_AT_ONE.exec(question);
  // "Why is that one pricier than the others?" sets it against the rest: the comparison reads the pointer itself.
  if (!pointer || AGAINST_OTHERS.test(question) || listed.length !== 1 || !listed[0]) return question;
  return naming(question, pointer, listed[0]);
}

const PEOPLE = new Set(teamMembers.map((m) => m.name));
/** "he", "her", "his": a person pointed at by a pronoun. */
const PERSONAL_PRONOUN = /\b(?:he|she|him|her|his|hers|himself|herself)\b/i;

/**
 * The question with the name of the person a pronoun points at: "what did she do before?" after a reply about
 * Sam Okafor asks about Sam Okafor. The person is the one the latest reply naming anyone of the team names;
 * a reply naming several (the whole team) leaves the pronoun to the visitor's own words.
 */
function withPerson(question: string, replies: readonly string[]): string {
  const pronoun = PERSONAL_PRONOUN.exec(question);
  if (!pronoun || namesIn(question).some((name) => PEOPLE.has(name))) return question;
  for (const reply of replies) {
    const people = namesIn(reply).filter((name) => PEOPLE.has(name));
    if (people.length === 0) continue;
    if (people.length > 1) return question;
    const end = pronoun.index + pronoun[0].length;
    return `${question.slice(0, end)} (${people[0]})${question.slice(end)}`;
  }
  return question;
}

const ROLES = teamMembers.map((m) => ({
  name: m.name,
  pattern: new RegExp(`\\b${escapeForPattern(m.role.toLowerCase())}\\b`),
}));

/** The members of the team a question names by their role: "who is the head of procurement?" → Priya Shah. */
export function peopleByRole(question: string): string[] {
  const text = question.toLowerCase();
  return ROLES.filter((r) => r.pattern.test(text)).map((r) => r.name);
}
