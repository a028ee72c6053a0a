import { isGreeting, isThanks, wantsContact, withoutGreeting, withoutInstructions } from "./intents.ts";
import { type QueryTerm, queryTerms } from "./text.ts";

/**
 * Short or pointing questions ("and how long does that take?", "what about
 * the fees for that?") borrow the topic of the visitor's previous question.
 * Only the visitor's own earlier turns are read: the history arrives from the
 * browser, and assistant turns in it are not ours to trust.
 */

export type ChatTurn = { role: "user" | "assistant"; content: string };

/**
 * Weights of the topic borrowed from the previous question, and from the one
 * before it. "How long did that take?" is about the earlier topic itself;
 * "and the cable trays?" names a new subject and borrows only the question.
 */
const CARRIED = { pointing: [0.9, 0.45], continuing: [0.5, 0.25] };

const POINTING = /\b(?:that|this|it|its|they|them|those|these|there|the same|such|one)\b/i;
const CONTINUING = /^\s*(?:and|also|so|but|then|plus|what about|how about|what else|ok(?:ay)?,? (?:and|so|what))\b/i;

export function isFollowUp(question: string): boolean {
  const own = queryTerms(question).filter((t) => t.term === t.source).length;
  return own <= 1 || (CONTINUING.test(question) && own <= 4) || (POINTING.test(question) && own <= 3);
}

/** The question a visitor asked, as it reads for retrieval: greetings and instructions removed. */
export function topicOf(message: string): string {
  return withoutInstructions(withoutGreeting(message));
}

/** Was an earlier user turn a question about the firm (not a greeting, thanks or a contact request)? */
function isTopical(content: string): boolean {
  return (
    !isGreeting(content) && !isThanks(content) && !wantsContact(content) && queryTerms(topicOf(content)).length > 0
  );
}

export type ResolvedQuestion = {
  terms: QueryTerm[];
  /** The earlier question this one follows up, when it does. */
  earlier: string | null;
  /** Whether it points back at the earlier topic ("that", "it") rather than naming its own. */
  pointing: boolean;
};

/** The question's terms, with the earlier topic added at a lower weight when it is a follow-up. */
export function resolveQuestion(question: string, history: readonly ChatTurn[]): ResolvedQuestion {
  const terms = queryTerms(question);
  if (!isFollowUp(question)) return { terms, earlier: null, pointing: false };
  const pointing = POINTING.test(question) || terms.every((t) => t.term !== t.source);
  const earlier = history
    .filter((turn) => turn.role === "user")
    .map((turn) => topicOf(turn.content))
    .filter(isTopical)
    .reverse();
  const combined = new Map(terms.map((t) => [t.term, t]));
  for (const [i, weight] of CARRIED[pointing ? "pointing" : "continuing"].entries()) {
    const turn = earlier[i];
    if (!turn) break;
    for (const t of queryTerms(turn, weight)) if (!combined.has(t.term)) combined.set(t.term, t);
    if (!isFollowUp(turn)) break;
  }
  return { terms: [...combined.values()], earlier: earlier[0] ?? null, pointing };
}
