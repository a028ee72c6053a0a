import { z } from "zod";

export const PageSchema = z.object({
  path: z.string().regex(/^\/[a-z0-9-/]*$/),
  heading: z.string().min(1),
  intro: z.string().min(40),
  title: z.string().min(1).max(70),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(1)).min(3),
});
export type Page = z.infer<typeof PageSchema>;

export const PagesSchema = z.record(z.string(), PageSchema);
