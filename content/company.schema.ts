import { z } from "zod";

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
