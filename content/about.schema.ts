import { z } from "zod";
import { IconNameSchema } from "./icons.schema.ts";

export const AboutSchema = z.object({
  story: z.object({
    heading: z.string().min(1),
    paragraphs: z.array(z.string().min(40)).min(2),
  }),
  whatWeDo: z.object({
    heading: z.string().min(1),
    intro: z.string().min(40),
    services: z.array(z.object({ title: z.string().min(1), description: z.string().min(20) })).min(3),
    figures: z
      .array(z.object({ value: z.string().min(1), label: z.string().min(1) }))
      .min(2)
      .max(4),
  }),
  approach: z.object({
    heading: z.string().min(1),
    intro: z.string().min(20),
    cards: z
      .array(z.object({ title: z.string().min(1), description: z.string().min(40), icon: IconNameSchema }))
      .length(4),
  }),
  related: z.object({
    heading: z.string().min(1),
    intro: z.string().min(20),
    /** Spec: at most this many related pages are shown (default 8). */
    max: z.number().int().min(1).max(12),
  }),
});
export type About = z.infer<typeof AboutSchema>;
