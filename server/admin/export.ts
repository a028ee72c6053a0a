import { asc } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { contactMessages, newsletterSubscribers } from "#server/db/schema.ts";

export const EXPORT_KINDS = ["messages", "subscribers"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export type ExportRow = Record<string, string | boolean | null>;

/** Column order of each export, as the CSV header shows it. */
export const EXPORT_COLUMNS = {
  messages: ["id", "receivedAt", "firstName", "lastName", "email", "company", "projectDetails", "spam"],
  subscribers: ["email", "consentedAt", "consentPage"],
} as const satisfies Record<ExportKind, readonly string[]>;

/** Every row, oldest first, with ISO timestamps. */
export async function exportRows(db: Db, kind: ExportKind): Promise<ExportRow[]> {
  if (kind === "messages") {
    const rows = await db
      .select()
      .from(contactMessages)
      .orderBy(asc(contactMessages.receivedAt), asc(contactMessages.id));
    return rows.map((r) => ({
      id: r.id,
      receivedAt: r.receivedAt.toISOString(),
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      company: r.company,
      projectDetails: r.projectDetails,
      spam: r.spam,
    }));
  }
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.consentedAt), asc(newsletterSubscribers.email));
  return rows.map((r) => ({ email: r.email, consentedAt: r.consentedAt.toISOString(), consentPage: r.consentPage }));
}
