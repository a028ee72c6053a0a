/**
 * The constants of the forms' rules and the footer's own e-mail check, with
 * no zod: the newsletter form is on every page, and zod/mini would add about
 * 5 KB compressed to each (docs/decisions/019). The server's zod schemas
 * (shared.ts) stay the authority; fields.test.ts proves the check agrees.
 */

export const EMAIL_MESSAGE = "Please enter a valid email address";

/** The spec's "text, at sign, text, dot, text". */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX = 254;

/**
 * Name of the hidden field people never see and bots fill in. A filled one
 * is answered like a success, stored as spam and never notified.
 */
export const HONEYPOT_FIELD = "website";

/** The e-mail rule of shared.ts's `emailField`, for the browser: the message, or null when valid. */
export function emailProblem(value: string): string | null {
  if (/[\r\n]/.test(value)) return EMAIL_MESSAGE;
  const email = value.trim();
  if (email.length < 1 || email.length > EMAIL_MAX || !EMAIL_SHAPE.test(email)) return EMAIL_MESSAGE;
  return null;
}
