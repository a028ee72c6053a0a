import { z } from "zod";
import { LinkListSchema } from "./related-links.schema.ts";

export const FaqItemSchema = z.object({
  question: z.string().min(10).endsWith("?"),
  answer: z.string().min(80),
  /** The page that covers the answer's topic in full; the answer is its summary. */
  more: z.object({ label: z.string().min(1), href: z.string().regex(/^\/[a-z0-9-/]*$/) }),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

export const FaqSchema = z.object({
  /** Spec section 9: the FAQ holds 12 items. */
  items: z
    .array(FaqItemSchema)
    .length(12)
    .refine((items) => new Set(items.map((i) => i.question)).size === items.length, {
      message: "Each question may appear only once",
    }),
  stillHaveQuestions: z.object({
    heading: z.string().min(1),
    text: z.string().min(20),
    action: z.object({ label: z.string().min(1), href: z.string().regex(/^\/[a-z0-9-/]*$/) }),
  }),
  furtherReading: LinkListSchema,
});
export type Faq = z.infer<typeof FaqSchema>;
