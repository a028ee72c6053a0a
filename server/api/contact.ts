import type { z } from "zod/mini";
import { ContactSchema } from "#lib/validation/contact.ts";
import { isHoneypotFilled } from "#lib/validation/shared.ts";
import { isDatabaseUnavailable } from "#server/db/availability.ts";
import { contactMessages } from "#server/db/schema.ts";
import type { ApiDeps } from "./deps.ts";
import {
  type ApiResult,
  databaseUnavailable,
  failure,
  methodNotAllowed,
  readFormBody,
  readJsonBody,
  toResponse,
} from "./http.ts";
import { admit } from "./rate-limits.ts";

/** The spec's fallback when sending fails without a message of its own (section 8). */
export const CONTACT_FAILURE_MESSAGE = "Failed to send message. Please try again.";

export type ContactReceipt = { id: string };

/** What the firm receives: one contact message, however it was sent. */
export type ContactMessage = {
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  projectDetails: string;
  spam: boolean;
};

/**
 * Every way of sending the firm a message ends here: the contact form's
 * per-client limit, then the sender's own schema (its first failure answered
 * 400 with the field, in the spec's words), then storage.
 */
export async function receiveContactMessage<T>(
  deps: ApiDeps,
  client: { address: string },
  schema: z.ZodMiniType<T>,
  input: unknown,
  toMessage: (data: T) => ContactMessage,
): Promise<ApiResult<ContactReceipt>> {
  const admitted = await admit(deps.limits.contact, client, "messages", schema, input, CONTACT_FAILURE_MESSAGE);
  if (!admitted.ok) return admitted;
  return { ok: true, data: await storeContactMessage(deps, toMessage(admitted.data)) };
}

/**
 * Stores a contact message and queues its notifications in one transaction;
 * resolves only after the commit. A message marked spam is stored, and
 * nobody is notified. The contact form and the chat's hand-off both end here.
 */
export async function storeContactMessage(deps: ApiDeps, message: ContactMessage): Promise<ContactReceipt> {
  const { firstName, lastName, email, company, projectDetails, spam } = message;
  const receivedAt = deps.clock();

  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ firstName, lastName, email, company, projectDetails, spam, receivedAt })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("The insert returned no row");
    if (!spam) {
      await deps.outbox.contactMessageStored(
        tx,
        { id: row.id, firstName, lastName, email, company, projectDetails, receivedAt: receivedAt.toISOString() },
        receivedAt,
      );
    }
    return row.id;
  });

  if (spam) {
    deps.logger.info("contact message stored as spam (honeypot filled); nobody is notified", { id });
  } else if (deps.outbox.mailEnabled) {
    deps.logger.info("contact message stored", { id });
    deps.outbox.wake();
  } else {
    deps.logger.warn(
      "contact message stored; mail is off, so its notification waits in the outbox. " +
        "Set SMTP_URL (and MAIL_FROM, NOTIFY_EMAIL) and restart to send it",
      { id },
    );
    deps.outbox.wake();
  }
  return { id };
}

/**
 * The contact form's submission: limited per client, validated with the
 * spec's messages, then stored. A filled honeypot gets the same answer, but
 * the message is stored as spam and nobody is notified.
 */
export function submitContact(
  deps: ApiDeps,
  input: unknown,
  client: { address: string },
): Promise<ApiResult<ContactReceipt>> {
  return receiveContactMessage(deps, client, ContactSchema, input, (form) => ({
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    company: form.company || null,
    projectDetails: form.projectDetails,
    spam: isHoneypotFilled(form.website),
  }));
}

/**
 * A database that cannot be reached or does not answer in time is a 503 with
 * a wait; any other failure is logged and answered with the spec's message,
 * never a stack trace.
 */
export async function guarded(deps: ApiDeps, run: () => Promise<ApiResult<ContactReceipt>>) {
  try {
    return await run();
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn("contact message not stored: the database is unavailable", { error: String(error) });
      deps.databaseUnavailable?.(error);
      return databaseUnavailable();
    }
    deps.logger.error("contact message not stored", { error: String(error instanceof Error ? error.stack : error) });
    return failure(500, CONTACT_FAILURE_MESSAGE);
  }
}

/** POST /api/contact: JSON in, `{data: {id}}` or `{error: {message, field?}}` out. */
export async function contactApi(request: Request, deps: ApiDeps, client: { address: string }): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  return toResponse(await guarded(deps, () => submitContact(deps, body.value, client)));
}

/** The contact page's form action (works without JavaScript): the same rules, a result for the page to show. */
export async function contactFormAction(
  request: Request,
  deps: ApiDeps,
  client: { address: string },
): Promise<ApiResult<ContactReceipt>> {
  const body = await readFormBody(request);
  if (!body.ok) return body;
  return guarded(deps, () => submitContact(deps, body.value, client));
}
