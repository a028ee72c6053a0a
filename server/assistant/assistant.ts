import { company } from "#content/company.ts";
import { pages } from "#content/pages.ts";
import type { Logger } from "#server/logger.ts";
import { blogPassages } from "./blog-passages.ts";
import { compose, MIN_COVERAGE } from "./compose.ts";
import { type ChatTurn, resolveQuestion, topicOf } from "./follow-up.ts";
import { createFigureGuard, type FigureGuard, plainText } from "./guard.ts";
import { isAcknowledgement, isGreeting, isThanks, wantsContact, withoutGreeting } from "./intents.ts";
import { askModel, type ModelOptions } from "./model.ts";
import { contactDetailsText, contentPassages, type Passage, type Source } from "./passages.ts";
import { createPassageIndex, type Hit, type PassageIndex } from "./retrieval.ts";

/**
 * The assistant: answers a visitor's message from the site's own content.
 * Built once at start-up (passages, index, figure guard); each reply is a
 * lookup. With a model configured, the model rewrites the retrieved passages
 * and the built-in reply stands in whenever the model fails or strays.
 */

export type { ChatTurn } from "./follow-up.ts";
export type { Source } from "./passages.ts";

export type ChatReply = { response: string; sources: Source[] };

export type ReplyKind = "greeting" | "thanks" | "acknowledgement" | "contact" | "answer" | "unknown";

/** The built-in reply, with what it was built from (the model path reuses both). */
export type BuiltInReply = ChatReply & { kind: ReplyKind; passages: Passage[] };

export type Assistant = {
  reply(message: string, history?: readonly ChatTurn[]): Promise<ChatReply>;
  builtIn(message: string, history?: readonly ChatTurn[]): BuiltInReply;
  readonly passages: readonly Passage[];
  readonly guard: FigureGuard;
};

export type AssistantOptions = {
  /** The optional model; null or missing: built-in replies only. */
  model?: ModelOptions | null;
  logger?: Logger;
  /** The content to answer from; the whole site by default. */
  passages?: readonly Passage[];
};

/** The contract's bound: only the last 20 turns of the history are read. */
export const HISTORY_USED = 20;
/** How many passages the model sees. */
const MODEL_PASSAGES = 4;
const MAX_REPLY_CHARS = 1500;

const contactSource: Source = { title: pages.contact.title, url: pages.contact.path };
const promise = `${company.responsePromiseHours} hours`;

export const GREETING_REPLY =
  "Hello! I can answer questions about our development management services, procurement methods, fees, " +
  "projects and case studies, using what this website says. What would you like to know?";

export const THANKS_REPLY =
  "You're welcome. If you would like the team to follow up on your project, leave your name and e-mail here in " +
  `the chat or write to us through ${contactSource.url}; we reply within ${promise}.`;

export const ACKNOWLEDGEMENT_REPLY =
  "Is there anything else you would like to know? You can ask about our fees, procurement, delivery, projects " +
  "or case studies, or ask for the team to contact you.";

export function contactReply(): string {
  return (
    `${contactDetailsText()} You can send your project details through ${contactSource.url}, ` +
    "or leave your name and e-mail right here in the chat and the team will get back to you."
  );
}

export const UNKNOWN_REPLY =
  "I don't know that, I'm afraid: I can only answer from this website's content about our services, procurement, " +
  `projects and approach. For anything else, please ask the team through ${contactSource.url}, or leave your ` +
  `details here in the chat; we reply within ${promise}.`;

export function allPassages(): Passage[] {
  return [...contentPassages(), ...blogPassages()];
}

function clip(text: string): string {
  if (text.length <= MAX_REPLY_CHARS) return text;
  const cut = text.slice(0, MAX_REPLY_CHARS);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("? "), cut.lastIndexOf("! "));
  return end > 0 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

/** Share of an earlier topic a follow-up's answer should hold, and how close its score must be. */
const ON_TOPIC_COVERAGE = 0.5;
const ON_TOPIC_SCORE = 0.4;

/**
 * A follow-up asks about the earlier topic ("how long did that take?" after
 * Islington): passages that hold that topic and answer well enough go first.
 */
function onTopic(hits: Hit[]): Hit[] {
  const best = hits[0];
  if (!best) return hits;
  const isOnTopic = (h: Hit) =>
    h.carriedCoverage >= ON_TOPIC_COVERAGE && h.coverage >= MIN_COVERAGE && h.score >= best.score * ON_TOPIC_SCORE;
  return [...hits.filter(isOnTopic), ...hits.filter((h) => !isOnTopic(h))];
}

function builtInReply(
  index: PassageIndex,
  guard: FigureGuard,
  message: string,
  history: readonly ChatTurn[],
): BuiltInReply {
  const text = plainText(message);
  const unknown: BuiltInReply = { kind: "unknown", response: UNKNOWN_REPLY, sources: [contactSource], passages: [] };
  // Nothing left once markup is gone ("<b></b>", "???"): nothing was asked.
  if (!/[\p{L}\p{N}]/u.test(text)) return unknown;
  if (isThanks(text)) return { kind: "thanks", response: THANKS_REPLY, sources: [contactSource], passages: [] };
  if (isAcknowledgement(text)) {
    return { kind: "acknowledgement", response: ACKNOWLEDGEMENT_REPLY, sources: [], passages: [] };
  }
  if (isGreeting(text)) return { kind: "greeting", response: GREETING_REPLY, sources: [], passages: [] };
  const question = withoutGreeting(text);
  if (wantsContact(question)) {
    return { kind: "contact", response: contactReply(), sources: [contactSource], passages: [] };
  }

  const topic = topicOf(question);
  const resolved = resolveQuestion(topic, history);
  const terms = index.correct(resolved.terms);
  const hits = resolved.pointing ? onTopic(index.search(terms, 8)) : index.search(terms, 8);
  const composed = compose(hits, terms, index.idf, resolved.earlier ? `${resolved.earlier} ${topic}` : topic);
  const response = composed ? guard.keepSupported(plainText(composed.text)) : "";
  if (!composed || !response) return unknown;
  const passages = [...new Set([...composed.used, ...hits.map((h) => h.passage)])].slice(0, MODEL_PASSAGES);
  return { kind: "answer", response: clip(response), sources: composed.sources, passages };
}

export function createAssistant(options: AssistantOptions = {}): Assistant {
  const passages = options.passages ?? allPassages();
  const index = createPassageIndex(passages);
  const guard = createFigureGuard(passages);
  const model = options.model ?? null;

  const builtIn = (message: string, history: readonly ChatTurn[] = []) =>
    builtInReply(index, guard, message, history.slice(-HISTORY_USED));

  return {
    passages,
    guard,
    builtIn,
    async reply(message, history = []) {
      const fallback = builtIn(message, history);
      const { kind: _kind, passages: _passages, ...plain } = fallback;
      // Greetings, contact details and "I don't know" need no model: the built-in words are exact.
      if (!model || fallback.kind !== "answer") return plain;
      try {
        const written = plainText(
          await askModel(model, plainText(message), history.slice(-HISTORY_USED), fallback.passages),
        );
        const strangers = guard.unsupported(written);
        if (!written) throw new Error("the model's answer is empty once markup is removed");
        if (strangers.length) throw new Error(`the model stated figures the site does not: ${strangers.join(", ")}`);
        return { response: clip(written), sources: fallback.sources };
      } catch (error) {
        options.logger?.warn("chat model failed; the built-in reply was used", {
          error: error instanceof Error ? error.message : String(error),
        });
        return plain;
      }
    },
  };
}
