import pg from "pg";
import { afterEach, describe, expect, test } from "vitest";
import { type RunningServer, startServer } from "#tests/setup/server.ts";
import { request, requireProductionBuild } from "./http.ts";
import { drivers } from "./support/databases.ts";
import { type PostgresCluster, startPostgresCluster } from "./support/postgres-cluster.ts";
import { PROCESS_TEST, postJson, QUIET_ENV, START_OPTIONS } from "./support/servers.ts";

requireProductionBuild();

/** What a visitor got back from one contact submission. */
type Outcome = { status: number; token: string; id?: string; message?: string; retryAfter: string | null };

/**
 * Visitors sending contact messages without pause, each with a token in its
 * project details, until stopped. A refused connection counts as status 0.
 */
function sendContinuously(url: string, visitors: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  let next = 0;
  const visitor = async () => {
    while (running) {
      const token = `outage-${next++}`;
      try {
        const response = await postJson(url, "/api/contact", {
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          projectDetails: `Message ${token}.`,
        });
        const json = response.json as { data?: { id: string }; error?: { message: string } } | undefined;
        outcomes.push({
          status: response.status,
          token,
          ...(json?.data ? { id: json.data.id } : {}),
          ...(json?.error ? { message: json.error.message } : {}),
          retryAfter: response.headers.get("retry-after"),
        });
      } catch {
        outcomes.push({ status: 0, token, retryAfter: null });
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  const all = Array.from({ length: visitors }, visitor);
  return {
    outcomes,
    /** How many of each status so far, for a failure's message. */
    summary() {
      const counts: Record<string, number> = {};
      for (const o of outcomes) counts[o.status] = (counts[o.status] ?? 0) + 1;
      return JSON.stringify(counts);
    },
    accepted: () => outcomes.filter((o) => o.status === 200).length,
    async stop() {
      running = false;
      await Promise.all(all);
      return outcomes;
    },
  };
}

async function until(check: () => Promise<boolean> | boolean, ms: number, what: string, detail = () => "") {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what} ${detail()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function storedTokens(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ project_details: string }>("select project_details from contact_messages");
    const counts = new Map<string, number>();
    for (const row of rows) {
      const token = /outage-\d+/.exec(row.project_details)?.[0] ?? "";
      counts.set(token, (counts.get(token) ?? 0) + 1);
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** Only 200 and 503 (with Retry-After and a plain message); every acknowledged message stored exactly once. */
async function expectHonestOutcomes(outcomes: Outcome[], databaseUrl: string) {
  const statuses = new Set(outcomes.map((o) => o.status));
  expect([...statuses].sort()).toEqual([200, 503]);
  for (const refused of outcomes.filter((o) => o.status === 503)) {
    expect(refused.retryAfter).toMatch(/^\d+$/);
    expect(refused.message).toMatch(/cannot take messages right now/);
  }
  const stored = await storedTokens(databaseUrl);
  for (const accepted of outcomes.filter((o) => o.status === 200)) {
    expect({ token: accepted.token, stored: stored.get(accepted.token) }).toEqual({ token: accepted.token, stored: 1 });
  }
}

const readiness = async (url: string) => (await request(url, "/readyz")).status;

describe.runIf(drivers.includes("postgres"))("a PostgreSQL outage under load", PROCESS_TEST, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  async function setup(): Promise<{ cluster: PostgresCluster; server: RunningServer }> {
    const cluster = await startPostgresCluster();
    cleanups.push(() => cluster.destroy());
    const server = await startServer(
      { ...QUIET_ENV, DATABASE_URL: cluster.url, RELAX_RATE_LIMITS: "true" },
      START_OPTIONS,
    );
    cleanups.push(() => server.stop("SIGKILL"));
    return { cluster, server };
  }

  test("a database stopped at once and restarted: the server stays up, answers 200 or 503, and takes messages again", async () => {
    const { cluster, server } = await setup();
    const load = sendContinuously(server.url, 8);
    await until(() => load.accepted() >= 50, 30_000, "messages are accepted");

    await cluster.stopImmediately();
    await until(
      () => load.outcomes.some((o) => o.status === 503),
      30_000,
      "a submission is refused with 503",
      load.summary,
    );
    // Pages, liveness and the chat need no database.
    expect((await request(server.url, "/about")).status).toBe(200);
    expect((await request(server.url, "/healthz")).status).toBe(200);
    expect(await readiness(server.url)).toBe(503);

    await cluster.start();
    const acceptedBefore = load.accepted();
    await until(() => load.accepted() >= acceptedBefore + 50, 30_000, "messages are accepted again");
    const outcomes = await load.stop();

    expect(server.process.exitCode).toBeNull();
    await until(async () => (await readiness(server.url)) === 200, 30_000, "/readyz answers 200 again");
    await expectHonestOutcomes(outcomes, cluster.url);
  });

  test("a frozen database: submissions answer 503 instead of hanging into a 500, readiness says so, and it recovers", async () => {
    const { cluster, server } = await setup();
    const load = sendContinuously(server.url, 8);
    await until(() => load.accepted() >= 50, 30_000, "messages are accepted");

    cluster.freeze();
    try {
      await until(
        () => load.outcomes.some((o) => o.status === 503),
        30_000,
        "a submission is refused with 503",
        load.summary,
      );
      expect(await readiness(server.url)).toBe(503);
      expect((await request(server.url, "/about")).status).toBe(200);
      expect((await request(server.url, "/healthz")).status).toBe(200);
    } finally {
      cluster.thaw();
    }

    const acceptedBefore = load.accepted();
    await until(() => load.accepted() >= acceptedBefore + 50, 30_000, "messages are accepted again");
    const outcomes = await load.stop();

    expect(server.process.exitCode).toBeNull();
    await expectHonestOutcomes(outcomes, cluster.url);
  });
});
