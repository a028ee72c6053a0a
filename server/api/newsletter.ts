import { sql } from "drizzle-orm";
import { NewsletterSchema } from "#lib/validation/newsletter.ts";
import { isHoneypotFilled } from "#lib/validation/shared.ts";
import { isDatabaseUnavailable } from "#server/db/availability.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";
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

/** The spec's failure toast (section 8). */
export const NEWSLETTER_FAILURE_MESSAGE = "Failed to subscribe. Please try again.";

export type Subscription = { status: "subscribed" };

/** The page a subscription came from, when the form did not say: the Referer's path, same origin only. */
function refererPage(request: Request | undefined): string | undefined {
  const referer = request?.headers.get("referer");
  if (!referer || !request) return undefined;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? from.pathname.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Subscribes a validated address, idempotently: a second subscription of the
 * same address (in any letter case) answers the same and changes nothing,
 * the first consent record stands. Only a new subscriber is forwarded. An
 * address that withdrew its consent stays withdrawn (admin unsubscribe). A
 * database that cannot be reached is a 503 with a wait; any other failure
 * the spec's message.
 */
export async function subscribe(
  deps: ApiDeps,
  subscription: { email: string; page: string | null },
): Promise<ApiResult<Subscription>> {
  const email = subscription.email.toLowerCase();
  const consentPage = subscription.page;
  const now = deps.clock();
  try {
    const added = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .insert(newsletterSubscribers)
        .values({ email, consentedAt: now, consentPage })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      if (rows.length === 0) {
        const [existing] = await tx
          .select({ withdrawnAt: newsletterSubscribers.withdrawnAt })
          .from(newsletterSubscribers)
          .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
        return existing?.withdrawnAt ? "withdrawn" : "repeated";
      }
      await deps.outbox.subscriberAdded(tx, { email, consentedAt: now }, now);
      return "added";
    });
    if (added === "added") {
      deps.logger.info("newsletter subscriber added", { page: consentPage });
      deps.outbox.wake();
    } else if (added === "withdrawn") {
      // Whoever typed the address gets the usual answer; the dated withdrawal stands.
      deps.logger.warn(
        "newsletter subscription of an address that withdrew its consent was not re-added; " +
          "if the person asks to rejoin, erase their record (npm run admin -- erase) and have them subscribe again",
      );
    } else {
      deps.logger.info("newsletter subscription repeated; already subscribed");
    }
    return { ok: true, data: { status: "subscribed" } };
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn("newsletter subscription not stored: the database is unavailable", { error: String(error) });
      deps.databaseUnavailable?.(error);
      return databaseUnavailable();
    }
    deps.logger.error("newsletter subscription not stored", {
      error: String(error instanceof Error ? error.stack : error),
    });
    return failure(500, NEWSLETTER_FAILURE_MESSAGE);
  }
}

/** The edge's part for the footer form's fields, however they came: the limit, the schema, the honeypot. */
async function receiveSubscription(
  request: Request,
  deps: ApiDeps,
  client: { address: string },
  input: unknown,
): Promise<ApiResult<Subscription>> {
  const admitted = await admit(
    deps.limits.newsletter,
    client,
    "subscription attempts",
    NewsletterSchema,
    input,
    NEWSLETTER_FAILURE_MESSAGE,
  );
  if (!admitted.ok) return admitted;
  // A bot gets the answer a person would; nothing is stored, so it can never
  // take the place of the real owner of the address.
  if (isHoneypotFilled(admitted.data.website)) {
    deps.logger.info("newsletter subscription ignored (honeypot filled)");
    return { ok: true, data: { status: "subscribed" } };
  }
  return subscribe(deps, { email: admitted.data.email, page: admitted.data.page ?? refererPage(request) ?? null });
}

/** POST /api/newsletter: JSON `{email}` in, `{data: {status: "subscribed"}}` out. */
export async function newsletterApi(request: Request, admission: Admission): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  if (!admission.ok) return toResponse(admission);
  const body = await readJsonBody(request);
  if (!body.ok) return toResponse(body);
  return toResponse(await receiveSubscription(request, admission.deps, admission.client, body.value));
}

/** The footer form's post (works without JavaScript): the result, and the fields as posted, read once. */
export async function newsletterFormAction(
  request: Request,
  admission: Admission,
): Promise<{ result: ApiResult<Subscription>; fields: Record<string, string> }> {
  const body = await readFormBody(request);
  if (!body.ok) return { result: body, fields: {} };
  const fields = body.value as Record<string, string>;
  if (!admission.ok) return { result: admission, fields };
  return { result: await receiveSubscription(request, admission.deps, admission.client, fields), fields };
}
