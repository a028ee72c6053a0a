import { posts } from "./blog.ts";
import { caseStudyList } from "./case-study-summaries.ts";
import type { Navigation, NavLink } from "./navigation.schema.ts";

export type { NavLink };

/** The footer, which links to every page: the site map that a page's address with this fragment leads to. */
export const SITE_MAP_ANCHOR = "site-map";
/** The id of the top navigation's Playbooks menu, on every page: where the index places it. */
export const PLAYBOOKS_MENU_ANCHOR = "playbooks-menu";

export const navigation: Navigation = {
  leading: [
    { label: "Home", href: "/" },
    { label: "About", href: "/about" },
    { label: "Services", href: "/services" },
    { label: "Projects", href: "/projects" },
    { label: "Case Studies", href: "/case-studies" },
  ],
  playbooks: {
    label: "Playbooks",
    links: [
      { label: "Procurement Playbook", href: "/procurement-playbook" },
      { label: "Delivery Playbook", href: "/delivery-playbook" },
    ],
  },
  trailing: [
    { label: "Team", href: "/team" },
    { label: "Blog", href: "/blog" },
    { label: "FAQ", href: "/faq" },
    { label: "Contact", href: "/contact" },
  ],
  footer: [
    {
      heading: "Services",
      links: [
        { label: "Development Management", href: "/services" },
        { label: "Procurement Playbook", href: "/procurement-playbook" },
        { label: "Delivery Playbook", href: "/delivery-playbook" },
        { label: "Projects", href: "/projects" },
        ...caseStudyList.map((c) => ({ label: `${c.title} Case Study`, href: `/case-studies/${c.id}` })),
      ],
    },
    {
      heading: "Company",
      links: [
        { label: "About Us", href: "/about" },
        { label: "Our Team", href: "/team" },
        { label: "Case Studies", href: "/case-studies" },
        { label: "Contact", href: "/contact" },
        { label: "Privacy Policy", href: "/privacy" },
      ],
    },
    {
      heading: "Resources",
      links: [
        { label: "Industry Insights", href: "/blog" },
        ...posts.map((p) => ({ label: p.title, href: `/blog/${p.id}` })),
        { label: "FAQ", href: "/faq" },
      ],
    },
  ],
  legal: [
    { label: "Privacy Policy", href: "/privacy" },
    { label: "Accessibility Statement", href: "/accessibility" },
  ],
};

/** Every link of the top navigation, in the order a visitor meets them. */
export const allNavLinks: NavLink[] = [...navigation.leading, ...navigation.playbooks.links, ...navigation.trailing];

/** Friendly breadcrumb labels for known path segments. */
export const segmentLabels: Record<string, string> = {
  about: "About",
  services: "Services",
  projects: "Projects",
  "case-studies": "Case Studies",
  team: "Team",
  blog: "Blog",
  faq: "FAQ",
  contact: "Contact",
  privacy: "Privacy Policy",
  accessibility: "Accessibility Statement",
  search: "Search",
  "procurement-playbook": "Procurement Playbook",
  "delivery-playbook": "Delivery Playbook",
  ...Object.fromEntries(caseStudyList.map((c) => [c.id, c.title])),
  ...Object.fromEntries(posts.map((p) => [p.id, p.title])),
};

/**
 * Pages that state a deployment setting (the privacy policy's retention period,
 * RETENTION_MONTHS): still prerendered, but the server renders them for each
 * request so they always say what it does.
 */
export const pagesRenderedPerRequest: readonly string[] = ["/privacy"];

/** Every public page of the site: the prerender list, the sitemap, and so every page the test gates check. */
export const prerenderedPaths: string[] = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/case-studies",
  ...caseStudyList.map((c) => `/case-studies/${c.id}`),
  "/team",
  "/blog",
  ...posts.map((p) => `/blog/${p.id}`),
  "/faq",
  "/contact",
  "/privacy",
  "/accessibility",
  "/procurement-playbook",
  "/delivery-playbook",
];
