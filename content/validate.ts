import type { z } from "zod";
import { PostSummarySchema } from "./blog.schema.ts";
import { posts } from "./blog.ts";
import { CaseStudySummarySchema } from "./case-studies.schema.ts";
import { caseStudies } from "./case-studies.ts";
import { CompanySchema } from "./company.schema.ts";
import { company } from "./company.ts";
import { NavigationSchema } from "./navigation.schema.ts";
import { navigation } from "./navigation.ts";
import { PagesSchema } from "./pages.schema.ts";
import { pages } from "./pages.ts";

export type ContentCheck = { file: string; schema: z.ZodType; value: unknown };

/** Every content record with the file it lives in and the schema it must satisfy. */
export const contentChecks: ContentCheck[] = [
  { file: "content/company.ts", schema: CompanySchema, value: company },
  { file: "content/pages.ts", schema: PagesSchema, value: pages },
  { file: "content/case-studies.ts", schema: CaseStudySummarySchema.array(), value: caseStudies },
  { file: "content/blog.ts", schema: PostSummarySchema.array(), value: posts },
  { file: "content/navigation.ts", schema: NavigationSchema, value: navigation },
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
