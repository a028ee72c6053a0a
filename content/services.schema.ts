import { z } from "zod";
import { IconNameSchema } from "./icons.schema.ts";

const internalPath = z.string().regex(/^\/[a-z0-9-/]*$/, "Must be a site path such as /contact");

const ActionSchema = z.object({ label: z.string().min(1), href: internalPath });

const PointSchema = z.object({ title: z.string().min(1), description: z.string().min(20) });

const IconCardSchema = PointSchema.extend({ icon: IconNameSchema });
export type IconCard = z.infer<typeof IconCardSchema>;

export const ServiceCaseStudyCardSchema = z.object({
  title: z.string().min(1),
  category: z.string().min(1),
  summary: z.string().min(40),
  highlight: z.string().min(1),
  href: z.string().regex(/^\/case-studies\/[a-z0-9-]+$/),
});
export type ServiceCaseStudyCard = z.infer<typeof ServiceCaseStudyCardSchema>;

export const ServicesSchema = z.object({
  hero: z.object({
    highlights: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).length(3),
    actions: z.array(ActionSchema).min(1).max(2),
  }),
  partnership: z.object({
    heading: z.string().min(1),
    paragraphs: z.array(z.string().min(40)).min(1),
    feeStructure: z.object({
      heading: z.string().min(1),
      intro: z.string().min(20),
      managementFee: PointSchema,
      procurementMarkup: PointSchema.extend({
        /** Spec: coordination, certification approval, manufacturer workshops, QA, transport, customs, delivery. */
        covers: z.array(z.string().min(1)).length(7),
      }),
    }),
  }),
  procurementMethods: z.object({
    heading: z.string().min(1),
    intro: z.string().min(40),
    methods: z.array(PointSchema).min(3),
    caseStudiesHeading: z.string().min(1),
    caseStudies: z.array(ServiceCaseStudyCardSchema).length(2),
  }),
  procurementPlaybook: z.object({
    heading: z.string().min(1),
    intro: z.string().min(40),
    /** Spec: Pre-Procure, Manufacturing, Transit, On Site Process. */
    stages: z.array(IconCardSchema).length(4),
    action: ActionSchema,
  }),
  deliveryPlaybook: z.object({
    heading: z.string().min(1),
    intro: z.string().min(40),
    principles: z.array(PointSchema).length(4),
    action: ActionSchema,
  }),
  smartTechnology: z.object({
    heading: z.string().min(1),
    intro: z.string().min(40),
    offerings: z.array(IconCardSchema).length(6),
  }),
});
export type Services = z.infer<typeof ServicesSchema>;
