import { z } from "zod";

/** A figure with what it means, as stat cards and key-figure lists show it. */
export const KeyFigureSchema = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
});
export type KeyFigure = z.infer<typeof KeyFigureSchema>;

/** A name in the generated image set, e.g. `case-studies/cable-trays-1`; its alt text comes with it. */
export const CaseStudyImageSchema = z.string().regex(/^case-studies\/[a-z0-9-]+$/);

const Paragraphs = z.array(z.string().min(40)).min(1);
const Items = z.array(z.string().min(3)).min(1);

export const CaseStudySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  category: z.enum(["Procurement Excellence", "Supply Chain Optimisation"]),
  location: z.string().min(1),
  date: z.string().regex(/^\d{4}$/),
  /** One or two sentences for the list page, cards and the page description. */
  summary: z.string().min(40).max(220),
  /** The figures the list page shows beside the summary. */
  keyFigures: z.array(KeyFigureSchema).min(2).max(4),
  images: z.array(CaseStudyImageSchema).min(1),
  challenge: Paragraphs,
  solution: Paragraphs,
  results: Items,
  achievements: Items,
  tags: Items,
});
export type CaseStudy = z.infer<typeof CaseStudySchema>;

/** What lists and links need of a study (content/case-study-summaries.ts). */
export type CaseStudySummary = Pick<CaseStudy, "id" | "title" | "category" | "location" | "date" | "summary">;

export const CaseStudiesOverviewSchema = z.object({
  headlineStats: z.array(KeyFigureSchema).length(6),
  totals: z.array(KeyFigureSchema).length(3),
  callToAction: z.object({ heading: z.string().min(1), text: z.string().min(40) }),
});
export type CaseStudiesOverview = z.infer<typeof CaseStudiesOverviewSchema>;
