import { type Contact, ContactSchema } from "#lib/validation/contact.ts";
import { isHoneypotFilled } from "#lib/validation/shared.ts";
import { isDatabaseUnavailable } from "#server/db/availability.ts";
import { contactMessages } from "#server/db/schema.ts";
import type { ApiDeps } from "./deps.ts";
import {
  type Admission,
  type ApiResult,
  admit,
  databaseUnavailable,
  failure,
  methodNotAllowed,
  readFormBody,
  readJsonBody,
  toResponse,
} from "./http.ts";

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

/** The message the contact form's validated fields make; a filled honeypot marks it spam. */
export function contactMessage(form: Contact): ContactMessage {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    company: form.company || null,
    projectDetails: form.projectDetails,
    spam: isHoneypotFilled(form.website),
  };
}

/**
 * A visitor's message to the firm, validated: stored with its notifications,
 * or a result saying why not. A database that cannot be reached or does not
 * answer in time is a 503 with a wait; any other failure is logged and
 * answered with the spec's message, never a stack trace. The contact form
 * (with or without JavaScript) and the chat's hand-off all end here.
 */
export async function submitContact(deps: ApiDeps, message: ContactMessage): Promise<ApiResult<ContactReceipt>> {
  try {
    return { ok: true, data: await storeContactMessage(deps, message) };
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

/** The edge's part for contact form fields, however they came: the limit, the schema, then the core. */
async function receiveContactForm(
  deps: ApiDeps,
  client: { address: string },
  input: unknown,
): Promise<ApiResult<ContactReceipt>> {
  const admitted = await admit(deps.limits.contact, client, "messages", ContactSchema, input, CONTACT_FAILURE_MESSAGE);
  return admitted.ok ? submitContact(deps, contactMessage(admitted.data)) : admitted;
}

/** POST /api/contact: JSON in, `{data: {id}}` or `{error: {message, field?}}` out. */
export async function contactApi(request: Request, admission: Admission): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  if (!admission.ok) return toResponse(admission);
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  return toResponse(await receiveContactForm(admission.deps, admission.client, body.value));
}

/**
 * The contact page's form post (works without JavaScript): the same rules,
 * a result for the page to show, and the fields as posted, read once, for
 * the page to fill back in after a failure.
 */
export async function contactFormAction(
  request: Request,
  admission: Admission,
): Promise<{ result: ApiResult<ContactReceipt>; fields: Record<string, string> }> {
  const body = await readFormBody(request);
  if (!body.ok) return { result: body, fields: {} };
  const fields = body.value as Record<string, string>;
  if (!admission.ok) return { result: admission, fields };
  return { result: await receiveContactForm(admission.deps, admission.client, fields), fields };
}
