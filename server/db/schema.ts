import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * The one schema of both drivers (PGlite and PostgreSQL). After a change run
 * `npm run db:generate` and commit the SQL migration it writes.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    projectDetails: text("project_details").notNull(),
    /** The honeypot was filled: kept for review, never notified. */
    spam: boolean("spam").notNull().default(false),
    receivedAt: at("received_at").notNull(),
  },
  (t) => [
    index("contact_messages_received_at_idx").on(t.receivedAt),
    // A person's messages are found by their address in any letter case (admin find and erase).
    index("contact_messages_email_idx").on(sql`lower(${t.email})`),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index makes a second subscription a no-op. */
    email: text("email").notNull(),
    /** The consent record: when the visitor subscribed, and from which page (when known). */
    consentedAt: at("consented_at").notNull(),
    consentPage: text("consent_page"),
    /**
     * When the subscriber withdrew consent (admin unsubscribe). The row stays as
     * the dated withdrawal, so no later subscription or import re-adds the
     * address silently; only erasing the person removes it.
     */
    withdrawnAt: at("withdrawn_at"),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`)],
);

/**
 * Work to do after a request: notification mail and webhooks. Written in the
 * same transaction as the message it is about, delivered by the worker.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull(),
    deliveredAt: at("delivered_at"),
    lastError: text("last_error"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`)],
);

/** rate-limiter-flexible's table for limits shared by instances (PostgreSQL only). */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
