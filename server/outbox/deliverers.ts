import nodemailer from "nodemailer";
import type { ContactNotice } from "./outbox.ts";

/** Delivers one outbox payload; throws to have it retried. `id` is the outbox row's id. */
export type Deliverer = (payload: unknown, id: string) => Promise<void>;

// Well under the worker's patience: a hung peer fails the attempt, it is retried later.
const WEBHOOK_TIMEOUT_MS = 10_000;

/** POSTs the payload as JSON; any answer but 2xx is a failure. */
export function webhookDeliverer(url: string, userAgent: string): Deliverer {
  return async (payload, id) => {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": userAgent,
        // Delivery is at least once: a receiver can drop a repeat by this key.
        "Idempotency-Key": id,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The webhook answered HTTP ${response.status}`);
  };
}

export type MailSettings = { smtpUrl: string; from: string; to: string; siteName: string };

/** One line, no control characters: safe in a Subject header whatever a visitor typed. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\s]+/gu, " ").trim();

export function contactEmail(message: ContactNotice, siteName: string) {
  const name = oneLine(`${message.firstName} ${message.lastName}`);
  const company = message.company ? oneLine(message.company) : null;
  return {
    subject: `New enquiry from ${name}${company ? ` (${company})` : ""}`,
    text: [
      `A new enquiry arrived through the ${siteName} website.`,
      "",
      `Name: ${name}`,
      `E-mail: ${message.email}`,
      `Company: ${company ?? "(not given)"}`,
      `Received: ${message.receivedAt}`,
      `Reference: ${message.id}`,
      "",
      "Project details:",
      message.projectDetails,
      "",
      "Reply to this e-mail to answer the sender.",
    ].join("\n"),
  };
}

/**
 * The notification's Message-ID, the same on every attempt: delivery is at least once (decision 007), and a
 * repeat after a crash is then the same message to the firm's mail client, which shows it once.
 */
export function notificationMessageId(messageId: string, from: string): string {
  const domain = from.slice(from.lastIndexOf("@") + 1) || "localhost";
  return `<contact-${messageId}@${domain}>`;
}

/** Sends each contact message's notification through SMTP, as plain text, replying to the sender. */
export function mailDeliverer(settings: MailSettings): { deliver: Deliverer; close(): void } {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async deliver(payload) {
      const message = payload as ContactNotice;
      const { subject, text } = contactEmail(message, settings.siteName);
      await transport.sendMail({
        from: { name: settings.siteName, address: settings.from },
        to: settings.to,
        replyTo: { name: oneLine(`${message.firstName} ${message.lastName}`), address: message.email },
        subject,
        text,
        messageId: notificationMessageId(message.id, settings.from),
        headers: { "X-Contact-Message-Id": message.id },
      });
    },
    close: () => transport.close(),
  };
}
