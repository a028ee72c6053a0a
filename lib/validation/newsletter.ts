import * as z from "zod/mini";
import { hasUnstorable } from "./fields.ts";
import { emailField, HONEYPOT_FIELD, honeypotField, NOT_AN_OBJECT_MESSAGE } from "./shared.ts";

/**
 * The footer's newsletter input, used by the form, its action and POST
 * /api/newsletter. `page` is the path the visitor subscribed from, kept as
 * part of the consent record; a missing or malformed one is simply dropped.
 */
export const NewsletterSchema = z.object(
  {
    email: emailField,
    page: z.catch(
      z.optional(
        z.string().check(
          z.maxLength(200),
          z.regex(/^\/[^\s]*$/),
          z.refine((page) => !hasUnstorable(page)),
        ),
      ),
      undefined,
    ),
    [HONEYPOT_FIELD]: honeypotField,
  },
  { error: NOT_AN_OBJECT_MESSAGE },
);

export type Newsletter = z.infer<typeof NewsletterSchema>;
