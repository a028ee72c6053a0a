import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { exportRows } from "#server/admin/export.ts";
import { storeContactMessage } from "#server/api/contact.ts";
import { subscribe } from "#server/api/newsletter.ts";
import { openDatabase } from "#server/db/client.ts";
import { createRetention } from "#server/db/retention.ts";
import { contactMessages, outbox } from "#server/db/schema.ts";
import { startServer } from "#tests/setup/server.ts";
import { requireProductionBuild } from "./http.ts";
import { drivers, openTestDatabase, type TestDatabase } from "./support/databases.ts";
import { makeDeps } from "./support/deps.ts";
import { PROCESS_TEST, runAdmin, START_OPTIONS, type Storage, storageFor, waitUntil } from "./support/servers.ts";

requireProductionBuild();

const DAY = 24 * 60 * 60 * 1000;
const message = (name: string) => ({
  firstName: name,
  lastName: "Example",
  email: `${name.toLowerCase()}@example.com`,
  company: null,
  projectDetails: `${name}'s project.`,
  spam: false,
});

describe.each(drivers)("retention on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  test("deletes, in batches, only the messages older than the period, with their notifications", async () => {
    await database.reset();
    const { deps, clock, logs } = makeDeps(database);
    const now = clock();
    const at = async (name: string, when: Date) => {
      clock.set(when);
      await storeContactMessage(deps, message(name));
    };
    // 24 months before 2 March 2026 09:30 is 2 March 2024 09:30.
    await at("Oldest", new Date(now.getTime() - 900 * DAY));
    await at("Older", new Date("2024-01-10T10:00:00.000Z"));
    await at("Old", new Date("2024-02-20T10:00:00.000Z"));
    await at("Edge", new Date("2024-03-02T09:29:59.999Z"));
    await at("Kept", new Date("2024-03-02T09:30:00.000Z"));
    await at("Recent", new Date("2026-01-01T12:00:00.000Z"));
    clock.set(now);
    await subscribe(deps, { email: "reader@example.com", page: null });

    const retention = createRetention({ db: database.db, months: 24, clock, logger: logs.logger, batchSize: 2 });
    expect(await retention.runOnce()).toBe(4);

    const left = await exportRows(database.db, "messages");
    expect(left.map((m) => m.firstName)).toEqual(["Kept", "Recent"]);
    const notifications = await database.db.select().from(outbox);
    // Each kept message's mail, and the subscription's forwarding; none of the deleted messages'.
    expect(
      notifications.map((n) => (n.payload as { firstName?: string; email: string }).firstName ?? n.kind).sort(),
    ).toEqual(["Kept", "Recent", "newsletter.webhook"]);
    expect(await exportRows(database.db, "subscribers")).toHaveLength(1);
    const batches = logs.lines.filter((l) => l.message.startsWith("retention: deleted"));
    expect(batches.map((l) => l.fields?.deleted)).toEqual([2, 2]);
    expect(batches[0]?.fields).toMatchObject({ months: 24, before: "2024-03-02T09:30:00.000Z" });

    // Run again, nothing is old enough; a millisecond later the message received exactly at the cut-off goes.
    expect(await retention.runOnce()).toBe(0);
    clock.advance(1);
    expect(await retention.runOnce()).toBe(1);
    expect((await exportRows(database.db, "messages")).map((m) => m.firstName)).toEqual(["Recent"]);
  });
});

describe.each(drivers)("the server applies RETENTION_MONTHS, on %s", PROCESS_TEST, (driver) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  async function seed(storage: Storage, rows: { name: string; receivedAt: Date }[]) {
    const database =
      storage.driver === "pglite"
        ? await openDatabase({ driver: "pglite", dataDir: storage.env.DATA_DIR ?? "" })
        : await openDatabase({ driver: "postgres", url: storage.env.DATABASE_URL ?? "" });
    try {
      await database.migrate();
      for (const row of rows) {
        const { spam: _, ...fields } = message(row.name);
        await database.db.insert(contactMessages).values({ ...fields, receivedAt: row.receivedAt });
      }
    } finally {
      await database.close();
    }
  }

  test("at start-up and then daily, and the privacy page states the same period", async () => {
    const storage = await storageFor(driver);
    cleanups.push(() => storage.dispose());
    await seed(storage, [
      { name: "Stale", receivedAt: new Date(Date.now() - 400 * DAY) },
      { name: "Fresh", receivedAt: new Date(Date.now() - 10 * DAY) },
    ]);
    const server = await startServer({ ...storage.env, RETENTION_MONTHS: "12" }, START_OPTIONS);
    cleanups.push(() => server.stop("SIGTERM"));
    await waitUntil("the first retention run", () => server.output().includes("retention: deleted"));
    expect(server.output()).toContain('"deleted":1,"months":12');

    const exported = JSON.parse((await runAdmin(["export", "messages"], storage.env)).stdout) as {
      firstName: string;
    }[];
    expect(exported.map((m) => m.firstName)).toEqual(["Fresh"]);

    const page = await (await fetch(`${server.url}/privacy`)).text();
    expect(page).toContain("for 12 months from the day we receive them; after that they are deleted automatically");
  });
});
