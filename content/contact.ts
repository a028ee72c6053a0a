import { claims } from "./claims.ts";
import type { ContactContent } from "./contact.schema.ts";

const { firm, portfolio } = claims;

/** The contact page's words; the address, e-mail and phone come from `company.ts`. */
export const contactContent: ContactContent = {
  details: {
    heading: "Get in Touch",
    intro:
      `Write, call or visit us in London. We answer every enquiry within ${firm.responseTime.value}. ` +
      "Not sure where to start? The first step is an exploratory call: tell us about your project and we will find a time to talk.",
  },
  whyChoose: {
    heading: "Why Choose Us",
    items: [
      {
        title: "Lower costs, same specification",
        description: `Projects delivered about ${firm.belowMarket.value} below market rates, with savings of ${firm.typicalSavings.value} in general.`,
      },
      {
        title: "One partner from concept to handover",
        description: "We lead the professional team, the contractors and the suppliers, so you deal with one party.",
      },
      {
        title: "Procurement direct from manufacturers",
        description:
          "Every package is benchmarked against UK costs and specifications, then sourced, checked and shipped under our supervision.",
      },
      {
        title: "A proven track record",
        description: `${portfolio.savings.value} saved across ${portfolio.area.value} of recent projects, and over ${firm.areaDelivered.value} delivered in total.`,
      },
      {
        title: "London focus, UK-wide capability",
        description:
          "Mainly commercial and residential projects in London and Greater London, with delivery across the UK.",
      },
      {
        title: `A reply within ${firm.responseTime.value}`,
        description: "Every message is read by the team, not a call centre, and answered promptly.",
      },
    ],
  },
  form: {
    heading: "Send us a message",
    text: "Prefer e-mail or phone? Both reach the same team.",
    labels: {
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      company: "Company",
      projectDetails: "Project Details",
    },
  },
};
