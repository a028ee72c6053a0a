import { claims } from "./claims.ts";
import type { Faq } from "./faq.schema.ts";

const { firm, portfolio, projects, caseStudies, fireDoors, cableTrays } = claims;

/**
 * The twelve questions of the FAQ page, on the spec's topics and in its
 * order. The same words feed the page's FAQPage structured data.
 */
export const faq: Faq = {
  items: [
    {
      question: "What is a development manager?",
      answer:
        "A development manager runs a property project on the owner's behalf from the first idea to handover. We assemble and lead the professional team (architects, engineers, quantity surveyors and specialist consultants), appoint and manage the contractors, control the budget, programme and quality, and report to you at every decision point. Unlike a contractor, we sit on your side of the table: our job is to protect your interests, your money and your timetable.",
      more: { label: "Our development partnership service", href: "/services" },
    },
    {
      question: "How much can I save by working with you?",
      answer: `Clients typically save ${firm.typicalSavings.value} against a conventional route, and our projects are delivered about ${firm.belowMarket.value} below market rates. Across three recent London projects we saved ${portfolio.savings.value} over ${portfolio.area.value}: development costs of ${portfolio.developmentCosts.value} against a UK benchmark of ${portfolio.ukBenchmark.value}. Most of the saving comes from procuring materials and products directly from manufacturers and from engineering out cost that adds nothing to the finished building.`,
      more: { label: "The three projects behind these figures", href: "/projects" },
    },
    {
      question: "What types of projects do you work on?",
      answer:
        "Mainly commercial and residential projects: office refurbishments, shell-and-core buildings fitted out to CAT A+ standard, conversions and studio accommodation. We work on buildings bought with or without planning permission, and we are comfortable taking on tired or vacant stock and repositioning it for today's occupiers.",
      more: { label: "Our recent projects", href: "/projects" },
    },
    {
      question: "How does your procurement process work?",
      answer: `We start from a UK benchmark for the cost and specification of each package, then source internationally and vet the manufacturers. Every product goes through feasibility, compliance and design review before it is ordered; manufacturing is checked at each stage with quality assurance; a logistics partner oversees shipping and customs; and the main contractor manages inventory, risk and coordination on site. On one project this brought fire-rated glazed doors down from ${fireDoors.ukUnitPrice.value} to ${fireDoors.ourUnitPrice.value} per door, with ${caseStudies.fireRating.value} certification and ${caseStudies.fireStandard.value} compliance.`,
      more: { label: "The Procurement Playbook, step by step", href: "/procurement-playbook" },
    },
    {
      question: "How long does a typical project take?",
      answer: `A typical project is delivered in ${firm.typicalDelivery.value}, and each of our three most recent London projects was completed within that range. The programme is set at the outset, with long-lead items ordered early so that they arrive on site when the contractor needs them rather than holding the work up.`,
      more: { label: "How long each recent project took", href: "/projects" },
    },
    {
      question: "Do you handle planning permissions?",
      answer: `Yes. We appoint and lead the planning consultants, coordinate the drawings and reports the application needs, and manage the conversation with the local planning authority. Good planning work saves money as well as time: on our Southwark project, decisions made at the planning stage produced over ${projects.southwark.planningEfficiencies.value} of efficiencies before construction began.`,
      more: { label: "The Southwark project and its planning stage", href: "/projects" },
    },
    {
      question: "What makes you different from other development managers?",
      answer: `We combine development management and procurement under one roof. Most development managers leave purchasing to the contractor; we source directly from manufacturers, check the product in the factory and see it through to site, so the savings reach you rather than the supply chain: our projects are delivered about ${firm.belowMarket.value} below market rates. The team behind the partnership has delivered ${firm.capexDelivered.value} of capital expenditure and over ${firm.areaDelivered.value} of space.`,
      more: { label: "About the partnership", href: "/about" },
    },
    {
      question: "What is cost engineering and how do you apply it?",
      answer: `Cost engineering means challenging every element of a design that costs more than the value it adds, without lowering the specification the building needs. On one project we redesigned the cable tray layout, cutting the run from ${cableTrays.originalLength.value} to ${cableTrays.newLength.value} and saving ${cableTrays.saving.value} against the original quote. We look for savings like this in every package, and we show you the evidence before anything changes.`,
      more: { label: "The cable tray case study", href: "/case-studies/cable-trays" },
    },
    {
      question: "How do you approach sustainability?",
      answer:
        "Energy performance is designed in from the start. Our recent projects achieved EPC A and B ratings, through efficient building services, better insulation and glazing, and smart metering that lets occupiers see and manage their use. We work towards net-zero carbon in operation where applicable, that is where a project's brief and budget allow, and we favour durable products that will not need replacing early.",
      more: { label: "The EPC ratings of our recent projects", href: "/projects" },
    },
    {
      question: "Which areas do you serve?",
      answer:
        "Our home ground is London and Greater London, where all of our recent projects were delivered and where we know the planning authorities, consultants and contractors best. Our procurement and delivery model is not tied to one city: we have UK-wide capability and can lead projects anywhere in the UK.",
      more: { label: "About our London focus", href: "/about" },
    },
    {
      question: "How do you balance quality against cost?",
      answer: `We never buy on price alone. Each product is specified against UK standards and certification before it is sourced, passes stage checks and quality assurance during manufacture, and is checked again on arrival, so the savings do not come at the expense of quality. We hold ${firm.specificationCompliance.value} specification compliance: every item we have procured has met its specification. On our Islington project a third-party QS (quantity surveyor) confirmed a saving of ${projects.islington.saving.value}.`,
      more: { label: "How the case studies met the specification", href: "/case-studies" },
    },
    {
      question: "What is your typical project size?",
      answer: `A typical project has a value of ${firm.typicalProjectValue.value} and a floor area of ${firm.typicalProjectArea.value}. Our recent portfolio ranges from ${portfolio.range.value}. If your project is smaller or larger, talk to us anyway: the approach scales, and we will tell you honestly whether we are the right fit.`,
      more: { label: "The sizes of our recent projects", href: "/projects" },
    },
  ],
  stillHaveQuestions: {
    heading: "Still Have Questions?",
    text: `Every project is different. Tell us about yours and a member of the team will reply within ${firm.responseTime.value}.`,
    action: { label: "Contact Our Team", href: "/contact" },
  },
  furtherReading: {
    title: "Further Reading",
    links: [
      {
        title: "Procurement Playbook",
        description: "The full procurement process, step by step, with the checks at each stage.",
        href: "/procurement-playbook",
        category: "Methodology",
        isExternal: false,
      },
      {
        title: "Delivery Playbook",
        description: "How the delivery team, contracts and risk are structured on our projects.",
        href: "/delivery-playbook",
        category: "Methodology",
        icon: "Route",
        isExternal: false,
      },
      {
        title: "Case Studies",
        description: `The procurement savings of ${caseStudies.totalSavings.value} described in this FAQ, in detail.`,
        href: "/case-studies",
        category: "Results",
        isExternal: false,
      },
      {
        title: "Planning Portal",
        description: "The government-backed service for planning and building regulations applications in England.",
        href: "https://www.planningportal.co.uk/",
        category: "Guidance",
        icon: "Landmark",
        isExternal: true,
      },
      {
        title: "Energy Performance Certificates for business premises",
        description: "GOV.UK guidance on EPC ratings for commercial buildings and when a certificate is needed.",
        href: "https://www.gov.uk/energy-performance-certificate-commercial-property",
        category: "Guidance",
        icon: "Leaf",
        isExternal: true,
      },
    ],
  },
};
