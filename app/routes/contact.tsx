import { Mail, Phone } from "lucide-react";
import { data } from "react-router";
import { ContactDetails } from "#app/components/sections/contact-details.tsx";
import { ContactForm, type ContactFormResult, contactValues } from "#app/components/sections/contact-form.tsx";
import { PageHeader } from "#app/components/sections/page-header.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { WhyChoose } from "#app/components/sections/why-choose.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { seo } from "#app/utils/seo.ts";
import { company } from "#content/company.ts";
import { contactContent } from "#content/contact.ts";
import { page } from "#content/pages.ts";
import { contactFormAction } from "#server/api/contact.ts";
import { visitorAction } from "#server/context.ts";
import type { Route } from "./+types/contact";

const content = page("contact");

export const meta: Route.MetaFunction = (args) => seo(args, content);

/**
 * The message form's post when JavaScript is off (with it, the form calls
 * POST /api/contact). Answers the notices for the page to show inline and,
 * on a failure, the visitor's own words to fill the fields back in (none
 * when the body was refused unread: too large, or not a form).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, fields } = await contactFormAction(request, visitorAction(context));
  const headers = { "Cache-Control": "no-store", ...(result.ok ? {} : result.headers) };
  const answer: ContactFormResult = result.ok
    ? { ok: true, id: result.data.id }
    : { ok: false, error: result.error, values: contactValues(Object.entries(fields)) };
  return data(answer, { status: result.ok ? 200 : result.status, headers });
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { details, whyChoose, form } = contactContent;
  const { address } = company;
  return (
    <>
      <PageHeader heading={content.heading} intro={content.intro} />
      <div className="mx-auto grid max-w-7xl lg:grid-cols-2">
        <div>
          <Section heading={details.heading} intro={details.intro} className="py-8 lg:py-10">
            <ContactDetails
              name={company.name}
              addressLines={[address.street, `${address.locality} ${address.postcode}`, address.country]}
              email={company.email}
              phone={company.phone}
            />
          </Section>
          <MessageForm heading={form.heading} alternative={form.text} result={actionData} />
        </div>
        <Section heading={whyChoose.heading} className="py-8 lg:py-10">
          <WhyChoose items={whyChoose.items} />
        </Section>
      </div>
    </>
  );
}

/** The message form (spec section 5), with e-mail and phone for those who prefer them. */
function MessageForm({
  heading,
  alternative,
  result,
}: {
  heading: string;
  alternative: string;
  result: ContactFormResult | undefined;
}) {
  return (
    <Section heading={heading} className="py-8 lg:py-10">
      <ContactForm result={result} />
      <div className="mt-5 flex flex-wrap items-center gap-3 text-sm text-muted">
        <span>{alternative}</span>
        <Button asChild variant="outline" size="sm">
          <a href={`mailto:${company.email}`}>
            <Mail aria-hidden="true" />
            E-mail {company.email}
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={`tel:${company.phone.e164}`}>
            <Phone aria-hidden="true" />
            Call {company.phone.display}
          </a>
        </Button>
      </div>
    </Section>
  );
}
