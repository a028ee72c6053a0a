import { caseStudyList } from "./case-study-summaries.ts";
import { claims } from "./claims.ts";
import type { Services } from "./services.schema.ts";

const { firm, fireDoors, cableTrays } = claims;

/** The headline result each case-study card leads with, by case-study id. */
const caseStudyHighlights: Record<string, string> = {
  "fire-rated-glazed-doors": `${fireDoors.doorCount.value} for ${fireDoors.ourTotal.value} instead of ${fireDoors.ukTotal.value}`,
  "cable-trays": `${cableTrays.saving.value} saved on a ${cableTrays.originalCost.value} quote`,
};

export const services: Services = {
  hero: {
    highlights: [
      { value: firm.typicalSavings.value, label: "typical savings against a conventional route" },
      { value: firm.capexDelivered.value, label: "of capital expenditure delivered" },
      { value: firm.areaDeliveredShort.value, label: "of commercial and residential space delivered" },
    ],
    actions: [
      { label: "Book Exploratory Call", href: "/contact" },
      { label: "View Our Projects", href: "/projects" },
    ],
  },
  partnership: {
    heading: "Development Partnership",
    paragraphs: [
      "We act as your development partner from concept to handover. We assemble and lead the professional team, appoint the main contractor, run the programme and the budget, and make sure every decision is taken with your return in mind.",
      "Because we also procure the materials and products your building is made of, directly from the manufacturers who make them, we control the two things that decide whether a project succeeds: what it costs and when it is finished.",
    ],
    feeStructure: {
      heading: "Fee Structure",
      intro: "Our fees are simple and agreed before work begins, so you always know what you are paying for.",
      managementFee: {
        title: "Management fee",
        description:
          "A percentage of the total development value, covering development management from feasibility to handover: leading the professional team and the contractors, programme and cost control, and reporting to you throughout.",
      },
      procurementMarkup: {
        title: "Procurement markup",
        description:
          "A markup on the items we procure for you, which covers everything needed to take a product from the factory to your site:",
        covers: [
          "Coordination with manufacturers and the design team",
          "Certification approval",
          "Manufacturer workshops",
          "Quality assurance",
          "Transport",
          "Customs",
          "Delivery to site",
        ],
      },
    },
  },
  procurementMethods: {
    heading: "Procurement Methods",
    intro:
      "Most of a building's cost sits in what it is made of. We buy it the way a manufacturer's largest customers do: to a clear specification, directly from the factory, with every step checked.",
    methods: [
      {
        title: "UK benchmark first",
        description: "We price and specify each package against UK rates and standards, so every saving is measured.",
      },
      {
        title: "Direct international sourcing",
        description:
          "We find, vet and negotiate with manufacturers ourselves instead of buying through layers of suppliers.",
      },
      {
        title: "Compliance before purchase",
        description:
          "Feasibility, certification and design review happen before an order is placed, not after delivery.",
      },
      {
        title: "Checked from factory to site",
        description:
          "Stage inspections during manufacture, managed shipping and customs, and a final check on arrival.",
      },
    ],
    caseStudiesHeading: "Procurement in practice",
    caseStudies: caseStudyList.map((study) => ({
      title: study.title,
      category: study.category,
      summary: study.summary,
      highlight: caseStudyHighlights[study.id] ?? study.category,
      href: `/case-studies/${study.id}`,
    })),
  },
  procurementPlaybook: {
    heading: "Procurement Playbook",
    intro:
      "Every procured package follows the same four stages, with clear owners and checks at each one. The playbook sets out each step in detail.",
    stages: [
      {
        title: "Pre-Procure",
        icon: "ClipboardCheck",
        description:
          "Benchmark cost and specification against UK rates, shortlist and vet manufacturers, and complete feasibility, compliance and design review.",
      },
      {
        title: "Manufacturing",
        icon: "Factory",
        description:
          "Approve samples and shop drawings, hold manufacturer workshops and inspect production at agreed stages before anything ships.",
      },
      {
        title: "Transit",
        icon: "Ship",
        description:
          "Our logistics partner books the freight, handles customs clearance and tracks each consignment to the delivery slot on site.",
      },
      {
        title: "On Site Process",
        icon: "HardHat",
        description:
          "Goods are checked on arrival, and the main contractor manages inventory, installation, risk and coordination on site.",
      },
    ],
    action: { label: "Explore the Procurement Playbook", href: "/procurement-playbook" },
  },
  deliveryPlaybook: {
    heading: "Delivery Playbook",
    intro:
      "On site, we keep control without carrying the contractor's risk. The main contractor works under a design-and-build contract, with the design team novated to it, while we manage the project centrally on your behalf.",
    principles: [
      {
        title: "Central management",
        description:
          "One team leads the consultants, the contractor and procurement, with one line of reporting to you.",
      },
      {
        title: "Hybrid structure",
        description:
          "We procure key packages directly while the contractor builds, so you keep the savings and the cover.",
      },
      {
        title: "Risk transfer",
        description: "Design and construction risk sit with the main contractor under the design-and-build contract.",
      },
      {
        title: "Controlled delivery",
        description: "Design control, change management and inspections keep quality, cost and programme on track.",
      },
    ],
    action: { label: "Explore the Delivery Playbook", href: "/delivery-playbook" },
  },
  smartTechnology: {
    heading: "Smart Building Technology",
    intro:
      "We design technology into the building from the start, so it is easier to run, more secure and more attractive to occupiers from the day it opens.",
    offerings: [
      {
        title: "Remote site management",
        icon: "MonitorSmartphone",
        description: "Monitor access, systems and progress across your buildings from one dashboard, wherever you are.",
      },
      {
        title: "AI-enabled CCTV",
        icon: "Cctv",
        description:
          "Cameras that recognise unusual activity and alert the right people, rather than simply recording.",
      },
      {
        title: "Connected intercoms",
        icon: "DoorOpen",
        description: "Let visitors and deliveries in from a phone, with a record of who came and when.",
      },
      {
        title: "WiFi smart meters",
        icon: "Gauge",
        description:
          "Live energy and water readings for owners and occupiers, supporting lower bills and better EPC ratings.",
      },
      {
        title: "Mobile app access",
        icon: "Smartphone",
        description: "Residents and tenants open doors and book shared spaces from an app instead of carrying fobs.",
      },
      {
        title: "Smart meeting rooms",
        icon: "Presentation",
        description: "Bookable rooms with occupancy sensing and one-touch video conferencing, ready for hybrid work.",
      },
    ],
  },
};
