import { claims } from "./claims.ts";
import { faq } from "./faq.ts";
import type { Page } from "./pages.schema.ts";

const { firm, portfolio, caseStudies } = claims;

/**
 * Each page's heading, introduction and search-engine description. Route
 * modules read these; the firm edits words here, never in components.
 */

export const pages = {
  home: {
    path: "/",
    heading: "Development partners from concept to handover",
    intro: `We manage developments and procure what they are built from, leading professional teams, contractors and suppliers so that projects in London and Greater London are delivered about ${firm.belowMarket.value} below market rates.`,
    title: "Development Management & Procurement in London",
    description: `Development management and procurement partners in London: projects delivered about ${firm.belowMarket.value} below market rates, with savings of ${firm.typicalSavings.value} in general.`,
    keywords: ["development management", "procurement", "London", "property development", "cost savings"],
  },
  about: {
    path: "/about",
    heading: "Who We Are",
    intro:
      "We are a development partnership founded by the team behind two earlier companies. We sit on the client's side of the table and lead every party involved in a project, from the first feasibility study to the day the keys are handed over.",
    title: "Who We Are",
    description:
      "A London development partnership founded by the team behind two earlier companies, leading projects from concept to handover on the client's side.",
    keywords: ["about us", "development partner", "London", "development management"],
  },
  services: {
    path: "/services",
    heading: "Services",
    intro:
      "Development management and procurement under one roof: we lead the professional team and the contractors, and we source the materials and products that go into the building directly from manufacturers.",
    title: "Services",
    description:
      "Development management, procurement, delivery and smart building technology for commercial and residential projects in London and across the UK.",
    keywords: ["services", "development management", "procurement", "smart buildings", "fee structure"],
  },
  projects: {
    path: "/projects",
    heading: "Portfolio",
    intro: `A selection of recently delivered projects in Hackney Wick, Islington and Southwark, ranging from ${portfolio.range.value}, each completed in ${firm.typicalDelivery.value}.`,
    title: "Portfolio",
    description: `Recently delivered projects in Hackney Wick, Islington and Southwark: ${portfolio.savings.value} saved across ${portfolio.area.value} of projects in ${portfolio.duration.value}.`,
    keywords: ["portfolio", "projects", "Hackney Wick", "Islington", "Southwark"],
  },
  "case-studies": {
    path: "/case-studies",
    heading: "Case Studies",
    intro: `Two procurement stories in detail: fire-rated glazed doors and cable trays, where direct sourcing and careful specification saved ${caseStudies.totalSavings.value} in total.`,
    title: "Case Studies",
    description: `Procurement case studies on fire-rated glazed doors and cable trays: ${caseStudies.totalSavings.value} saved with full compliance, certification and sign-off.`,
    keywords: ["case studies", "procurement", "fire-rated doors", "cable trays", "cost savings"],
  },
  team: {
    path: "/team",
    heading: "Our Team",
    intro:
      "The people who lead your project: a small team with experience across development, construction, procurement and property technology, built over four companies.",
    title: "Our Team",
    description:
      "Meet the team that leads our projects, and follow the journey across four companies that brought them to development management.",
    keywords: ["team", "leadership", "development managers", "procurement specialists"],
  },
  blog: {
    path: "/blog",
    heading: "Industry Insights",
    intro:
      "Notes from our work on development costs, partnerships, smart building technology and procurement, written for developers and investors.",
    title: "Industry Insights",
    description:
      "Articles on development cost overruns, development partnerships, smart building technology and procurement cost optimisation.",
    keywords: ["blog", "industry insights", "development", "procurement", "smart buildings"],
  },
  faq: {
    path: "/faq",
    heading: "Frequently Asked Questions",
    intro: `Answers to the ${faq.items.length} questions developers ask us most often: what a development manager does, how the savings are made, cost engineering, quality, timelines, planning and the projects we take on.`,
    title: "Frequently Asked Questions",
    description: `Answers about development management, savings of ${firm.typicalSavings.value}, procurement, cost engineering, quality, timelines, planning, sustainability and the areas we serve.`,
    keywords: ["FAQ", "questions", "development manager", "procurement process", "timelines"],
  },
  contact: {
    path: "/contact",
    heading: "Contact Us",
    intro: `Tell us about your project. Every message is read by the team and answered within ${firm.responseTime.value}.`,
    title: "Contact Us",
    description: `Contact our London development management and procurement team. Send us your project details and we will reply within ${firm.responseTime.value}.`,
    keywords: ["contact", "enquiry", "London", "book a call", "development project"],
  },
  privacy: {
    path: "/privacy",
    heading: "Privacy Policy",
    intro:
      "How we collect, use and protect the personal information you share with us through this website, and the rights you have over it under UK data protection law.",
    title: "Privacy Policy",
    description:
      "How we collect, use, store and protect personal information, how cookies are used, and your rights under UK GDPR.",
    keywords: ["privacy policy", "GDPR", "cookies", "data protection"],
  },
  accessibility: {
    path: "/accessibility",
    heading: "Accessibility Statement",
    intro:
      "How we make this website usable by everyone, the standard we hold it to, what we know still falls short, and how to tell us about a problem.",
    title: "Accessibility Statement",
    description:
      "Our accessibility statement: the WCAG 2.2 AA target, what we do for keyboard and screen reader users, known limitations and how to report a problem.",
    keywords: ["accessibility statement", "WCAG 2.2", "accessibility", "screen readers", "keyboard"],
  },
  "procurement-playbook": {
    path: "/procurement-playbook",
    heading: "Procurement Playbook: Step by Step",
    intro:
      "How we procure for a project, from a UK benchmark for cost and specification through international sourcing, manufacturing checks and shipping to delivery on site.",
    title: "Procurement Playbook",
    description:
      "Our procurement process step by step: benchmarking, sourcing, manufacturing quality checks, logistics and on-site delivery.",
    keywords: ["procurement playbook", "procurement process", "sourcing", "quality assurance", "logistics"],
  },
  "delivery-playbook": {
    path: "/delivery-playbook",
    heading: "Delivery Playbook",
    intro:
      "How we deliver a project: the parties involved, the contracts between them and the six steps that take a development from client engagement to a finished building.",
    title: "Delivery Playbook",
    description:
      "How we deliver projects: client engagement, design control, procurement, contractor coordination, risk transfer and delivery.",
    keywords: ["delivery playbook", "project delivery", "design and build", "novation", "risk transfer"],
  },
} satisfies Record<string, Page>;

export type PageKey = keyof typeof pages;

export function page(key: PageKey): Page {
  return pages[key];
}
