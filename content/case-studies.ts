import type { CaseStudySummary } from "./schemas.ts";

export const caseStudies: CaseStudySummary[] = [
  {
    id: "fire-rated-glazed-doors",
    title: "Fire-Rated Glazed Doors",
    category: "Procurement Excellence",
    location: "London",
    date: "2023",
    summary:
      "Certified fire-rated glazed doors sourced directly from the manufacturer at £3,000 per door instead of £13,387, with E30/E60 certification and BS 476 compliance.",
  },
  {
    id: "cable-trays",
    title: "Cable Trays",
    category: "Supply Chain Optimisation",
    location: "London",
    date: "2023",
    summary:
      "A redesigned cable tray layout cut the run from 9,993m to 1,500m (85% less) and saved £541,545 against the original quote.",
  },
];

export function findCaseStudy(id: string): CaseStudySummary | undefined {
  return caseStudies.find((c) => c.id === id);
}
