import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Database, Queryable } from "#server/db/client.ts";
import { type OutboxRow, outbox } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import type { Deliverer } from "./deliverers.ts";
import { FORGOTTEN_ON_DELIVERY, type OutboxKind } from "./outbox.ts";

export type Clock = () => Date;

export type Backoff = { baseMs: number; maxMs: number };

/** 30 s, 1 min, 2 min… doubling up to one attempt an hour, for as long as it takes. */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 60 * 60_000 };

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelay(attempts: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.baseMs * 2 ** Math.max(0, attempts - 1), backoff.maxMs);
}

export type OutboxWorkerOptions = {
  database: Database;
  /** Only kinds with a deliverer are claimed; the others wait in the table (mail without SMTP_URL). */
  deliverers: Partial<Record<OutboxKind, Deliverer>>;
  clock?: Clock;
  logger: Logger;
  backoff?: Backoff;
  /** How often to look for due rows besides wake-ups: retries, and rows other instances wrote. */
  pollMs?: number;
};

export type OutboxWorker = {
  start(): void;
  /** Stops polling and waits for the delivery in flight. */
  stop(): Promise<void>;
  /** Asks for a run soon (after a commit). */
  wake(): void;
  /** Delivers every due row once; resolves with the number of attempts made. */
  runOnce(): Promise<number>;
};

const MAX_ERROR_LENGTH = 1000;

/**
 * Delivers the outbox after the requests that filled it.
 *
 * On PostgreSQL a row is claimed with `FOR UPDATE SKIP LOCKED` inside a
 * transaction that lasts for its delivery: instances never take the same row,
 * and a crash releases it at once (the connection drops). On PGlite only this
 * process can open the data folder, and this loop is its only deliverer, so
 * the row is read and delivered without a transaction, which would otherwise
 * stall every request behind PGlite's single connection.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { database, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const pollMs = options.pollMs ?? 5000;
  const kinds = Object.keys(options.deliverers) as OutboxKind[];

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  function due(now: Date) {
    return and(isNull(outbox.deliveredAt), lte(outbox.nextAttemptAt, now), inArray(outbox.kind, kinds));
  }

  async function attempt(tx: Queryable, row: OutboxRow): Promise<void> {
    const deliver = options.deliverers[row.kind as OutboxKind];
    const attempts = row.attempts + 1;
    try {
      if (!deliver) throw new Error(`No deliverer for ${row.kind}`);
      await deliver(row.payload, row.id);
      const forget = FORGOTTEN_ON_DELIVERY.includes(row.kind as OutboxKind);
      await tx
        .update(outbox)
        .set({ attempts, deliveredAt: clock(), lastError: null, ...(forget ? { payload: {} } : {}) })
        .where(eq(outbox.id, row.id));
      logger.info("outbox delivered", { id: row.id, kind: row.kind, attempts });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const next = new Date(clock().getTime() + retryDelay(attempts, backoff));
      await tx.update(outbox).set({ attempts, lastError: message, nextAttemptAt: next }).where(eq(outbox.id, row.id));
      logger.warn("outbox delivery failed; will retry", {
        id: row.id,
        kind: row.kind,
        attempts,
        error: message,
        nextAttemptAt: next.toISOString(),
      });
    }
  }

  /** One row: true when there was one to attempt. */
  async function step(): Promise<boolean> {
    const { db } = database;
    if (database.driver === "postgres") {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(outbox)
          .where(due(clock()))
          .orderBy(asc(outbox.nextAttemptAt))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!row) return false;
        await attempt(tx, row);
        return true;
      });
    }
    const [row] = await db.select().from(outbox).where(due(clock())).orderBy(asc(outbox.nextAttemptAt)).limit(1);
    if (!row) return false;
    await attempt(db, row);
    return true;
  }

  async function drain(): Promise<number> {
    let count = 0;
    do {
      again = false;
      // Rows that fail are rescheduled into the future, so this ends.
      while (await step()) count++;
    } while (again);
    return count;
  }

  function runOnce(): Promise<number> {
    if (kinds.length === 0) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
  }

  async function tick() {
    try {
      await runOnce();
    } catch (error) {
      logger.error("outbox run failed; will try again", { error: String(error) });
    }
    schedule(pollMs);
  }

  return {
    start() {
      if (!stopped || kinds.length === 0) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
    wake() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    runOnce,
  };
}
