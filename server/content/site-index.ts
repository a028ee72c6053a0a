import { about } from "#content/about.ts";
import { accessibilityStatement } from "#content/accessibility.ts";
import { caseStudies, caseStudiesOverview } from "#content/case-studies.ts";
import { BACK_TO_CASE_STUDIES, caseStudyHeadings } from "#content/case-study-page.ts";
import { claims, ledgerFigures } from "#content/claims.ts";
import { company, formatAddress } from "#content/company.ts";
import { contactContent } from "#content/contact.ts";
import { faq } from "#content/faq.ts";
import { home } from "#content/home.ts";
import { allNavLinks, navigation, PLAYBOOKS_MENU_ANCHOR, SITE_MAP_ANCHOR } from "#content/navigation.ts";
import { type PageKey, pages } from "#content/pages.ts";
import type { StructureNode } from "#content/playbooks.schema.ts";
import { deliveryPlaybook, procurementPlaybook } from "#content/playbooks.ts";
import type { PolicySection } from "#content/privacy.schema.ts";
import { privacyPolicy } from "#content/privacy.ts";
import { projects, projectsContent } from "#content/projects.ts";
import { services } from "#content/services.ts";
import { COOKIE_SETTINGS_ANCHOR, siteFurniture } from "#content/site-furniture.ts";
import { teamContent, teamJourney, teamMembers } from "#content/team.ts";
import { anchorFor } from "#lib/anchor.ts";
import { type EntryKind, excerptOf, type IndexEntry, type SearchType } from "#lib/content-index.ts";
import { extractFigures } from "#lib/figures.ts";
import { formatPostDate } from "#lib/post-date.ts";
import { CONTACT_REQUIRED } from "#lib/validation/contact.ts";
import { EMAIL_MESSAGE } from "#lib/validation/fields.ts";
import { type ReadPost, readAllPosts } from "./blog.ts";

/**
 * The site's one content index. Each page registers its entries here once,
 * from the same typed content modules (and the blog reader) that the pages
 * render; site search, its prerendered browser index and the assistant all
 * read `siteIndex()`. A page added to `content/pages.ts` cannot build until
 * it is registered below (`registrations` is keyed by every page).
 *
 * Anchors are the ids the pages give their sections: `anchorFor(heading)` for
 * a `Section`, the record's id for project and team cards, the policy's own
 * section ids.
 */

/** What each page is, in the spec's search types; the firm's own pages count as About. */
const pageTypes: Record<PageKey, SearchType> = {
  home: "About",
  about: "About",
  team: "About",
  privacy: "About",
  accessibility: "About",
  services: "Service",
  projects: "Project",
  "case-studies": "Case Study",
  blog: "Blog",
  faq: "FAQ",
  contact: "Contact",
  "procurement-playbook": "Playbook",
  "delivery-playbook": "Playbook",
};

type Draft = {
  kind: EntryKind;
  title: string;
  text: string;
  anchor?: string | undefined;
  keywords?: string[];
  more?: IndexEntry["more"];
};

/** The page at an address, if it is one of the site's pages. */
const pageAt = (href: string) => Object.values(pages).find((page) => page.path === href);

/** A page cited beside an entry. */
type Cited = NonNullable<IndexEntry["more"]>[number];

/** A link to a page cited beside an entry, by that page's title (its link's words otherwise). */
function moreOf(link: { label: string; href: string }): Cited {
  const page = pageAt(link.href);
  const study = caseStudies.find((c) => `/case-studies/${c.id}` === link.href);
  return { title: page?.title ?? study?.title ?? link.label, url: link.href };
}

/** Ends a fragment as a sentence. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * "Remote site management" → "remote site management"; "AI-enabled CCTV", "WiFi" and a name ("Hackney Wick, …",
 * its next word capitalised too) stay as they are.
 */
const lower = (text: string) =>
  /^[A-Z][a-z]*(?=[,.:;-]|$|\s+[^A-Z\s])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** "Title: description." as one sentence. */
const item = (title: string, description: string) => sentence(`${title}: ${lower(description)}`);

const joined = (...parts: (string | readonly string[])[]) => parts.flat().filter(Boolean).join(" ");

/**
 * What a page is made of, where a list of its parts is its shape: said on the
 * page's own entry, so that "summarise the delivery playbook" is answered
 * with the steps. (The FAQ's introduction gives its number of questions.)
 */
const outlines: Partial<Record<PageKey, () => string>> = {
  "procurement-playbook": () => {
    const { walkthrough, phases } = procurementPlaybook;
    return sentence(
      `It takes an item through ${walkthrough.steps.length} steps in ${phases.length} phases: ${listing(phases.map((p) => p.title))}`,
    );
  },
  "delivery-playbook": () => {
    const { walkthrough } = deliveryPlaybook;
    return sentence(
      `It takes a project through ${walkthrough.steps.length} steps: ${listing(walkthrough.steps.map((s) => s.title))}`,
    );
  },
};

/** The page itself: its heading, introduction, description and outline, found by its keywords. */
function pageDraft(key: PageKey): Draft {
  const page = pages[key];
  return {
    kind: "page",
    title: page.title,
    text: joined(sentence(page.intro), sentence(page.description), outlines[key]?.() ?? ""),
    keywords: [...page.keywords],
  };
}

/** A structure chart as sentences: each party that holds others, and each held party's contract. */
export function chartSentences(node: StructureNode, parties: readonly { id: string; name: string }[]): string[] {
  const name = (id: string) => (parties.find((p) => p.id === id)?.name ?? id).toLowerCase();
  const children = node.children ?? [];
  if (children.length === 0) return [];
  const held = children.map((c) => `the ${name(c.party)}${c.relationship ? ` (${lower(c.relationship)})` : ""}`);
  return [
    sentence(`The ${name(node.party)} holds ${listing(held)}`),
    ...children.flatMap((c) => chartSentences(c, parties)),
  ];
}

/** The firm's contact details as sentences: the contact page says them, and the assistant's contact reply. */
export function contactDetailsText(): string {
  return [
    `You can e-mail us at ${company.email} or call ${company.phone.display}.`,
    `Our office is at ${formatAddress()}.`,
    `Every message is answered within ${company.responsePromiseHours} hours.`,
  ].join(" ");
}

function policyItems(items: readonly { term?: string | undefined; text: string }[]): string[] {
  return items.map((i) => (i.term ? item(i.term, i.text) : sentence(i.text.replace(/;$/, ""))));
}

/**
 * A policy's sections, and each subsection as an entry of its own under its
 * heading ("Information collected automatically"), so that a question about
 * one part finds that part.
 */
function policyDrafts(sections: readonly PolicySection[], prefix: string): Draft[] {
  return sections.flatMap((section) => {
    const subsections = section.subsections ?? [];
    const items = section.items ?? [];
    const own: Draft = {
      kind: "policy",
      title: `${prefix}: ${section.heading}`,
      anchor: section.id,
      text: joined(
        section.paragraphs,
        policyItems(items.filter((i) => !(i.term && i.where))),
        // The section's summary names its parts.
        subsections.length ? sentence(`It covers ${listing(subsections.map((sub) => lower(sub.heading)))}`) : "",
        section.after ?? [],
      ),
    };
    const parts = subsections.map(
      (sub): Draft => ({
        kind: "policy",
        title: `${prefix}: ${section.heading}: ${sub.heading}`,
        anchor: section.id,
        text: joined(sentence(sub.heading), sub.paragraphs, policyItems(sub.items ?? []), sub.after ?? []),
      }),
    );
    // An item about something found on another page ("Sharing an article": the Share button on each
    // article) is an entry of its own instead, citing that page beside the section.
    const placed = items.flatMap(({ term, text, where }): Draft[] =>
      term && where
        ? [
            {
              kind: "policy",
              title: `${prefix}: ${section.heading}: ${term}`,
              anchor: section.id,
              text: item(term, text),
              more: [where].flat().map((href) => moreOf({ label: term, href })),
            },
          ]
        : [],
    );
    return [own, ...parts, ...placed];
  });
}

const registrations: Record<PageKey, (posts: readonly ReadPost[]) => Draft[]> = {
  home: () => [
    {
      kind: "section",
      title: home.whoWeAre.heading,
      anchor: anchorFor(home.whoWeAre.heading),
      text: joined(
        home.whoWeAre.intro,
        home.whoWeAre.cards.map((c) => item(c.title, c.description)),
        // Where each card leads, by the page's own title and its address: "the four cards link to what?".
        sentence(
          `The ${home.whoWeAre.cards.length} cards link to their pages: ${listing(
            home.whoWeAre.cards.map((c) => {
              const page = pageAt(c.href);
              return `${c.title} to ${page && page.title !== c.title ? `the ${page.title} page` : "its page"} (${c.href})`;
            }),
          )}`,
        ),
      ),
    },
    {
      kind: "section",
      title: home.recentProjects.heading,
      anchor: anchorFor(home.recentProjects.heading),
      text: joined(
        home.recentProjects.intro,
        sentence(
          `Its ${projects.length} cards are ${listing(projects.map((p) => `${p.name} (${p.location}, ${p.year}, ${p.size})`))}`,
        ),
        sentence(`Under them, “${home.recentProjects.link.label}” leads to ${home.recentProjects.link.href}`),
      ),
    },
    {
      // The page's buttons: "the big button on the home page says what?".
      kind: "section",
      title: "The home page's buttons",
      keywords: ["button", "hero"],
      text: joined(
        sentence(
          `At the top of the home page, the “${home.hero.primaryAction.label}” button leads to ${home.hero.primaryAction.href} and the “${home.hero.secondaryAction.label}” button to ${home.hero.secondaryAction.href}`,
        ),
        sentence(
          `Under the recent projects, “${home.recentProjects.link.label}” leads to ${home.recentProjects.link.href}, and at the foot of the page the “${home.closing.action.label}” button leads to ${home.closing.action.href}`,
        ),
      ),
    },
    {
      // Links to the other pages, with their descriptions: found when it is named, not for what it links to.
      kind: "navigation",
      title: home.expertise.heading,
      anchor: anchorFor(home.expertise.heading),
      text: joined(
        home.expertise.intro,
        home.expertise.groups.map((group) =>
          sentence(
            `${group.heading}: ${listing(group.links.map((l) => `${l.label} (${l.href}), ${lower(l.description)}`))}`,
          ),
        ),
      ),
    },
    {
      kind: "section",
      title: home.statsLabel,
      anchor: anchorFor(home.statsLabel),
      text: home.stats.map((s) => sentence(`${s.label}: ${s.value}`)).join(" "),
    },
  ],
  about: () => [
    {
      kind: "section",
      title: about.story.heading,
      anchor: anchorFor(about.story.heading),
      text: joined(about.story.paragraphs),
    },
    {
      kind: "section",
      title: about.whatWeDo.heading,
      anchor: anchorFor(about.whatWeDo.heading),
      text: joined(
        about.whatWeDo.intro,
        about.whatWeDo.services.map((s) => item(s.title, s.description)),
      ),
    },
    {
      kind: "section",
      title: about.approach.heading,
      anchor: anchorFor(about.approach.heading),
      text: sentence(
        `${about.approach.heading}, in ${about.approach.cards.length} parts: ${listing(about.approach.cards.map((c) => c.title))}`,
      ),
    },
    ...about.approach.cards.map(
      (c): Draft => ({
        kind: "principle",
        title: `${about.approach.heading}: ${c.title}`,
        anchor: anchorFor(about.approach.heading),
        text: sentence(c.description),
      }),
    ),
  ],
  services: () => {
    const {
      partnership,
      procurementMethods,
      procurementPlaybook: pp,
      deliveryPlaybook: dp,
      smartTechnology,
    } = services;
    const { feeStructure } = partnership;
    return [
      {
        kind: "section",
        title: partnership.heading,
        anchor: anchorFor(partnership.heading),
        text: joined(partnership.paragraphs),
      },
      {
        kind: "section",
        title: feeStructure.heading,
        anchor: anchorFor(feeStructure.heading),
        text: joined(
          `Our fee has two parts: a ${lower(feeStructure.managementFee.title)} and a ${lower(feeStructure.procurementMarkup.title)}.`,
          `The ${lower(feeStructure.managementFee.title)} is ${lower(feeStructure.managementFee.description)}`,
          sentence(
            `The ${lower(feeStructure.procurementMarkup.title)} is ${lower(feeStructure.procurementMarkup.description)} ${listing(feeStructure.procurementMarkup.covers.map(lower))}`,
          ),
          feeStructure.intro,
        ),
      },
      {
        kind: "section",
        title: procurementMethods.heading,
        anchor: anchorFor(procurementMethods.heading),
        text: joined(
          procurementMethods.intro,
          procurementMethods.methods.map((m) => item(m.title, m.description)),
          // The case-study cards beside the methods.
          sentence(
            `Under ${procurementMethods.caseStudiesHeading}, the services page links to our case studies: ${listing(procurementMethods.caseStudies.map((c) => `${c.title} (${lower(c.highlight)})`))}`,
          ),
        ),
        more: procurementMethods.caseStudies.map((c) => moreOf({ label: c.title, href: c.href })),
      },
      {
        kind: "section",
        title: pp.heading,
        anchor: anchorFor(pp.heading),
        text: joined(
          pp.intro,
          sentence(`The four stages are ${listing(pp.stages.map((s) => s.title))}`),
          pp.stages.map((s) => item(s.title, s.description)),
        ),
        more: [moreOf(pp.action)],
      },
      {
        kind: "section",
        title: dp.heading,
        anchor: anchorFor(dp.heading),
        text: joined(
          dp.intro,
          dp.principles.map((p) => item(p.title, p.description)),
        ),
        more: [moreOf(dp.action)],
      },
      {
        kind: "section",
        title: smartTechnology.heading,
        anchor: anchorFor(smartTechnology.heading),
        text: joined(
          smartTechnology.intro,
          sentence(
            `Our smart technology offerings are ${listing(smartTechnology.offerings.map((o) => lower(o.title)))}`,
          ),
          smartTechnology.offerings.map((o) => item(o.title, o.description)),
        ),
      },
    ];
  },
  projects: () => {
    const { summary, gallery, projectList } = projectsContent;
    return [
      {
        // How the cards show their figures: "I can only see pictures, where are the numbers?".
        kind: "section",
        title: projectList.heading,
        anchor: anchorFor(projectList.heading),
        keywords: ["cards", "pop-up", "popover"],
        text: joined(
          projectList.intro,
          sentence(
            `Each of the ${projects.length} cards, ${listing(projects.map((p) => p.name))}, shows the project's size, programme and EPC rating, and opens a pop-up with every figure`,
          ),
        ),
      },
      ...projects.map(
        (p): Draft => ({
          kind: "project",
          title: p.name,
          anchor: p.id,
          text: joined(
            `Our ${p.name} project (${p.location}, ${p.year}) is ${p.size}, bought for ${p.purchasePrice} with capex of ${p.capex} (${p.capexRate}).`,
            `It was delivered in ${p.duration} ${p.planning ? "with" : "without"} planning permission, from ${p.condition} to ${p.final}, with an EPC rating of ${p.epc}.`,
            p.description,
          ),
        }),
      ),
      {
        kind: "section",
        title: gallery.heading,
        anchor: anchorFor(gallery.heading),
        text: joined(
          gallery.intro,
          sentence(`The gallery holds ${gallery.items.length} photographs of our completed projects`),
        ),
        keywords: ["photos", "pictures", "images"],
      },
      {
        kind: "section",
        title: summary.heading,
        anchor: anchorFor(summary.heading),
        text: joined(
          summary.intro,
          summary.figures.map((f) => sentence(`${f.label}: ${f.value}`)),
        ),
      },
    ];
  },
  "case-studies": () => [
    {
      kind: "section",
      title: "Our two case studies",
      // Each study's category, place and date are on its own page too.
      more: caseStudies.map((c) => moreOf({ label: c.title, href: `/case-studies/${c.id}` })),
      text: joined(
        sentence(`We publish ${caseStudies.length} case studies: ${listing(caseStudies.map((c) => c.title))}`),
        caseStudies.map((c) =>
          sentence(`${c.title}: in the ${c.category} category, ${c.location}, ${c.date}. ${c.summary}`),
        ),
      ),
    },
    {
      // What a study's own page sets out, in its order: "what sections does a case study cover?".
      kind: "section",
      title: "What each case study page shows",
      keywords: ["layout", "detail", "structure", "parts"],
      // The pages it describes.
      more: caseStudies.map((c) => moreOf({ label: c.title, href: `/case-studies/${c.id}` })),
      text: joined(
        sentence(
          `Each case study has a detail page of its own: its title, date and location at the top, a gallery of images, then ${listing(Object.values(caseStudyHeadings))}, with its tags`,
        ),
        sentence(`A “${BACK_TO_CASE_STUDIES}” link at the top of the page leads back to the list of case studies`),
      ),
    },
    {
      kind: "section",
      title: "Case studies in figures",
      text: joined(
        caseStudiesOverview.headlineStats.map((s) => sentence(`${s.label}: ${s.value}`)),
        caseStudiesOverview.totals.map((s) => sentence(`${s.label}: ${s.value}`)),
        caseStudiesOverview.callToAction.text,
      ),
    },
  ],
  team: () => [
    ...teamMembers.map(
      (m): Draft => ({
        kind: "team-member",
        title: `${m.name}, ${m.role}`,
        anchor: m.id,
        // The descriptions open with a verb ("Leads every project…"): the first name makes them sentences.
        text: `${m.name} is our ${m.role}. ${m.name.split(" ")[0]} ${lower(m.description)} ${m.additionalInfo}`,
      }),
    ),
    {
      kind: "section",
      title: teamContent.membersHeading,
      anchor: anchorFor(teamContent.membersHeading),
      text: joined(
        sentence(
          `Our team has ${teamMembers.length} members: ${listing(teamMembers.map((m) => `${m.name} (${m.role})`))}`,
        ),
        "Each member's card links to their LinkedIn profile.",
      ),
    },
    {
      kind: "section",
      title: teamContent.journey.heading,
      anchor: anchorFor(teamContent.journey.heading),
      text: joined(
        teamContent.journey.intro,
        teamJourney.map((j) => sentence(`${j.company} (${j.yearRange}, ${j.years}): ${lower(j.achievement)}`)),
      ),
      // The timeline is the firm's history as the team page tells it.
      keywords: ["history", "timeline", "background", "story"],
    },
  ],
  blog: (posts) => [
    {
      kind: "section",
      title: `${pages.blog.heading}: our ${posts.length} articles`,
      text: joined(
        sentence(
          `Our blog, ${pages.blog.heading}, has ${posts.length} articles: ${listing(posts.map((p) => `“${p.title}”`))}`,
        ),
        posts.map((p) =>
          sentence(
            `“${p.title}” is filed under ${p.category}, published on ${formatPostDate(p.date)}, a ${p.readTime}-minute read on ${listing(p.tags)}${p.featured ? "; it is our featured article" : ""}`,
          ),
        ),
      ),
    },
    {
      // What every card and article header shows (PostMeta): "do the posts say how long they take to read?".
      kind: "section",
      title: `${pages.blog.heading}: reading time`,
      text: joined(
        sentence(
          `Each article's card, and the top of each article, shows its reading time in minutes (${[...new Set(posts.map((p) => `“${p.readTime} min read”`))].join(" or ")})`,
        ),
      ),
    },
  ],
  faq: () => [
    ...faq.items.map(
      (entry): Draft => ({
        kind: "faq",
        title: entry.question,
        anchor: anchorFor(entry.question),
        text: entry.answer,
        more: [moreOf(entry.more)],
      }),
    ),
    {
      // The box under the questions: "what does the Still Have Questions box say?". Found when it is named:
      // its words (questions, the team) are every page's.
      kind: "navigation",
      title: `The FAQ's “${faq.stillHaveQuestions.heading}” box`,
      anchor: anchorFor(faq.stillHaveQuestions.heading),
      text: joined(
        sentence(
          `Under the list, a box headed “${faq.stillHaveQuestions.heading}” says: ${faq.stillHaveQuestions.text}`,
        ),
        sentence(`Its “${faq.stillHaveQuestions.action.label}” button leads to ${faq.stillHaveQuestions.action.href}`),
      ),
    },
  ],
  contact: () => [
    {
      kind: "contact",
      title: "Contact details: address, e-mail and phone",
      anchor: anchorFor(contactContent.details.heading),
      text: joined(contactDetailsText(), contactContent.details.intro, contactContent.form.text),
    },
    contactFormDraft(),
    contactMessagesDraft(),
    {
      kind: "section",
      title: contactContent.whyChoose.heading,
      anchor: anchorFor(contactContent.whyChoose.heading),
      text: contactContent.whyChoose.items.map((i) => item(i.title, i.description)).join(" "),
    },
  ],
  privacy: () => [
    ...policyDrafts(privacyPolicy.sections, "Privacy policy"),
    {
      // Whom to write to about one's data: the policy's own contact block.
      kind: "policy",
      title: `Privacy policy: ${privacyPolicy.contact.heading}`,
      anchor: "contact-us",
      text: `${privacyPolicy.contact.text.replace(/:$/, "")} at ${company.name}, ${formatAddress()}, or e-mail ${company.email}.`,
    },
  ],
  accessibility: () => policyDrafts(accessibilityStatement.sections, "Accessibility"),
  "procurement-playbook": () => {
    const { walkthrough, principles, phases, processFlow, qualityAndRisk, resources } = procurementPlaybook;
    const walk = anchorFor(walkthrough.heading);
    const phaseTitle = (id: string) => phases.find((p) => p.id === id)?.title ?? id;
    // "steps 7-8", "step 9": the walkthrough's steps in a phase.
    const stepsOf = (id: string) => {
      const numbers = walkthrough.steps.flatMap((s, i) => (s.phase === id ? [i + 1] : []));
      const [first, last] = [numbers[0], numbers.at(-1)];
      return first === last ? `step ${first} is` : `steps ${first}-${last} are`;
    };
    return [
      {
        kind: "section",
        title: `${walkthrough.heading}: the procurement process in ${walkthrough.steps.length} steps`,
        anchor: walk,
        keywords: ["stages", "walkthrough", "procurement playbook"],
        text: joined(
          walkthrough.intro,
          sentence(`The ${walkthrough.steps.length} steps are ${listing(walkthrough.steps.map((s) => s.title))}`),
          // The walkthrough highlights the phase of the step it shows.
          sentence(
            `The steps fall into ${phases.length} phases: ${listing(phases.map((p) => `${stepsOf(p.id)} ${p.title}`))}`,
          ),
        ),
      },
      ...walkthrough.steps.map(
        (s, i): Draft => ({
          kind: "playbook-step",
          title: `Procurement step ${i + 1}: ${s.title}`,
          anchor: walk,
          text: joined(
            sentence(s.description),
            sentence(s.highlight),
            sentence(`Step ${i + 1} is in the ${phaseTitle(s.phase)} phase`),
          ),
        }),
      ),
      {
        kind: "section",
        title: principles.heading,
        anchor: anchorFor(principles.heading),
        text: sentence(
          `Our ${principles.items.length} key procurement principles are ${listing(principles.items.map((p) => p.title))}`,
        ),
      },
      ...principles.items.map(
        (p): Draft => ({
          kind: "principle",
          title: `Procurement principle: ${p.title}`,
          anchor: anchorFor(principles.heading),
          text: sentence(p.description),
        }),
      ),
      {
        kind: "section",
        title: processFlow.heading,
        anchor: anchorFor(processFlow.heading),
        text: joined(
          processFlow.intro,
          sentence(
            `The detailed process flow has ${phases.length} phases: ${listing(phases.map((p) => `${p.title} with ${p.steps.length} steps`))}`,
          ),
        ),
      },
      ...phases.map(
        (phase): Draft => ({
          kind: "section",
          title: `The ${phase.title} phase of procurement`,
          anchor: anchorFor(procurementPlaybook.processFlow.heading),
          text: joined(
            sentence(
              `The ${phase.title} phase has ${phase.steps.length} steps: ${listing(phase.steps.map((s) => s.title))}`,
            ),
            phase.steps.map((s) => item(s.title, s.description)),
          ),
        }),
      ),
      {
        kind: "section",
        title: qualityAndRisk.heading,
        anchor: anchorFor(qualityAndRisk.heading),
        text: joined(
          qualityAndRisk.intro,
          qualityAndRisk.quality.items.map(sentence),
          qualityAndRisk.risk.items.map(sentence),
        ),
      },
      {
        // The links at the foot of the page: "where do the Explore More Resources links go?".
        kind: "section",
        title: resources.heading,
        anchor: anchorFor(resources.heading),
        keywords: ["links", "bottom", "more to read"],
        text: joined(
          sentence(
            `At the foot of the Procurement Playbook, ${resources.heading} links to ${listing(resources.links.map((l) => `${l.title} (${l.href})`))}`,
          ),
        ),
      },
    ];
  },
  "delivery-playbook": () => {
    const { walkthrough, structure, principles, consultants, benefits, callToAction } = deliveryPlaybook;
    const walk = anchorFor(walkthrough.heading);
    return [
      {
        kind: "section",
        title: `${walkthrough.heading}: the delivery process in ${walkthrough.steps.length} steps`,
        anchor: walk,
        keywords: ["stages", "walkthrough", "delivery playbook"],
        text: joined(
          walkthrough.intro,
          sentence(
            `The ${walkthrough.steps.length} delivery steps are ${listing(walkthrough.steps.map((s) => s.title))}`,
          ),
        ),
      },
      ...walkthrough.steps.map(
        (s, i): Draft => ({
          kind: "playbook-step",
          title: `Delivery step ${i + 1}: ${s.title}`,
          anchor: walk,
          text: joined(sentence(s.description), sentence(s.highlight)),
        }),
      ),
      {
        kind: "section",
        title: structure.heading,
        anchor: anchorFor(structure.heading),
        text: joined(
          structure.intro,
          // The chart: who holds whom, and under what ("the main contractor holds the design manager…").
          chartSentences(structure.chart, deliveryPlaybook.parties),
          structure.relationships.map((r) => item(r.title, r.description)),
          deliveryPlaybook.parties.map((p) => item(p.name, p.role)),
        ),
      },
      {
        kind: "section",
        title: principles.heading,
        anchor: anchorFor(principles.heading),
        text: sentence(
          `Our ${principles.items.length} key delivery principles are ${listing(principles.items.map((p) => p.title))}`,
        ),
      },
      ...principles.items.map(
        (p): Draft => ({
          kind: "principle",
          title: `Delivery principle: ${p.title}`,
          anchor: anchorFor(principles.heading),
          text: sentence(p.description),
        }),
      ),
      {
        kind: "section",
        title: consultants.heading,
        anchor: anchorFor(consultants.heading),
        text: joined(
          consultants.intro,
          sentence(`The core consultants are ${listing(consultants.core)}`),
          sentence(`Specialist consultants as needed: ${listing(consultants.specialist)}`),
        ),
      },
      {
        kind: "section",
        title: benefits.heading,
        anchor: anchorFor(benefits.heading),
        text: joined(
          sentence(`For clients: ${lower(listing(benefits.clients.map(lower)))}`),
          sentence(`For project teams: ${lower(listing(benefits.projectTeams.map(lower)))}`),
          callToAction.text,
        ),
      },
      {
        // The page's closing call to action and its two buttons.
        kind: "section",
        title: callToAction.heading,
        anchor: anchorFor(callToAction.heading),
        keywords: ["buttons", "bottom"],
        text: sentence(
          `At the foot of the Delivery Playbook, ${listing(callToAction.links.map((l) => `the ${l.label} button leads to ${l.href}`))}`,
        ),
      },
    ];
  },
};

function caseStudyEntries(): IndexEntry[] {
  return caseStudies.flatMap((study) => {
    const url = `/case-studies/${study.id}`;
    const drafts: Draft[] = [
      {
        kind: "case-study",
        title: study.title,
        text: joined(
          study.summary,
          sentence(`A case study in the ${study.category} category, ${study.location}, ${study.date}`),
          // The key figures as the page labels them ("Original quote to final cost: £649,545 to £108,000").
          study.keyFigures.map((f) => sentence(`${f.label}: ${f.value.replace(/\s*→\s*/g, " to ")}`)),
          study.results.map(sentence),
          sentence(`Key achievements: ${lower(listing(study.achievements))}`),
        ),
        keywords: study.tags,
        // The case studies page shows each study's headline and the achievements of both in its figures.
        more: [moreOf({ label: pages["case-studies"].title, href: pages["case-studies"].path })],
      },
      {
        kind: "case-study",
        title: `${study.title}: the challenge`,
        anchor: anchorFor(caseStudyHeadings.challenge),
        text: joined(study.challenge),
      },
      {
        kind: "case-study",
        title: `${study.title}: our solution`,
        anchor: anchorFor(caseStudyHeadings.solution),
        text: joined(study.solution),
      },
    ];
    return drafts.map((d, i) => entryOf(`case-study:${study.id}:${i}`, url, study.title, "Case Study", d));
  });
}

/**
 * The contact page's message form as a visitor meets it: the fields it asks
 * for (the labels the form shows) and what its messages mean (the words the
 * validation gives), so "what does the form ask for?" and "it keeps saying
 * 'Please provide project details'" are answered from the form itself.
 */
function contactFormDraft(): Draft {
  const { heading, labels } = contactContent.form;
  return {
    kind: "contact",
    title: "Contact form: the fields it asks for",
    anchor: anchorFor(heading),
    text: joined(
      sentence(
        `The message form on the contact page, “${heading}”, has these fields to fill in: ${listing([labels.firstName, labels.lastName, labels.email, labels.projectDetails])}, which are required and marked with a star, and ${labels.company}, which is optional`,
      ),
      sentence(
        `A required field left empty, or an e-mail address that is not valid, is named under that field: “${CONTACT_REQUIRED.projectDetails}” means the ${labels.projectDetails} box is empty, so describe your project there (where it is, its size and its stage) and send it again, and “${EMAIL_MESSAGE}” means the e-mail address needs checking: it must read like name@example.com, with an @ sign and a dot in the part after it`,
      ),
      sentence(`We reply to every message within ${claims.firm.responseTime.value}`),
      // Beside the form, the page offers the other ways in; WhatsApp is on every page.
      contactContent.form.text,
      siteFurniture.whatsapp.explained,
    ),
    keywords: ["fields", "fill in", "enquiry", "error", "required"],
    // The WhatsApp button it mentions is on every page, the home page's among them.
    more: [moreOf({ label: pages.home.title, href: pages.home.path })],
  };
}

/**
 * What the message form says when a field is to be put right: one message at a time, the first in the order
 * it checks them, so "which error shows if I leave both names blank?" is answered by the order.
 */
function contactMessagesDraft(): Draft {
  const { heading, labels } = contactContent.form;
  const messages = [
    CONTACT_REQUIRED.firstName,
    CONTACT_REQUIRED.lastName,
    EMAIL_MESSAGE,
    CONTACT_REQUIRED.projectDetails,
  ];
  return {
    kind: "contact",
    title: "Contact form: the messages it shows, in the order it checks",
    anchor: anchorFor(heading),
    text: `${sentence(
      `When you send the form, it checks the fields in the order they come and stops at the first to put right, naming it in a notice headed “Error” and under the field: ${messages.map((m) => `“${m}”`).join(", then ")}`,
    )} ${sentence(`${labels.company} is optional, so it is never one of them`)}`,
    keywords: ["error", "message", "order", "blank", "empty"],
  };
}

/** A policy section's id, checked: the index must not link to a section the policy has lost. */
function sectionId(sections: readonly PolicySection[], id: string): string {
  if (!sections.some((section) => section.id === id)) throw new Error(`content index: the policy has no section ${id}`);
  return id;
}

/**
 * The furniture every page carries: the site's pages (the top navigation and the footer's columns), the
 * Playbooks menu, the footer's newsletter form, the cookie banner and the WhatsApp button.
 */
function furnitureEntries(): IndexEntry[] {
  const { newsletter, whatsapp, cookieBanner } = siteFurniture;
  const { playbooks } = navigation;
  const playbookPages = Object.values(pages).filter((page) => playbooks.links.some((l) => l.href === page.path));
  const labelOf = (href: string) => {
    const link = allNavLinks.find((l) => l.href === href);
    if (!link) throw new Error(`content index: the top navigation has no link to ${href}`);
    return link.label;
  };
  // What the footer links to beyond the top navigation: each case study and article, and pages such as the
  // policies, named.
  const footerLinks = [...navigation.footer.flatMap((column) => column.links), ...navigation.legal].filter(
    (link) => !allNavLinks.some((top) => top.href === link.href),
  );
  const footerPages = [...new Set(footerLinks.filter((l) => pageAt(l.href)).map((l) => `the ${l.label}`))];
  const footerKinds = [
    footerLinks.some((l) => l.href.startsWith("/case-studies/")) ? "each case study" : "",
    footerLinks.some((l) => l.href.startsWith("/blog/")) ? "each article" : "",
  ].filter(Boolean);
  return [
    entryOf("furniture:pages", pages.home.path, pages.home.title, "About", {
      kind: "navigation",
      title: "The site's pages",
      anchor: SITE_MAP_ANCHOR,
      text: joined(
        sentence(
          `The top navigation of every page leads to ${listing([
            ...navigation.leading.map((l) => l.label),
            `the ${playbooks.label} menu (${listing(playbooks.links.map((l) => `the ${l.label}`))})`,
            ...navigation.trailing.map((l) => l.label),
          ])}`,
        ),
        // The header marks where the visitor is (site-header.tsx): the section's link stands out.
        `The top navigation highlights the link of the page you are on (${labelOf("/blog")}, say, for any of its articles).`,
        sentence(`The footer, at the foot of every page, also links to ${listing([...footerKinds, ...footerPages])}`),
        `At the bottom of the footer, the copyright line is for ${company.copyrightYear}, with all rights reserved.`,
        sentence(
          `To start reading: ${labelOf("/about")} says who we are, ${labelOf("/services")} what we do, and ${labelOf("/projects")} and ${labelOf("/case-studies")} what our work has achieved`,
        ),
      ),
      keywords: ["site map", "sitemap", "navigation"],
    }),
    entryOf("furniture:playbooks", pages.home.path, pages.home.title, "Playbook", {
      kind: "section",
      title: `${playbooks.label} menu`,
      // The menu's list item in the top navigation of every page: the home page's stands for them all.
      anchor: PLAYBOOKS_MENU_ANCHOR,
      text: joined(
        sentence(
          `The ${playbooks.label} menu in the top navigation leads to our ${playbooks.links.length} playbooks: ${listing(playbooks.links.map((l) => `the ${l.label}`))}`,
        ),
        playbookPages.map((page) => sentence(`${page.heading}: ${lower(page.description)}`)),
      ),
      keywords: ["playbooks", "menu", "navigation"],
      // The playbooks it leads to.
      more: playbookPages.map((page) => moreOf({ label: page.title, href: page.path })),
    }),
    entryOf("furniture:newsletter", pages.home.path, pages.home.title, "About", {
      kind: "section",
      title: newsletter.heading,
      anchor: "newsletter",
      text: joined(newsletter.intro, newsletter.explained),
      keywords: ["subscribe", "mailing list", "e-mail updates"],
    }),
    // The banner shows on whichever page a visitor first opens, and the footer's button on every page shows it
    // again: the home page's button stands for them all.
    entryOf("furniture:cookie-banner", pages.home.path, pages.home.title, "About", {
      kind: "section",
      // Named for what it is: in site search, a query for "cookies" then finds the policy's section first.
      title: "The cookie banner",
      anchor: COOKIE_SETTINGS_ANCHOR,
      text: joined(cookieBanner.explained),
      keywords: ["banner"],
      // What the policy says of cookies in full.
      more: [
        {
          title: pages.privacy.title,
          url: `${pages.privacy.path}#${sectionId(privacyPolicy.sections, "cookies")}`,
        },
      ],
    }),
    entryOf("furniture:whatsapp", pages.contact.path, pages.contact.title, "Contact", {
      kind: "contact",
      title: whatsapp.label,
      anchor: anchorFor(contactContent.details.heading),
      text: joined(whatsapp.explained),
      keywords: ["message", "chat", "text"],
      // The button is on every page: the home page shows it as well as the contact page.
      more: [moreOf({ label: pages.home.title, href: pages.home.path })],
    }),
  ];
}

function postEntries(posts: readonly ReadPost[]): IndexEntry[] {
  return posts.flatMap((post) =>
    post.sections.map((section, i) =>
      entryOf(`post:${post.id}:${i}`, `/blog/${post.id}`, post.title, "Blog", {
        kind: "post",
        title: section.heading ? `${post.title}: ${section.heading}` : post.title,
        anchor: section.anchor ?? undefined,
        text: section.heading ? section.text : joined(sentence(post.subtitle), section.text),
        keywords: section.heading ? [] : [post.category, ...post.tags],
      }),
    ),
  );
}

function entryOf(id: string, path: string, pageTitle: string, type: SearchType, draft: Draft): IndexEntry {
  const text = draft.text.replace(/\s+/g, " ").trim();
  return {
    id,
    kind: draft.kind,
    type,
    title: draft.title,
    url: draft.anchor ? `${path}#${draft.anchor}` : path,
    text,
    excerpt: excerptOf(text),
    keywords: draft.keywords ?? [],
    claims: [...new Set(extractFigures(`${draft.title} ${text}`).filter((f) => ledgerFigures.has(f)))],
    pageTitle,
    ...(draft.more ? { more: draft.more } : {}),
  };
}

/** Every entry of the site, pages first; built on first use. */
export function buildSiteIndex(posts: readonly ReadPost[] = readAllPosts()): IndexEntry[] {
  const keys = Object.keys(pages) as PageKey[];
  const entries = keys.flatMap((key) => {
    const page = pages[key];
    const slug = (title: string) => `${key}:${anchorFor(title)}`;
    return [pageDraft(key), ...registrations[key](posts)].map((draft, i) =>
      entryOf(i === 0 ? `page:${key}` : slug(draft.title), page.path, page.title, pageTypes[key], draft),
    );
  });
  const all = [...entries, ...caseStudyEntries(), ...furnitureEntries(), ...postEntries(posts)];
  const seen = new Set<string>();
  for (const entry of all) {
    if (seen.has(entry.id)) throw new Error(`content index: two entries share the id ${entry.id}`);
    seen.add(entry.id);
  }
  return all;
}

let index: readonly IndexEntry[] | undefined;

/** The site's entries: the content cannot change while the process runs. */
export function siteIndex(): readonly IndexEntry[] {
  index ??= buildSiteIndex();
  return index;
}
