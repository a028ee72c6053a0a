import { claims } from "./claims.ts";
import type { DeliveryPlaybook } from "./playbooks.schema.ts";

const { firm } = claims;

export const deliveryPlaybook: DeliveryPlaybook = {
  parties: [
    { id: "client", name: "Client", role: "Owns the project and approves the key decisions." },
    { id: "delivery-team", name: "Delivery Team", role: "Our development managers, leading on the client's behalf." },
    { id: "design-team", name: "Design Team", role: "Architects, engineers and the other design consultants." },
    { id: "design-manager", name: "Design Manager", role: "Coordinates all design work within the main contractor." },
    {
      id: "main-contractor",
      name: "Main Contractor",
      role: "Completes the design and builds under a design-and-build contract.",
    },
    { id: "subcontractors", name: "Subcontractors", role: "Trade contractors working for the main contractor." },
    {
      id: "suppliers",
      name: "Trade Package Suppliers",
      role: "Manufacturers and suppliers of the procured packages.",
    },
  ],
  walkthrough: {
    heading: "How a Project Is Delivered",
    intro:
      "Six steps take a project from the first conversation to handover. As each plays, the parties involved in it are highlighted.",
    steps: [
      {
        title: "Client Engagement",
        description:
          "We agree the brief, budget, programme and appetite for risk with the client, and set up the project's governance and reporting.",
        highlight: "One point of contact for the client from day one.",
        duration: "At the start of the project",
        parties: ["client", "delivery-team"],
      },
      {
        title: "Design Control",
        description:
          "We appoint and lead the design team, review the design against the brief and the budget, and fix it before it goes to contractors.",
        highlight: "Design decisions are made once, with their cost in view.",
        duration: "Through concept and technical design",
        parties: ["client", "delivery-team", "design-team"],
      },
      {
        title: "Procurement Management",
        description:
          "We tender the main contract and procure key packages directly from manufacturers, following our procurement playbook.",
        highlight: "The largest packages are bought at source, not through layers of margin.",
        duration: "Before construction starts",
        parties: ["delivery-team", "main-contractor", "suppliers"],
      },
      {
        title: "Contractor Coordination",
        description:
          "The main contractor is appointed under a design-and-build contract and the design team is novated to it. We coordinate the contractor, its design manager and the trade packages.",
        highlight: "Every party knows who it answers to.",
        duration: "Throughout construction",
        parties: ["delivery-team", "main-contractor", "design-manager", "design-team", "subcontractors"],
      },
      {
        title: "Risk Transfer",
        description:
          "Design completion and construction risk sit with the main contractor under the design-and-build contract and the novation agreement, while we monitor cost, quality and programme for the client.",
        highlight: "Risk sits with the party best placed to manage it.",
        duration: "From contract award to completion",
        parties: ["client", "main-contractor", "design-team"],
      },
      {
        title: "Delivery Excellence",
        description:
          "We inspect the works, manage snagging, collect certificates and handover documents, and hand the finished building over to the client.",
        highlight: "A complete building, documented and signed off.",
        duration: "Completion and handover",
        parties: ["client", "delivery-team", "main-contractor", "subcontractors"],
      },
    ],
  },
  structure: {
    heading: "Team Structure and Contractual Relationships",
    intro:
      "Who is appointed by whom, and under which contract. The client holds two contracts; everything else runs through the main contractor.",
    chart: {
      party: "client",
      children: [
        { party: "delivery-team", relationship: "Development management appointment" },
        {
          party: "main-contractor",
          relationship: "Design-and-build contract",
          children: [
            { party: "design-team", relationship: "Novation agreement" },
            { party: "design-manager", relationship: "Employed by the contractor" },
            { party: "subcontractors", relationship: "Subcontracts" },
            { party: "suppliers", relationship: "Supply contracts" },
          ],
        },
      ],
    },
    relationships: [
      {
        title: "Design-and-build contract",
        description:
          "The client contracts one main contractor to complete the design and build it, so responsibility for the finished building sits in one place.",
      },
      {
        title: "Novation agreement",
        description:
          "The design team is appointed by the client for the early design, then novated to the main contractor, which becomes responsible for its work.",
      },
      {
        title: "Development management appointment",
        description:
          "We are appointed by the client and are not party to the building contract: we act for the client, managing the contractor and monitoring cost, quality and programme.",
      },
    ],
  },
  principles: {
    heading: "Four Key Delivery Principles",
    items: [
      {
        title: "Central Management",
        description:
          "One delivery team leads every party, so decisions, information and accountability flow through a single point.",
        icon: "Network",
      },
      {
        title: "Hybrid Structure",
        description:
          "The client keeps control of design through the early stages, then the design-and-build route brings cost certainty for construction.",
        icon: "Layers",
      },
      {
        title: "Risk Transfer",
        description:
          "Design completion and construction risk move to the main contractor, the party best placed to manage them.",
        icon: "Shield",
      },
      {
        title: "Controlled Delivery",
        description:
          "Cost, quality and programme are monitored against the plan at every stage, and reported to the client.",
        icon: "Target",
      },
    ],
  },
  consultants: {
    heading: "Consultant Structure",
    intro: "The consultants we bring together for a project: a core team on every scheme and specialists as needed.",
    core: ["Architects", "Structural Engineers", "Interior Designer", "QS & CA"],
    specialist: [
      "Fire Safety",
      "Approved Inspectors",
      "Principal Designer",
      "Legals",
      "Building Surveyors",
      "Planning Consultants",
    ],
  },
  benefits: {
    heading: "Benefits",
    clients: [
      "One accountable partner from concept to handover",
      "Cost certainty from a design-and-build contract",
      "Design and construction risk transferred to the main contractor",
      `Savings of ${firm.typicalSavings.value} in general through direct procurement`,
      "Clear reporting on cost, programme and quality",
    ],
    projectTeams: [
      "A clear brief and a fixed design before construction",
      "Quick decisions from one team with the client's authority",
      "Defined responsibilities under each contract",
      "Procured packages delivered certified and on programme",
    ],
  },
  callToAction: {
    heading: "Ready to Deliver Your Project?",
    text: `Tell us about your scheme. Typical projects run ${firm.typicalProjectArea.value} and are delivered in ${firm.typicalDelivery.value}.`,
    links: [
      { label: "Start Your Project", href: "/contact" },
      { label: "View All Services", href: "/services" },
    ],
  },
};
