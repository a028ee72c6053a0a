import { z } from "zod";

export const LinkSchema = z.object({
  label: z.string().min(1),
  href: z.string().regex(/^\/[a-z0-9-/]*$/),
});
export type NavLink = z.infer<typeof LinkSchema>;

export const NavigationSchema = z.object({
  /** Top navigation in the spec's order; the playbooks group sits after `leading`. */
  leading: z.array(LinkSchema),
  playbooks: z.object({ label: z.string(), links: z.array(LinkSchema).length(2) }),
  trailing: z.array(LinkSchema),
  footer: z.array(z.object({ heading: z.string(), links: z.array(LinkSchema).min(1) })).length(3),
  /** The links of the footer's bottom line, beside the copyright. */
  legal: z.array(LinkSchema).min(1),
});

export type Navigation = z.infer<typeof NavigationSchema>;
