import { afterEach, describe, expect, test } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { type RunningServer, startServer } from "#tests/setup/server.ts";
import { requireProductionBuild } from "./http.ts";
import { drivers } from "./support/databases.ts";
import {
  PROCESS_TEST,
  postJson,
  runAdmin,
  START_OPTIONS,
  type Storage,
  storageFor,
  waitUntil,
} from "./support/servers.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./support/webhook.ts";

requireProductionBuild();

const ada = { firstName: "Ada", lastName: "Lovelace", email: "Ada.Lovelace@Example.com" };
const bob = { firstName: "Bob", lastName: "Brunel", email: "bob@example.org" };
const TABLES = ["contact_messages", "newsletter_subscribers", "outbox", "rate_limits"];

/** Every row of every table as text, read straight from the storage once no server holds it. */
async function everyRow(storage: Storage): Promise<string[]> {
  const database =
    storage.driver === "pglite"
      ? await openDatabase({ driver: "pglite", dataDir: storage.env.DATA_DIR ?? "" })
      : await openDatabase({ driver: "postgres", url: storage.env.DATABASE_URL ?? "" });
  try {
    const rows: string[] = [];
    for (const table of TABLES) {
      const result = (await database.db.execute(`select t::text as row from ${table} t`)) as unknown as {
        rows: { row: string }[];
      };
      rows.push(...result.rows.map((r) => `${table} ${r.row}`));
    }
    return rows;
  } finally {
    await database.close();
  }
}

/** The server's log line once the newsletter service accepted an unsubscribe and the row is marked delivered. */
/** Whether the server's log says an unsubscribe was delivered (one JSON object a line, fields in any order). */
const unsubscribeDelivered = (output: string) =>
  output.split("\n").some((line) => {
    if (!line.startsWith("{")) return false;
    const entry = JSON.parse(line) as { message?: string; kind?: string };
    return entry.message === "outbox delivered" && entry.kind === "newsletter.unsubscribe";
  });

const mentions = (rows: string[], text: string) => rows.filter((row) => row.toLowerCase().includes(text.toLowerCase()));

describe.each(drivers)("one person's data through the admin command, on %s", PROCESS_TEST, (driver) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  async function running(): Promise<{ storage: Storage; server: RunningServer; hook: WebhookReceiver }> {
    const hook = await startWebhookReceiver();
    cleanups.push(() => hook.close());
    const storage = await storageFor(driver);
    cleanups.push(() => storage.dispose());
    // No SMTP_URL: each message's mail notification waits, queued, in the outbox.
    storage.env.NEWSLETTER_WEBHOOK_URL = hook.url;
    const server = await startServer(storage.env, START_OPTIONS);
    cleanups.push(() => server.stop("SIGTERM"));
    return { storage, server, hook };
  }

  const unsubscribes = (hook: WebhookReceiver, email: string) =>
    hook
      .delivered()
      .filter((r) => (r.body as { type?: string; email?: string }).type === "newsletter_unsubscription")
      .filter((r) => (r.body as { email: string }).email === email);

  test("a person with two messages, a hand-off, a subscription and queued notifications is found, then erased everywhere; the newsletter service is told once", async () => {
    const { storage, server, hook } = await running();
    const send = async (path: string, body: unknown) => {
      const response = await postJson(server.url, path, body);
      expect(response.status, JSON.stringify(response.json)).toBe(200);
    };
    await send("/api/contact", { ...ada, projectDetails: "A refurbishment in Islington." });
    await send("/api/contact", { ...ada, email: "ada.lovelace@example.com", projectDetails: "And a second site." });
    await send("/api/chat/handoff", {
      ...ada,
      email: "ADA.LOVELACE@EXAMPLE.COM",
      consent: true,
      chatHistory: [{ role: "user", content: "Can someone call me about fees?" }],
    });
    await send("/api/newsletter", { email: ada.email });
    await send("/api/contact", { ...bob, projectDetails: "A new-build scheme." });
    await send("/api/newsletter", { email: bob.email });
    await waitUntil("both subscriptions reach the newsletter service", () => hook.delivered().length === 2);
    const bobBefore = (await runAdmin(["find", "--email", bob.email], storage.env)).stdout;

    const found = await runAdmin(["find", "--email", "  ada.LOVELACE@example.COM "], storage.env);
    expect(found.code, found.stderr).toBe(0);
    const record = JSON.parse(found.stdout);
    expect(record.email).toBe("ada.lovelace@example.com");
    expect(record.messages.map((m: { projectDetails: string }) => m.projectDetails)).toEqual([
      "A refurbishment in Islington.",
      "And a second site.",
    ]);
    expect(record.handoffs).toHaveLength(1);
    expect(record.handoffs[0].projectDetails).toContain("Can someone call me about fees?");
    expect(record.subscription).toEqual({
      email: "ada.lovelace@example.com",
      consentedAt: expect.any(String),
      consentPage: null,
      withdrawnAt: null,
    });
    // Three mail notifications still queued (no SMTP), and the delivered subscription.
    const notifications = record.notifications as { kind: string; deliveredAt: string | null }[];
    expect(notifications.filter((n) => n.kind === "contact.email" && n.deliveredAt === null)).toHaveLength(3);
    expect(notifications.filter((n) => n.kind === "newsletter.webhook" && n.deliveredAt !== null)).toHaveLength(1);

    // Without --yes it asks, and anything but "yes" erases nothing.
    const declined = await runAdmin(["erase", "--email", ada.email], storage.env, "no\n");
    expect(declined.code).toBe(1);
    expect(declined.stderr).toContain(
      "2 contact messages, 1 chat hand-off, a newsletter subscription, 4 notifications",
    );
    expect(declined.stderr).toContain("Nothing was erased.");
    expect(JSON.parse((await runAdmin(["find", "--email", ada.email], storage.env)).stdout)).toEqual(record);

    const erased = await runAdmin(["erase", "--email", ada.email], storage.env, "yes\n");
    expect(erased.code, erased.stderr).toBe(0);
    expect(erased.stdout).toContain("Erased everything held about ada.lovelace@example.com:");
    expect(erased.stdout).toContain("2 contact messages");
    expect(erased.stdout).toContain("1 chat hand-off");
    expect(erased.stdout).toContain("the newsletter subscription");
    expect(erased.stdout).toContain("4 notifications");
    expect(erased.stdout).toContain("told to unsubscribe the address");

    await waitUntil("the unsubscribe is delivered", () => unsubscribeDelivered(server.output()));
    // The delivered unsubscribe kept no copy of the address: nothing is found.
    const empty = JSON.parse((await runAdmin(["find", "--email", ada.email], storage.env)).stdout);
    expect(empty).toEqual({
      email: "ada.lovelace@example.com",
      messages: [],
      handoffs: [],
      subscription: null,
      notifications: [],
    });
    // Erasing again finds nothing and tells nobody anything new.
    const again = await runAdmin(["erase", "--email", ada.email, "--yes"], storage.env);
    expect(again.stdout).toContain("0 contact messages");
    expect(again.stdout).toContain("no newsletter subscription");
    expect(again.stdout).toContain("0 notifications");
    expect((await runAdmin(["find", "--email", bob.email], storage.env)).stdout).toBe(bobBefore);

    await server.stop("SIGTERM");
    const [unsubscribe, ...repeats] = unsubscribes(hook, "ada.lovelace@example.com");
    expect(repeats).toEqual([]);
    expect(unsubscribe?.body).toEqual({
      email: "ada.lovelace@example.com",
      type: "newsletter_unsubscription",
      timestamp: expect.any(String),
      source: expect.any(String),
    });

    // Nothing of hers in any table; the others' rows are all there.
    const rows = await everyRow(storage);
    expect(mentions(rows, "lovelace")).toEqual([]);
    expect(mentions(rows, bob.email).map((row) => row.split(" ")[0])).toEqual([
      "contact_messages",
      "newsletter_subscribers",
      "outbox",
      "outbox",
    ]);
  });

  test("unsubscribe keeps a dated withdrawal: a later subscription does not re-add the address, and the service is told", async () => {
    const { storage, server, hook } = await running();
    await postJson(server.url, "/api/newsletter", { email: "reader@example.com", page: "/blog" });
    await waitUntil("the subscription reaches the newsletter service", () => hook.delivered().length === 1);

    const run = await runAdmin(["unsubscribe", "--email", "Reader@Example.com"], storage.env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("Withdrew the newsletter consent of reader@example.com");
    await waitUntil("the unsubscribe is delivered", () => unsubscribeDelivered(server.output()));
    expect(unsubscribes(hook, "reader@example.com")).toHaveLength(1);

    // The address typed again into the form: the visitor sees the usual answer; nothing is re-added.
    const again = await postJson(server.url, "/api/newsletter", { email: "READER@example.com" });
    expect(again.json).toEqual({ data: { status: "subscribed" } });
    const exported = JSON.parse((await runAdmin(["export", "subscribers"], storage.env)).stdout);
    expect(exported).toEqual([]);
    const record = JSON.parse((await runAdmin(["find", "--email", "reader@example.com"], storage.env)).stdout);
    expect(record.subscription).toEqual({
      email: "reader@example.com",
      consentedAt: expect.any(String),
      consentPage: "/blog",
      withdrawnAt: expect.any(String),
    });
    // The delivered unsubscribe keeps no copy of the address.
    expect(record.notifications.map((n: { kind: string }) => n.kind)).toEqual(["newsletter.webhook"]);

    const twice = await runAdmin(["unsubscribe", "--email", "reader@example.com"], storage.env);
    expect(twice.stdout).toContain("had already withdrawn consent");
    expect(hook.delivered()).toHaveLength(2);
  });

  test("a malformed address or a missing one is refused with a clear message, touching nothing", async () => {
    const storage = await storageFor(driver);
    cleanups.push(() => storage.dispose());
    for (const args of [
      ["find"],
      ["erase", "--email", "not-an-address", "--yes"],
      ["unsubscribe", "--email", "a b@c.d"],
    ]) {
      const run = await runAdmin(args, storage.env);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr, args.join(" ")).toMatch(/needs --email ADDRESS|is not an e-mail address/);
      expect(run.stdout).toBe("");
    }
  });
});
