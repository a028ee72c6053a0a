import { isGreeting, isThanks, withoutAvoidedContact, withoutGreeting, withoutInstructions } from "./intents.ts";
import { type Normalised, normalise, type Quantity } from "./normalise.ts";
import { withReferent, withTheOneNamed } from "./references.ts";
import type { QueryTerm } from "./retrieval.ts";
import { termsOf } from "./retrieval.ts";
import { type Concept, conceptsIn, namesOf, withoutConceptNames } from "./vocabulary.ts";

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
  /** Its asking sentences, without the description of the visitor's case before them; the whole text when it is all question. */
  ask: string;
  concepts: Concept[];
  quantities: Quantity[];
  terms: QueryTerm[];
  /** The earlier questions this one follows up (normalised), most recent first; empty when it stands alone. */
  earlier: string[];
  /** Whether it points back at the earlier topic ("that", "it") rather than naming its own. */
  pointing: boolean;
  /** The visitor's previous question (normalised), whether or not this one follows it up; empty when there is none. */
  previous: string;
  /** The assistant's reply to it, lower-cased, for what a follow-up may point at; empty when there is none. */
  reply: string;
  /** "Any others?", "what else?": more of what the previous question asked, not what the reply already said. */
  more?: boolean;
  /**
   * "Is there a tech one?", "any residential ones?": "one" stands for the thing the earlier question was about
   * (an article, a project), and the question's own words only narrow it down.
   */
  narrowing?: boolean;
};

/** Words by which a visitor speaks of their own case: "my building", "we have £6m". */
export const ABOUT_VISITOR = /\b(?:my|our|mine|i have|we have|i own|we own|i am|we are|i'm)\b/;

/** A concept's own words weigh as much as the visitor's; the words it adds a little less. */
const CONCEPT_WEIGHT = 0.8;
/** Weights of the topic borrowed from the previous question, and from the one before it. */
const CARRIED = { pointing: [0.9, 0.45], continuing: [0.5, 0.25] };

/** A question of this many words and concepts or fewer, in a conversation, goes on from the one before. */
const SHORT = 2;

// "This site", "this page" and "this chat" point at the website, not at the earlier topic.
const POINTING =
  /\b(?:that|this(?! (?:site|website|page|chat)\b)|it|its|they|them|those|these|there|the same|such|one|he|she|him|her|his)\b/;
const CONTINUING =
  /^\s*(?:and|also|so|but|then|plus|what about|how about|what else|any other|ok(?:ay)?,? (?:and|so|what)|what of)\b/;
/**
 * A pronoun standing for the earlier topic itself, not a word pointing at a thing the question names: "it",
 * "them", and "that", "those" or "these" with no noun after them ("what did you measure that against?",
 * "how long did those take?"). A question that says it so plainly leans back though it names more of its own.
 */
const STANDS_FOR_TOPIC =
  /(?<!\bworth )\b(?:it|them)\b(?! (?:is|was) (?:possible|true|worth)\b)|\b(?:that|those|these)(?=\s*(?:[?.!,;]|$|(?:against|for|with|to|on|at|by|from|in|again|too|compared|cost|costs|take|took|mean|means|work|works|compare|come|came|include|includes|apply|applies)\b))/;
/** A question with a pronoun of that kind leans back with this many of its own words and concepts or fewer. */
const STANDS_FOR_WORDS = 6;

/**
 * "A tech one", "the sustainability one", "any residential ones": a word or two before "one", which stands for
 * a thing named earlier. Not "which one", "the one", "no one", "each one" or "one of".
 */
const NARROWING_ONE =
  /\b(?:a|an|the|any|that|this|some)\s+(?!one\b)(?:[a-z][a-z-]*\s+)?(?!one\b|no\b|each\b|every\b|which\b)[a-z][a-z-]*\s+ones?\b(?! of\b)/;

/**
 * "Anything else on the list?", "any more in that list?": the list is the one the earlier reply gave, no topic
 * of its own ("how do I get on the list?", "what else do I need to get on the list?" keep it).
 */
const MORE_ON_THE_LIST =
  /\b((?:anything|something|what|who|which) else|any(?:thing)? more|any others?|the rest) (?:is |are )?(?:on|in|from) (?:the|that|this|your) list\b/;
/**
 * "…, is that right?", "is that what you claim?", "true?": a tag that asks whether what was said is so. Its words
 * are no topic ("right" is not the privacy rights); what it checks is. A bare "right", "true" or "correct" at the
 * end is a tag after a comma, or after a statement ("the delivery playbook has 9 steps too right", the question
 * mark may be left out); ending a question ("how do you get the design right?", "how do I make sure my details
 * are correct") it is what is asked.
 */
const CHECK_TAG =
  /(?:^|,\s*|\s+)(?:is|isn't|was|wasn't) (?:that|this|it) (?:(?:really |actually )?(?:right|true|correct|accurate|so)|the case|what you (?:claim|say|promise|advertise|state|quote))\s*\?/g;
const BARE_TAG = /(,\s*|\s+|^)(?:right|true|correct)(?: or not)?\s*\??\s*$/;
/** What a check tag leaves: the tag gone from a statement, kept on a question that ends in its word. */
function withoutCheckTag(text: string): string {
  const tagged = text.replace(CHECK_TAG, "?");
  const bare = BARE_TAG.exec(tagged);
  if (!bare) return tagged;
  const comma = (bare[1] ?? "").includes(",");
  return comma || !OPENS_AS_QUESTION.test(tagged) ? `${tagged.slice(0, bare.index)}?` : tagged;
}

/** "Someone told me…", "I heard that…": where the visitor had it from, which is no topic either. */
const HEARSAY =
  /\b(?:(?:someone|somebody|a (?:friend|colleague|contact)|my (?:[a-z]+ )?(?:friend|colleague|partner|boss|qs|agent|broker|architect|contractor)|people|they) (?:has |have )?(?:told (?:me|us)|said|says|mentioned)|i(?:'ve| have)? (?:heard|been told|was told)|we(?:'ve| have)? (?:heard|been told|were told)|(?:i|we)(?:'ve| have)? read (?:somewhere |online )?that)(?: (?:somewhere|online|recently))?(?: that)?\b/g;

/** The question a visitor asked, as it reads for retrieval: greetings, instructions, pointers at a list, tags and hearsay removed. */
export function topicOf(message: string): Normalised {
  const { text, quantities } = normalise(withoutAvoidedContact(withoutInstructions(withoutGreeting(message))));
  const topic = withoutCheckTag(text.replace(MORE_ON_THE_LIST, "$1")).replace(HEARSAY, " ");
  return { text: topic.replace(/\s+/g, " ").trim(), quantities };
}

/** The stems and concepts of a normalised question, at a weight. */
export function termsFor(
  text: string,
  weight = 1,
  /** The concepts of what the visitor said before it, which tell a word several concepts share apart. */
  setting: readonly Concept[] = [],
): { terms: QueryTerm[]; concepts: Concept[] } {
  const concepts = conceptsIn(text, setting);
  const terms = new Map<string, QueryTerm>();
  const add = (t: QueryTerm) => {
    const existing = terms.get(t.term);
    if (!existing || existing.weight < t.weight) terms.set(t.term, t);
  };
  for (const concept of concepts) {
    // The visitor's own words for it ("cheaper") count, and the content's words for it ("saving").
    for (const phrase of namesOf(concept, text)) {
      for (const term of termsOf(phrase)) add({ term, weight, source: concept.id, concept: true });
    }
    for (const term of concept.terms.flatMap(termsOf)) {
      add({ term, weight: weight * CONCEPT_WEIGHT, source: concept.id, concept: true, added: true });
    }
  }
  const rest = withoutConceptNames(text, concepts);
  for (const word of rest.split(/\s+/)) {
    for (const term of termsOf(word)) add({ term, weight, source: term, word: word.replace(/[^\p{L}\p{N}-]/gu, "") });
  }
  return { terms: [...terms.values()], concepts };
}

/** One message, read once: its normalised text, quantities, terms and whether it leans on an earlier one. */
type Reading = Normalised & { ask: string; terms: QueryTerm[]; concepts: Concept[]; followUp: boolean };

/** A sentence that opens as a question does. */
const OPENS_AS_QUESTION =
  /^(?:what|which|who|whom|whose|when|where|why|how|do|does|did|can|could|would|will|is|are|was|were|have|has|had|should|shall|may|any|tell|explain|please)\b/;
/**
 * A sentence that asks: it ends in a question mark or opens as a question does. The message's last sentence asks
 * too when its last clause does ("under your delivery model, what contract does the main contractor work under",
 * the question mark left out). A last clause opening with "which", "who", "where" or "when" may be a description
 * ("…, which we bought in 2019"), so it asks only by a question mark.
 */
const ASKS = new RegExp(`\\?\\s*$|${OPENS_AS_QUESTION.source}`);
/** The message's last sentence also asks when its last clause does, question mark or not; "what a relief" does not. */
const LAST_CLAUSE_ASKS =
  /[,;:]\s*(?:what(?! an? \b| you (?:would|might|could) call\b)|how(?! (?:lovely|nice|good|great|annoying|frustrating)\b)|why|(?:do|does|did|can|could|would|will|have|has) you|(?:is|are) there)\b[^,;:.!]*$/;

/**
 * A question's asking part and its context. The context is what the visitor describes of their case, or, when
 * `against`, what the question sets the firm against ("…than just hiring a QS?"), which is part of what is asked.
 */
type AskAndContext = { ask: string; context: string; against?: boolean };

/**
 * A message that describes the visitor's scheme and then asks about it: the
 * asking sentences are the question, the rest its context, searched with but
 * not asked for ("We have 26,000 sq ft in Kingston. Have you done student
 * housing?" asks about student housing).
 */
function askAndContext(text: string): AskAndContext {
  // "From appointment to handover, what is a typical programme?": the span is the setting of the question.
  const span = /^(from [^,?]{1,60} to [^,?]{1,60}),\s*(.+)$/.exec(text);
  if (span?.[1] && span[2] && ASKS.test(span[2])) return { ask: span[2], context: span[1] };
  // "How are you different from just hiring a quantity surveyor?": what we are set against is the setting;
  // how we differ is asked.
  const against = COMPARED_WITH.exec(text);
  const compared = against?.[1];
  if (against && compared && ASKS.test(text)) {
    const end = against.index + against[0].length;
    const ask = `${text.slice(0, end - compared.length)}${text.slice(end)}`.replace(/\s+/g, " ").trim();
    return { ask, context: compared, against: true };
  }
  // "Do you do cost engineering, or just procurement?": what the visitor thinks we may only do is the setting; the
  // more we might do is asked.
  const only = /^(.{8,}?),? or (?:just|only|simply|merely|purely) ([^,.?!]{3,40}?)\s*\?\s*$/.exec(text);
  if (only?.[1] && only[2] && ASKS.test(only[1])) return { ask: `${only[1]}?`, context: only[2], against: true };
  // "For a piece on construction costs: what headline savings do you claim?": the part before the colon sets it up.
  // Only a role or a purpose ("for a piece…", "as a QS…"): "Cable trays: how did the price compare?" and "for the
  // fire doors: what was the saving?" name their subject.
  const colon =
    /^((?:as an? |for an? (?:piece|article|report|memo|story|feature|dissertation|essay|presentation|board|client)\b|i am an? |we are an? |background|context)[^:?!.]{0,80}):\s+([^.!]+\?)\s*$/.exec(
      text,
    );
  if (colon?.[1] && colon[2]) return { ask: colon[2], context: colon[1] };
  const parts = text.split(/(?<=[.?!])\s+/).filter(Boolean);
  const asking = parts.filter(
    (p, i) => ASKS.test(p.trim()) || (i === parts.length - 1 && LAST_CLAUSE_ASKS.test(p.trim())),
  );
  if (asking.length === 0 || asking.length === parts.length) return { ask: text, context: "" };
  return { ask: asking.join(" "), context: parts.filter((p) => !asking.includes(p)).join(" ") };
}

/**
 * "I've inherited an old warehouse to convert and I have no idea which consultants I'm supposed to appoint.": the
 * question inside what the visitor is unsure of is the ask; what comes before it is their case.
 */
const UNSURE_OF =
  /^(.{12,}?)\b(?:(?:i |we )?(?:have |had )?(?:no|little) (?:idea|clue)|(?:i am|we are|i'm|we're|am|are) (?:not sure|unsure|wondering)|not sure|unsure|wondering|(?:i |we )?(?:do not|don't|dont) (?:know|understand)|(?:i |we )?(?:cannot|can't|cant) (?:work out|figure out|tell)|idk)\b,?\s+((?:which|what|how|who|whether|if|where|when|why)\b.{6,})$/;

function embeddedAsk(read: AskAndContext): AskAndContext {
  const unsure = UNSURE_OF.exec(read.ask);
  if (!unsure?.[1] || !unsure[2]) return read;
  return { ask: unsure[2], context: `${read.context} ${unsure[1]}`.trim() };
}

/**
 * What a question sets the firm against, the firm being what is compared: "are you different from just hiring
 * a QS?", "what makes your service better than a contractor's?", "how do you differ from a project manager?",
 * "is that worth it compared to just hiring a QS?" (the firm's service being what "that" is).
 */
const FIRM = "(?:you|your (?:firm|company|team|service|services|approach|model|business))";
const COMPARED_WITH = new RegExp(
  `\\b(?:(?:are|is) ${FIRM}(?: any| much| really| actually)? (?:different|better)|makes? ${FIRM} (?:any )?(?:different|better)|(?:do|does) ${FIRM} differ|(?:is|are) (?:that|it|this|${FIRM})(?: really| actually| still)? (?:worth it|worth the (?:money|fee|fees|cost)|better value|cheaper) (?:compared|next)) (?:from|than|to|with) ((?:just |simply |only )?(?:hiring |using |appointing |going with |working with |having )?(?:an? |the |my |our |your )?[a-z][a-z' -]{2,40}?)(?=\\s*[?.!,]|\\s*$)`,
);

/**
 * An ask whose subject or object is what the visitor said before it: "is that something you deliver?", "can you
 * do that?", "is this possible for you?".
 */
const POINTS_BACK =
  /^(?:and |so |but |ok |okay )?(?:is|are|was|can|could|will|would|do|does) (?:that|this|those|these)\b|\b(?:do|can|could|will|would) you (?:\w+ ){0,2}(?:that|this|those|these)(?: too| as well| for (?:us|me))?\s*[?.!]?$/;

/**
 * "Has that ever happened on one of your projects?": whether what the visitor described has come about, however
 * long the rest of the ask; where it would have is only its setting.
 */
export const HAPPENED =
  /^(?:and |so |but )?(?:has|have|did|does|do|is|was|were) (?:that|this|it|something like (?:that|this)) (?:ever |actually |really |already )?(?:happen(?:ed)?|been done|come up|came up|occur(?:red)?)\b/;

/** A word that points at what the visitor said before it. */
const POINTER = /\b(?:that|this|those|these|it|them)\b(?! (?:site|website|page|chat)\b)/;

/**
 * Stems of words that say what is to be done about a thing, or how, without naming it: "change", "fix", "set-up".
 * Stop words ("help", "handle", "done", "thing") name nothing already.
 */
const ONLY_SAYS_WHAT_IS_DONE = new Set(
  [
    "change",
    "fix",
    "solve",
    "avoid",
    "prevent",
    "stop",
    "tackle",
    "challenge",
    "set-up",
    "setup",
    "set",
    "approach",
    "sort",
    "experience",
    "usually",
    "typically",
    "normally",
    "cope",
    "improve",
    "address",
  ].flatMap((word) => termsOf(word)),
);

/** An ask pointing back is this many words or fewer: a longer one names its own topic. */
const POINTING_WORDS = 6;

/** The context of a question weighs this much of its ask. */
const CONTEXT_WEIGHT = 0.4;
/** An ask naming this many things or fewer ("what am I doing wrong?") is all context. */
const VAGUE_ASK = 1;

/**
 * "Different question: do you do intercoms?", "on another note, …", "changing the subject, …": the visitor says
 * the message leaves the earlier topic. The words are no topic, and nothing earlier is carried.
 */
const SWITCHES_TOPIC =
  /^(?:(?:ok(?:ay)?|right|alright|thanks|cheers|great|cool)[,.!]?\s+)?(?:(?:a |one )?(?:different|another|new|separate|unrelated) (?:question|topic|subject)|(?:on )?(?:a )?(?:different|another|separate|unrelated|other) (?:note|matter|point)|(?:changing|change of|to change) (?:the )?(?:subject|topic)|(?:totally |completely |slightly )?(?:unrelated|off topic)(?: but| question)?|separately|switching (?:topics?|subjects?|gears))\s*[:,.!?;-]+\s*/;

function read(message: string): Reading {
  const switched = SWITCHES_TOPIC.exec(
    message
      .trimStart()
      .toLowerCase()
      .replace(/\u2019/g, "'"),
  );
  const normalised = topicOf(switched ? message.trimStart().slice(switched[0].length) : message);
  const { ask, context, against } = embeddedAsk(askAndContext(normalised.text));
  const asked = termsFor(ask, 1, context ? conceptsIn(context) : []);
  let concepts = asked.concepts;
  const terms = [...asked.terms];
  if (context) {
    const have = new Set(terms.map((t) => t.term));
    // "…it keeps saying 'Please provide project details'. What am I doing wrong?": an ask that names
    // next to nothing leaves the topic to what came before it, which is then the question itself. So does
    // an ask about what came before ("Our investors insist on net zero. Is that something you deliver?").
    // Short ones only: "is that the kind of scale you normally handle?" names its own topic.
    // "How would your set-up change that?", "is challenging that kind of thing something you've done?": an ask
    // whose only words say what is to be done with what came before, not what it is, points back too.
    const named = new Set(asked.terms.map((t) => t.source).filter((source) => !ONLY_SAYS_WHAT_IS_DONE.has(source)));
    const pointsBack = (POINTS_BACK.test(ask) && ask.split(/\s+/).length <= POINTING_WORDS) || HAPPENED.test(ask);
    const vague =
      pointsBack ||
      (concepts.length === 0 && new Set(asked.terms.map((t) => t.source)).size <= VAGUE_ASK) ||
      (concepts.length === 0 && named.size === 0 && POINTER.test(ask));
    const before = termsFor(context, vague ? 1 : CONTEXT_WEIGHT);
    // So is what the description names, when the ask names nothing at all ("My question isn't in your FAQ. What
    // now?"); one that points at it ("why would that be?") asks about it, where its own entries answer.
    if (pointsBack || (vague && !POINTER.test(ask)))
      concepts = [...before.concepts, ...concepts.filter((c) => !before.concepts.includes(c))];
    for (const t of before.terms) {
      // "12 storey resi…": a number in the visitor's description is of their case (its quantities), no topic.
      if (have.has(t.term) || /^\d/.test(t.term)) continue;
      terms.push(vague ? t : { ...t, carried: true, context: true, source: `context:${t.source}` });
    }
  }
  // Whether it goes on from an earlier question is judged by what it asks, not by the visitor's description of
  // their case: "Our scheme is 30,000 sq ft in Walthamstow. Who sits below them?" still points back.
  const asks = terms.filter((t) => against || !t.context);
  const own = new Set([...asks.map((t) => t.source), ...concepts.map((c) => c.id)]).size;
  const { text } = normalised;
  // A pronoun in the description ("…and it is stuck at planning") points within the message, not back.
  const asking = context && !against ? ask : text;
  const followUp =
    !switched &&
    (own <= SHORT ||
      (CONTINUING.test(asking) && own <= 4) ||
      (POINTING.test(asking) && own <= 4) ||
      (STANDS_FOR_TOPIC.test(asking) && own <= STANDS_FOR_WORDS));
  return { ...normalised, ask, terms, concepts, followUp };
}

/**
 * Was an earlier user turn a question about the firm, not a greeting or
 * thanks? Asking how to reach the firm is one: "what does the form ask for?"
 * goes on from it.
 */
function isTopical(content: string): boolean {
  return !isGreeting(content) && !isThanks(content);
}

/**
 * The visitor's earlier questions a follow-up leans on, most recent first:
 * the previous one, and the one before it while each is itself a follow-up.
 * Each turn is read once, and only as far back as needed.
 */
function earlierTopics(history: readonly ChatTurn[], max: number): Reading[] {
  const found: Reading[] = [];
  for (let i = history.length - 1; i >= 0 && found.length < max; i--) {
    const turn = history[i];
    if (turn?.role !== "user" || !isTopical(turn.content)) continue;
    const reading = read(turn.content);
    if (reading.terms.length === 0) continue;
    found.push(reading);
    if (!reading.followUp) break;
  }
  return found;
}

/** Stems of words that, in a follow-up, ask what can be done or had about the earlier topic without naming one. */
const NAMES_NOTHING = new Set(["option", "altern", "possibl", "happen"]);

/** "Any others?", "anything else?", "more?", "the rest?". */
const MORE = /\b(?:others?|else|more|rest|remaining)\b/;

/** A number, in figures or in words. */
const NUMBER_WORD = /^(?:\d.*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/;

/** How much the words of the previous reply count in a follow-up that points back at it. */
const REPLY_WEIGHT = 0.3;

/**
 * The assistant's previous reply, without its closing pointers ("Read more: …",
 * the offer of the team). It arrives from the browser, so it is read only for
 * what the visitor may point at, never as a source of facts.
 */
function previousReply(history: readonly ChatTurn[]): string | undefined {
  const last = history.at(-1);
  return last?.role === "assistant" ? withoutPointers(last.content) : undefined;
}

/** A reply without its closing pointers ("Read more: …", the offer of the team). */
const withoutPointers = (reply: string) =>
  reply.replace(/\s*(?:Read more:|If that does not answer|I can't (?:price|give)|I don't know that)[\s\S]*$/, "");

/** Words a question opens with. */
const OPENS_QUESTION =
  "(?:what|what's|whats|how|which|who|who's|when|where|why|is|are|was|were|do|does|did|can|could|would|will|have|has)(?!n't|'t| not)";
/** Where a second question starts: after a question mark, or after "and" (or "also", "plus") that opens one. */
const SECOND_QUESTION = new RegExp(`\\?\\s+(?=\\S)|(?:,\\s*|\\s+)(?:and|also|plus|&)\\s+(?=${OPENS_QUESTION}\\b)`, "i");

/**
 * A message of two questions, as two: "What savings do you get, and how long does a job take?" → "What
 * savings do you get", "how long does a job take?". Null for one question, or when either part is a word
 * or two ("and how?").
 */
export function questionsIn(message: string): [string, string] | null {
  const match = SECOND_QUESTION.exec(message);
  if (!match) return null;
  // "The difference between what you do and what the contractor does" is one question.
  if (/\bbetween\b[^?]*$/i.test(message.slice(0, match.index)) && !match[0].startsWith("?")) return null;
  const first = message.slice(0, match.index + (match[0].startsWith("?") ? 1 : 0)).trim();
  const second = message.slice(match.index + match[0].length).trim();
  const long = (part: string) => part.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length >= 3;
  // Each part must ask: "just list them", "our budget is £5m" or "I work abroad" is not a question.
  const asking = new RegExp(`^${OPENS_QUESTION}\\b|\\?\\s*$`, "i");
  // The first part's last sentence, or its last clause ("On the summary, what was the benchmark"), asks.
  const lastSentence = first.split(/(?<=[.!?])\s+/).at(-1) ?? first;
  const lastClause = lastSentence.split(/[,;:]\s*/).at(-1) ?? lastSentence;
  const asks = asking.test(second) && (asking.test(lastSentence) || asking.test(lastClause));
  return long(first) && long(second) && asks ? [first, second] : null;
}

/** Concepts that are the two of a kind on the site (its two playbooks): a follow-up naming one leaves the other. */
const ALTERNATIVES = [["procurement", "delivery"]].map((kind) =>
  kind.map((id) => ({ id, word: new RegExp(`\\b${id}\\b`) })),
);

export function understand(message: string, history: readonly ChatTurn[] = []): Question {
  const reply = previousReply(history);
  const replies = history.flatMap((t) => (t.role === "assistant" ? [withoutPointers(t.content)] : [])).reverse();
  // "That one", "the risk one": the one thing of the reply pointed at is named, and the rest of that reply is no
  // longer the topic. A place in its list ("the third one") still reads the list's words.
  const oneNamed = withTheOneNamed(message, replies);
  const pointedAt = oneNamed !== message;
  const own = read(withReferent(oneNamed, replies));
  const { text, ask, quantities, concepts } = own;
  const earlier = earlierTopics(history, CARRIED.pointing.length);
  const previous = earlier[0]?.text ?? "";
  const replied = reply?.toLowerCase() ?? "";
  if (!own.followUp || (earlier.length === 0 && !reply))
    return {
      text,
      ask,
      quantities,
      concepts,
      terms: own.terms,
      earlier: [],
      pointing: false,
      previous,
      reply: replied,
    };

  // "What are my options?", "what alternatives are there?" name nothing of their own: the earlier topic's.
  const pointing = POINTING.test(text) || own.terms.every((t) => NAMES_NOTHING.has(t.term));
  // "That sustainability one?" names a topic of its own: the earlier one is its setting, not its subject.
  const earlierConcepts = new Set(earlier.flatMap((turn) => turn.concepts.map((c) => c.id)));
  const ownTopic = concepts.some((c) => !earlierConcepts.has(c.id));
  const weights = CARRIED[pointing && !ownTopic ? "pointing" : "continuing"];
  // Words that name nothing are left out: "options" would match "optional" anywhere.
  const combined = new Map(own.terms.filter((t) => !NAMES_NOTHING.has(t.term)).map((t) => [t.term, t]));
  // "And the delivery one?" after the procurement playbook: the one named takes the other's place.
  // Named by its own word, not a synonym: "once it's on site" is delivery to site, still within procurement.
  const alternatives = ALTERNATIVES.filter((kind) => kind.some((one) => one.word.test(text)));
  const replaced = new Set(
    alternatives.flatMap((kind) => kind.filter((one) => !one.word.test(text)).map((one) => one.id)),
  );
  // An earlier question is carried as it was read: what it asked at the carried weight, the description of the
  // visitor's case before it at its own lower weight.
  earlier.forEach((turn, i) => {
    for (const t of turn.terms) {
      if (replaced.has(t.source)) continue;
      if (!combined.has(t.term))
        combined.set(t.term, {
          ...t,
          weight: t.weight * (weights[i] ?? 0),
          carried: true,
          source: `earlier:${t.source}`,
        });
    }
  });
  // "Who does that?" points at what the reply said as much as at what was asked. "Any others?", "what else?"
  // ask for what the reply did not say: the earlier question again, not the reply's words.
  const asksForMore = own.terms.length === 0 && MORE.test(text);
  if (pointing && reply && !asksForMore && !pointedAt) {
    for (const t of termsFor(topicOf(reply).text, REPLY_WEIGHT).terms) {
      // "A six-step approach": how many steps the reply counted is no topic to point back at.
      if (NUMBER_WORD.test(t.term) || replaced.has(t.source)) continue;
      if (!combined.has(t.term)) combined.set(t.term, { ...t, carried: true, source: `reply:${t.source}` });
    }
  }
  return {
    text,
    ask,
    quantities,
    concepts,
    terms: [...combined.values()],
    earlier: earlier.map((t) => t.text),
    pointing,
    previous,
    reply: replied,
    more: asksForMore,
    narrowing: earlier.length > 0 && NARROWING_ONE.test(text),
  };
}
