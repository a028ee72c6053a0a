import { describe, expect, test } from "vitest";
import { MAX_BODY_BYTES } from "#server/api/http.ts";
import { NEWSLETTER_FAILURE_MESSAGE, newsletterApi, newsletterFormAction } from "#server/api/newsletter.ts";
import { newsletterSubscribers, outbox } from "#server/db/schema.ts";
import { drivers } from "./support/databases.ts";
import { admitted, apiUnderTest, post, postJson } from "./support/deps.ts";

const visitor = { address: "203.0.113.7" };
const subscribed = { data: { status: "subscribed" } };

describe.each(drivers)("POST /api/newsletter on %s", (driver) => {
  const { database, setup } = apiUnderTest(driver, newsletterApi, visitor);
  const subscribers = () => database().db.select().from(newsletterSubscribers);
  const queued = () => database().db.select().from(outbox);

  test("a new address is stored lower-cased with its consent record and queued for forwarding in the spec's payload", async () => {
    const { send, clock } = await setup();
    const response = await send(postJson("/api/newsletter", { email: "  Ada.Lovelace@Example.COM ", page: "/blog" }));
    expect(response).toMatchObject({ status: 200, body: subscribed });
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "ada.lovelace@example.com", consentedAt: clock(), consentPage: "/blog" });

    const forwarded = await queued();
    expect(forwarded.map((row) => row.kind)).toEqual(["newsletter.webhook"]);
    expect(forwarded[0]?.payload).toEqual({
      email: "ada.lovelace@example.com",
      type: "newsletter_subscription",
      timestamp: clock().toISOString(),
      source: "Example Development Partners",
    });
  });

  test("subscribing again, in any letter case, answers the same, stores nothing new and keeps the first consent", async () => {
    const { send, clock } = await setup();
    await send(postJson("/api/newsletter", { email: "ada@example.com", page: "/" }));
    const first = clock();
    clock.advance(60_000);
    for (const email of ["ada@example.com", "ADA@Example.com", " ada@EXAMPLE.COM "]) {
      const response = await send(postJson("/api/newsletter", { email, page: "/contact" }));
      expect(response, email).toMatchObject({ status: 200, body: subscribed });
    }
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ consentedAt: first, consentPage: "/" });
    expect(await queued()).toHaveLength(1);
  });

  test("simultaneous subscriptions of one address store it once and forward it once", async () => {
    const { send } = await setup();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(postJson("/api/newsletter", { email: i % 2 ? "Bob@Example.com" : "bob@example.com" })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await subscribers()).toHaveLength(1);
    expect(await queued()).toHaveLength(1);
  });

  test("the consent page comes from the form, else from a same-origin Referer, else stays unknown", async () => {
    const { send } = await setup();
    await send(postJson("/api/newsletter", { email: "a@example.com" }, { Referer: "http://localhost/services?x=1" }));
    await send(postJson("/api/newsletter", { email: "b@example.com" }, { Referer: "https://elsewhere.example/page" }));
    await send(postJson("/api/newsletter", { email: "c@example.com", page: "not a path" }));
    const pages = Object.fromEntries((await subscribers()).map((r) => [r.email, r.consentPage]));
    expect(pages).toEqual({ "a@example.com": "/services", "b@example.com": null, "c@example.com": null });
  });

  test("without a newsletter webhook the subscriber is stored and nothing is queued", async () => {
    const { send } = await setup({ outbox: { newsletterWebhook: false } });
    expect((await send(postJson("/api/newsletter", { email: "a@example.com" }))).status).toBe(200);
    expect(await subscribers()).toHaveLength(1);
    expect(await queued()).toHaveLength(0);
  });

  test.each([
    ["a missing e-mail", {}],
    ["an empty e-mail", { email: "" }],
    ["a blank e-mail", { email: "   " }],
    ["an e-mail without a dot", { email: "ada@example" }],
    ["an e-mail with a line break", { email: "ada@example.com\nBcc: x@example.com" }],
    ["an e-mail over 254 characters", { email: `${"a".repeat(243)}@example.com` }],
    ["an e-mail that is a number", { email: 12 }],
    ["an e-mail that is a list", { email: ["ada@example.com"] }],
  ])("%s is answered 400 with the spec's message and nothing is stored", async (_, body) => {
    const { send } = await setup();
    const response = await send(postJson("/api/newsletter", body));
    expect(response).toMatchObject({
      status: 400,
      body: { error: { message: "Please enter a valid email address", field: "email" } },
    });
    expect(await subscribers()).toHaveLength(0);
  });

  test("an address of exactly 254 characters is accepted", async () => {
    const { send } = await setup();
    expect((await send(postJson("/api/newsletter", { email: `${"a".repeat(242)}@example.com` }))).status).toBe(200);
  });

  test("malformed JSON, a non-object, a wrong type of body and an oversized body are refused", async () => {
    const { send } = await setup();
    const json = { "Content-Type": "application/json" };
    expect((await send(post("/api/newsletter", "{email:", json))).status).toBe(400);
    expect((await send(post("/api/newsletter", '"ada@example.com"', json))).body).toEqual({
      error: { message: "The request body must be a JSON object" },
    });
    expect(
      (
        await send(
          post("/api/newsletter", "email=ada@example.com", { "Content-Type": "application/x-www-form-urlencoded" }),
        )
      ).status,
    ).toBe(415);
    const big = JSON.stringify({ email: "ada@example.com", padding: "x".repeat(MAX_BODY_BYTES) });
    expect((await send(post("/api/newsletter", big, json))).status).toBe(413);
    expect(await subscribers()).toHaveLength(0);
  });

  test("a filled honeypot is answered like a success and nothing is stored or forwarded", async () => {
    const { send } = await setup();
    const response = await send(postJson("/api/newsletter", { email: "bot@example.com", website: "http://x.example" }));
    expect(response).toMatchObject({ status: 200, body: subscribed });
    expect(await subscribers()).toHaveLength(0);
    expect(await queued()).toHaveLength(0);
    // The real owner can still subscribe.
    expect((await send(postJson("/api/newsletter", { email: "bot@example.com" }))).status).toBe(200);
    expect(await subscribers()).toHaveLength(1);
  });

  test("past the per-client limit the answer is 429 with a clear message", async () => {
    const { send } = await setup({ rules: { newsletter: { points: 2, durationSeconds: 120 } } });
    expect((await send(postJson("/api/newsletter", { email: "a@example.com" }))).status).toBe(200);
    expect((await send(postJson("/api/newsletter", { email: "b@example.com" }))).status).toBe(200);
    const limited = await send(postJson("/api/newsletter", { email: "c@example.com" }));
    expect(limited).toMatchObject({
      status: 429,
      body: {
        error: { message: "Too many subscription attempts from your connection. Please try again in 2 minutes." },
      },
    });
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await subscribers()).map((s) => s.email).sort()).toEqual(["a@example.com", "b@example.com"]);
  });

  test("a database failure is answered with the spec's failure message, never a stack trace", async () => {
    const { send, logs } = await setup({
      wrapOutbox: (real) => ({
        ...real,
        subscriberAdded: async () => {
          throw new Error("connection reset");
        },
      }),
    });
    const response = await send(postJson("/api/newsletter", { email: "a@example.com" }));
    expect(response).toMatchObject({ status: 500, body: { error: { message: NEWSLETTER_FAILURE_MESSAGE } } });
    expect(JSON.stringify(response.body)).not.toMatch(/connection reset|at /);
    expect(await subscribers()).toHaveLength(0);
    expect(logs.text()).toContain("connection reset");
  });

  test("the footer's form action takes the form post, with the page it was sent from", async () => {
    const { deps } = await setup();
    const form = (fields: Record<string, string>) =>
      post("/api/newsletter", new URLSearchParams(fields).toString(), {
        "Content-Type": "application/x-www-form-urlencoded",
      });
    expect(
      await newsletterFormAction(form({ email: "Ada@Example.com", page: "/faq" }), admitted(deps, visitor)),
    ).toEqual({
      result: { ok: true, data: { status: "subscribed" } },
      fields: { email: "Ada@Example.com", page: "/faq" },
    });
    expect((await newsletterFormAction(form({ email: "nope" }), admitted(deps, visitor))).result).toEqual({
      ok: false,
      status: 400,
      error: { message: "Please enter a valid email address", field: "email" },
    });
    expect(await subscribers()).toMatchObject([{ email: "ada@example.com", consentPage: "/faq" }]);
  });
});
