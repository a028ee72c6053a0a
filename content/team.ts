import { claims } from "./claims.ts";
import { company } from "./company.ts";
import type { JourneyEntry, TeamContent, TeamMember } from "./team.schema.ts";

const { firm, caseStudies } = claims;

/**
 * The seed's people are neutral placeholders, as are their profile links;
 * the firm replaces names, words, photographs (content images team/member-N)
 * and links here.
 */
export const teamMembers: TeamMember[] = [
  {
    id: "alex-morgan",
    name: "Alex Morgan",
    role: "Managing Director",
    description:
      "Leads every project from the first appraisal to handover and is the client's single point of contact throughout, with the budget and the programme in view at every decision.",
    additionalInfo:
      "Co-founded both of the team's earlier companies. Background in development appraisal, funding and feasibility.",
    image: "team/member-1",
    linkedinUrl: "https://www.linkedin.com/in/example-alex-morgan",
  },
  {
    id: "sam-okafor",
    name: "Sam Okafor",
    role: "Development Director",
    description:
      "Runs the professional team and the main contractor: design control, programme, cost reporting and the route through planning and building control.",
    additionalInfo:
      "Background in construction project management on commercial and residential schemes across London.",
    image: "team/member-2",
    linkedinUrl: "https://www.linkedin.com/in/example-sam-okafor",
  },
  {
    id: "priya-shah",
    name: "Priya Shah",
    role: "Head of Procurement",
    description:
      "Benchmarks every package against UK costs and specifications, vets manufacturers abroad, and oversees factory quality checks, shipping and customs.",
    additionalInfo: `Led the sourcing behind our case studies on fire-rated glazed doors and cable trays, which saved ${caseStudies.totalSavings.value}.`,
    image: "team/member-3",
    linkedinUrl: "https://www.linkedin.com/in/example-priya-shah",
  },
  {
    id: "daniel-clarke",
    name: "Daniel Clarke",
    role: "Technology and Operations Director",
    description:
      "Specifies the smart building technology in our projects, from remote site management and AI-enabled CCTV to connected intercoms, WiFi smart meters and app access.",
    additionalInfo: "Keeps sustainability in view from the first design stage, aiming for EPC A and B ratings.",
    image: "team/member-4",
    linkedinUrl: "https://www.linkedin.com/in/example-daniel-clarke",
  },
];

/** Four companies, two of them founded by the team before this firm. */
export const teamJourney: JourneyEntry[] = [
  {
    yearRange: "2006 – 2011",
    company: "London Main Contractor",
    years: "Five years",
    achievement:
      "Learned delivery on site: programmes, subcontractor packages and what it costs when a detail is wrong.",
  },
  {
    yearRange: "2011 – 2016",
    company: "Development Consultancy",
    years: "Five years",
    achievement:
      "Founded the team's first company, managing residential and commercial developments for private clients in London.",
  },
  {
    yearRange: "2016 – 2020",
    company: "International Sourcing Company",
    years: "Four years",
    achievement:
      "Founded the team's second company and built a network of vetted manufacturers, with the logistics to bring certified products to UK sites.",
  },
  {
    yearRange: "2020 – present",
    company: company.name,
    years: "Ongoing",
    achievement: `Brought development management and procurement under one roof. The team has now delivered over ${firm.areaDelivered.value} and ${firm.capexDelivered.value} of capital expenditure.`,
  },
];

export const teamContent: TeamContent = {
  membersHeading: "Meet the Team",
  members: teamMembers,
  journey: {
    heading: "Team Journey",
    intro: "Four companies, each adding something to the way we run projects today.",
    entries: teamJourney,
  },
};
