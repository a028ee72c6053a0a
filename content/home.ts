import { claims } from "./claims.ts";
import type { Home } from "./home.schema.ts";

const { firm, portfolio, caseStudies } = claims;

/**
 * The home page's sections. Its heading, introduction and metadata live in
 * `pages.ts` under `home`.
 */
export const home: Home = {
  // Set to the embed URL of the background film to play it behind the hero,
  // for visitors who accept cookies and do not ask for reduced motion or
  // reduced data. The server's Content-Security-Policy must allow its origin.
  heroVideoUrl: null,
  hero: {
    eyebrow: "Development management and procurement in London",
    image: "home/hero",
    primaryAction: { label: "Book Exploratory Call", href: "/contact" },
    secondaryAction: { label: "View Our Projects", href: "/projects" },
  },
  statsLabel: "Our results in figures",
  stats: [
    { value: firm.areaDeliveredShort.value, label: "Floor area delivered" },
    { value: firm.capexDelivered.value, label: "Capital expenditure delivered" },
    { value: portfolio.savings.value, label: `Saved across ${portfolio.area.value} of recent projects` },
    { value: firm.typicalSavings.value, label: "Typical savings for our clients" },
  ],
  whoWeAre: {
    heading: "Who We Are",
    intro:
      "A development partner founded by the team behind two earlier companies. We work on the client's side, mainly on commercial and residential projects in London and Greater London, with the capability to deliver across the UK.",
    cards: [
      {
        title: "Development Management",
        description:
          "We lead the professional team, the contractors and the suppliers on your behalf, from the first feasibility study to handover.",
        href: "/services",
        icon: "services",
      },
      {
        title: "Procurement Playbook",
        description:
          "How we benchmark against UK costs, source directly from vetted manufacturers and check quality from the factory floor to site.",
        href: "/procurement-playbook",
        icon: "procurement",
      },
      {
        title: "Case Studies",
        description: `Fire-rated glazed doors and cable trays: two procurement stories that together saved ${caseStudies.totalSavings.value}.`,
        href: "/case-studies",
        icon: "case-studies",
      },
      {
        title: "Delivery Playbook",
        description:
          "How we structure the team and the contracts so that design, cost and programme stay under control until the keys are handed over.",
        href: "/delivery-playbook",
        icon: "delivery",
      },
    ],
  },
  recentProjects: {
    heading: "Recently Delivered Projects",
    intro:
      "Three recent projects in London. Hover over a project, move to it with the keyboard or tap it to see its size, costs and programme.",
    link: { label: "View all projects", href: "/projects" },
  },
  expertise: {
    heading: "Explore Our Expertise",
    intro: "Find out how we work, what we have delivered and who we are.",
    groups: [
      {
        heading: "How we work",
        links: [
          {
            label: "Services",
            href: "/services",
            description: "Development management, procurement and smart buildings",
          },
          {
            label: "Procurement Playbook",
            href: "/procurement-playbook",
            description: "Our procurement process step by step",
          },
          {
            label: "Delivery Playbook",
            href: "/delivery-playbook",
            description: "The parties, contracts and steps of delivery",
          },
        ],
      },
      {
        heading: "What we have delivered",
        links: [
          { label: "Projects", href: "/projects", description: "Hackney Wick, Islington and Southwark" },
          { label: "Case Studies", href: "/case-studies", description: "Procurement savings in detail" },
          {
            label: "Fire-Rated Glazed Doors",
            href: "/case-studies/fire-rated-glazed-doors",
            description: "Certified doors sourced direct from the manufacturer",
          },
          {
            label: "Cable Trays",
            href: "/case-studies/cable-trays",
            description: "A redesigned layout and a leaner order",
          },
        ],
      },
      {
        heading: "About us",
        links: [
          { label: "Who We Are", href: "/about", description: "Our story and our approach" },
          { label: "Our Team", href: "/team", description: "The people who lead your project" },
          { label: "Industry Insights", href: "/blog", description: "Articles on cost, partnerships and technology" },
          { label: "FAQ", href: "/faq", description: "Answers to the questions developers ask most" },
        ],
      },
    ],
  },
  closing: {
    heading: "Ready to talk about your project?",
    text: `Tell us about your site, your budget and your programme. We answer every enquiry within ${firm.responseTime.value} and will suggest a time for an exploratory call.`,
    action: { label: "Book Exploratory Call", href: "/contact" },
  },
};
