import { z } from "zod";

const SitePath = z.string().regex(/^\/[a-z0-9-]*(?:\/[a-z0-9-]+)?$/);

export const PolicyListItemSchema = z.object({
  /** Optional lead-in shown in bold, e.g. the name of a right. */
  term: z.string().min(1).optional(),
  text: z.string().min(1),
  /**
   * The page, or pages, where what the item describes is found (an article
   * and the blog for the share button on each article, "/" for what every page carries, such
   * as the back-to-top button, both playbooks for their demos): the site's
   * search and assistant give the item an entry of its own and cite those
   * pages beside it. Read on a section's own items that have a term
   * (server/content/site-index.ts).
   */
  where: z.union([SitePath, z.array(SitePath).min(1)]).optional(),
});
export type PolicyListItem = z.infer<typeof PolicyListItemSchema>;

const PolicyBlockFields = {
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)),
  items: z.array(PolicyListItemSchema).optional(),
  /** Text after the list. */
  after: z.array(z.string().min(1)).optional(),
};

export const PolicySubsectionSchema = z.object(PolicyBlockFields);
export type PolicySubsection = z.infer<typeof PolicySubsectionSchema>;

export const PolicySectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  ...PolicyBlockFields,
  subsections: z.array(PolicySubsectionSchema).optional(),
});
export type PolicySection = z.infer<typeof PolicySectionSchema>;

export const PrivacyPolicySchema = z.object({
  sections: z.array(PolicySectionSchema).min(1),
  contact: z.object({ heading: z.string().min(1), text: z.string().min(20) }),
});
export type PrivacyPolicy = z.infer<typeof PrivacyPolicySchema>;
