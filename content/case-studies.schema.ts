import { z } from "zod";

export const CaseStudySummarySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  category: z.enum(["Procurement Excellence", "Supply Chain Optimisation"]),
  location: z.string().min(1),
  date: z.string().min(4),
  summary: z.string().min(40),
});
export type CaseStudySummary = z.infer<typeof CaseStudySummarySchema>;
