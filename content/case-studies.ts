import type { CaseStudiesOverview, CaseStudy } from "./case-studies.schema.ts";
import { caseStudySummaries } from "./case-study-summaries.ts";
import { claims } from "./claims.ts";

const { firm, portfolio, caseStudies: totals, fireDoors: doors, cableTrays: trays } = claims;

export const caseStudies: CaseStudy[] = [
  {
    ...caseStudySummaries.fireDoors,
    keyFigures: [
      {
        value: `${doors.ukUnitPrice.value} → ${doors.ourUnitPrice.value}`,
        label: "Price per door, UK quote to our procurement",
      },
      { value: doors.doorCount.value, label: "Supplied, certified and signed off" },
      { value: `${doors.ourTotal.value} vs ${doors.ukTotal.value}`, label: "The door package against UK prices" },
    ],
    images: [
      "case-studies/fire-rated-glazed-doors-1",
      "case-studies/fire-rated-glazed-doors-2",
      "case-studies/fire-rated-glazed-doors-3",
    ],
    challenge: [
      `The specification called for fire-rated glazed doors throughout the building's corridors and communal areas, ${doors.doorCount.value} in all, each certified to ${totals.fireRating.value} fire integrity and compliant with ${totals.fireStandard.value}. The UK quotes we received ranged from ${doors.ukQuoteRange.value} per door.`,
      `At those prices the doors alone would have cost ${doors.ukTotal.value}: one of the largest single packages on the project, and a line the client's budget could not carry without cutting specification elsewhere.`,
    ],
    solution: [
      "We wrote a performance specification from the UK benchmark and took it to manufacturers abroad that already test and certify doors to British Standards. Each was vetted for test evidence, factory controls and experience with UK projects before we asked for a price.",
      "The chosen manufacturer produced a custom design to our drawings. We approved samples, inspected the doors at stage checks during manufacture and again before shipment, and collected the test reports and certificates that building control and the fire engineer needed to sign the installation off.",
    ],
    results: [
      `${doors.ukUnitPrice.value} down to ${doors.ourUnitPrice.value} per door`,
      `${doors.doorCount.value}: ${doors.ourTotal.value} versus ${doors.ukTotal.value}`,
      `A ${doors.costReduction.value} cost reduction on the door package`,
      "No compromise on specification, certification or appearance",
    ],
    achievements: [
      `${totals.fireRating.value} certified`,
      `${totals.fireStandard.value} compliant`,
      "Custom design to the architect's drawings",
      "Building control and fire sign-off",
    ],
    tags: ["Fire Safety", "Glazed Doors", "Direct Procurement", "Certification"],
  },
  {
    ...caseStudySummaries.cableTrays,
    keyFigures: [
      {
        value: `${trays.originalLength.value} → ${trays.newLength.value}`,
        label: `Cable tray run, ${trays.lengthReduction.value} less`,
      },
      { value: `${trays.originalCost.value} → ${trays.newCost.value}`, label: "Original quote to final cost" },
      { value: trays.saving.value, label: "Saved on the package" },
    ],
    images: ["case-studies/cable-trays-1", "case-studies/cable-trays-2", "case-studies/cable-trays-3"],
    challenge: [
      `The original electrical design was quoted at ${trays.originalCost.value} for ${trays.originalLength.value} of cable tray. Much of that containment ran parallel routes that the building's layout did not need.`,
      "Simply asking for a cheaper tray would have saved little: the quantity, not the product, was driving the cost.",
    ],
    solution: [
      `We reviewed the containment routes with the electrical engineer and the main contractor, merged parallel runs and brought distribution closer to where the cables are used. The redesign needed ${trays.newLength.value} of tray instead of ${trays.originalLength.value}.`,
      `We then procured the tray directly at ${trays.ourRate.value} per metre, against a ${trays.ukRate.value} UK standard rate. The rate was never where the saving lay: needing ${trays.lengthReduction.value} less tray was.`,
    ],
    results: [
      `${trays.originalCost.value} for ${trays.originalLength.value} reduced to ${trays.newLength.value} (${trays.lengthReduction.value} less)`,
      `${trays.newCost.value} at ${trays.ourRate.value} per metre versus ${trays.ukRate.value} UK standard`,
      `${trays.saving.value} saved`,
      `A ${trays.costReduction.value} cost reduction on the electrical containment package`,
    ],
    achievements: [
      "Containment redesigned with the engineer and contractor",
      `${trays.lengthReduction.value} less cable tray to buy, fix and maintain`,
      "Direct procurement from the manufacturer",
      "Installed to programme with full sign-off",
    ],
    tags: ["Electrical", "Value Engineering", "Supply Chain", "Direct Procurement"],
  },
];

/** The list page's headline stats, totals and call to action. */
export const caseStudiesOverview: CaseStudiesOverview = {
  headlineStats: [
    { value: totals.totalSavings.value, label: "Saved across both case studies" },
    { value: totals.trayReduction.value, label: "Reduction in cable trays" },
    { value: totals.fireRating.value, label: "Certified fire integrity" },
    { value: totals.fireStandard.value, label: "Compliant glazed doors" },
    { value: "Custom design", label: "Made to the architect's drawings" },
    { value: "Signed off", label: "Building control and fire sign-off" },
  ],
  totals: [
    { value: portfolio.savingsPlus.value, label: "Savings delivered for clients" },
    { value: firm.areaDeliveredShort.value, label: "Delivered across our projects" },
    { value: firm.specificationCompliance.value, label: "Specification compliance" },
  ],
  callToAction: {
    heading: "Have a package that looks overpriced?",
    text: "Send us the quote and the specification. We will tell you honestly whether direct procurement or a design review could bring it down, and by how much.",
  },
};

export function findCaseStudy(id: string): CaseStudy | undefined {
  return caseStudies.find((c) => c.id === id);
}
