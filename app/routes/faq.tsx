import { ContactPrompt } from "#app/components/sections/contact-prompt.tsx";
import { FaqList } from "#app/components/sections/faq-list.tsx";
import { LinkList } from "#app/components/sections/link-list.tsx";
import { PageHeader } from "#app/components/sections/page-header.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { seo } from "#app/utils/seo.ts";
import type { FaqItem } from "#content/faq.schema.ts";
import { faq } from "#content/faq.ts";
import { page } from "#content/pages.ts";
import type { Route } from "./+types/faq";

const content = page("faq");

export const meta: Route.MetaFunction = (args) => seo(args, { ...content, structuredData: [faqPageJsonLd(faq.items)] });

export default function FaqPage() {
  return (
    <>
      <PageHeader heading={content.heading} intro={content.intro} />
      <div className="mx-auto grid max-w-4xl gap-12 px-4 pb-8 sm:px-6">
        <FaqList items={faq.items} />
        <Reveal>
          <ContactPrompt {...faq.stillHaveQuestions} />
        </Reveal>
        <Reveal>
          <LinkList {...faq.furtherReading} />
        </Reveal>
      </div>
    </>
  );
}

/** The same questions and answers as the page shows, as schema.org FAQPage data. */
function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
