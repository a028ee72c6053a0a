import { z } from "zod";

const InternalHref = z.string().regex(/^\/[a-z0-9-/]*$/, "must be a site path such as /contact");
const ImageName = z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, "must be an image name such as home/hero");

export const ActionSchema = z.object({ label: z.string().min(1), href: InternalHref });
export type Action = z.infer<typeof ActionSchema>;

export const StatSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });
export type Stat = z.infer<typeof StatSchema>;

export const FeatureIconSchema = z.enum(["services", "procurement", "case-studies", "delivery"]);
export type FeatureIcon = z.infer<typeof FeatureIconSchema>;

export const FeatureCardSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20),
  href: InternalHref,
  icon: FeatureIconSchema,
});
export type FeatureCard = z.infer<typeof FeatureCardSchema>;

export const LinkGroupSchema = z.object({
  heading: z.string().min(1),
  links: z.array(z.object({ label: z.string().min(1), href: InternalHref, description: z.string().min(1) })).min(1),
});
export type LinkGroup = z.infer<typeof LinkGroupSchema>;

export const CallToActionSchema = z.object({
  heading: z.string().min(1),
  text: z.string().min(20),
  action: ActionSchema,
});
export type CallToActionContent = z.infer<typeof CallToActionSchema>;

export const HomeSchema = z.object({
  /**
   * The embedded background-video player, e.g. a privacy-enhanced YouTube or
   * Vimeo embed URL. null shows the still image only.
   */
  heroVideoUrl: z.url({ protocol: /^https$/ }).nullable(),
  hero: z.object({
    eyebrow: z.string().min(1),
    image: ImageName,
    primaryAction: ActionSchema,
    secondaryAction: ActionSchema,
  }),
  /** The figures band's name, for screen readers and its anchor. */
  statsLabel: z.string().min(1),
  stats: z.array(StatSchema).min(3).max(6),
  whoWeAre: z.object({
    heading: z.string().min(1),
    intro: z.string().min(40),
    cards: z.array(FeatureCardSchema).length(4),
  }),
  recentProjects: z.object({ heading: z.string().min(1), intro: z.string().min(20), link: ActionSchema }),
  expertise: z.object({
    heading: z.string().min(1),
    intro: z.string().min(20),
    groups: z.array(LinkGroupSchema).min(2),
  }),
  closing: CallToActionSchema,
});
export type Home = z.infer<typeof HomeSchema>;
