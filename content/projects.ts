import { claims } from "./claims.ts";
import type { GalleryItem, Project, ProjectsContent } from "./projects.schema.ts";

const { hackneyWick, islington, southwark } = claims.projects;
const { portfolio } = claims;

/**
 * The three delivered projects of the brief's table. Figures come from the
 * claims ledger. The brief gives the condition and final specification only
 * for Hackney Wick (Shell & Core to CAT A+); the other two are the firm's to
 * confirm.
 */
export const projects: Project[] = [
  {
    id: "hackney-wick",
    name: "Hackney Wick",
    location: "Hackney Wick, East London",
    year: 2023,
    size: hackneyWick.size.value,
    purchasePrice: hackneyWick.purchasePrice.value,
    capex: hackneyWick.capex.value,
    capexRate: hackneyWick.capexRate.value,
    planning: false,
    condition: "Shell & Core",
    final: "CAT A+",
    duration: hackneyWick.duration.value,
    epc: "B",
    image: "projects/hackney-wick",
    description:
      "A shell and core building taken to a CAT A+ finish under existing consents. We led the professional team and procured the fit-out direct from manufacturers, keeping the capex tight and the programme short.",
  },
  {
    id: "islington",
    name: "Islington",
    location: "Islington, North London",
    year: 2023,
    size: islington.size.value,
    purchasePrice: islington.purchasePrice.value,
    capex: islington.capex.value,
    capexRate: islington.capexRate.value,
    planning: true,
    condition: "Vacant commercial building",
    final: "Fully fitted studios",
    duration: islington.duration.value,
    epc: "A",
    image: "projects/islington",
    description: `The largest of the three, delivered with planning permission to an EPC A rating. An independent third-party QS (quantity surveyor) confirmed a ${islington.saving.value} saving against conventional procurement.`,
  },
  {
    id: "southwark",
    name: "Southwark",
    location: "Southwark, South London",
    year: 2024,
    size: southwark.size.value,
    purchasePrice: southwark.purchasePrice.value,
    capex: southwark.capex.value,
    capexRate: southwark.capexRate.value,
    planning: true,
    condition: "Shell & Core",
    final: "Fully fitted studios",
    duration: southwark.duration.value,
    epc: "A",
    image: "projects/southwark",
    description: `A higher specification delivered ${southwark.capexSaving.value} under its capex budget, after the design team found over ${southwark.planningEfficiencies.value} of efficiencies at planning stage.`,
  },
];

/**
 * Forty-eight photographs. Spans follow each image's shape: portraits take two
 * rows, wide shots two columns, and three landscapes are shown large. The
 * spans add up to 72 cells, which the dense grid fills without gaps at two,
 * three and four columns; check the page after changing them.
 */
export const gallery: GalleryItem[] = [
  { image: "gallery/01", span: "col-span-2 row-span-2" },
  { image: "gallery/02", span: "col-span-1 row-span-1" },
  { image: "gallery/03", span: "col-span-1 row-span-2" },
  { image: "gallery/04", span: "col-span-1 row-span-1" },
  { image: "gallery/05", span: "col-span-1 row-span-1" },
  { image: "gallery/06", span: "col-span-1 row-span-1" },
  { image: "gallery/07", span: "col-span-1 row-span-1" },
  { image: "gallery/08", span: "col-span-2 row-span-1" },
  { image: "gallery/09", span: "col-span-1 row-span-2" },
  { image: "gallery/10", span: "col-span-1 row-span-1" },
  { image: "gallery/11", span: "col-span-1 row-span-1" },
  { image: "gallery/12", span: "col-span-1 row-span-1" },
  { image: "gallery/13", span: "col-span-1 row-span-1" },
  { image: "gallery/14", span: "col-span-2 row-span-1" },
  { image: "gallery/15", span: "col-span-1 row-span-2" },
  { image: "gallery/16", span: "col-span-2 row-span-1" },
  { image: "gallery/17", span: "col-span-1 row-span-1" },
  { image: "gallery/18", span: "col-span-1 row-span-1" },
  { image: "gallery/19", span: "col-span-1 row-span-1" },
  { image: "gallery/20", span: "col-span-1 row-span-1" },
  { image: "gallery/21", span: "col-span-1 row-span-2" },
  { image: "gallery/22", span: "col-span-2 row-span-2" },
  { image: "gallery/23", span: "col-span-1 row-span-1" },
  { image: "gallery/24", span: "col-span-2 row-span-1" },
  { image: "gallery/25", span: "col-span-1 row-span-1" },
  { image: "gallery/26", span: "col-span-1 row-span-1" },
  { image: "gallery/27", span: "col-span-1 row-span-2" },
  { image: "gallery/28", span: "col-span-1 row-span-1" },
  { image: "gallery/29", span: "col-span-1 row-span-1" },
  { image: "gallery/30", span: "col-span-1 row-span-1" },
  { image: "gallery/31", span: "col-span-1 row-span-1" },
  { image: "gallery/32", span: "col-span-2 row-span-1" },
  { image: "gallery/33", span: "col-span-1 row-span-2" },
  { image: "gallery/34", span: "col-span-1 row-span-1" },
  { image: "gallery/35", span: "col-span-1 row-span-1" },
  { image: "gallery/36", span: "col-span-1 row-span-1" },
  { image: "gallery/37", span: "col-span-1 row-span-1" },
  { image: "gallery/38", span: "col-span-1 row-span-1" },
  { image: "gallery/39", span: "col-span-1 row-span-2" },
  { image: "gallery/40", span: "col-span-2 row-span-1" },
  { image: "gallery/41", span: "col-span-1 row-span-1" },
  { image: "gallery/42", span: "col-span-1 row-span-1" },
  { image: "gallery/43", span: "col-span-2 row-span-2" },
  { image: "gallery/44", span: "col-span-1 row-span-1" },
  { image: "gallery/45", span: "col-span-1 row-span-2" },
  { image: "gallery/46", span: "col-span-1 row-span-1" },
  { image: "gallery/47", span: "col-span-1 row-span-1" },
  { image: "gallery/48", span: "col-span-2 row-span-1" },
];

export const projectsContent: ProjectsContent = {
  projectList: {
    heading: "Delivered Projects",
    intro: "Hover over a project, move to it with the keyboard or tap it to see every detail.",
  },
  projects,
  gallery: {
    heading: "Project Gallery",
    intro: "A closer look at our projects, from structure and building services to the finished interiors.",
    items: gallery,
  },
  summary: {
    heading: "Project Summary",
    intro: `Across the three projects our clients paid ${portfolio.developmentCosts.value} in development costs for work benchmarked in the UK at ${portfolio.ukBenchmark.value}.`,
    figures: [
      { value: portfolio.duration.value, label: "Delivery programme across the portfolio" },
      { value: portfolio.area.value, label: "Floor area delivered" },
      { value: portfolio.studios.value, label: "Studios completed" },
      { value: portfolio.developmentCosts.value, label: "Development costs" },
      { value: portfolio.ukBenchmark.value, label: "UK benchmarking for the same work" },
      { value: portfolio.savings.value, label: "Savings for our clients" },
    ],
  },
};
