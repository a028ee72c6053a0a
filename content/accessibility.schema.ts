import { z } from "zod";
import { PolicySectionSchema } from "./privacy.schema.ts";

export const AccessibilityStatementSchema = z.object({
  /** The standard the site is built and tested to, e.g. "WCAG 2.2 level AA". */
  standard: z.string().regex(/^WCAG \d\.\d level AA?A?$/),
  sections: z.array(PolicySectionSchema).min(4),
  report: z.object({
    heading: z.string().min(1),
    text: z.string().min(20),
    /** The reply promise, shown under the ways to get in touch. */
    response: z.string().min(10),
  }),
  preparation: z.object({ heading: z.string().min(1), text: z.string().min(20) }),
});
export type AccessibilityStatement = z.infer<typeof AccessibilityStatementSchema>;
