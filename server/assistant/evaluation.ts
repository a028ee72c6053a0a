import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ledgerFigures } from "#content/claims.ts";
import { extractFigures } from "#lib/figures.ts";
import type { Assistant, ChatReply, ChatTurn } from "./assistant.ts";

/**
 * Scores the assistant against the evaluation set (evals/assistant-questions.json):
 * the share of expected facts its replies state, the share of questions whose
 * sources include an expected page, and every figure a reply states that the
 * content does not. That last check reads the content files themselves, not
 * the assistant's passages, so it does not share the assistant's blind spots.
 */

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const EVAL_SET = path.join(projectRoot, "evals/assistant-questions.json");

export type EvalQuestion = {
  id: string;
  question: string;
  history?: ChatTurn[];
  /** greeting, thanks, contact, unknown; an answer from the content when missing. */
  kind?: string;
  facts: string[];
  mustNotContain?: string[];
  /** Any one of these cited counts; an empty list expects no particular page. */
  sources: string[];
};

export type QuestionResult = {
  id: string;
  question: string;
  reply: ChatReply;
  factsFound: string[];
  factsMissing: string[];
  /** null when the question expects no particular page. */
  linkOk: boolean | null;
  forbidden: string[];
  unsupportedFigures: string[];
};

export type EvalReport = {
  questions: QuestionResult[];
  factAccuracy: number;
  linkAccuracy: number;
  unsupportedFigures: number;
  forbiddenEchoes: number;
};

export function loadEvalSet(file = EVAL_SET): EvalQuestion[] {
  return (JSON.parse(readFileSync(file, "utf8")) as { questions: EvalQuestion[] }).questions;
}

/** Every figure the content states: the claims ledger plus the raw text of content/*.ts and the blog's posts. */
export function contentFigures(): Set<string> {
  const allowed = new Set<string>(ledgerFigures);
  const folders = [path.join(projectRoot, "content"), path.join(projectRoot, "content/blog")];
  for (const folder of folders) {
    for (const name of readdirSync(folder)) {
      if (!/\.(ts|md)$/.test(name) || name.endsWith(".test.ts")) continue;
      for (const figure of extractFigures(readFileSync(path.join(folder, name), "utf8"))) allowed.add(figure);
    }
  }
  return allowed;
}

const contains = (text: string, fact: string) => text.toLowerCase().includes(fact.toLowerCase());

export async function evaluate(
  questions: readonly EvalQuestion[],
  ask: (question: string, history: ChatTurn[]) => Promise<ChatReply> | ChatReply,
): Promise<EvalReport> {
  const allowed = contentFigures();
  const results: QuestionResult[] = [];
  for (const q of questions) {
    const reply = await ask(q.question, q.history ?? []);
    const text = reply.response;
    const urls = reply.sources.map((s) => s.url);
    results.push({
      id: q.id,
      question: q.question,
      reply,
      factsFound: q.facts.filter((f) => contains(text, f)),
      factsMissing: q.facts.filter((f) => !contains(text, f)),
      linkOk: q.sources.length ? q.sources.some((url) => urls.includes(url)) : null,
      forbidden: (q.mustNotContain ?? []).filter((f) => contains(text, f)),
      unsupportedFigures: extractFigures(text).filter((f) => !allowed.has(f)),
    });
  }
  const facts = results.reduce((n, r) => n + r.factsFound.length + r.factsMissing.length, 0);
  const found = results.reduce((n, r) => n + r.factsFound.length, 0);
  const linked = results.filter((r) => r.linkOk !== null);
  return {
    questions: results,
    factAccuracy: facts ? found / facts : 1,
    linkAccuracy: linked.length ? linked.filter((r) => r.linkOk).length / linked.length : 1,
    unsupportedFigures: results.reduce((n, r) => n + r.unsupportedFigures.length, 0),
    forbiddenEchoes: results.reduce((n, r) => n + r.forbidden.length, 0),
  };
}

/** Whether the built-in assistant's reply is what the evaluation scores: the same as /api/chat without a model. */
export const builtInAsker = (assistant: Assistant) => (question: string, history: ChatTurn[]) =>
  assistant.reply(question, history);
