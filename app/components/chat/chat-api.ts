import type { ChatMessage, ChatSource } from "./chat-conversation.ts";
import { readSources } from "./chat-storage.ts";

/** Spec section 8: the chat's one error, for a failed request or an empty reply. */
export const CHAT_ERROR = {
  title: "Error",
  description: "Sorry, I'm having trouble responding right now. Please try again.",
};

export type ChatTurn = { role: ChatMessage["role"]; content: string };

export type ChatOutcome = { ok: true; response: string; sources: ChatSource[] } | { ok: false; message: string };

/** The fields the widget reads from a 200 (spec section 7): a non-empty `response`, and `sources`. */
export function readChatReply(body: unknown): { response: string; sources: ChatSource[] } | null {
  if (typeof body !== "object" || body === null) return null;
  const { response, sources } = body as { response?: unknown; sources?: unknown };
  if (typeof response !== "string" || !response.trim()) return null;
  return { response: response.trim(), sources: readSources(sources) };
}

/** The server's own words from an error body, when it has some short enough to show. */
export function errorMessageOf(body: unknown): { message: string; field?: string } | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== "object" || error === null) return null;
  const { message, field } = error as { message?: unknown; field?: unknown };
  if (typeof message !== "string" || !message.trim() || message.length > 300) return null;
  return typeof field === "string" && field ? { message: message.trim(), field } : { message: message.trim() };
}

async function post(url: string, payload: unknown, signal?: AbortSignal) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(payload),
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, ok: response.ok, body };
}

/**
 * POST /api/chat. Every failure reads as the spec's one chat error, except
 * "too many messages" (429), whose message says how long to wait. An abort
 * (a new conversation was started) is passed on to the caller.
 */
export async function askAssistant(
  message: string,
  chatHistory: ChatTurn[],
  signal?: AbortSignal,
): Promise<ChatOutcome> {
  let answer: Awaited<ReturnType<typeof post>>;
  try {
    answer = await post("/api/chat", { message, chatHistory }, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: CHAT_ERROR.description };
  }
  if (!answer.ok) {
    const server = answer.status === 429 ? errorMessageOf(answer.body) : null;
    return { ok: false, message: server?.message ?? CHAT_ERROR.description };
  }
  const reply = readChatReply(answer.body);
  return reply ? { ok: true, ...reply } : { ok: false, message: CHAT_ERROR.description };
}

export type HandoffValues = { firstName: string; lastName: string; email: string; consent: boolean };
export type HandoffOutcome = { ok: true } | { ok: false; error: { message: string; field?: string } };

export const HANDOFF_FAILURE = "Failed to send message. Please try again.";

/** POST /api/chat/handoff: the visitor's details and the conversation, stored like a contact message. */
export async function askForContact(values: HandoffValues, chatHistory: ChatTurn[]): Promise<HandoffOutcome> {
  try {
    const answer = await post("/api/chat/handoff", { ...values, chatHistory });
    if (answer.ok && typeof answer.body === "object" && answer.body !== null && "data" in answer.body) {
      return { ok: true };
    }
    return { ok: false, error: errorMessageOf(answer.body) ?? { message: HANDOFF_FAILURE } };
  } catch {
    return { ok: false, error: { message: HANDOFF_FAILURE } };
  }
}
