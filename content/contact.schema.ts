import { z } from "zod";

export const WhyChooseItemSchema = z.object({ title: z.string().min(1), description: z.string().min(20) });
export type WhyChooseItem = z.infer<typeof WhyChooseItemSchema>;

export const ContactContentSchema = z.object({
  details: z.object({ heading: z.string().min(1), intro: z.string().min(20) }),
  whyChoose: z.object({ heading: z.string().min(1), items: z.array(WhyChooseItemSchema).min(3) }),
  /** Where the message form sits; until it ships, the text points to e-mail and phone. */
  form: z.object({ heading: z.string().min(1), text: z.string().min(20) }),
});
export type ContactContent = z.infer<typeof ContactContentSchema>;
