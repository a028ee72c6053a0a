import { z } from "zod";

const ImageName = z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, "must be an image name such as projects/islington");

/** The spec's project record: every field shows in the project card's popover. */
export const ProjectSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  location: z.string().min(1),
  year: z.number().int().min(2000).max(2100),
  size: z.string().min(1),
  purchasePrice: z.string().min(1),
  capex: z.string().min(1),
  /** Capital expenditure per square foot, shown beside the capex. */
  capexRate: z.string().min(1),
  /** Whether the project needed planning permission (the spec's yes or no). */
  planning: z.boolean(),
  /** The building's condition when acquired. */
  condition: z.string().min(1),
  /** The specification it was delivered to. */
  final: z.string().min(1),
  duration: z.string().min(1),
  epc: z.enum(["A", "B", "C"]),
  image: ImageName,
  description: z.string().min(40),
});
export type Project = z.infer<typeof ProjectSchema>;

/**
 * How many columns and rows of the gallery grid an image spans. The component
 * maps each to fixed Tailwind classes, so class names never come from content.
 */
export const GallerySpanSchema = z.enum([
  "col-span-1 row-span-1",
  "col-span-2 row-span-1",
  "col-span-1 row-span-2",
  "col-span-2 row-span-2",
]);
export type GallerySpan = z.infer<typeof GallerySpanSchema>;

/** Alt text comes from the image manifest, beside the image itself. */
export const GalleryItemSchema = z.object({ image: ImageName, span: GallerySpanSchema });
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

export const ProjectSummarySchema = z.object({
  heading: z.string().min(1),
  intro: z.string().min(20),
  figures: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).min(1),
});
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;

export const ProjectsContentSchema = z.object({
  projectList: z.object({ heading: z.string().min(1), intro: z.string().min(20) }),
  projects: z.array(ProjectSchema).length(3),
  gallery: z.object({
    heading: z.string().min(1),
    intro: z.string().min(20),
    items: z.array(GalleryItemSchema).min(1),
  }),
  summary: ProjectSummarySchema,
});
export type ProjectsContent = z.infer<typeof ProjectsContentSchema>;
