import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type RunningServer, startServer } from "#tests/setup/server.ts";
import { request, requireProductionBuild } from "./http.ts";
import { drivers } from "./support/databases.ts";
import { PROCESS_TEST, postJson, runAdmin, START_OPTIONS, type Storage, storageFor } from "./support/servers.ts";

requireProductionBuild();

const message = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  projectDetails: "An office refurbishment.",
};

describe.each(drivers)("the forms' endpoints in the running server on %s", PROCESS_TEST, (driver) => {
  let storage: Storage;
  let server: RunningServer;
  beforeAll(async () => {
    storage = await storageFor(driver);
    server = await startServer(storage.env, START_OPTIONS);
  }, 120_000);
  afterAll(async () => {
    await server?.stop("SIGTERM");
    await storage?.dispose();
  }, 30_000);

  test("POST /api/contact stores the message and answers {data: {id}}", async () => {
    const response = await postJson(server.url, "/api/contact", { ...message, unknown: "ignored" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const id = (response.json as { data: { id: string } }).data.id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const exported = await runAdmin(["export", "messages"], storage.env);
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout)).toEqual([
      expect.objectContaining({ id, ...message, company: null, spam: false }),
    ]);
  });

  test("POST /api/contact answers the spec's first failure as {error: {message, field}}", async () => {
    const response = await postJson(server.url, "/api/contact", { ...message, firstName: " ", email: "bad" });
    expect(response).toMatchObject({
      status: 400,
      json: { error: { message: "First name is required", field: "firstName" } },
    });
  });

  test("/api/* takes JSON only, bounded, and never answers with a stack trace", async () => {
    const wrongType = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(message).toString(),
    });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({
      error: { message: "The request body must be JSON (Content-Type: application/json)" },
    });

    const malformed = await fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).not.toMatch(/\bat \S+:\d+/);

    const huge = await postJson(server.url, "/api/contact", { ...message, padding: "x".repeat(40_000) });
    expect(huge.status).toBe(413);

    for (const path of ["/api/contact", "/api/newsletter"]) {
      const get = await request(server.url, path);
      expect(get.status, path).toBe(405);
      expect(get.headers.allow, path).toBe("POST");
      expect(JSON.parse(get.body.toString("utf8")), path).toEqual({ error: { message: "Only POST is accepted here" } });
    }
  });

  test("POST /api/newsletter answers {data: {status: subscribed}}, again for the same address, then 429 past the limit", async () => {
    // The server's own limit: 10 subscriptions per client in 10 minutes.
    for (let i = 0; i < 10; i++) {
      const response = await postJson(server.url, "/api/newsletter", {
        email: i < 5 ? "Reader@Example.com" : `r${i}@example.com`,
      });
      expect(response, `request ${i + 1}`).toMatchObject({ status: 200, json: { data: { status: "subscribed" } } });
    }
    const limited = await postJson(server.url, "/api/newsletter", { email: "late@example.com" });
    expect(limited.status).toBe(429);
    expect((limited.json as { error: { message: string } }).error.message).toMatch(
      /^Too many subscription attempts from your connection\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    const exported = await runAdmin(["export", "subscribers"], storage.env);
    expect((JSON.parse(exported.stdout) as { email: string }[]).map((s) => s.email).sort()).toEqual([
      "r5@example.com",
      "r6@example.com",
      "r7@example.com",
      "r8@example.com",
      "r9@example.com",
      "reader@example.com",
    ]);
  });

  test("/healthz answers 200 while the database answers", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

describe("RELAX_RATE_LIMITS", PROCESS_TEST, () => {
  let storage: Storage;
  let server: RunningServer;
  beforeAll(async () => {
    storage = await storageFor("pglite");
    server = await startServer({ ...storage.env, RELAX_RATE_LIMITS: "true" }, START_OPTIONS);
  }, 120_000);
  afterAll(async () => {
    await server?.stop("SIGTERM");
    await storage?.dispose();
  }, 30_000);

  test("lifts the per-client limits when explicitly set, and says so in the log", async () => {
    for (let i = 0; i < 25; i++) {
      expect((await postJson(server.url, "/api/newsletter", { email: `n${i}@example.com` })).status).toBe(200);
    }
    expect(server.output()).toContain("RELAX_RATE_LIMITS is on");
  });
});
