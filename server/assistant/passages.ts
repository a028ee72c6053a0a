import { about } from "#content/about.ts";
import { caseStudies, caseStudiesOverview } from "#content/case-studies.ts";
import { company, formatAddress } from "#content/company.ts";
import { contactContent } from "#content/contact.ts";
import { faq } from "#content/faq.ts";
import { home } from "#content/home.ts";
import { type PageKey, pages } from "#content/pages.ts";
import { deliveryPlaybook, procurementPlaybook } from "#content/playbooks.ts";
import { privacyPolicy } from "#content/privacy.ts";
import { projects, projectsContent } from "#content/projects.ts";
import { services } from "#content/services.ts";
import { teamJourney, teamMembers } from "#content/team.ts";

/**
 * The site's content cut into passages the assistant can quote: each a few
 * sentences on one topic, with the page (and section anchor, where the page
 * has one) a visitor can open to read more. Read from the same typed content
 * modules the pages render, once, on the server.
 */

export type Source = { title: string; url: string };

export type Passage = {
  id: string;
  /** What the passage is about: a heading or a question. Weighs more than the text in retrieval. */
  title: string;
  /** Prose: whole sentences, ready to quote. */
  text: string;
  source: Source;
  /** Ranking weight, 1 by default; page introductions, which only summarise, weigh a little less. */
  weight?: number;
};

const pageSource = (key: PageKey, anchor?: string): Source => ({
  title: pages[key].title,
  url: anchor ? `${pages[key].path}#${anchor}` : pages[key].path,
});

/** "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Ends a fragment as a sentence. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "Remote site management" → "remote site management"; "AI-enabled CCTV" and "WiFi" stay as they are. */
const lower = (text: string) =>
  /^[A-Z][a-z]*(?=[\s,.:;-]|$)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** "Title: description." as one sentence. */
const item = (title: string, description: string) => sentence(`${title}: ${lower(description)}`);

function pageIntros(): Passage[] {
  return (Object.keys(pages) as PageKey[]).map((key) => ({
    id: `page:${key}`,
    title: pages[key].heading,
    text: [sentence(pages[key].intro), sentence(pages[key].description)].join(" "),
    source: pageSource(key),
    weight: 0.85,
  }));
}

function homePassages(): Passage[] {
  return [
    {
      id: "home:who-we-are",
      title: home.whoWeAre.heading,
      text: [home.whoWeAre.intro, ...home.whoWeAre.cards.map((c) => item(c.title, c.description))].join(" "),
      source: pageSource("home"),
    },
    {
      id: "home:stats",
      title: "Our track record in figures",
      text: home.stats.map((s) => sentence(`${s.label}: ${s.value}`)).join(" "),
      source: pageSource("home"),
    },
  ];
}

function aboutPassages(): Passage[] {
  return [
    {
      id: "about:story",
      title: `${about.story.heading}: how the partnership was founded`,
      text: about.story.paragraphs.join(" "),
      source: pageSource("about"),
    },
    {
      id: "about:what-we-do",
      title: about.whatWeDo.heading,
      text: [about.whatWeDo.intro, ...about.whatWeDo.services.map((s) => item(s.title, s.description))].join(" "),
      source: pageSource("about"),
    },
    {
      id: "about:approach",
      title: `${about.approach.heading}: our principles`,
      text: [about.approach.intro, ...about.approach.cards.map((c) => item(c.title, c.description))].join(" "),
      source: pageSource("about"),
    },
  ];
}

function servicePassages(): Passage[] {
  const { partnership, procurementMethods, procurementPlaybook: pp, deliveryPlaybook: dp, smartTechnology } = services;
  const { feeStructure } = partnership;
  const source = pageSource("services");
  return [
    {
      id: "services:partnership",
      title: partnership.heading,
      text: partnership.paragraphs.join(" "),
      source,
    },
    {
      id: "services:fees",
      title: `${feeStructure.heading}: what our fees are and what we charge`,
      text: [
        `Our fee has two parts: a ${lower(feeStructure.managementFee.title)} and a ${lower(feeStructure.procurementMarkup.title)}.`,
        `The ${lower(feeStructure.managementFee.title)} is ${lower(feeStructure.managementFee.description)}`,
        sentence(
          `The ${lower(feeStructure.procurementMarkup.title)} is ${lower(feeStructure.procurementMarkup.description)} ${listing(feeStructure.procurementMarkup.covers.map(lower))}`,
        ),
        feeStructure.intro,
      ].join(" "),
      source,
    },
    {
      id: "services:procurement-methods",
      title: `${procurementMethods.heading}: how we procure`,
      text: [procurementMethods.intro, ...procurementMethods.methods.map((m) => item(m.title, m.description))].join(
        " ",
      ),
      source,
    },
    {
      id: "services:procurement-stages",
      title: `${pp.heading}: the four stages of procurement`,
      text: [
        pp.intro,
        sentence(`The four stages are ${listing(pp.stages.map((s) => s.title))}`),
        ...pp.stages.map((s) => item(s.title, s.description)),
      ].join(" "),
      source,
    },
    {
      id: "services:delivery",
      title: `${dp.heading}: how we deliver on site`,
      text: [dp.intro, ...dp.principles.map((p) => item(p.title, p.description))].join(" "),
      source,
    },
    {
      id: "services:smart-technology",
      title: `${smartTechnology.heading}: smart technology offerings`,
      text: [
        smartTechnology.intro,
        sentence(`Our smart technology offerings are ${listing(smartTechnology.offerings.map((o) => lower(o.title)))}`),
        ...smartTechnology.offerings.map((o) => item(o.title, o.description)),
      ].join(" "),
      source,
    },
  ];
}

function faqPassages(): Passage[] {
  return faq.items.map((entry, i) => ({
    id: `faq:${i + 1}`,
    title: entry.question,
    text: entry.answer,
    source: pageSource("faq"),
  }));
}

function projectPassages(): Passage[] {
  const source = pageSource("projects");
  const { summary } = projectsContent;
  return [
    ...projects.map((p) => ({
      id: `project:${p.id}`,
      title: `${p.name} project`,
      text: [
        `Our ${p.name} project (${p.location}, ${p.year}) is ${p.size}, bought for ${p.purchasePrice} with capex of ${p.capex} (${p.capexRate}).`,
        `It was delivered in ${p.duration} ${p.planning ? "with" : "without"} planning permission, from ${p.condition} to ${p.final}, with an EPC rating of ${p.epc}.`,
        p.description,
      ].join(" "),
      source,
    })),
    {
      id: "projects:summary",
      title: `${summary.heading}: the portfolio in figures`,
      text: [summary.intro, ...summary.figures.map((f) => sentence(`${f.label}: ${f.value}`))].join(" "),
      source,
    },
  ];
}

function caseStudyPassages(): Passage[] {
  const overviewSource = pageSource("case-studies");
  return [
    ...caseStudies.flatMap((study): Passage[] => {
      const source = { title: study.title, url: `/case-studies/${study.id}` };
      return [
        {
          id: `case-study:${study.id}:results`,
          title: `${study.title} case study: results and savings`,
          text: [
            study.summary,
            ...study.results.map((r) => sentence(r)),
            sentence(`Key achievements: ${lower(listing(study.achievements))}`),
          ].join(" "),
          source,
        },
        {
          id: `case-study:${study.id}:story`,
          title: `${study.title} case study: the challenge and our solution`,
          text: [...study.challenge, ...study.solution].join(" "),
          source,
        },
      ];
    }),
    {
      id: "case-studies:overview",
      title: "Case studies in figures",
      text: [
        ...caseStudiesOverview.headlineStats.map((s) => sentence(`${s.label}: ${s.value}`)),
        ...caseStudiesOverview.totals.map((s) => sentence(`${s.label}: ${s.value}`)),
        caseStudiesOverview.callToAction.text,
      ].join(" "),
      source: overviewSource,
    },
  ];
}

function procurementPlaybookPassages(): Passage[] {
  const { walkthrough, principles, phases, qualityAndRisk } = procurementPlaybook;
  const source = pageSource("procurement-playbook");
  return [
    {
      id: "procurement-playbook:steps",
      title: `Procurement Playbook: ${walkthrough.heading}, the procurement process step by step`,
      text: [
        walkthrough.intro,
        ...walkthrough.steps.map((s, i) => item(`Step ${i + 1}, ${s.title}`, s.description)),
      ].join(" "),
      source,
    },
    {
      id: "procurement-playbook:principles",
      title: `Procurement Playbook: ${principles.heading} of procurement`,
      text: principles.items.map((p) => item(p.title, p.description)).join(" "),
      source,
    },
    ...phases.map((phase) => ({
      id: `procurement-playbook:${phase.id}`,
      title: `Procurement Playbook: the ${phase.title} phase of procurement`,
      text: [
        sentence(
          `The ${phase.title} phase has ${phase.steps.length} steps: ${listing(phase.steps.map((s) => s.title))}`,
        ),
        ...phase.steps.map((s) => item(s.title, s.description)),
      ].join(" "),
      source,
    })),
    {
      id: "procurement-playbook:quality-and-risk",
      title: `Procurement Playbook: ${qualityAndRisk.heading}`,
      text: [
        qualityAndRisk.intro,
        ...qualityAndRisk.quality.items.map(sentence),
        ...qualityAndRisk.risk.items.map(sentence),
      ].join(" "),
      source,
    },
  ];
}

function deliveryPlaybookPassages(): Passage[] {
  const { walkthrough, structure, principles, consultants, benefits, callToAction } = deliveryPlaybook;
  const source = pageSource("delivery-playbook");
  return [
    {
      id: "delivery-playbook:steps",
      title: `Delivery Playbook: ${walkthrough.heading}, the six delivery steps`,
      text: [
        sentence(`The six delivery steps are ${listing(walkthrough.steps.map((s) => s.title))}`),
        ...walkthrough.steps.map((s) => item(s.title, s.description)),
      ].join(" "),
      source,
    },
    {
      id: "delivery-playbook:structure",
      title: `Delivery Playbook: ${structure.heading}, design and build contract and novation`,
      text: [structure.intro, ...structure.relationships.map((r) => item(r.title, r.description))].join(" "),
      source,
    },
    {
      id: "delivery-playbook:principles",
      title: `Delivery Playbook: ${principles.heading}`,
      text: principles.items.map((p) => item(p.title, p.description)).join(" "),
      source,
    },
    {
      id: "delivery-playbook:consultants",
      title: `Delivery Playbook: ${consultants.heading}, the consultants on a project`,
      text: [
        consultants.intro,
        sentence(`The core team of consultants: ${listing(consultants.core)}`),
        sentence(`Specialist consultants as needed: ${listing(consultants.specialist)}`),
      ].join(" "),
      source,
    },
    {
      id: "delivery-playbook:benefits",
      title: `Delivery Playbook: ${benefits.heading} of our delivery model`,
      text: [
        sentence(`For clients: ${lower(listing(benefits.clients.map(lower)))}`),
        sentence(`For project teams: ${lower(listing(benefits.projectTeams.map(lower)))}`),
        callToAction.text,
      ].join(" "),
      source,
    },
  ];
}

function teamPassages(): Passage[] {
  const source = pageSource("team");
  return [
    ...teamMembers.map((m) => ({
      id: `team:${m.id}`,
      title: `${m.name}, ${m.role}`,
      // The descriptions open with a verb ("Leads every project…"): the first name makes them sentences.
      text: `${m.name} is our ${m.role}. ${m.name.split(" ")[0]} ${lower(m.description)} ${m.additionalInfo}`,
      source,
    })),
    {
      id: "team:members",
      title: "Meet the Team: who is on our team",
      text: sentence(`Our team is ${listing(teamMembers.map((m) => `${m.name} (${m.role})`))}`),
      source,
    },
    {
      id: "team:journey",
      title: "Team Journey: the companies behind the partnership",
      text: teamJourney.map((j) => sentence(`${j.company} (${j.yearRange}): ${lower(j.achievement)}`)).join(" "),
      source,
    },
  ];
}

/** The firm's details: what the contact intent answers with, and a passage like any other. */
export function contactDetailsText(): string {
  return [
    `You can e-mail us at ${company.email} or call ${company.phone.display}.`,
    `Our office is at ${formatAddress()}.`,
    `Every message is answered within ${company.responsePromiseHours} hours.`,
  ].join(" ");
}

function contactPassages(): Passage[] {
  const source = pageSource("contact");
  return [
    {
      id: "contact:details",
      title: "Contact details: address, e-mail and phone",
      text: [contactDetailsText(), contactContent.details.intro, contactContent.form.text].join(" "),
      source,
    },
    {
      id: "contact:why-choose",
      title: contactContent.whyChoose.heading,
      text: contactContent.whyChoose.items.map((i) => item(i.title, i.description)).join(" "),
      source,
    },
  ];
}

function privacyPassages(): Passage[] {
  return privacyPolicy.sections.map((section) => {
    const items: { term?: string | undefined; text: string }[] = [
      ...(section.items ?? []),
      ...(section.subsections ?? []).flatMap((sub) => [
        ...sub.paragraphs.map((p) => ({ text: p })),
        ...(sub.items ?? []),
      ]),
    ];
    return {
      id: `privacy:${section.id}`,
      title: `Privacy policy: ${section.heading}`,
      text: [
        ...section.paragraphs,
        ...items.map((i) => (i.term ? item(i.term, i.text) : sentence(i.text.replace(/;$/, "")))),
        ...(section.after ?? []),
      ].join(" "),
      source: pageSource("privacy", section.id),
    };
  });
}

/** Every passage of the site's typed content (the blog's posts are read separately). */
export function contentPassages(): Passage[] {
  return [
    ...pageIntros(),
    ...homePassages(),
    ...aboutPassages(),
    ...servicePassages(),
    ...faqPassages(),
    ...projectPassages(),
    ...caseStudyPassages(),
    ...procurementPlaybookPassages(),
    ...deliveryPlaybookPassages(),
    ...teamPassages(),
    ...contactPassages(),
    ...privacyPassages(),
  ];
}
