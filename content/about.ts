import type { About } from "./about.schema.ts";
import { claims } from "./claims.ts";

const { firm, portfolio } = claims;

/**
 * The About page's sections. Its heading, introduction and metadata live in
 * `pages.ts` under `about`.
 */
export const about: About = {
  story: {
    heading: "Our Story",
    paragraphs: [
      "The partnership was founded by the team behind two earlier companies: one managed residential and commercial developments for private clients in London, the other sourced certified building products from vetted manufacturers abroad and brought them to UK sites.",
      "Running the two side by side taught us that a development is won or lost in two places: in how the professional team and the contractors are led, and in how what the building is made of is bought. Most clients pay for those separately, and the savings fall through the gap between them.",
      `So we brought both under one roof. Today we lead developments on the client's side from concept to handover, and buy directly from manufacturers on the client's behalf, which is how our projects are delivered about ${firm.belowMarket.value} below market rates.`,
    ],
  },
  whatWeDo: {
    heading: "What We Do",
    intro:
      "We are development partners for property owners and developers: we lead the professional team, the contractors and the procurement suppliers from concept to handover, mainly on commercial and residential projects in London and Greater London, with UK-wide capability.",
    services: [
      {
        title: "Development management",
        description:
          "We assemble and lead the architects, engineers, surveyors and contractors, and run the budget and the programme.",
      },
      {
        title: "Procurement",
        description:
          "We benchmark each package against UK costs, source directly from manufacturers and check quality from factory to site.",
      },
      {
        title: "Delivery",
        description:
          "We structure the contracts so that risk sits with those best placed to manage it, and we see the building through to handover.",
      },
      {
        title: "Smart building technology",
        description:
          "We design in remote site management, connected access and smart metering so buildings are easier to run and let.",
      },
    ],
    figures: [
      { value: firm.areaDeliveredShort.value, label: "of space delivered" },
      { value: firm.capexDelivered.value, label: "of capital expenditure delivered" },
      { value: portfolio.savings.value, label: `saved across ${portfolio.area.value} of recent projects` },
      { value: firm.typicalSavings.value, label: "typical savings for our clients" },
    ],
  },
  approach: {
    heading: "Our Approach",
    intro: "Four principles shape every project we take on.",
    cards: [
      {
        title: "On the client's side",
        icon: "Handshake",
        description:
          "We work for you, not for a contractor or a supplier. Every recommendation is judged by what it does for your budget, your programme and your return.",
      },
      {
        title: "Benchmarked, then beaten",
        icon: "Scale",
        description:
          "Each cost is measured against a UK benchmark for the same specification, so you can see exactly where a saving comes from and what it is worth.",
      },
      {
        title: "Straight from the manufacturer",
        icon: "Factory",
        description:
          "We buy directly from vetted manufacturers, inspect production at each stage and manage shipping and customs, cutting out the layers that add cost.",
      },
      {
        title: "Quality without compromise",
        icon: "ShieldCheck",
        description:
          "Certification, compliance and design review come before any order is placed, and every product is checked again when it reaches site.",
      },
    ],
  },
  related: {
    heading: "Explore More",
    intro: "See how we work in practice, what we have delivered and how to get in touch.",
    max: 8,
  },
};
