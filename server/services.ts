import { isNull, min } from "drizzle-orm";
import { company } from "#content/company.ts";
import { type AdminSocket, adminSocketPath, startAdminSocket } from "./admin/socket.ts";
import type { ChatDeps } from "./api/chat.ts";
import type { ApiDeps } from "./api/deps.ts";
import { createRateLimits } from "./api/rate-limits.ts";
import { createAssistant } from "./assistant/assistant.ts";
import { DEFAULT_MODEL_BASE_URL, type ModelOptions } from "./assistant/model.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { type DataDirLock, lockDataDir } from "./db/data-dir-lock.ts";
import { createRetention, type Retention } from "./db/retention.ts";
import { outbox as outboxTable } from "./db/schema.ts";
import type { Logger } from "./logger.ts";
import { type Deliverer, mailDeliverer, webhookDeliverer } from "./outbox/deliverers.ts";
import { createOutbox, type OutboxKind } from "./outbox/outbox.ts";
import { type Clock, createOutboxWorker } from "./outbox/worker.ts";

/**
 * "starting" until the database is migrated (PostgreSQL unreachable at
 * start-up), "unavailable" while it cannot be reached or does not answer in
 * time after that, otherwise "ready".
 */
export type DatabaseState = "starting" | "ready" | "unavailable";

/** An undelivered notification older than this means delivery is failing: readiness says "degraded". */
export const OUTBOX_DEGRADED_AFTER_SECONDS = 24 * 60 * 60;

/** What /readyz reports. Degraded is still ready: forms work, their notifications are late. */
export type Readiness =
  | { ready: true; status: "ok" | "degraded"; oldestUndeliveredSeconds: number | null }
  | { ready: false; status: "unavailable"; reason: string };

/** Built once by the Node entry and handed to loaders and actions through router context. */
export type Services = {
  api: ApiDeps;
  /** The chat needs no database, so it answers whether or not the database is ready. */
  chat: ChatDeps;
  databaseState(): DatabaseState;
  /** A fresh round trip to the database within a short timeout, migrations, the outbox's oldest item. */
  readiness(): Promise<Readiness>;
};

export type RunningServices = Services & { close(): Promise<void> };

const MIGRATION_RETRY_MS = 5000;
/** While the database is away, how often a new connection checks whether it is back. */
const PROBE_INTERVAL_MS = 1000;
const PROBE_TIMEOUT_MS = 2000;
/** A hung database fails a visitor's query after this long (then 503), instead of holding it. */
const QUERY_TIMEOUT_MS = 5000;

/** The outbox's deliverers for what this deployment has configured. */
function deliverersFor(config: Config, logger: Logger) {
  const deliverers: Partial<Record<OutboxKind, Deliverer>> = {};
  const userAgent = `${company.name} website`;
  let closeMail = () => {};
  if (config.SMTP_URL) {
    const to = config.NOTIFY_EMAIL ?? company.email;
    const from = config.MAIL_FROM ?? to;
    const mail = mailDeliverer({ smtpUrl: config.SMTP_URL, from, to, siteName: company.name });
    deliverers["contact.email"] = mail.deliver;
    closeMail = mail.close;
    logger.info("mail on: contact messages are notified by e-mail", { to, from });
  } else {
    logger.warn(
      "mail off: SMTP_URL is not set. Contact messages are stored and their notifications wait in the outbox; " +
        "set SMTP_URL (and MAIL_FROM, NOTIFY_EMAIL) and restart to send them",
    );
  }
  if (config.CONTACT_WEBHOOK_URL)
    deliverers["contact.webhook"] = webhookDeliverer(config.CONTACT_WEBHOOK_URL, userAgent);
  if (config.NEWSLETTER_WEBHOOK_URL) {
    // Subscriptions and withdrawals go to the same newsletter service, told apart by `type`.
    const newsletter = webhookDeliverer(config.NEWSLETTER_WEBHOOK_URL, userAgent);
    deliverers["newsletter.webhook"] = newsletter;
    deliverers["newsletter.unsubscribe"] = newsletter;
  }
  return { deliverers, closeMail };
}

/** The optional model, when OPENAI_API_KEY is set. */
export function modelFor(config: Config): ModelOptions | null {
  if (!config.OPENAI_API_KEY) return null;
  return {
    apiKey: config.OPENAI_API_KEY,
    baseUrl: (config.OPENAI_BASE_URL ?? DEFAULT_MODEL_BASE_URL).replace(/\/+$/, ""),
    model: config.CHAT_MODEL,
  };
}

/**
 * Opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL),
 * migrates it, and starts the outbox worker, plus on PGlite the admin socket.
 * PGlite problems stop start-up; an unreachable PostgreSQL does not: pages
 * serve, /readyz answers 503 and the migration is retried until it works.
 * A database lost later never stops the process either: forms answer 503
 * until a new connection gets through again.
 */
export async function createServices(
  config: Config,
  logger: Logger,
  options: { clock?: Clock } = {},
): Promise<RunningServices> {
  const clock = options.clock ?? (() => new Date());
  let lock: DataDirLock | undefined;
  let database: Database;
  // Set once the state machine below exists; connection errors before that are start-up's to report.
  let connectionLost: (error: unknown) => void = () => {};
  if (config.DATABASE_URL) {
    database = await openDatabase({
      driver: "postgres",
      url: config.DATABASE_URL,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
      onConnectionError: (error) => connectionLost(error),
    });
    logger.info("database: PostgreSQL (DATABASE_URL)");
  } else {
    lock = lockDataDir(config.DATA_DIR, "server");
    try {
      database = await openDatabase({ driver: "pglite", dataDir: config.DATA_DIR });
      await database.migrate();
    } catch (error) {
      lock.release();
      throw error;
    }
    logger.info("database: embedded PostgreSQL (PGlite)", { dataDir: config.DATA_DIR });
  }

  const outbox = createOutbox({
    source: company.name,
    contactWebhook: Boolean(config.CONTACT_WEBHOOK_URL),
    newsletterWebhook: Boolean(config.NEWSLETTER_WEBHOOK_URL),
    mailEnabled: Boolean(config.SMTP_URL),
  });
  const { deliverers, closeMail } = deliverersFor(config, logger);
  const worker = createOutboxWorker({ database, deliverers, clock, logger });
  outbox.onWake(() => worker.wake());

  if (config.RELAX_RATE_LIMITS) {
    logger.warn("RELAX_RATE_LIMITS is on: per-client form limits are lifted. Use it for load tests only");
  }
  const limits = createRateLimits({
    ...(database.pool ? { pool: database.pool } : {}),
    relaxed: config.RELAX_RATE_LIMITS,
  });

  const model = modelFor(config);
  const started = performance.now();
  const assistant = createAssistant({ model, logger });
  logger.info(model ? "assistant: model on, built-in replies as fall-back" : "assistant: built-in replies", {
    entries: assistant.entries.length,
    ms: Math.round(performance.now() - started),
    ...(model ? { model: model.model, baseUrl: model.baseUrl } : {}),
  });

  let retention: Retention | undefined;
  if (config.RETENTION_MONTHS) {
    retention = createRetention({ db: database.db, months: config.RETENTION_MONTHS, clock, logger });
    logger.info("retention on: contact messages are deleted once a day after RETENTION_MONTHS", {
      months: config.RETENTION_MONTHS,
    });
  } else {
    logger.info("retention off: contact messages are kept until erased (set RETENTION_MONTHS to limit it)");
  }

  let state: DatabaseState = database.driver === "pglite" ? "ready" : "starting";
  let closing = false;
  let retryTimer: NodeJS.Timeout | undefined;
  const migrateUntilReady = async () => {
    try {
      await database.migrate();
      state = "ready";
      logger.info("database ready");
      worker.start();
      retention?.start();
    } catch (error) {
      if (closing) return;
      logger.error("database unreachable; retrying", { error: String(error), inMs: MIGRATION_RETRY_MS });
      retryTimer = setTimeout(migrateUntilReady, MIGRATION_RETRY_MS);
    }
  };

  // Once lost, the database is checked with a new connection every second;
  // meanwhile forms answer 503 at once instead of each waiting on a timeout.
  let probeTimer: NodeJS.Timeout | undefined;
  let lostAt = 0;
  const reached = () => {
    if (closing || state !== "unavailable") return;
    state = "ready";
    clearTimeout(probeTimer);
    logger.info("database reachable again; forms are accepted", { unavailableMs: Date.now() - lostAt });
    worker.wake();
  };
  const probe = async () => {
    try {
      await database.ping(PROBE_TIMEOUT_MS);
      reached();
    } catch {
      if (!closing && state === "unavailable") probeTimer = setTimeout(probe, PROBE_INTERVAL_MS);
    }
  };
  const unavailable = (error: unknown) => {
    if (state !== "ready" || closing) return;
    state = "unavailable";
    lostAt = Date.now();
    logger.error("database unavailable; forms answer 503 until it is back", { error: String(error) });
    void probe();
  };
  connectionLost = unavailable;

  if (state === "ready") {
    worker.start();
    retention?.start();
  } else await migrateUntilReady();

  let adminSocket: AdminSocket | null = null;
  if (lock) {
    adminSocket = await startAdminSocket(config.DATA_DIR, {
      db: database.db,
      outbox,
      clock,
      logger,
      ...(database.dumpDataDir ? { dumpDataDir: database.dumpDataDir } : {}),
    });
    if (adminSocket) logger.info("admin socket listening", { path: adminSocketPath(config.DATA_DIR) });
  }

  /** Seconds since the oldest notification still waiting was queued; null when none waits. */
  const oldestUndelivered = async (): Promise<number | null> => {
    const [row] = await database.db
      .select({ createdAt: min(outboxTable.createdAt) })
      .from(outboxTable)
      .where(isNull(outboxTable.deliveredAt));
    return row?.createdAt ? Math.max(0, Math.round((clock().getTime() - row.createdAt.getTime()) / 1000)) : null;
  };

  return {
    api: { db: database.db, outbox, clock, limits, logger, databaseUnavailable: unavailable },
    chat: { assistant, limits, logger },
    databaseState: () => state,
    async readiness() {
      if (state === "starting") return { ready: false, status: "unavailable", reason: "The database is not ready" };
      try {
        await database.ping(PROBE_TIMEOUT_MS);
        reached();
        const age = await oldestUndelivered();
        const degraded = age !== null && age > OUTBOX_DEGRADED_AFTER_SECONDS;
        return { ready: true, status: degraded ? "degraded" : "ok", oldestUndeliveredSeconds: age };
      } catch (error) {
        unavailable(error);
        return { ready: false, status: "unavailable", reason: "The database is unreachable" };
      }
    },
    async close() {
      closing = true;
      clearTimeout(retryTimer);
      clearTimeout(probeTimer);
      await adminSocket?.close();
      await retention?.stop();
      await worker.stop();
      closeMail();
      await database.close();
      lock?.release();
    },
  };
}
