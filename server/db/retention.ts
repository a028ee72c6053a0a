import { inArray, lt, sql } from "drizzle-orm";
import type { Logger } from "#server/logger.ts";
import type { Db } from "./client.ts";
import { contactMessages, outbox } from "./schema.ts";

/**
 * RETENTION_MONTHS: contact messages (hand-offs and spam included) older than
 * that are deleted once a day, with the notifications that carry them, in
 * batches so no transaction holds many rows. The privacy page states the same
 * period from the same setting.
 */

export const RETENTION_BATCH_SIZE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `months` calendar months before `now`, on the same day or the month's last (31 March less one month is 28/29 February). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

export type RetentionOptions = {
  db: Db;
  months: number;
  clock: () => Date;
  logger: Logger;
  batchSize?: number;
  /** How often to run; once a day unless a test says otherwise. */
  everyMs?: number;
};

export type Retention = {
  /** Deletes what is older than the period; resolves with the number of messages deleted. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
};

export function createRetention(options: RetentionOptions): Retention {
  const { db, months, clock, logger } = options;
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function deleteBatch(cutoff: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const old = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(lt(contactMessages.receivedAt, cutoff))
        .limit(batchSize);
      if (old.length === 0) return 0;
      const ids = old.map((row) => row.id);
      await tx.delete(outbox).where(inArray(sql`${outbox.payload} ->> 'id'`, ids));
      await tx.delete(contactMessages).where(inArray(contactMessages.id, ids));
      return ids.length;
    });
  }

  async function run(): Promise<number> {
    const cutoff = retentionCutoff(clock(), months);
    let total = 0;
    for (;;) {
      const deleted = await deleteBatch(cutoff);
      if (deleted === 0) break;
      total += deleted;
      logger.info("retention: deleted contact messages older than the retention period", {
        deleted,
        months,
        before: cutoff.toISOString(),
      });
      if (deleted < batchSize) break;
    }
    if (total === 0) logger.info("retention: no contact message is older than the retention period", { months });
    return total;
  }

  function runOnce(): Promise<number> {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    runOnce,
    start() {
      const tick = () => {
        runOnce().catch((error: unknown) =>
          logger.error("retention run failed; will try again", { error: String(error) }),
        );
      };
      tick();
      timer = setInterval(tick, options.everyMs ?? DAY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
