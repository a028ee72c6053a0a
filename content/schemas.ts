import { z } from "zod";

/*
 * The shapes of the firm's content. Content files import only the types, so
 * zod never reaches the browser; content/validate.ts checks every record
 * against these schemas when the site builds.
 */

export const CompanySchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  tagline: z.string().min(1),
  blurb: z.string().min(1),
  email: z.email(),
  phone: z.object({ display: z.string(), e164: z.string().regex(/^\+\d{8,15}$/) }),
  whatsapp: z.object({ e164: z.string().regex(/^\+\d{8,15}$/), greeting: z.string().min(1) }),
  address: z.object({
    street: z.string(),
    locality: z.string(),
    region: z.string(),
    postcode: z.string(),
    country: z.string(),
    countryCode: z.string().length(2),
  }),
  areaServed: z.array(z.string()).min(1),
  social: z.array(z.object({ name: z.string(), url: z.url() })),
  registration: z.object({ number: z.string(), jurisdiction: z.string(), office: z.string() }),
  copyrightYear: z.number().int(),
  responsePromiseHours: z.number().int().positive(),
});
export type Company = z.infer<typeof CompanySchema>;

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

export const CaseStudySummarySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  category: z.enum(["Procurement Excellence", "Supply Chain Optimisation"]),
  location: z.string().min(1),
  date: z.string().min(4),
  summary: z.string().min(40),
});
export type CaseStudySummary = z.infer<typeof CaseStudySummarySchema>;

export const PostSummarySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  excerpt: z.string().min(40),
  category: z.enum(["Case Study", "Industry Insights", "Technology", "Procurement"]),
  date: z.iso.date(),
  featured: z.boolean(),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;

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
});

export type Navigation = z.infer<typeof NavigationSchema>;
