import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contactApi, contactMessage, storeContactMessage, submitContact } from "#server/api/contact.ts";
import { subscribe } from "#server/api/newsletter.ts";
import { openDatabase } from "#server/db/client.ts";
import { outbox } from "#server/db/schema.ts";
import { mailDeliverer, webhookDeliverer } from "#server/outbox/deliverers.ts";
import { createOutboxWorker } from "#server/outbox/worker.ts";
import { drivers, openTestDatabase, type TestDatabase } from "./support/databases.ts";
import { admitted, makeDeps, postJson, SITE_NAME } from "./support/deps.ts";
import { startSmtpServer } from "./support/smtp.ts";
import { startWebhookReceiver } from "./support/webhook.ts";

const visitor = { address: "203.0.113.7" };
const message = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  projectDetails: "A 30,000 sq ft office refurbishment.\nBudget about £4m; start in spring.",
};

describe.each(drivers)("the outbox on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  async function setup(options: Parameters<typeof makeDeps>[1] = {}) {
    await database.reset();
    return makeDeps(database, options);
  }
  const rows = () => database.db.select().from(outbox);

  test("a contact message is notified by e-mail through a real SMTP server, replying to the sender", async () => {
    const smtp = await startSmtpServer();
    const mail = mailDeliverer({
      smtpUrl: smtp.url,
      from: "website@example.com",
      to: "enquiries@example.com",
      siteName: SITE_NAME,
    });
    try {
      const { deps, clock, logs } = await setup();
      const stored = await submitContact(deps, contactMessage(message));
      if (!stored.ok) throw new Error(stored.error.message);
      expect(smtp.received).toHaveLength(0); // the request never waits for mail

      const worker = createOutboxWorker({
        database,
        deliverers: { "contact.email": mail.deliver },
        clock,
        logger: logs.logger,
      });
      expect(await worker.runOnce()).toBe(1);

      expect(smtp.received).toHaveLength(1);
      const [received] = smtp.received;
      expect(received?.from).toBe("website@example.com");
      expect(received?.to).toEqual(["enquiries@example.com"]);
      expect(received?.header("subject")).toBe("New enquiry from Ada Lovelace (Analytical Engines Ltd)");
      expect(received?.header("reply-to")).toBe("Ada Lovelace <ada@example.com>");
      expect(received?.header("from")).toBe(`${SITE_NAME} <website@example.com>`);
      expect(received?.header("x-contact-message-id")).toBe(stored.data.id);
      expect(received?.text).toContain(message.projectDetails);
      expect(received?.text).toContain("Analytical Engines Ltd");

      expect(await rows()).toMatchObject([
        { kind: "contact.email", attempts: 1, deliveredAt: clock(), lastError: null },
      ]);
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      mail.close();
      await smtp.close();
    }
  });

  test("a header a visitor smuggles into a name reaches neither the headers nor the recipients", async () => {
    const smtp = await startSmtpServer();
    const mail = mailDeliverer({
      smtpUrl: smtp.url,
      from: "w@example.com",
      to: "enquiries@example.com",
      siteName: SITE_NAME,
    });
    try {
      const { deps, clock, logs } = await setup();
      const smuggled = "Ada\r\nBcc: everyone@example.com";
      // The form refuses it (decision 027)…
      const refused = await contactApi(
        postJson("/api/contact", { ...message, firstName: smuggled }),
        admitted(deps, visitor),
      );
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: { field: "firstName", message: "First name must be on one line" },
      });
      // …and the mail holds on its own, for a name stored before that rule.
      await storeContactMessage(deps, { ...message, firstName: smuggled, spam: false });
      await createOutboxWorker({
        database,
        deliverers: { "contact.email": mail.deliver },
        clock,
        logger: logs.logger,
      }).runOnce();
      const [received] = await smtp.waitForMessages(1);
      expect(received?.to).toEqual(["enquiries@example.com"]);
      // The same on every attempt: a repeat is the same message.
      expect(received?.header("message-id")).toMatch(/^<contact-[\w-]+@[\w.-]+>$/);
      expect(received?.header("bcc")).toBeUndefined();
      expect(received?.raw).not.toMatch(/^Bcc:/im);
    } finally {
      mail.close();
      await smtp.close();
    }
  });

  test("a webhook that fails twice then succeeds receives exactly one delivery of each payload, with backoff", async () => {
    const receiver = await startWebhookReceiver({ failFirst: 2 });
    try {
      const { deps, clock, logs } = await setup({ outbox: { contactWebhook: true, newsletterWebhook: true } });
      const contact = await submitContact(deps, contactMessage(message));
      await subscribe(deps, { email: "Grace@Example.com", page: "/blog" });
      if (!contact.ok) throw new Error("not stored");
      const subscribedAt = clock().toISOString();

      const hook = webhookDeliverer(receiver.url, "test");
      const worker = createOutboxWorker({
        database,
        deliverers: { "contact.webhook": hook, "newsletter.webhook": hook },
        clock,
        logger: logs.logger,
      });

      expect(await worker.runOnce()).toBe(2); // both fail
      expect(await worker.runOnce()).toBe(0); // nothing is due before the backoff
      clock.advance(29_999);
      expect(await worker.runOnce()).toBe(0);
      clock.advance(1);
      expect(await worker.runOnce()).toBe(2); // second failures; the wait doubles to 60 s
      clock.advance(30_000);
      expect(await worker.runOnce()).toBe(0);
      clock.advance(30_000);
      expect(await worker.runOnce()).toBe(2); // third attempts succeed
      clock.advance(24 * 60 * 60_000);
      expect(await worker.runOnce()).toBe(0);

      expect(receiver.requests.map((r) => r.status)).toEqual([500, 500, 500, 500, 204, 204]);
      const delivered = receiver.delivered();
      expect(delivered).toHaveLength(2);
      expect(delivered.map((r) => r.body)).toEqual(
        expect.arrayContaining([
          {
            email: "grace@example.com",
            type: "newsletter_subscription",
            timestamp: subscribedAt,
            source: SITE_NAME,
          },
          expect.objectContaining({ type: "contact_message", id: contact.data.id, email: "ada@example.com" }),
        ]),
      );
      expect(delivered.every((r) => r.contentType === "application/json")).toBe(true);
      // Every attempt of a payload carries the same key, so a receiver can drop repeats.
      const keys = new Set(receiver.requests.map((r) => r.idempotencyKey));
      expect(keys.size).toBe(2);

      const state = (await rows()).filter((r) => r.kind !== "contact.email");
      expect(
        state.map((r) => ({ attempts: r.attempts, delivered: r.deliveredAt !== null, lastError: r.lastError })),
      ).toEqual([
        { attempts: 3, delivered: true, lastError: null },
        { attempts: 3, delivered: true, lastError: null },
      ]);
      expect(logs.text()).toContain("The webhook answered HTTP 500");
    } finally {
      await receiver.close();
    }
  });

  test("a failed attempt records its error and the time of the next one", async () => {
    const receiver = await startWebhookReceiver({ failFirst: 1 });
    try {
      const { deps, clock, logs } = await setup();
      await subscribe(deps, { email: "a@example.com", page: null });
      const worker = createOutboxWorker({
        database,
        deliverers: { "newsletter.webhook": webhookDeliverer(receiver.url, "test") },
        clock,
        logger: logs.logger,
      });
      await worker.runOnce();
      expect(await rows()).toMatchObject([
        {
          attempts: 1,
          deliveredAt: null,
          lastError: "The webhook answered HTTP 500",
          nextAttemptAt: new Date(clock().getTime() + 30_000),
        },
      ]);
    } finally {
      await receiver.close();
    }
  });

  test("without SMTP the notification waits in the outbox, the log says how to send it, and other kinds still flow", async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { deps, clock, logs } = await setup({ outbox: { mailEnabled: false, contactWebhook: true } });
      const stored = await submitContact(deps, contactMessage(message));
      expect(stored.ok).toBe(true);
      expect(logs.text()).toMatch(/mail is off.*Set SMTP_URL/);

      const worker = createOutboxWorker({
        database,
        deliverers: { "contact.webhook": webhookDeliverer(receiver.url, "test") },
        clock,
        logger: logs.logger,
      });
      expect(await worker.runOnce()).toBe(1);
      clock.advance(365 * 24 * 60 * 60_000);
      expect(await worker.runOnce()).toBe(0);
      const state = Object.fromEntries((await rows()).map((r) => [r.kind, r]));
      expect(state["contact.webhook"]?.deliveredAt).not.toBeNull();
      expect(state["contact.email"]).toMatchObject({ attempts: 0, deliveredAt: null });
    } finally {
      await receiver.close();
    }
  });

  test("the worker started by the server delivers soon after a commit, without waiting for its poll", async () => {
    const receiver = await startWebhookReceiver();
    const { deps, outbox: queue, logs } = await setup();
    const worker = createOutboxWorker({
      database,
      deliverers: { "newsletter.webhook": webhookDeliverer(receiver.url, "test") },
      logger: logs.logger,
      pollMs: 60 * 60_000,
    });
    queue.onWake(() => worker.wake());
    worker.start();
    try {
      // The deps' clock is frozen in the past, so the row is due at once for the worker's real clock.
      await subscribe(deps, { email: "a@example.com", page: null });
      const deadline = Date.now() + 5000;
      while (receiver.delivered().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(receiver.delivered()).toHaveLength(1);
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  if (driver === "postgres") {
    test("two instances draining one outbox never deliver a row twice", async () => {
      const receiver = await startWebhookReceiver({ delayMs: 20 });
      const { deps, logs } = await setup();
      for (let i = 0; i < 30; i++) await subscribe(deps, { email: `reader${i}@example.com`, page: null });
      const other = await openDatabase({ driver: "postgres", url: database.url ?? "" });
      try {
        const hook = webhookDeliverer(receiver.url, "test");
        const workers = [database, other].map((db) =>
          createOutboxWorker({ database: db, deliverers: { "newsletter.webhook": hook }, logger: logs.logger }),
        );
        const counts = await Promise.all(workers.map((w) => w.runOnce()));
        expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
        expect(counts.every((count) => count > 0)).toBe(true);
        const keys = receiver.requests.map((r) => r.idempotencyKey);
        expect(keys).toHaveLength(30);
        expect(new Set(keys).size).toBe(30);
        expect((await rows()).every((r) => r.deliveredAt !== null && r.attempts === 1)).toBe(true);
      } finally {
        await other.close();
        await receiver.close();
      }
    });
  }
});
