import { z } from "zod";

export const WhyChooseItemSchema = z.object({ title: z.string().min(1), description: z.string().min(20) });
export type WhyChooseItem = z.infer<typeof WhyChooseItemSchema>;

export const ContactContentSchema = z.object({
  details: z.object({ heading: z.string().min(1), intro: z.string().min(20) }),
  whyChoose: z.object({ heading: z.string().min(1), items: z.array(WhyChooseItemSchema).min(3) }),
  /** The message form's heading, and the line offering e-mail and phone beside it. */
  form: z.object({ heading: z.string().min(1), text: z.string().min(20) }),
});
export type ContactContent = z.infer<typeof ContactContentSchema>;
