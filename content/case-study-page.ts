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
