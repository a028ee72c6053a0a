import { describe, expect, test } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createServices } from "#server/services.ts";
import { freePort, startServer } from "#tests/setup/server.ts";
import { request, requireProductionBuild } from "./http.ts";
import { createPostgresDatabase, drivers } from "./support/databases.ts";
import { captureLogs } from "./support/logs.ts";
import { PROCESS_TEST, postJson, QUIET_ENV, START_OPTIONS, storageFor } from "./support/servers.ts";
import { startTcpProxy } from "./support/tcp-proxy.ts";

requireProductionBuild();

const message = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", projectDetails: "Hello." };

async function until(check: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const readiness = async (url: string) => (await request(url, "/readyz")).status;
const liveness = async (url: string) => (await request(url, "/healthz")).status;

test("on PGlite, readiness turns to unavailable once the database is gone", async () => {
  const storage = await storageFor("pglite");
  const logs = captureLogs();
  const services = await createServices(loadConfig(storage.env), logs.logger);
  try {
    expect(await services.readiness()).toEqual({ ready: true, status: "ok", oldestUndeliveredSeconds: null });
  } finally {
    await services.close();
  }
  expect(await services.readiness()).toEqual({
    ready: false,
    status: "unavailable",
    reason: "The database is unreachable",
  });
  await storage.dispose();
}, 60_000);

test("readiness reports the oldest undelivered notification, and turns degraded after a day", async () => {
  const storage = await storageFor("pglite");
  const logs = captureLogs();
  let now = new Date("2026-03-02T09:00:00Z");
  // Mail off: the notification waits in the outbox.
  const services = await createServices(loadConfig(storage.env), logs.logger, { clock: () => now });
  try {
    const { contactMessage, submitContact } = await import("#server/api/contact.ts");
    const stored = await submitContact(services.api, contactMessage(message));
    expect(stored.ok).toBe(true);
    now = new Date("2026-03-02T10:00:00Z");
    expect(await services.readiness()).toEqual({ ready: true, status: "ok", oldestUndeliveredSeconds: 3600 });
    now = new Date("2026-03-03T09:00:01Z");
    expect(await services.readiness()).toEqual({ ready: true, status: "degraded", oldestUndeliveredSeconds: 86_401 });
  } finally {
    await services.close();
    await storage.dispose();
  }
}, 60_000);

if (drivers.includes("postgres")) {
  const target = new URL(process.env.TEST_DATABASE_URL ?? "");
  const upstream = { host: target.hostname, port: Number(target.port || 5432) };

  describe("on PostgreSQL", PROCESS_TEST, () => {
    test("/readyz answers 503 while the database is unreachable, /healthz and pages stay 200, forms 503, and it recovers", async () => {
      const database = await createPostgresDatabase();
      const proxy = await startTcpProxy(upstream);
      const url = new URL(database.url);
      url.port = String(proxy.port);
      const server = await startServer({ ...QUIET_ENV, DATABASE_URL: url.toString() }, START_OPTIONS);
      try {
        expect(await readiness(server.url)).toBe(200);
        await proxy.cut();

        const ready = await fetch(`${server.url}/readyz`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({
          status: "unavailable",
          error: { message: "The database is unreachable" },
        });
        expect(await liveness(server.url)).toBe(200);
        expect((await request(server.url, "/about")).status).toBe(200);
        expect((await request(server.url, "/no-such-page")).status).toBe(404);
        const refused = await postJson(server.url, "/api/contact", message);
        expect(refused.status).toBe(503);
        expect(refused.headers.get("retry-after")).toBe("30");
        expect(refused.json).toEqual({
          error: { message: "Sorry, the site cannot take messages right now. Please try again in a few minutes." },
        });

        await proxy.restore();
        await until(async () => (await readiness(server.url)) === 200, 30_000, "/readyz answers 200 again");
        expect((await postJson(server.url, "/api/contact", message)).status).toBe(200);
      } finally {
        await server.stop("SIGTERM");
        await proxy.close();
        await database.drop();
      }
    });

    test("a server started while PostgreSQL is unreachable serves pages, answers 503, and migrates once it is back", async () => {
      const database = await createPostgresDatabase();
      const port = await freePort();
      const url = new URL(database.url);
      url.port = String(port);
      const server = await startServer(
        { ...QUIET_ENV, DATABASE_URL: url.toString() },
        { ...START_OPTIONS, untilHealthy: false },
      );
      let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
      try {
        expect(await readiness(server.url)).toBe(503);
        expect(await liveness(server.url)).toBe(200);
        expect((await request(server.url, "/about")).status).toBe(200);
        const early = await postJson(server.url, "/api/contact", message);
        expect(early.status).toBe(503);
        expect(early.json).toEqual({ error: { message: "The service is starting. Please try again in a moment." } });
        // The chat needs no database: it answers while PostgreSQL is away.
        const chat = await postJson(server.url, "/api/chat", { message: "What are your fees?" });
        expect(chat.status).toBe(200);
        expect((chat.json as { response: string }).response).toContain("management fee");

        proxy = await startTcpProxy(upstream, port);
        await until(async () => (await readiness(server.url)) === 200, 30_000, "the migration ran");
        expect((await postJson(server.url, "/api/contact", message)).status).toBe(200);
        expect(server.output()).toContain("database unreachable; retrying");
      } finally {
        await server.stop("SIGTERM");
        await proxy?.close();
        await database.drop();
      }
    });
  });
}
