import * as z from "zod/mini";
import { ContactSchema } from "#lib/validation/contact.ts";
import { type FieldError, firstError } from "#lib/validation/shared.ts";

/** DESIGN.md contract of POST /api/chat/handoff: the message for missing consent. */
export const CONSENT_MESSAGE = "Please agree to be contacted about this conversation";

/**
 * The hand-off's own fields, checked in the browser before sending with the
 * contact form's rules and messages (the server checks them again: the
 * conversation becomes the message's project details there).
 */
const HandoffFieldsSchema = z.object({
  firstName: ContactSchema.shape.firstName,
  lastName: ContactSchema.shape.lastName,
  email: ContactSchema.shape.email,
  consent: z.literal(true, { error: CONSENT_MESSAGE }),
});

export const HANDOFF_FIELDS = ["firstName", "lastName", "email", "consent"] as const;
export type HandoffField = (typeof HANDOFF_FIELDS)[number];

export function isHandoffField(field: string | undefined): field is HandoffField {
  return field !== undefined && (HANDOFF_FIELDS as readonly string[]).includes(field);
}

/** The first problem, in the form's order, or null when the details can be sent. */
export function checkHandoff(values: {
  firstName: string;
  lastName: string;
  email: string;
  consent: boolean;
}): FieldError | null {
  return firstError(HandoffFieldsSchema.safeParse(values));
}
