import { and, asc, isNull, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client.ts";
import { contactMessages, newsletterSubscribers } from "#server/db/schema.ts";

export const EXPORT_KINDS = ["messages", "subscribers"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export type ExportRow = Record<string, string | boolean | null>;

/** Column order of each export, as the CSV header shows it. */
export const EXPORT_COLUMNS = {
  messages: ["id", "receivedAt", "firstName", "lastName", "email", "company", "projectDetails", "spam"],
  subscribers: ["email", "consentedAt", "consentPage"],
} as const satisfies Record<ExportKind, readonly string[]>;

/** Rows read per query: an export of any size holds about this many in memory. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Every row, oldest first, with ISO timestamps, a batch at a time: each batch
 * is one query that starts after the last row of the one before (keyset
 * pagination), so nothing holds the whole table and no transaction stays open.
 * Subscribers who withdrew their consent are not on the list.
 */
export async function* exportBatches(
  db: Queryable,
  kind: ExportKind,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportRow[]> {
  if (kind === "messages") {
    let after: { receivedAt: Date; id: string } | undefined;
    for (;;) {
      const rows = await db
        .select()
        .from(contactMessages)
        .where(
          after
            ? sql`(${contactMessages.receivedAt}, ${contactMessages.id}) > (${after.receivedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        )
        .orderBy(asc(contactMessages.receivedAt), asc(contactMessages.id))
        .limit(batchSize);
      if (rows.length > 0) {
        yield rows.map((r) => ({
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
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      after = last;
    }
  }
  let after: { consentedAt: Date; email: string } | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(
        and(
          isNull(newsletterSubscribers.withdrawnAt),
          after
            ? sql`(${newsletterSubscribers.consentedAt}, ${newsletterSubscribers.email}) > (${after.consentedAt.toISOString()}::timestamptz, ${after.email})`
            : undefined,
        ),
      )
      .orderBy(asc(newsletterSubscribers.consentedAt), asc(newsletterSubscribers.email))
      .limit(batchSize);
    if (rows.length > 0) {
      yield rows.map((r) => ({ email: r.email, consentedAt: r.consentedAt.toISOString(), consentPage: r.consentPage }));
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last;
  }
}

/** Every row at once; for tests and small tables. */
export async function exportRows(db: Queryable, kind: ExportKind): Promise<ExportRow[]> {
  const all: ExportRow[] = [];
  for await (const batch of exportBatches(db, kind)) all.push(...batch);
  return all;
}
