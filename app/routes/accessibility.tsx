import { Link } from "react-router";
import { PageHeader } from "#app/components/sections/page-header.tsx";
import { PolicyBlock, PolicySection, policyDate } from "#app/components/sections/policy-section.tsx";
import { seo } from "#app/utils/seo.ts";
import { accessibilityStatement } from "#content/accessibility.ts";
import { company } from "#content/company.ts";
import { page } from "#content/pages.ts";
import type { Route } from "./+types/accessibility";

const content = page("accessibility");

// The statement is prepared with each build, so its date is the build's and every render agrees.
const prepared = policyDate(__BUILD_DATE__);

export const meta: Route.MetaFunction = (args) => seo(args, content);

export default function AccessibilityPage() {
  const { standard, sections, report, preparation } = accessibilityStatement;
  // Reporting a problem comes before the enforcement procedure, which is what follows an unresolved report.
  const beforeReport = sections.filter((section) => section.id !== "enforcement-procedure");
  const afterReport = sections.filter((section) => section.id === "enforcement-procedure");
  return (
    <>
      <PageHeader heading={content.heading} intro={content.intro}>
        <p className="mt-4 text-sm text-muted">
          Target: <strong className="font-semibold text-ink">{standard}</strong> · Prepared:{" "}
          <time dateTime={prepared.dateTime}>{prepared.display}</time>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-4xl gap-10 px-4 pb-12 sm:px-6">
        {beforeReport.map((section) => (
          <PolicySection key={section.id} section={section} />
        ))}
        <PolicyBlock id="reporting-a-problem" heading={report.heading}>
          <p className="mt-3 leading-relaxed text-muted">{report.text}</p>
          <ul className="mt-4 grid gap-2 rounded-xl border border-line bg-surface p-6">
            <li>
              <strong className="font-semibold text-ink">E-mail: </strong>
              <a href={`mailto:${company.email}`} className="font-semibold text-brand underline underline-offset-4">
                {company.email}
              </a>
            </li>
            <li>
              <strong className="font-semibold text-ink">Phone: </strong>
              <a href={`tel:${company.phone.e164}`} className="font-semibold text-brand underline underline-offset-4">
                {company.phone.display}
              </a>
            </li>
            <li>
              <strong className="font-semibold text-ink">Online: </strong>
              <Link to="/contact" className="font-semibold text-brand underline underline-offset-4">
                our contact form
              </Link>
            </li>
          </ul>
          <p className="mt-3 leading-relaxed text-muted">{report.response}</p>
        </PolicyBlock>
        {afterReport.map((section) => (
          <PolicySection key={section.id} section={section} />
        ))}
        <PolicyBlock id="preparation" heading={preparation.heading}>
          <p className="mt-3 leading-relaxed text-muted">
            This statement was prepared on <time dateTime={prepared.dateTime}>{prepared.display}</time>.{" "}
            {preparation.text}
          </p>
        </PolicyBlock>
      </div>
    </>
  );
}
