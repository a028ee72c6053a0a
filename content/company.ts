import type { Company } from "./company.schema.ts";

/**
 * The firm's own details, defined once. The seed uses a neutral placeholder
 * brand and reserved example contact details (Ofcom drama numbers, the
 * example.com domain); the firm replaces them here and nowhere else.
 */

export const company = {
  name: "Example Development Partners",
  shortName: "Example Partners",
  tagline: "Development management and procurement, London",
  blurb:
    "We lead professional teams, contractors and procurement suppliers from concept to handover, mainly on commercial and residential projects in London and Greater London, with capability across the UK.",
  email: "hello@example.com",
  phone: { display: "020 7946 0321", e164: "+442079460321" },
  whatsapp: {
    e164: "+447700900123",
    greeting: "Hello, I would like to talk about a development project.",
  },
  address: {
    street: "1 Example Street",
    locality: "London",
    region: "Greater London",
    postcode: "EC1A 1BB",
    country: "United Kingdom",
    countryCode: "GB",
  },
  areaServed: ["London", "Greater London", "United Kingdom"],
  social: [{ name: "LinkedIn", url: "https://www.linkedin.com/company/example" }],
  registration: {
    number: "00000000",
    jurisdiction: "England and Wales",
    office: "1 Example Street, London EC1A 1BB",
  },
  copyrightYear: 2025,
  responsePromiseHours: 24,
} satisfies Company;

export function formatAddress(a: Company["address"] = company.address): string {
  return `${a.street}, ${a.locality} ${a.postcode}, ${a.country}`;
}

/** The footer's copyright notice, before the company's registration. */
export function copyrightNotice(c: Company = company): string {
  return `© ${c.copyrightYear} ${c.name}. All rights reserved.`;
}
