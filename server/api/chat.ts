import { ChatRequestSchema } from "#lib/validation/chat.ts";
import type { Assistant, ChatReply } from "#server/assistant/assistant.ts";
import type { Logger } from "#server/logger.ts";
import { type ApiResult, admit, failure, methodNotAllowed, readJsonBody, toResponse } from "./http.ts";
import type { RateLimits } from "./rate-limits.ts";

/**
 * POST /api/chat: a visitor's message in, the assistant's reply out. The
 * answer is `{response, sources}` itself, not wrapped in `{data}`: the shape
 * the original site's hosted function returned, which the widget reads.
 */

/** What the chat needs. No database: the assistant answers even while PostgreSQL is away. */
export type ChatDeps = { assistant: Assistant; limits: RateLimits; logger: Logger };

/**
 * A conversation travels with each message: 50 entries of 4,000 characters
 * and the message itself fit with room to spare.
 */
export const CHAT_MAX_BODY_BYTES = 256 * 1024;

/** The spec's words for a chat that failed (section 8), also the API's message for it. */
export const CHAT_FAILURE_MESSAGE = "Sorry, I'm having trouble responding right now. Please try again.";

export async function answerChat(
  deps: ChatDeps,
  input: unknown,
  client: { address: string },
): Promise<ApiResult<ChatReply>> {
  const admitted = await admit(
    deps.limits.chat,
    client,
    "chat messages",
    ChatRequestSchema,
    input,
    CHAT_FAILURE_MESSAGE,
  );
  if (!admitted.ok) return admitted;
  const { message, chatHistory } = admitted.data;
  return { ok: true, data: await deps.assistant.reply(message, chatHistory) };
}

export async function chatApi(request: Request, deps: ChatDeps, client: { address: string }): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readJsonBody(request, CHAT_MAX_BODY_BYTES);
  if (!body.ok) return toResponse(body);
  let result: ApiResult<ChatReply>;
  try {
    result = await answerChat(deps, body.value, client);
  } catch (error) {
    deps.logger.error("chat reply failed", { error: String(error instanceof Error ? error.stack : error) });
    result = failure(500, CHAT_FAILURE_MESSAGE);
  }
  if (!result.ok) return toResponse(result);
  return Response.json(result.data, { headers: { "Cache-Control": "no-store" } });
}
