import { z } from "zod";

export const PostSummarySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  excerpt: z.string().min(40),
  category: z.enum(["Case Study", "Industry Insights", "Technology", "Procurement"]),
  date: z.iso.date(),
  featured: z.boolean(),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;
