import { claims } from "./claims.ts";
import type { ProcurementPlaybook } from "./playbooks.schema.ts";

const { firm } = claims;

export const procurementPlaybook: ProcurementPlaybook = {
  phases: [
    {
      id: "pre-procurement",
      title: "Pre-Procurement",
      colour: "teal",
      icon: "ClipboardCheck",
      steps: [
        {
          title: "UK Benchmarking",
          description:
            "We price every item through UK suppliers and fix the specification it must meet. That quote is the benchmark any international offer has to beat.",
        },
        {
          title: "Supplier Search and Vetting",
          description:
            "We search manufacturers internationally and check their test certificates, factory controls, financial standing and UK project references.",
        },
        {
          title: "Feasibility and Compliance Review",
          description:
            "Offers are compared like for like, the design team confirms each product meets UK regulations, and drawings are adjusted where a standard product will do.",
        },
      ],
    },
    {
      id: "manufacturing",
      title: "Manufacturing",
      colour: "amber",
      icon: "Factory",
      steps: [
        {
          title: "Sample Approval",
          description:
            "Physical samples are approved by the architect and client before anything goes into production.",
        },
        {
          title: "Shop Drawings",
          description: "The manufacturer's drawings are checked against the design and signed off by the design team.",
        },
        {
          title: "Order and Staged Payments",
          description: "We place the order with payments tied to inspected progress rather than to calendar dates.",
        },
        {
          title: "Production Stage Checks",
          description: "Our inspectors check materials, dimensions and finishes at agreed stages of production.",
        },
        {
          title: "Third-Party Testing",
          description:
            "Where the specification or building regulations require it, an independent body tests the product.",
        },
        {
          title: "Pre-Shipment Inspection",
          description:
            "A final inspection of the finished batch, with certificates and test reports collected before it leaves.",
        },
      ],
    },
    {
      id: "in-transit",
      title: "In Transit",
      colour: "slate",
      icon: "Ship",
      steps: [
        {
          title: "Packing and Labelling",
          description:
            "Goods are packed to protect finishes and labelled by floor and location to speed up installation.",
        },
        {
          title: "Freight Booking",
          description: "Our logistics partner books sea or road freight to suit the site programme.",
        },
        {
          title: "Transit Insurance",
          description: "Every consignment is insured from the factory gate until it is accepted on site.",
        },
        {
          title: "Export Documentation",
          description: "Commercial invoices, packing lists and certificates of origin are prepared and checked.",
        },
        {
          title: "Shipment Tracking",
          description: "The consignment is tracked door to door and its progress reported against the programme.",
        },
        {
          title: "Customs Clearance",
          description: "The logistics partner clears customs and settles duties so goods are released without delay.",
        },
        {
          title: "Delivery Scheduling",
          description:
            "Delivery slots are agreed with the main contractor so goods arrive when the site can take them.",
        },
      ],
    },
    {
      id: "on-site",
      title: "On Site",
      colour: "stone",
      icon: "HardHat",
      steps: [
        {
          title: "Delivery Inspection",
          description: "Each delivery is checked against the order and for damage before it is accepted.",
        },
        {
          title: "Inventory Management",
          description: "The main contractor stores, protects and issues materials as the trades need them.",
        },
        {
          title: "Installation",
          description: "Trades install to the manufacturer's instructions under the main contractor's supervision.",
        },
        {
          title: "Sign-off and Handover Documents",
          description:
            "Installations are inspected and signed off, and certificates go into the building's handover file.",
        },
      ],
    },
  ],
  walkthrough: {
    heading: "The Nine Steps of Procurement",
    intro:
      "Nine steps take an item from a UK benchmark to installation on site. Watch them play through, pause at any point, or pick a step to read it.",
    steps: [
      {
        phase: "pre-procurement",
        title: "Set the UK Benchmark",
        description:
          "We price the item through UK suppliers and fix the specification it must meet. That benchmark is the figure every international offer has to beat, on cost and on quality.",
        highlight: "Every saving is measured against a real UK quote.",
        duration: "During early design",
      },
      {
        phase: "pre-procurement",
        title: "Source and Vet Manufacturers",
        description:
          "We search for manufacturers internationally, then check test certificates, factory controls, financial standing and UK project references before any price is requested.",
        highlight: "Only vetted factories are asked to quote.",
        duration: "Alongside design development",
      },
      {
        phase: "pre-procurement",
        title: "Review Feasibility, Compliance and Design",
        description:
          "Offers are compared like for like against the benchmark. The design team confirms the product meets UK regulations, and drawings are adjusted where a standard product does the job.",
        highlight: "Nothing is ordered until it is shown to comply.",
        duration: "Before the order is placed",
      },
      {
        phase: "manufacturing",
        title: "Approve Samples and Place the Order",
        description:
          "Samples and shop drawings are approved by the design team, then we place the order with staged payments tied to inspections rather than dates.",
        highlight: "Payments follow verified progress.",
        duration: "At order",
      },
      {
        phase: "manufacturing",
        title: "Check Each Stage of Manufacture",
        description:
          "Our inspectors visit at agreed stages of production to check materials, dimensions and finishes against the approved samples, and record every check.",
        highlight: "Problems are caught in the factory, not on site.",
        duration: "Throughout production",
      },
      {
        phase: "manufacturing",
        title: "Final Quality Assurance",
        description:
          "Before shipment, a final inspection and any third-party testing confirm the batch, and the certificates and test reports that building control needs are collected.",
        highlight: "The certification travels with the goods.",
        duration: "Before shipment",
      },
      {
        phase: "in-transit",
        title: "Ship Under Oversight",
        description:
          "Our logistics partner books the freight, insures the consignment and tracks it door to door, reporting progress against the site programme.",
        highlight: "One partner is accountable from factory gate to site.",
        duration: "While the goods travel",
      },
      {
        phase: "in-transit",
        title: "Clear Customs and Schedule Delivery",
        description:
          "The logistics partner clears customs, settles duties and agrees delivery slots with the main contractor, so goods arrive when the site can receive them.",
        highlight: "No surprises at the border or the site gate.",
        duration: "On arrival in the UK",
      },
      {
        phase: "on-site",
        title: "Receive, Store and Install",
        description:
          "The main contractor checks the delivery, manages inventory, risk and site coordination, and installs, while we follow quality through to sign-off.",
        highlight: "Installed, inspected and signed off.",
        duration: "Through installation and handover",
      },
    ],
  },
  principles: {
    heading: "Six Key Principles",
    items: [
      {
        phase: "pre-procurement",
        title: "UK Benchmark for Cost and Specification",
        description:
          "Every item is benchmarked against UK prices and a fixed specification, so each saving is real and quality is never traded down.",
        icon: "Scale",
      },
      {
        phase: "pre-procurement",
        title: "International Sourcing and Vetting",
        description:
          "We look beyond the usual UK supply chain and vet every manufacturer before it is invited to quote.",
        icon: "Globe",
      },
      {
        phase: "pre-procurement",
        title: "Feasibility, Compliance and Design Review",
        description:
          "Each product is reviewed for feasibility, UK compliance and fit with the design before an order is placed.",
        icon: "ClipboardCheck",
      },
      {
        phase: "manufacturing",
        title: "Manufacturing with Stage Checks and QA",
        description:
          "Production is inspected at agreed stages and again before shipment, with certificates collected as it goes.",
        icon: "Factory",
      },
      {
        phase: "in-transit",
        title: "Logistics Partner for Shipping and Customs",
        description:
          "An experienced logistics partner oversees freight, insurance and customs, and reports against the programme.",
        icon: "Ship",
      },
      {
        phase: "on-site",
        title: "Main Contractor on Site",
        description:
          "The main contractor manages inventory, risk and site coordination, so responsibility on site sits in one place.",
        icon: "HardHat",
      },
    ],
  },
  processFlow: {
    heading: "The Detailed Process Flow",
    intro:
      "Behind the nine steps sit twenty tasks in four phases. This is the checklist we work through for every procured package.",
  },
  qualityAndRisk: {
    heading: "Quality Assurance and Risk Management",
    intro: `Direct procurement saves ${firm.typicalSavings.value} in general only because quality and risk are managed as closely as price.`,
    quality: {
      title: "Quality assurance",
      items: [
        "Samples approved by the design team before production starts",
        "Inspections at agreed stages of manufacture, each one recorded",
        "Third-party testing where the specification or regulations require it",
        "Certificates and test reports collected for building control",
        "Every delivery inspected against the order before it is accepted",
      ],
    },
    risk: {
      title: "Risk management",
      items: [
        "Manufacturers vetted for certification, capacity and financial standing",
        "Payments tied to verified progress rather than calendar dates",
        "Consignments insured from the factory gate to the site",
        "Customs handled by an experienced logistics partner",
        "On-site risk carried by the main contractor under the building contract",
      ],
    },
  },
  resources: {
    heading: "Explore More Resources",
    links: [
      {
        title: "Delivery Playbook",
        description: "How we lead the professional team and contractors from engagement to handover.",
        href: "/delivery-playbook",
        icon: "BookOpen",
      },
      {
        title: "Our Services",
        description: "Development management, procurement and smart building technology under one roof.",
        href: "/services",
        icon: "Briefcase",
      },
      {
        title: "Case Studies",
        description: "Fire-rated glazed doors and cable trays: the procurement process and its savings in detail.",
        href: "/case-studies",
        icon: "FileText",
      },
      {
        title: "Contact Us",
        description: "Talk to us about procurement on your next project.",
        href: "/contact",
        icon: "Phone",
      },
    ],
  },
};
