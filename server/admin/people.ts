import { and, asc, inArray, isNull, or, sql } from "drizzle-orm";
import { HANDOFF_HEADING } from "#server/api/chat-handoff.ts";
import type { ContactMessage } from "#server/api/contact.ts";
import type { Db, Queryable } from "#server/db/client.ts";
import { contactMessages, newsletterSubscribers, outbox } from "#server/db/schema.ts";
import type { Outbox } from "#server/outbox/outbox.ts";

/**
 * One person's data, for the rights the privacy policy promises: access and
 * portability (find), erasure (erase) and withdrawal of consent
 * (unsubscribe). A person is their e-mail address, matched in any letter case.
 */

export class InvalidEmailError extends Error {
  override name = "InvalidEmailError";
}

// RFC 5321's limit on an address; the forms accept nothing longer either.
const MAX_EMAIL_LENGTH = 254;

/** The address as stored and compared: trimmed, lower-cased. Throws InvalidEmailError on anything else. */
export function normaliseEmail(input: string): string {
  const email = input.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new InvalidEmailError(`"${input.slice(0, 80)}" is not an e-mail address`);
  }
  return email;
}

/** A stored contact message, as `find` shows it. */
export type PersonMessage = { id: string; receivedAt: string } & ContactMessage;

export type PersonNotification = {
  id: string;
  kind: string;
  createdAt: string;
  deliveredAt: string | null;
  attempts: number;
  payload: unknown;
};

export type PersonRecord = {
  email: string;
  /** Contact-form messages. */
  messages: PersonMessage[];
  /** Conversations the person handed from the chat to the team (stored as contact messages). */
  handoffs: PersonMessage[];
  subscription: { email: string; consentedAt: string; consentPage: string | null; withdrawnAt: string | null } | null;
  /** Notifications (mail, webhooks) that carry the person's data, delivered or still queued. */
  notifications: PersonNotification[];
};

const byEmail = (email: string) => sql`lower(${contactMessages.email}) = ${email}`;
const subscriberByEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = ${email}`;

/** Outbox rows about the person: their address in the payload, or about one of their messages. */
function outboxAbout(email: string, messageIds: string[]) {
  const byAddress = sql`lower(${outbox.payload} ->> 'email') = ${email}`;
  if (messageIds.length === 0) return byAddress;
  return or(byAddress, inArray(sql`${outbox.payload} ->> 'id'`, messageIds));
}

const isHandoff = (message: { projectDetails: string }) => message.projectDetails.startsWith(HANDOFF_HEADING);

function messageOut(row: typeof contactMessages.$inferSelect): PersonMessage {
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    projectDetails: row.projectDetails,
    spam: row.spam,
  };
}

/** Everything held about the address, as JSON-ready values. */
export async function findPerson(db: Queryable, address: string): Promise<PersonRecord> {
  const email = normaliseEmail(address);
  const messages = await db
    .select()
    .from(contactMessages)
    .where(byEmail(email))
    .orderBy(asc(contactMessages.receivedAt), asc(contactMessages.id));
  const [subscriber] = await db.select().from(newsletterSubscribers).where(subscriberByEmail(email));
  const notifications = await db
    .select()
    .from(outbox)
    .where(
      outboxAbout(
        email,
        messages.map((m) => m.id),
      ),
    )
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return {
    email,
    messages: messages.filter((m) => !isHandoff(m)).map(messageOut),
    handoffs: messages.filter(isHandoff).map(messageOut),
    subscription: subscriber
      ? {
          email: subscriber.email,
          consentedAt: subscriber.consentedAt.toISOString(),
          consentPage: subscriber.consentPage,
          withdrawnAt: subscriber.withdrawnAt?.toISOString() ?? null,
        }
      : null,
    notifications: notifications.map((n) => ({
      id: n.id,
      kind: n.kind,
      createdAt: n.createdAt.toISOString(),
      deliveredAt: n.deliveredAt?.toISOString() ?? null,
      attempts: n.attempts,
      payload: n.payload,
    })),
  };
}

export type ErasureSummary = {
  email: string;
  messages: number;
  handoffs: number;
  /** "active", "withdrawn" (a kept withdrawal) or null when there was none. */
  subscription: "active" | "withdrawn" | null;
  notifications: number;
  /** An unsubscribe for the newsletter service was queued (NEWSLETTER_WEBHOOK_URL is set). */
  unsubscribeQueued: boolean;
};

export type PeopleDeps = { db: Db; outbox: Outbox; clock: () => Date };

/**
 * Removes everything held about the address in one transaction: messages,
 * hand-offs, the subscription (or its kept withdrawal) and every outbox row
 * carrying the person's data. When an active subscription goes, the newsletter
 * service is told through the outbox, so the unsubscribe survives a restart;
 * that row's payload is emptied once delivered.
 */
export async function erasePerson(deps: PeopleDeps, address: string): Promise<ErasureSummary> {
  const email = normaliseEmail(address);
  const now = deps.clock();
  const summary = await deps.db.transaction(async (tx) => {
    const messages = await tx
      .delete(contactMessages)
      .where(byEmail(email))
      .returning({ id: contactMessages.id, projectDetails: contactMessages.projectDetails });
    const notifications = await tx
      .delete(outbox)
      .where(
        outboxAbout(
          email,
          messages.map((m) => m.id),
        ),
      )
      .returning({ id: outbox.id });
    const [subscriber] = await tx
      .delete(newsletterSubscribers)
      .where(subscriberByEmail(email))
      .returning({ withdrawnAt: newsletterSubscribers.withdrawnAt });
    const active = subscriber !== undefined && subscriber.withdrawnAt === null;
    const unsubscribeQueued = active
      ? await deps.outbox.subscriberWithdrawn(tx, { email, withdrawnAt: now }, now)
      : false;
    return {
      email,
      messages: messages.filter((m) => !isHandoff(m)).length,
      handoffs: messages.filter(isHandoff).length,
      subscription: subscriber ? (active ? "active" : "withdrawn") : null,
      notifications: notifications.length,
      unsubscribeQueued,
    } satisfies ErasureSummary;
  });
  if (summary.unsubscribeQueued) deps.outbox.wake();
  return summary;
}

export type Withdrawal =
  | { email: string; status: "withdrawn"; withdrawnAt: string; unsubscribeQueued: boolean }
  | { email: string; status: "already-withdrawn"; withdrawnAt: string }
  | { email: string; status: "not-subscribed" };

/**
 * Withdraws newsletter consent. The row stays, dated, as the record of the
 * withdrawal: a later subscription of the address does not re-add it.
 */
export async function withdrawConsent(deps: PeopleDeps, address: string): Promise<Withdrawal> {
  const email = normaliseEmail(address);
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx): Promise<Withdrawal> => {
    const [updated] = await tx
      .update(newsletterSubscribers)
      .set({ withdrawnAt: now })
      .where(and(subscriberByEmail(email), isNull(newsletterSubscribers.withdrawnAt)))
      .returning({ id: newsletterSubscribers.id });
    if (updated) {
      const unsubscribeQueued = await deps.outbox.subscriberWithdrawn(tx, { email, withdrawnAt: now }, now);
      return { email, status: "withdrawn", withdrawnAt: now.toISOString(), unsubscribeQueued };
    }
    const [existing] = await tx
      .select({ withdrawnAt: newsletterSubscribers.withdrawnAt })
      .from(newsletterSubscribers)
      .where(subscriberByEmail(email));
    if (existing?.withdrawnAt) {
      return { email, status: "already-withdrawn", withdrawnAt: existing.withdrawnAt.toISOString() };
    }
    return { email, status: "not-subscribed" };
  });
  if (result.status === "withdrawn" && result.unsubscribeQueued) deps.outbox.wake();
  return result;
}
