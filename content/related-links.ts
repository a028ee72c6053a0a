import { claims } from "./claims.ts";
import type { RelatedLinkCards, RelatedPage } from "./related-links.schema.ts";

const { firm, portfolio, caseStudies, fireDoors, cableTrays } = claims;

/**
 * The page-level "related pages" block: one entry per page. Each page shows
 * up to eight of them, never itself, high priority first.
 */
export const relatedPages: RelatedPage[] = [
  {
    title: "Our Services",
    description: "Development management, procurement, delivery and smart building technology under one partnership.",
    href: "/services",
    category: "Core Services",
    priority: "high",
  },
  {
    title: "Projects",
    description: `Recently delivered projects in Hackney Wick, Islington and Southwark: ${portfolio.savings.value} saved across ${portfolio.area.value}.`,
    href: "/projects",
    category: "Portfolio",
    priority: "high",
  },
  {
    title: "Case Studies",
    description: `How direct procurement of fire-rated doors and cable trays saved ${caseStudies.totalSavings.value} without compromising compliance.`,
    href: "/case-studies",
    category: "Results",
    priority: "high",
  },
  {
    title: "Procurement Playbook",
    description: "Our procurement process step by step, from UK benchmarking and sourcing to delivery on site.",
    href: "/procurement-playbook",
    category: "Methodology",
    priority: "high",
  },
  {
    title: "Delivery Playbook",
    description: "How we structure the team, the contracts and the risk so that a project is delivered under control.",
    href: "/delivery-playbook",
    category: "Methodology",
    priority: "high",
  },
  {
    title: "Contact Us",
    description: `Tell us about your project and book an exploratory call. We reply to every message within ${firm.responseTime.value}.`,
    href: "/contact",
    category: "Contact",
    priority: "high",
  },
  {
    title: "Fire-Rated Glazed Doors",
    description: `Doors with ${caseStudies.fireRating.value} certification, sourced at ${fireDoors.ourUnitPrice.value} each instead of ${fireDoors.ukUnitPrice.value}.`,
    href: "/case-studies/fire-rated-glazed-doors",
    category: "Results",
    priority: "medium",
  },
  {
    title: "Cable Trays",
    description: `A redesigned layout cut the cable tray run by ${cableTrays.lengthReduction.value} and saved ${cableTrays.saving.value}.`,
    href: "/case-studies/cable-trays",
    category: "Results",
    priority: "medium",
  },
  {
    title: "Our Team",
    description: "The people who lead your project, and the four companies in which they built their experience.",
    href: "/team",
    category: "About",
    priority: "medium",
  },
  {
    title: "Who We Are",
    description: "Our story, what we do and the principles behind how we run every development.",
    href: "/about",
    category: "About",
    priority: "medium",
  },
  {
    title: "Industry Insights",
    description: "Articles on development costs, partnerships, smart building technology and procurement.",
    href: "/blog",
    category: "Insights",
    priority: "medium",
  },
  {
    title: "Frequently Asked Questions",
    description: "Straight answers on savings, timelines, planning, sustainability and the projects we take on.",
    href: "/faq",
    category: "Support",
    priority: "medium",
  },
];

/** The categorised cards: every section of the site, grouped by what a visitor is looking for. */
export const relatedLinkCards: RelatedLinkCards = {
  heading: "Explore Further",
  intro: "Everything else on the site, grouped by what you may want to know next.",
  cards: [
    {
      title: "Development Services",
      href: "/services",
      icon: "Briefcase",
      description: "Development management and procurement from concept to handover, with a transparent fee.",
      category: "Core Services",
      keywords: ["development management", "procurement", "fee structure"],
    },
    {
      title: "Project Portfolio",
      href: "/projects",
      icon: "Building2",
      description: `Three recent London projects, from ${portfolio.range.value}, each delivered in ${firm.typicalDelivery.value}.`,
      category: "Portfolio",
      keywords: ["Hackney Wick", "Islington", "Southwark"],
    },
    {
      title: "Case Studies",
      href: "/case-studies",
      icon: "TrendingUp",
      description: `Procurement in detail: ${caseStudies.totalSavings.value} saved on fire-rated glazed doors and cable trays.`,
      category: "Results",
      keywords: ["cost savings", "compliance", "procurement"],
    },
    {
      title: "Procurement Playbook",
      href: "/procurement-playbook",
      icon: "ClipboardList",
      description: "The nine steps we follow to source, check, ship and deliver what a building is made of.",
      category: "Methodology",
      keywords: ["sourcing", "quality assurance", "logistics"],
    },
    {
      title: "Delivery Playbook",
      href: "/delivery-playbook",
      icon: "Route",
      description: "Six steps from client engagement to delivery, with the parties and contracts involved.",
      category: "Methodology",
      keywords: ["design and build", "risk transfer", "novation"],
    },
    {
      title: "Our Team",
      href: "/team",
      icon: "Users",
      description: "Meet the people who lead your project and follow their journey across four companies.",
      category: "About",
      keywords: ["leadership", "experience", "team journey"],
    },
    {
      title: "Who We Are",
      href: "/about",
      icon: "Info",
      description: "Our story, what we do and the four principles behind how we work.",
      category: "About",
      keywords: ["our story", "approach", "partnership"],
    },
    {
      title: "Industry Insights",
      href: "/blog",
      icon: "BookOpen",
      description: "Articles on cost overruns, development partnerships, smart buildings and procurement.",
      category: "Insights",
      keywords: ["articles", "market trends", "smart buildings"],
    },
    {
      title: "Contact Us",
      href: "/contact",
      icon: "Mail",
      description: `Send us your project details; every message is answered within ${firm.responseTime.value}.`,
      category: "Contact",
      keywords: ["enquiries", "exploratory call", "London office"],
    },
    {
      title: "Frequently Asked Questions",
      href: "/faq",
      icon: "CircleHelp",
      description: "Answers on savings, timelines, planning permission, sustainability and project size.",
      category: "Support",
      keywords: ["questions", "answers", "planning"],
    },
  ],
  consultation: {
    label: "Get Project Consultation",
    text: `Planning a development in London? Tell us about it and we will show you where savings of ${firm.typicalSavings.value} could come from.`,
    href: "/contact",
  },
};
