import type { z } from "zod";
import { AboutSchema } from "./about.schema.ts";
import { about } from "./about.ts";
import { AccessibilityStatementSchema } from "./accessibility.schema.ts";
import { accessibilityStatement } from "./accessibility.ts";
import { PostLinkSchema } from "./blog.schema.ts";
import { posts } from "./blog.ts";
import { CaseStudiesOverviewSchema, CaseStudySchema } from "./case-studies.schema.ts";
import { caseStudies, caseStudiesOverview } from "./case-studies.ts";
import { CompanySchema } from "./company.schema.ts";
import { company } from "./company.ts";
import { ContactContentSchema } from "./contact.schema.ts";
import { contactContent } from "./contact.ts";
import { FaqSchema } from "./faq.schema.ts";
import { faq } from "./faq.ts";
import { HomeSchema } from "./home.schema.ts";
import { home } from "./home.ts";
import { NavigationSchema } from "./navigation.schema.ts";
import { navigation } from "./navigation.ts";
import { PagesSchema } from "./pages.schema.ts";
import { pages } from "./pages.ts";
import { DeliveryPlaybookSchema, ProcurementPlaybookSchema } from "./playbooks.schema.ts";
import { deliveryPlaybook, procurementPlaybook } from "./playbooks.ts";
import { PrivacyPolicySchema } from "./privacy.schema.ts";
import { privacyPolicy } from "./privacy.ts";
import { ProjectsContentSchema } from "./projects.schema.ts";
import { projectsContent } from "./projects.ts";
import { RelatedLinksContentSchema } from "./related-links.schema.ts";
import { relatedLinkCards, relatedPages } from "./related-links.ts";
import { ServicesSchema } from "./services.schema.ts";
import { services } from "./services.ts";
import { TeamContentSchema } from "./team.schema.ts";
import { teamContent } from "./team.ts";

export type ContentCheck = { file: string; schema: z.ZodType; value: unknown };

/** Every content record with the file it lives in and the schema it must satisfy. */
export const contentChecks: ContentCheck[] = [
  { file: "content/company.ts", schema: CompanySchema, value: company },
  { file: "content/pages.ts", schema: PagesSchema, value: pages },
  { file: "content/case-studies.ts", schema: CaseStudySchema.array(), value: caseStudies },
  { file: "content/case-studies.ts", schema: CaseStudiesOverviewSchema, value: caseStudiesOverview },
  // The posts themselves are checked by server/content/blog.ts, which reads the Markdown.
  { file: "content/blog.ts", schema: PostLinkSchema.array(), value: posts },
  { file: "content/procurement-playbook.ts", schema: ProcurementPlaybookSchema, value: procurementPlaybook },
  { file: "content/delivery-playbook.ts", schema: DeliveryPlaybookSchema, value: deliveryPlaybook },
  { file: "content/navigation.ts", schema: NavigationSchema, value: navigation },
  { file: "content/home.ts", schema: HomeSchema, value: home },
  { file: "content/projects.ts", schema: ProjectsContentSchema, value: projectsContent },
  { file: "content/team.ts", schema: TeamContentSchema, value: teamContent },
  { file: "content/contact.ts", schema: ContactContentSchema, value: contactContent },
  { file: "content/privacy.ts", schema: PrivacyPolicySchema, value: privacyPolicy },
  { file: "content/accessibility.ts", schema: AccessibilityStatementSchema, value: accessibilityStatement },
  { file: "content/about.ts", schema: AboutSchema, value: about },
  { file: "content/services.ts", schema: ServicesSchema, value: services },
  { file: "content/faq.ts", schema: FaqSchema, value: faq },
  { file: "content/related-links.ts", schema: RelatedLinksContentSchema, value: { relatedPages, relatedLinkCards } },
];

export class ContentError extends Error {
  override name = "ContentError";
}

/**
 * Checks every record; a failure names the file and the field, e.g.
 * `content/pages.ts: about.description: Too small: expected string to have >=50 characters`.
 */
export function validateContent(checks: ContentCheck[] = contentChecks): void {
  const problems: string[] = [];
  for (const { file, schema, value } of checks) {
    const result = schema.safeParse(value);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const field = issue.path.length ? issue.path.join(".") : "(record)";
      problems.push(`${file}: ${field}: ${issue.message}`);
    }
  }
  if (problems.length) throw new ContentError(`Invalid content:\n  ${problems.join("\n  ")}`);
}
