import { isGreeting, isThanks, wantsContact, withoutGreeting, withoutInstructions } from "./intents.ts";
import { type Normalised, normalise, type Quantity } from "./normalise.ts";
import type { QueryTerm } from "./retrieval.ts";
import { termsOf } from "./retrieval.ts";
import { type Concept, conceptsIn, withoutConceptNames } from "./vocabulary.ts";

/**
 * What a visitor asks, as the assistant understands it: the normalised text,
 * the concepts it names, the quantities it states, and the terms to search
 * for. A short or pointing follow-up ("and how long did that take?") borrows
 * the topic of the visitor's previous question. Only the visitor's own
 * earlier turns are read: the history arrives from the browser, and
 * assistant turns in it are not ours to trust.
 */

export type ChatTurn = { role: "user" | "assistant"; content: string };

export type Question = {
  /** The message without greetings and instructions, normalised. */
  text: string;
  concepts: Concept[];
  quantities: Quantity[];
  terms: QueryTerm[];
  /** The earlier questions this one follows up (normalised), most recent first; empty when it stands alone. */
  earlier: string[];
  /** Whether it points back at the earlier topic ("that", "it") rather than naming its own. */
  pointing: boolean;
};

/** A concept's own words weigh as much as the visitor's; the words it adds a little less. */
const CONCEPT_WEIGHT = 0.8;
/** Weights of the topic borrowed from the previous question, and from the one before it. */
const CARRIED = { pointing: [0.9, 0.45], continuing: [0.5, 0.25] };

const POINTING = /\b(?:that|this|it|its|they|them|those|these|there|the same|such|one|he|she|him|her|his)\b/;
const CONTINUING =
  /^\s*(?:and|also|so|but|then|plus|what about|how about|what else|any other|ok(?:ay)?,? (?:and|so|what)|what of)\b/;

/** The question a visitor asked, as it reads for retrieval: greetings and instructions removed. */
export function topicOf(message: string): Normalised {
  return normalise(withoutInstructions(withoutGreeting(message)));
}

/** The stems and concepts of a normalised question, at a weight. */
export function termsFor(text: string, weight = 1): { terms: QueryTerm[]; concepts: Concept[] } {
  const concepts = conceptsIn(text);
  const terms = new Map<string, QueryTerm>();
  const add = (t: QueryTerm) => {
    const existing = terms.get(t.term);
    if (!existing || existing.weight < t.weight) terms.set(t.term, t);
  };
  for (const concept of concepts) {
    // The visitor's own words for it ("cheaper") count, and the content's words for it ("saving").
    const named = text.match(new RegExp(concept.names.source, "g")) ?? [];
    for (const phrase of named)
      for (const term of termsOf(phrase)) add({ term, weight, source: concept.id, concept: true });
    for (const term of concept.terms.flatMap(termsOf)) {
      add({ term, weight: weight * CONCEPT_WEIGHT, source: concept.id, concept: true });
    }
  }
  const rest = withoutConceptNames(text, concepts);
  for (const word of rest.split(/\s+/)) {
    for (const term of termsOf(word)) add({ term, weight, source: term, word: word.replace(/[^\p{L}\p{N}-]/gu, "") });
  }
  return { terms: [...terms.values()], concepts };
}

function ownTermCount(text: string): number {
  const { terms, concepts } = termsFor(text);
  return new Set([...terms.map((t) => t.source), ...concepts.map((c) => c.id)]).size;
}

export function isFollowUp(text: string): boolean {
  const own = ownTermCount(text);
  return own <= 1 || (CONTINUING.test(text) && own <= 4) || (POINTING.test(text) && own <= 3);
}

/** Was an earlier user turn a question about the firm (not a greeting, thanks or a contact request)? */
function isTopical(content: string): boolean {
  return (
    !isGreeting(content) &&
    !isThanks(content) &&
    !wantsContact(content) &&
    termsFor(topicOf(content).text).terms.length > 0
  );
}

export function understand(message: string, history: readonly ChatTurn[] = []): Question {
  const { text, quantities } = topicOf(message);
  const own = termsFor(text);
  if (!isFollowUp(text))
    return { text, quantities, concepts: own.concepts, terms: own.terms, earlier: [], pointing: false };

  const pointing = POINTING.test(text) || own.terms.length === 0;
  const earlier = history
    .filter((turn) => turn.role === "user")
    .map((turn) => turn.content)
    .filter(isTopical)
    .map((content) => topicOf(content).text)
    .reverse();
  const combined = new Map(own.terms.map((t) => [t.term, t]));
  const used: string[] = [];
  for (const [i, weight] of CARRIED[pointing ? "pointing" : "continuing"].entries()) {
    const turn = earlier[i];
    if (!turn) break;
    used.push(turn);
    for (const t of termsFor(turn, weight).terms) {
      if (!combined.has(t.term)) combined.set(t.term, { ...t, carried: true, source: `earlier:${t.source}` });
    }
    if (!isFollowUp(turn)) break;
  }
  return { text, quantities, concepts: own.concepts, terms: [...combined.values()], earlier: used, pointing };
}
