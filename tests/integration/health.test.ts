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

const healthStatus = async (url: string) => (await request(url, "/healthz")).status;

test("on PGlite, health turns to unavailable once the database is gone", async () => {
  const storage = await storageFor("pglite");
  const logs = captureLogs();
  const services = await createServices(loadConfig(storage.env), logs.logger);
  try {
    expect(await services.health()).toEqual({ ok: true });
  } finally {
    await services.close();
  }
  expect(await services.health()).toEqual({ ok: false, reason: "The database is unreachable" });
  await storage.dispose();
}, 60_000);

if (drivers.includes("postgres")) {
  const target = new URL(process.env.TEST_DATABASE_URL ?? "");
  const upstream = { host: target.hostname, port: Number(target.port || 5432) };

  describe("on PostgreSQL", PROCESS_TEST, () => {
    test("/healthz answers 503 while the database is unreachable, pages keep serving, and it recovers", async () => {
      const database = await createPostgresDatabase();
      const proxy = await startTcpProxy(upstream);
      const url = new URL(database.url);
      url.port = String(proxy.port);
      const server = await startServer({ ...QUIET_ENV, DATABASE_URL: url.toString() }, START_OPTIONS);
      try {
        expect(await healthStatus(server.url)).toBe(200);
        await proxy.cut();

        const health = await fetch(`${server.url}/healthz`);
        expect(health.status).toBe(503);
        expect(await health.json()).toEqual({
          status: "unavailable",
          error: { message: "The database is unreachable" },
        });
        expect((await request(server.url, "/about")).status).toBe(200);
        expect((await request(server.url, "/no-such-page")).status).toBe(404);
        const refused = await postJson(server.url, "/api/contact", message);
        expect(refused.status).toBe(500);
        expect(refused.json).toEqual({ error: { message: "Failed to send message. Please try again." } });

        await proxy.restore();
        await until(async () => (await healthStatus(server.url)) === 200, 30_000, "/healthz answers 200 again");
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
        expect(await healthStatus(server.url)).toBe(503);
        expect((await request(server.url, "/about")).status).toBe(200);
        const early = await postJson(server.url, "/api/contact", message);
        expect(early.status).toBe(503);
        expect(early.json).toEqual({ error: { message: "The service is starting. Please try again in a moment." } });
        // The chat needs no database: it answers while PostgreSQL is away.
        const chat = await postJson(server.url, "/api/chat", { message: "What are your fees?" });
        expect(chat.status).toBe(200);
        expect((chat.json as { response: string }).response).toContain("management fee");

        proxy = await startTcpProxy(upstream, port);
        await until(async () => (await healthStatus(server.url)) === 200, 30_000, "the migration ran");
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
