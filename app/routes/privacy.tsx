import { PageHeader } from "#app/components/sections/page-header.tsx";
import { PolicyBlock, PolicySection, policyDate } from "#app/components/sections/policy-section.tsx";
import { seo } from "#app/utils/seo.ts";
import { company } from "#content/company.ts";
import { page } from "#content/pages.ts";
import { privacyPolicyFor } from "#content/privacy.ts";
import { getConfig } from "#server/config.ts";
import type { Route } from "./+types/privacy";

const content = page("privacy");

// Spec: "Last updated" shows the date; it is the build's, so every render agrees.
const lastUpdated = policyDate(__BUILD_DATE__);

// The retention section states the period the server applies (RETENTION_MONTHS),
// so this page is rendered per request rather than served as built.
export function loader() {
  return { retentionMonths: getConfig().RETENTION_MONTHS ?? null };
}

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { sections, contact } = privacyPolicyFor(loaderData.retentionMonths ?? undefined);
  const { address } = company;
  return (
    <>
      <PageHeader heading={content.heading} intro={content.intro}>
        <p className="mt-4 text-sm text-muted">
          Last updated: <time dateTime={lastUpdated.dateTime}>{lastUpdated.display}</time>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-4xl gap-10 px-4 pb-12 sm:px-6">
        <nav aria-label="Privacy policy contents" className="rounded-xl border border-line bg-surface p-6">
          <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">Contents</h2>
          <ol className="mt-3 grid list-decimal gap-1 pl-5 sm:grid-cols-2">
            {[...sections, { id: "contact-us", heading: contact.heading }].map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <PolicySection key={section.id} section={section} />
        ))}
        <PolicyBlock id="contact-us" heading={contact.heading}>
          <p className="mt-3 text-muted">{contact.text}</p>
          <address className="mt-4 rounded-xl border border-line bg-surface p-6 not-italic">
            <span className="block font-semibold text-ink">{company.name}</span>
            <span className="block">{address.street}</span>
            <span className="block">
              {address.locality} {address.postcode}
            </span>
            <span className="block">{address.country}</span>
            <a
              href={`mailto:${company.email}`}
              className="mt-3 inline-block font-semibold text-brand underline-offset-4 hover:underline"
            >
              {company.email}
            </a>
          </address>
        </PolicyBlock>
      </div>
    </>
  );
}
