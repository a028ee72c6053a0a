/**
 * Pieces shared by the contact and newsletter schemas. zod/mini keeps the
 * browser's share small: the contact schema runs in its form as well as on
 * the server (the footer's newsletter form checks with fields.ts alone).
 */
import * as z from "zod/mini";
import { EMAIL_MAX, EMAIL_MESSAGE, EMAIL_SHAPE, hasLineBreak, hasUnstorable, isBlank } from "./fields.ts";

export { EMAIL_MAX, EMAIL_MESSAGE, EMAIL_SHAPE, HONEYPOT_FIELD } from "./fields.ts";

type TextRule = {
  /** The field as the messages name it: "First name". */
  label: string;
  required: string;
  wrongType: string;
  max: number;
  tooLong: string;
  /** Names and the company: a line break is refused. */
  singleLine?: boolean;
};

/**
 * The checks every text field shares, in the order a visitor should hear of
 * them: a character that cannot be stored (NUL, half a surrogate pair) is
 * refused naming the field, never dropped silently or failed at the
 * database; the text is put in Unicode NFC (an accent typed as one
 * character or two compares and stores the same) and trimmed; a single-line
 * field refuses line breaks.
 */
function textChecks({ label, singleLine }: Pick<TextRule, "label" | "singleLine">) {
  return [
    z.refine<string>((value) => !hasUnstorable(value), `${label} contains a character that cannot be stored`),
    z.normalize("NFC"),
    z.trim(),
    ...(singleLine ? [z.refine<string>((value) => !hasLineBreak(value), `${label} must be on one line`)] : []),
  ];
}

/**
 * A required text field: checked as above, then not blank (invisible
 * characters alone count as empty) and at most `max` characters.
 */
export function requiredText({ required, wrongType, max, tooLong, ...rule }: TextRule) {
  return z.string({ error: (issue) => (issue.input == null ? required : wrongType) }).check(
    ...textChecks(rule),
    z.refine((value) => !isBlank(value), required),
    z.maxLength(max, tooLong),
  );
}

/** An optional text field: checked as above; empty, blank, null or missing all mean "not given". */
export function optionalText({ wrongType, max, tooLong, ...rule }: Omit<TextRule, "required">) {
  return z.optional(
    z.nullable(
      z.string({ error: wrongType }).check(
        ...textChecks(rule),
        z.overwrite((value) => (isBlank(value) ? "" : value)),
        z.maxLength(max, tooLong),
      ),
    ),
  );
}

/**
 * The e-mail rule of both forms. Line breaks are refused before trimming, so
 * an address can never smuggle a header into the notification mail.
 */
export const emailField = z.string({ error: EMAIL_MESSAGE }).check(
  z.refine((value) => !hasLineBreak(value) && !hasUnstorable(value), EMAIL_MESSAGE),
  z.normalize("NFC"),
  z.trim(),
  z.minLength(1, EMAIL_MESSAGE),
  z.maxLength(EMAIL_MAX, EMAIL_MESSAGE),
  z.regex(EMAIL_SHAPE, EMAIL_MESSAGE),
);

/** Any value is accepted here; whether it counts as filled is `isHoneypotFilled`'s call. */
export const honeypotField = z.optional(z.unknown());

export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  return true;
}

export type FieldError = { message: string; field?: string };

export const NOT_AN_OBJECT_MESSAGE = "The request body must be a JSON object";

type ParseResult = { success: true } | { success: false; error: { issues: readonly z.core.$ZodIssue[] } };

/**
 * The first failure, which is the one a form shows. zod reports issues in the
 * order of the object's keys, and the schemas list their keys in the spec's
 * order, so the first issue is the spec's first failing check.
 */
export function firstError(result: ParseResult): FieldError | null {
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const field = issue.path[0];
  return typeof field === "string" ? { message: issue.message, field } : { message: issue.message };
}
