import { claims } from "./claims.ts";
import { company } from "./company.ts";
import type { PrivacyPolicy } from "./privacy.schema.ts";

const NEWSLETTER_AND_ANALYTICS =
  "Newsletter details are kept until you unsubscribe; after that we keep only your address and the date you withdrew, so that you are not added again. Analytics data is kept in aggregated form, without identifying you.";

/**
 * What the retention section says, from the deployment's RETENTION_MONTHS:
 * the period the server deletes contact messages after, or, unset, the rule
 * the firm applies by hand.
 */
export function retentionParagraph(months: number | undefined): string {
  if (!months) {
    return `We keep enquiries and consultation records for as long as we need them to deal with your request and any project that follows, and then only as long as the law requires us to keep business records. ${NEWSLETTER_AND_ANALYTICS}`;
  }
  const period = `${months} ${months === 1 ? "month" : "months"}`;
  return `We keep the messages you send through this website, including conversations you pass to our team from the website assistant, for ${period} from the day we receive them; after that they are deleted automatically. Records of a project that follows are kept only as long as the law requires us to keep business records. ${NEWSLETTER_AND_ANALYTICS}`;
}

/** The policy as a deployment states it: the retention section follows RETENTION_MONTHS. */
export function privacyPolicyFor(retentionMonths: number | undefined): PrivacyPolicy {
  return {
    ...privacyPolicy,
    sections: privacyPolicy.sections.map((section) =>
      section.id === "data-retention" ? { ...section, paragraphs: [retentionParagraph(retentionMonths)] } : section,
    ),
  };
}

/**
 * The privacy policy, section by section. The "Last updated" date is the
 * date the site was built; the contact block shows the company's e-mail and
 * postal address from `company.ts`.
 */
export const privacyPolicy: PrivacyPolicy = {
  sections: [
    {
      id: "about-this-policy",
      heading: "About This Policy",
      paragraphs: [
        `${company.name} ("we", "us") is the controller of the personal information described here. This policy explains what we collect when you use this website or get in touch with us, why we collect it, and the choices and rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information We Collect",
      paragraphs: ["We collect only what we need to answer you and to run the website."],
      subsections: [
        {
          heading: "Information you give us",
          paragraphs: [],
          items: [
            {
              term: "Contact form",
              text: "your first and last name, e-mail address, company (if you give one) and the details of your project.",
            },
            { term: "Newsletter", text: "your e-mail address, and the date and page from which you subscribed." },
            {
              term: "Consultation requests",
              text: "the details we need to arrange an exploratory call, such as your name, contact details, preferred times and what you would like to discuss.",
            },
            {
              term: "E-mail and phone",
              text: "whatever you choose to tell us when you write to us or call us, together with your e-mail address or phone number.",
            },
            {
              term: "Website assistant",
              text: "the questions you type into the chat assistant and its replies, used to answer you during that conversation.",
            },
          ],
        },
        {
          heading: "Information collected automatically",
          paragraphs: ["When you visit the website, our servers and, if you allow them, analytics cookies record:"],
          items: [
            {
              term: "IP address and approximate location",
              text: "the network address of your device and the region it suggests.",
            },
            { term: "Browser", text: "the type and version of your web browser." },
            { term: "Pages", text: "the pages you visit, and when." },
            { term: "Referrer", text: "the website or search that brought you here." },
            { term: "Device", text: "the type of device, its operating system and screen size." },
          ],
        },
      ],
    },
    {
      id: "how-we-use-your-information",
      heading: "How We Use Your Information",
      paragraphs: ["We use your information to:"],
      items: [
        { text: `answer your enquiries, within ${claims.firm.responseTime.value} whenever we can;` },
        { text: "arrange and hold consultations and exploratory calls, and prepare proposals you ask for;" },
        { text: "send you our newsletter, if you subscribed; every issue has a link to unsubscribe;" },
        { text: "understand which pages are useful and improve the website, if you accept analytics cookies;" },
        { text: "keep the website secure and prevent abuse;" },
        { text: "meet our legal, accounting and regulatory obligations." },
      ],
      after: [
        "We rely on your consent for the newsletter and analytics cookies, on steps you ask us to take before entering into a contract when we answer enquiries and arrange consultations, on our legitimate interest in running and protecting a business website, and on legal obligation where the law requires us to keep records.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "Cookies are small files a website stores in your browser. We use as few as we can, and none that are not essential until you agree.",
      ],
      items: [
        {
          term: "Essential",
          text: "storage needed for the website to work, including remembering your cookie choice in your browser's local storage. These cannot be switched off.",
        },
        {
          term: "Analytics",
          text: "cookies set by our analytics provider to count visits and see which pages are read. They are set only if you accept them.",
        },
        {
          term: "Embedded media",
          text: "the background film on our home page is served by this website and sets no cookie. If we ever show it through a video provider's player instead, that player, which may set its own cookies, loads only after you accept cookies.",
        },
      ],
      after: [
        'When you first visit, a banner asks for your consent. "Accept All Cookies" allows analytics cookies and embedded media; "Decline", or closing the banner, keeps to essential storage only. You can change your mind at any time with the "Cookie settings" link at the foot of every page, or by clearing your browser\'s storage for this site.',
      ],
    },
    {
      id: "sharing-your-information",
      heading: "How We Share Your Information",
      paragraphs: ["We do not sell your personal information. We share it only with:"],
      items: [
        {
          term: "Service providers",
          text: "who host the website, deliver e-mail, run our newsletter and contact workflows, provide analytics (with your consent) and power the website assistant. They act on our instructions and may not use your information for their own purposes.",
        },
        { term: "Professional advisers", text: "such as our lawyers, accountants and insurers, where needed." },
        {
          term: "Authorities",
          text: "when the law requires it, or to protect our rights, our clients or the public.",
        },
        {
          term: "A buyer or successor",
          text: "if our business or part of it is sold or reorganised, under the same protections.",
        },
      ],
      after: [
        "If a provider processes your information outside the UK, we make sure it is protected by UK adequacy regulations or the standard contractual safeguards approved for the UK.",
      ],
    },
    {
      id: "data-security",
      heading: "Data Security",
      paragraphs: [
        "The website is served over encrypted connections, access to enquiries and subscriber lists is limited to the people who need it, and our providers are chosen for their security practices. No system on the internet is perfectly secure, so please do not send us sensitive personal information through the website.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your Rights Under UK GDPR",
      paragraphs: ["You have the right to:"],
      items: [
        { term: "Access", text: "ask for a copy of the personal information we hold about you." },
        { term: "Correct", text: "have inaccurate or incomplete information corrected." },
        { term: "Delete", text: "ask us to erase your information where there is no good reason for us to keep it." },
        { term: "Restrict", text: "ask us to limit how we use your information while a concern is resolved." },
        {
          term: "Portability",
          text: "take your information elsewhere: receive what you gave us in a common machine-readable format, or have it sent to another organisation.",
        },
        {
          term: "Object",
          text: "object to our use of your information based on legitimate interests, and to direct marketing at any time.",
        },
        {
          term: "Withdraw consent",
          text: "withdraw any consent you have given, such as for the newsletter or cookies, whenever you change your mind, without affecting what was done before.",
        },
      ],
      after: [
        "To use any of these rights, contact us using the details below. We will answer within one month. If you are unhappy with how we handle your information, you can complain to the Information Commissioner's Office (ico.org.uk).",
      ],
    },
    {
      id: "data-retention",
      heading: "Data Retention",
      paragraphs: [retentionParagraph(undefined)],
    },
    {
      id: "third-party-links",
      heading: "Third-Party Links",
      paragraphs: [
        "The website links to other websites, such as professional networks and messaging services. We are not responsible for their content or their privacy practices, so please read their policies before you give them any information.",
      ],
    },
    {
      id: "changes-to-this-policy",
      heading: "Changes to This Policy",
      paragraphs: [
        'We may update this policy when our practices or the law change. The "Last updated" date at the top of the page shows when it last changed; significant changes will also be highlighted on the website.',
      ],
    },
  ],
  contact: {
    heading: "Contact Us",
    text: "For any question about this policy or your personal information, or to use your rights, write to us:",
  },
};
