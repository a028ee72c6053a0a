import { z } from "zod";

export const WhyChooseItemSchema = z.object({ title: z.string().min(1), description: z.string().min(20) });
export type WhyChooseItem = z.infer<typeof WhyChooseItemSchema>;

export const ContactContentSchema = z.object({
  details: z.object({ heading: z.string().min(1), intro: z.string().min(20) }),
  whyChoose: z.object({ heading: z.string().min(1), items: z.array(WhyChooseItemSchema).min(3) }),
  /** The message form's heading, the line offering e-mail and phone beside it, and its fields' labels. */
  form: z.object({
    heading: z.string().min(1),
    text: z.string().min(20),
    labels: z.object({
      firstName: z.string().min(1),
      lastName: z.string().min(1),
      email: z.string().min(1),
      company: z.string().min(1),
      projectDetails: z.string().min(1),
    }),
  }),
});
export type ContactContent = z.infer<typeof ContactContentSchema>;
