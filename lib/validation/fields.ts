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

/**
 * Characters PostgreSQL text cannot hold: NUL, and half of a UTF-16
 * surrogate pair without its other half (no character at all).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this finds
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorable(value: string): boolean {
  return UNSTORABLE.test(value);
}

export function withoutUnstorable(value: string): string {
  return value.replace(new RegExp(UNSTORABLE.source, "g"), "");
}

/** Line breaks of every kind, refused in a single-line field (a name can never smuggle a mail header). */
export function hasLineBreak(value: string): boolean {
  return /[\r\n\v\f\u0085\u2028\u2029]/.test(value);
}

/**
 * Nothing a reader would see: spaces, and invisible format characters (zero
 * width spaces and joiners, direction marks, soft hyphens, fillers).
 */
export function isBlank(value: string): boolean {
  return /^[\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]*$/u.test(value);
}

/** The e-mail rule of shared.ts's `emailField`, for the browser: the message, or null when valid. */
export function emailProblem(value: string): string | null {
  if (hasLineBreak(value) || hasUnstorable(value)) return EMAIL_MESSAGE;
  const email = value.normalize("NFC").trim();
  if (email.length < 1 || email.length > EMAIL_MAX || !EMAIL_SHAPE.test(email)) return EMAIL_MESSAGE;
  return null;
}
