import type { CaseStudySummary } from "./case-studies.schema.ts";
import { claims } from "./claims.ts";

const { caseStudies: caseStudyClaims, fireDoors, cableTrays } = claims;

export const caseStudies: CaseStudySummary[] = [
  {
    id: "fire-rated-glazed-doors",
    title: "Fire-Rated Glazed Doors",
    category: "Procurement Excellence",
    location: "London",
    date: "2023",
    summary: `Certified fire-rated glazed doors sourced directly from the manufacturer at ${fireDoors.ourUnitPrice.value} per door instead of ${fireDoors.ukUnitPrice.value}, with ${caseStudyClaims.fireRating.value} certification and ${caseStudyClaims.fireStandard.value} compliance.`,
  },
  {
    id: "cable-trays",
    title: "Cable Trays",
    category: "Supply Chain Optimisation",
    location: "London",
    date: "2023",
    summary: `A redesigned cable tray layout cut the run from ${cableTrays.originalLength.value} to ${cableTrays.newLength.value} (${cableTrays.lengthReduction.value} less) and saved ${cableTrays.saving.value} against the original quote.`,
  },
];

export function findCaseStudy(id: string): CaseStudySummary | undefined {
  return caseStudies.find((c) => c.id === id);
}
