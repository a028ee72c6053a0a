import type { Db } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import type { Outbox } from "#server/outbox/outbox.ts";
import type { Clock } from "#server/outbox/worker.ts";
import type { RateLimits } from "./rate-limits.ts";

/** What the visitor actions need, passed in so tests call them with a fresh database. */
export type ApiDeps = {
  db: Db;
  outbox: Outbox;
  clock: Clock;
  limits: RateLimits;
  logger: Logger;
  /**
   * Told when an action failed because the database could not be reached
   * or did not answer in time, so the next visitors get a 503 at once.
   */
  databaseUnavailable?: (error: unknown) => void;
};
