import type { Queryable } from "#server/db/client.ts";
import { outbox } from "#server/db/schema.ts";

/** What the worker knows how to deliver; stored in `outbox.kind`. */
export const OUTBOX_KINDS = [
  "contact.email",
  "contact.webhook",
  "newsletter.webhook",
  "newsletter.unsubscribe",
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * Kinds whose payload is emptied once delivered: an unsubscribe is often the
 * last trace of a person who asked to be erased, and after the newsletter
 * service has it nothing here needs the address.
 */
export const FORGOTTEN_ON_DELIVERY: readonly OutboxKind[] = ["newsletter.unsubscribe"];

/** A stored contact message as its notifications carry it. */
export type ContactNotice = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  projectDetails: string;
  receivedAt: string;
};

/** The spec's newsletter payload (section 3), sent as is to NEWSLETTER_WEBHOOK_URL. */
export type NewsletterPayload = {
  email: string;
  type: "newsletter_subscription";
  timestamp: string;
  source: string;
};

/** Sent to NEWSLETTER_WEBHOOK_URL when a subscriber withdraws consent or is erased. */
export type UnsubscribePayload = {
  email: string;
  type: "newsletter_unsubscription";
  timestamp: string;
  source: string;
};

/** Sent to CONTACT_WEBHOOK_URL: the message, shaped like the newsletter payload. */
export type ContactWebhookPayload = Omit<ContactNotice, "receivedAt"> & {
  type: "contact_message";
  timestamp: string;
  source: string;
};

export type OutboxOptions = {
  /** The site name, sent as `source` (content/company.ts). */
  source: string;
  /** Webhooks are queued only when their URL is configured. Mail is always queued. */
  contactWebhook: boolean;
  newsletterWebhook: boolean;
  /** Whether SMTP is configured; without it mail waits in the table until it is. */
  mailEnabled: boolean;
};

export type Outbox = {
  readonly mailEnabled: boolean;
  /** Queues a contact message's notifications in the caller's transaction. */
  contactMessageStored(tx: Queryable, message: ContactNotice, now: Date): Promise<void>;
  /** Queues a new subscriber's forwarding in the caller's transaction. */
  subscriberAdded(tx: Queryable, subscriber: { email: string; consentedAt: Date }, now: Date): Promise<void>;
  /**
   * Queues the withdrawal of a subscriber's consent for the newsletter service,
   * in the caller's transaction; false when NEWSLETTER_WEBHOOK_URL is not set.
   */
  subscriberWithdrawn(tx: Queryable, subscriber: { email: string; withdrawnAt: Date }, now: Date): Promise<boolean>;
  /** Tells the worker, after the commit, that there is work. */
  wake(): void;
  onWake(listener: () => void): void;
};

export function createOutbox(options: OutboxOptions): Outbox {
  const listeners = new Set<() => void>();

  async function enqueue(tx: Queryable, items: { kind: OutboxKind; payload: unknown }[], now: Date) {
    if (items.length === 0) return;
    await tx
      .insert(outbox)
      .values(items.map((item) => ({ kind: item.kind, payload: item.payload, nextAttemptAt: now, createdAt: now })));
  }

  return {
    mailEnabled: options.mailEnabled,
    async contactMessageStored(tx, message, now) {
      const items: { kind: OutboxKind; payload: unknown }[] = [{ kind: "contact.email", payload: message }];
      if (options.contactWebhook) {
        const { receivedAt, ...fields } = message;
        const payload: ContactWebhookPayload = {
          ...fields,
          type: "contact_message",
          timestamp: receivedAt,
          source: options.source,
        };
        items.push({ kind: "contact.webhook", payload });
      }
      await enqueue(tx, items, now);
    },
    async subscriberAdded(tx, subscriber, now) {
      if (!options.newsletterWebhook) return;
      const payload: NewsletterPayload = {
        email: subscriber.email.toLowerCase(),
        type: "newsletter_subscription",
        timestamp: subscriber.consentedAt.toISOString(),
        source: options.source,
      };
      await enqueue(tx, [{ kind: "newsletter.webhook", payload }], now);
    },
    async subscriberWithdrawn(tx, subscriber, now) {
      if (!options.newsletterWebhook) return false;
      const payload: UnsubscribePayload = {
        email: subscriber.email.toLowerCase(),
        type: "newsletter_unsubscription",
        timestamp: subscriber.withdrawnAt.toISOString(),
        source: options.source,
      };
      await enqueue(tx, [{ kind: "newsletter.unsubscribe", payload }], now);
      return true;
    },
    wake() {
      for (const listener of listeners) listener();
    },
    onWake(listener) {
      listeners.add(listener);
    },
  };
}
