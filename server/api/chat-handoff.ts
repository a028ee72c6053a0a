import { type ChatHandoff, ChatHandoffSchema, type ChatTurn } from "#lib/validation/chat.ts";
import { CONTACT_LIMITS } from "#lib/validation/contact.ts";
import { CHAT_MAX_BODY_BYTES } from "./chat.ts";
import { CONTACT_FAILURE_MESSAGE, type ContactReceipt, submitContact } from "./contact.ts";
import type { ApiDeps } from "./deps.ts";
import { type Admission, type ApiResult, admit, methodNotAllowed, readJsonBody, toResponse } from "./http.ts";

/**
 * POST /api/chat/handoff: the visitor asks, from the chat, to be contacted.
 * Their name, e-mail and consent, with the conversation as the project
 * details, become a contact message through the contact form's core: the
 * same limit, validation messages, storage, outbox and notification.
 */

export const HANDOFF_HEADING = "Sent from the website's chat assistant: the visitor asked the team to get in touch.";
const OMITTED = "(Earlier messages left out.)";
const EMPTY = "(The visitor asked before writing anything in the chat.)";

const speaker = (role: ChatTurn["role"]) => (role === "user" ? "Visitor" : "Assistant");

/**
 * The conversation as text that fits the contact message's project details,
 * the most recent turns kept: an older turn that does not fit whole is cut
 * from its start.
 */
export function transcript(history: readonly ChatTurn[], limit: number = CONTACT_LIMITS.projectDetails): string {
  const lines = history
    .map((turn) => ({ who: speaker(turn.role), text: turn.content.replace(/\s+/g, " ").trim() }))
    .filter((line) => line.text)
    .map((line) => `${line.who}: ${line.text}`);
  if (lines.length === 0) return `${HANDOFF_HEADING}\n\n${EMPTY}`;

  const whole = `${HANDOFF_HEADING}\n\n${lines.join("\n")}`;
  if (whole.length <= limit) return whole;

  // Room for the heading, the note and their line breaks.
  let room = limit - HANDOFF_HEADING.length - OMITTED.length - 4;
  const kept: string[] = [];
  for (let i = lines.length - 1; i >= 0 && room > 0; i--) {
    const line = lines[i] ?? "";
    const cost = line.length + (kept.length ? 1 : 0);
    if (cost <= room) {
      kept.unshift(line);
      room -= cost;
    } else {
      const separator = kept.length ? 1 : 0;
      const keep = room - separator - 1;
      if (keep > 20) kept.unshift(`…${line.slice(line.length - keep)}`);
      room = 0;
    }
  }
  return `${HANDOFF_HEADING}\n\n${OMITTED}\n${kept.join("\n")}`;
}

/**
 * The visitor's request, validated, made into a contact message (no company;
 * the conversation as the project details) and submitted like the form's.
 */
export function handOff(deps: ApiDeps, handoff: ChatHandoff): Promise<ApiResult<ContactReceipt>> {
  return submitContact(deps, {
    firstName: handoff.firstName,
    lastName: handoff.lastName,
    email: handoff.email,
    company: null,
    projectDetails: transcript(handoff.chatHistory),
    spam: false,
  });
}

/** POST /api/chat/handoff: JSON in, `{data: {id}}` or `{error: {message, field?}}` out; the contact form's limit. */
export async function chatHandoffApi(request: Request, admission: Admission): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  if (!admission.ok) return toResponse(admission);
  const body = await readJsonBody(request, CHAT_MAX_BODY_BYTES);
  if (!body.ok) return toResponse(body);
  const { deps, client } = admission;
  const admitted = await admit(
    deps.limits.contact,
    client,
    "messages",
    ChatHandoffSchema,
    body.value,
    CONTACT_FAILURE_MESSAGE,
  );
  return toResponse(admitted.ok ? await handOff(deps, admitted.data) : admitted);
}
