import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { company } from "#content/company.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { type DataDirLock, lockDataDir } from "#server/db/data-dir-lock.ts";
import { createOutbox } from "#server/outbox/outbox.ts";
import { type BackupResult, pgDump, writeBackupFile } from "./backup.ts";
import { type ExportKind, type ExportRow, exportBatches } from "./export.ts";
import {
  type ErasureSummary,
  erasePerson,
  findPerson,
  type PersonRecord,
  type Withdrawal,
  withdrawConsent,
} from "./people.ts";
import { adminSocketPath, callServer, NoServerError, readData } from "./socket.ts";

/**
 * The three ways the admin command reaches the data (decision 008):
 * PostgreSQL directly; PGlite through the running server's socket; or, with
 * no server running, the PGlite folder itself, under its lock. None of them
 * migrates: a database whose tables do not match this checkout is refused.
 */
export type AdminAccess = {
  /** Where the data was reached, for a sentence on stderr. */
  say(done: string): string;
  /** When a queued notification goes out: a running server sends it, or the next to start. */
  delivery: "now" | "when the server next starts" | "by the running server, or the next to start";
  exportBatches(kind: ExportKind): AsyncIterable<ExportRow[]>;
  find(email: string): Promise<PersonRecord>;
  erase(email: string): Promise<ErasureSummary>;
  unsubscribe(email: string): Promise<Withdrawal>;
  backup(file: string): Promise<BackupResult>;
  close(): Promise<void>;
};

export class NoDataError extends Error {
  override name = "NoDataError";
}

/** Where a connection string points, without its password. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
}

const openDatabase = async (...args: Parameters<typeof import("#server/db/client.ts").openDatabase>) =>
  (await import("#server/db/client.ts")).openDatabase(...args);

/** The people operations on a database this process opened; notifications wait in its outbox. */
function direct(database: Database, config: Config) {
  const outbox = createOutbox({
    source: company.name,
    contactWebhook: Boolean(config.CONTACT_WEBHOOK_URL),
    newsletterWebhook: Boolean(config.NEWSLETTER_WEBHOOK_URL),
    mailEnabled: Boolean(config.SMTP_URL),
  });
  const deps = { db: database.db, outbox, clock: () => new Date() };
  return {
    exportBatches: (kind: ExportKind) => exportBatches(database.db, kind),
    find: (email: string) => findPerson(database.db, email),
    erase: (email: string) => erasePerson(deps, email),
    unsubscribe: (email: string) => withdrawConsent(deps, email),
  };
}

export async function openAccess(config: Config): Promise<AdminAccess> {
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    // PostgreSQL takes many clients: work on it directly, beside any running server.
    const database = await openDatabase({ driver: "postgres", url, poolSize: 1 });
    try {
      await database.assertMigrated();
    } catch (error) {
      await database.close();
      throw error;
    }
    const where = `PostgreSQL at ${describeUrl(url)} (DATABASE_URL)`;
    return {
      ...direct(database, config),
      say: (done) => `${done} (from ${where})`,
      delivery: "by the running server, or the next to start",
      backup: (file) => pgDump(url, file),
      close: () => database.close(),
    };
  }

  // PGlite: one process per folder. Ask the running server if there is one…
  const socket = adminSocketPath(config.DATA_DIR);
  try {
    (await callServer(config.DATA_DIR, "GET", "/")).resume();
    return remote(config.DATA_DIR, socket);
  } catch (error) {
    if (!(error instanceof NoServerError)) throw error;
  }

  // …otherwise open the folder, holding its lock so no server starts on it meanwhile.
  if (!existsSync(path.join(config.DATA_DIR, "PG_VERSION"))) {
    throw new NoDataError(
      `There is no database in ${config.DATA_DIR} (DATA_DIR) yet: start the server once (it creates it), ` +
        "or point DATA_DIR at the site's data folder.",
    );
  }
  const lock: DataDirLock = lockDataDir(config.DATA_DIR, "admin command");
  let database: Database;
  try {
    database = await openDatabase({ driver: "pglite", dataDir: config.DATA_DIR });
  } catch (error) {
    lock.release();
    throw error;
  }
  const close = async () => {
    await database.close();
    lock.release();
  };
  try {
    await database.assertMigrated();
  } catch (error) {
    await close();
    throw error;
  }
  const dump = database.dumpDataDir;
  return {
    ...direct(database, config),
    say: (done) => `no server is running on ${config.DATA_DIR}: opened it directly and ${done}`,
    delivery: "when the server next starts",
    async backup(file) {
      if (!dump) throw new Error("This database cannot dump its folder");
      // A killed server leaves its socket file, which the dump cannot read; we hold the lock, so nobody uses it.
      rmSync(socket, { force: true });
      return writeBackupFile(file, async () => (await dump()).stream());
    },
    close,
  };
}

function remote(dataDir: string, socket: string): AdminAccess {
  const post = async <T>(requestPath: string, email: string) =>
    readData<T>(await callServer(dataDir, "POST", requestPath, { email }));
  return {
    say: (done) => `${done} (from the running server through ${socket})`,
    delivery: "now",
    async *exportBatches(kind) {
      const response = await callServer(dataDir, "GET", `/export/${kind}`);
      let batch: ExportRow[] = [];
      let ended = false;
      for await (const line of createInterface({ input: response, crlfDelay: Number.POSITIVE_INFINITY })) {
        if (!line) continue;
        const value = JSON.parse(line) as ExportRow | { end: true; rows: number };
        if ("end" in value && value.end === true) {
          ended = true;
          break;
        }
        batch.push(value as ExportRow);
        if (batch.length >= 500) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
      if (!ended) throw new Error("The export was cut short: the server stopped answering. Run it again.");
    },
    find: async (email) =>
      readData<PersonRecord>(await callServer(dataDir, "GET", `/people?email=${encodeURIComponent(email)}`)),
    erase: (email) => post<ErasureSummary>("/people/erase", email),
    unsubscribe: (email) => post<Withdrawal>("/people/unsubscribe", email),
    backup: (file) =>
      writeBackupFile(file, async () => {
        const response = await callServer(dataDir, "GET", "/backup");
        return response;
      }),
    close: async () => {},
  };
}
