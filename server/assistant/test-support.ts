import type { ChatTurn } from "./assistant.ts";

/** A conversation so far, for tests: the visitor's question and the reply it got. */
export const exchange = (question: string, reply: string): ChatTurn[] => [
  { role: "user", content: question },
  { role: "assistant", content: reply },
];
