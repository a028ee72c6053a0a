/**
 * The headings of a case study's page, in the order it shows them: the page
 * (app/components/sections/case-study-detail.tsx) and the content index,
 * which anchors entries to them and tells visitors what a page sets out, read
 * them here.
 */
export const caseStudyHeadings = {
  challenge: "The Challenge",
  solution: "Our Solution",
  results: "Results",
  achievements: "Key Achievements",
} as const;

/** The link back to the list of case studies, at the top of each case study's page and on its "not found" page. */
export const BACK_TO_CASE_STUDIES = "Back to Case Studies";
