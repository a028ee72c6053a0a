import { ChatHandoffSchema } from "#lib/validation/chat.ts";
import { type FieldError, firstError } from "#lib/validation/shared.ts";

export const HANDOFF_FIELDS = ["firstName", "lastName", "email", "consent"] as const;
export type HandoffField = (typeof HANDOFF_FIELDS)[number];

export function isHandoffField(field: string | undefined): field is HandoffField {
  return field !== undefined && (HANDOFF_FIELDS as readonly string[]).includes(field);
}

/**
 * The first problem with the visitor's details, in the form's order, or null
 * when they can be sent. The same schema as POST /api/chat/handoff, so the
 * browser and the server give the same messages (the conversation is added
 * when sending).
 */
export function checkHandoff(values: {
  firstName: string;
  lastName: string;
  email: string;
  consent: boolean;
}): FieldError | null {
  return firstError(ChatHandoffSchema.safeParse(values));
}
