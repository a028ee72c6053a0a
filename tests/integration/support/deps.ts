import { afterAll, beforeAll } from "vitest";
import type { ApiDeps } from "#server/api/deps.ts";
import type { Admission } from "#server/api/http.ts";
import { createRateLimits, type Rule } from "#server/api/rate-limits.ts";
import { createOutbox, type Outbox, type OutboxOptions } from "#server/outbox/outbox.ts";
import { type Driver, openTestDatabase, type TestDatabase } from "./databases.ts";
import { captureLogs } from "./logs.ts";

export type TestClock = (() => Date) & { advance(ms: number): void; set(date: Date): void };

/** A clock the test moves by hand. */
export function testClock(start = new Date("2026-03-02T09:30:00.000Z")): TestClock {
  let now = start.getTime();
  return Object.assign(() => new Date(now), {
    advance: (ms: number) => {
      now += ms;
    },
    set: (date: Date) => {
      now = date.getTime();
    },
  });
}

export const SITE_NAME = "Example Development Partners";

/**
 * The visitor actions' dependencies around a test database: the real outbox
 * and rate limiter (in memory, or in PostgreSQL like production), a logger
 * that keeps its lines, and a clock the test controls.
 */
export function makeDeps(
  database: TestDatabase,
  options: {
    outbox?: Partial<OutboxOptions>;
    rules?: { contact?: Rule; newsletter?: Rule };
    wrapOutbox?: (outbox: Outbox) => Outbox;
  } = {},
) {
  const logs = captureLogs();
  const clock = testClock();
  const outbox = createOutbox({
    source: SITE_NAME,
    contactWebhook: false,
    newsletterWebhook: true,
    mailEnabled: true,
    ...options.outbox,
  });
  const limits = createRateLimits({
    ...(database.pool ? { pool: database.pool } : {}),
    rules: options.rules ?? {
      contact: { points: 1000, durationSeconds: 60 },
      newsletter: { points: 1000, durationSeconds: 60 },
    },
  });
  const deps: ApiDeps = {
    db: database.db,
    outbox: options.wrapOutbox ? options.wrapOutbox(outbox) : outbox,
    clock,
    limits,
    logger: logs.logger,
  };
  return { deps, logs, clock, outbox };
}

/** A POST as a browser or API client would send it. */
export function post(path: string, body: string | undefined, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers,
    ...(body === undefined ? {} : { body }),
  });
}

export const postJson = (path: string, value: unknown, headers: Record<string, string> = {}) =>
  post(path, JSON.stringify(value), { "Content-Type": "application/json", ...headers });

export async function answer(response: Response): Promise<{ status: number; body: unknown; headers: Headers }> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as unknown };
}

type VisitorApi = (request: Request, admission: Admission) => Promise<Response>;

/** What the router context gives a visitor action once the database is ready. */
export const admitted = (deps: ApiDeps, client: { address: string }): Admission => ({ ok: true, deps, client });

/**
 * For the enclosing `describe`: opens a database on `driver` once, and gives
 * `setup()`, which empties it and returns fresh deps with `send` calling `api`
 * as `client` (a visitor's address unless told), plus `database()`.
 */
export function apiUnderTest(driver: Driver, api: VisitorApi, visitor = { address: "203.0.113.7" }) {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(driver);
  }, 60_000);
  afterAll(async () => {
    await opened?.dispose();
  });
  const database = () => {
    if (!opened) throw new Error("The test database opens in beforeAll: use it inside a test");
    return opened;
  };
  async function setup(options: Parameters<typeof makeDeps>[1] = {}) {
    await database().reset();
    const made = makeDeps(database(), options);
    const send = (request: Request, client = visitor) => api(request, admitted(made.deps, client)).then(answer);
    return { ...made, send };
  }
  return { database, setup };
}
