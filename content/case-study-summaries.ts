import type { CaseStudySummary } from "./case-studies.schema.ts";
import { claims } from "./claims.ts";

const { caseStudies: totals, fireDoors: doors, cableTrays: trays } = claims;

/**
 * Each case study's address, title and one-paragraph summary: what the
 * navigation, breadcrumbs, prerender list and the services page's cards need.
 * The studies' full text (case-studies.ts) builds on these, so only the pages
 * that show a study ship its text.
 */
export const caseStudySummaries = {
  fireDoors: {
    id: "fire-rated-glazed-doors",
    title: "Fire-Rated Glazed Doors",
    category: "Procurement Excellence",
    location: "London",
    date: "2023",
    summary: `Certified fire-rated glazed doors sourced directly from the manufacturer at ${doors.ourUnitPrice.value} per door instead of ${doors.ukUnitPrice.value} per door, with ${totals.fireRating.value} certification and ${totals.fireStandard.value} compliance.`,
  },
  cableTrays: {
    id: "cable-trays",
    title: "Cable Trays",
    category: "Supply Chain Optimisation",
    location: "London",
    date: "2023",
    summary: `A redesigned cable tray layout cut the run from ${trays.originalLength.value} to ${trays.newLength.value} (${trays.lengthReduction.value} less) and saved ${trays.saving.value} against the original quote.`,
  },
} as const satisfies Record<string, CaseStudySummary>;

/** In the order the site lists them. */
export const caseStudyList: readonly CaseStudySummary[] = [caseStudySummaries.fireDoors, caseStudySummaries.cableTrays];
