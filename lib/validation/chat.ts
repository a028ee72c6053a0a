import * as z from "zod/mini";
import { ContactSchema } from "./contact.ts";
import { hasUnstorable, isBlank, withoutUnstorable } from "./fields.ts";
import { NOT_AN_OBJECT_MESSAGE } from "./shared.ts";

/**
 * The chat's inputs: a message to the assistant, and a request to hand the
 * conversation to the team. The history comes from the browser and is
 * untrusted: roles are checked, sizes bounded, and only the recent part read.
 */

export const CHAT_LIMITS = {
  message: 2000,
  historyEntries: 50,
  historyContent: 4000,
  /** Of the accepted entries, the assistant reads this many, most recent last. */
  historyUsed: 20,
} as const;

export const CHAT_MESSAGES = {
  messageRequired: "Please type a message",
  messageType: "The message must be text",
  messageTooLong: `The message must be at most ${CHAT_LIMITS.message} characters`,
  messageUnreadable: "The message contains a character that cannot be read",
  history: `The chat history must be a list of at most ${CHAT_LIMITS.historyEntries} messages, each with a role of user or assistant and at most ${CHAT_LIMITS.historyContent} characters of text`,
  consent: "Please agree to be contacted about this conversation",
} as const;

const ChatTurnSchema = z.object(
  {
    role: z.enum(["user", "assistant"], { error: CHAT_MESSAGES.history }),
    // The history is the browser's copy of earlier turns, which passed this
    // check once: a character that cannot be stored there (half a surrogate
    // pair from a cut) is dropped rather than refusing the conversation.
    content: z
      .string({ error: CHAT_MESSAGES.history })
      .check(
        z.overwrite(withoutUnstorable),
        z.normalize("NFC"),
        z.maxLength(CHAT_LIMITS.historyContent, CHAT_MESSAGES.history),
      ),
  },
  { error: CHAT_MESSAGES.history },
);
export type ChatTurn = z.infer<typeof ChatTurnSchema>;

const chatHistory = z._default(
  z
    .array(ChatTurnSchema, { error: CHAT_MESSAGES.history })
    .check(z.maxLength(CHAT_LIMITS.historyEntries, CHAT_MESSAGES.history)),
  [],
);

/** POST /api/chat. Unknown keys are dropped. */
export const ChatRequestSchema = z.object(
  {
    message: z
      .string({ error: (issue) => (issue.input == null ? CHAT_MESSAGES.messageRequired : CHAT_MESSAGES.messageType) })
      .check(
        z.refine((value) => !hasUnstorable(value), CHAT_MESSAGES.messageUnreadable),
        z.normalize("NFC"),
        z.trim(),
        z.refine((value) => !isBlank(value), CHAT_MESSAGES.messageRequired),
        z.maxLength(CHAT_LIMITS.message, CHAT_MESSAGES.messageTooLong),
      ),
    chatHistory,
  },
  { error: NOT_AN_OBJECT_MESSAGE },
);
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/**
 * POST /api/chat/handoff: the contact form's name and e-mail rules and
 * messages, the visitor's consent, and the conversation to pass on.
 */
export const ChatHandoffSchema = z.object(
  {
    firstName: ContactSchema.shape.firstName,
    lastName: ContactSchema.shape.lastName,
    email: ContactSchema.shape.email,
    consent: z.literal(true, { error: CHAT_MESSAGES.consent }),
    chatHistory,
  },
  { error: NOT_AN_OBJECT_MESSAGE },
);
export type ChatHandoff = z.infer<typeof ChatHandoffSchema>;
