import { z } from "zod";
import { IconNameSchema } from "./icons.schema.ts";

const internalPath = z.string().regex(/^\/[a-z0-9-/]*$/, "Must be a site path such as /services");

/** The spec's related-link card categories. */
export const LinkCategorySchema = z.enum([
  "Core Services",
  "Portfolio",
  "Results",
  "Methodology",
  "About",
  "Insights",
  "Contact",
  "Support",
]);
export type LinkCategory = z.infer<typeof LinkCategorySchema>;

/** Categories of the generic link block: the card categories plus outside guidance. */
export const ResourceCategorySchema = z.enum([...LinkCategorySchema.options, "Guidance"]);
export type ResourceCategory = z.infer<typeof ResourceCategorySchema>;

/** Page-level block: one entry per page of the site. */
export const RelatedPageSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20).max(160),
  href: internalPath,
  category: LinkCategorySchema,
  priority: z.enum(["high", "medium"]),
});
export type RelatedPage = z.infer<typeof RelatedPageSchema>;

function uniqueHrefs(entries: { href: string }[]) {
  return new Set(entries.map((e) => e.href)).size === entries.length;
}

/** Spec section 9: the page-level block holds 12 entries. */
export const RelatedPagesSchema = z
  .array(RelatedPageSchema)
  .length(12)
  .refine(uniqueHrefs, { message: "Each page may appear only once" });

/** Categorised card: the spec shows the first two keywords, so at least two are required. */
export const RelatedLinkCardSchema = z.object({
  title: z.string().min(1),
  href: internalPath,
  icon: IconNameSchema,
  description: z.string().min(20).max(160),
  category: LinkCategorySchema,
  keywords: z.array(z.string().min(1)).min(2),
});
export type RelatedLinkCard = z.infer<typeof RelatedLinkCardSchema>;

export const RelatedLinkCardsSchema = z.object({
  heading: z.string().min(1),
  intro: z.string().min(20),
  cards: z.array(RelatedLinkCardSchema).min(1).refine(uniqueHrefs, { message: "Each page may appear only once" }),
  consultation: z.object({ label: z.string().min(1), text: z.string().min(20), href: internalPath }),
});
export type RelatedLinkCards = z.infer<typeof RelatedLinkCardsSchema>;

/** Generic link: a site path, or an https address that must be flagged external. */
export const ResourceLinkSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(20).max(160),
    href: z.union([internalPath, z.url({ protocol: /^https$/ })]),
    category: ResourceCategorySchema,
    icon: IconNameSchema.optional(),
    isExternal: z.boolean(),
  })
  .refine((link) => link.isExternal === link.href.startsWith("https://"), {
    message: "isExternal must be true for https addresses and false for site paths",
    path: ["isExternal"],
  });
export type ResourceLink = z.infer<typeof ResourceLinkSchema>;

export const LinkListSchema = z.object({
  title: z.string().min(1),
  links: z.array(ResourceLinkSchema).min(1),
});
export type LinkList = z.infer<typeof LinkListSchema>;

/** Everything `related-links.ts` exports, checked together so errors name the export. */
export const RelatedLinksContentSchema = z.object({
  relatedPages: RelatedPagesSchema,
  relatedLinkCards: RelatedLinkCardsSchema,
});
