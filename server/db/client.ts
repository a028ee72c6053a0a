import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The query layer both drivers share. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction, or the database itself, for functions that take either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Queryable = Db | Tx;

export type Database = {
  driver: "pglite" | "postgres";
  db: Db;
  /** The PostgreSQL pool (shared with the rate limiter); absent on PGlite. */
  pool?: pg.Pool;
  /** Creates or updates the tables; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Throws SchemaNotReadyError unless every migration of this checkout, and no
   * other, is applied: for tools that must not migrate (the admin command).
   */
  assertMigrated(): Promise<void>;
  /** PGlite only: the data folder as a gzipped tarball, taken between two queries. */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Resolves when the database answers within `timeoutMs`, rejects otherwise.
   * On PostgreSQL it opens a new connection: a pooled one can still look
   * alive while the server accepts nothing new.
   */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export type PostgresOptions = {
  driver: "postgres";
  url: string;
  poolSize?: number;
  /**
   * A query with no answer after this long fails, and its connection is
   * closed: a frozen database then costs a visitor a 503, not a hang. Unset
   * (the admin command's long exports): no limit.
   */
  queryTimeoutMs?: number;
  /** Told when an open connection fails (database stopped, restarted, network cut). */
  onConnectionError?: (error: Error) => void;
};

export type DatabaseOptions =
  /** PGlite in `dataDir`, or in memory without one (tests). */
  { driver: "pglite"; dataDir?: string } | PostgresOptions;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Any constant works: every instance takes the same lock around its migrations.
const MIGRATION_LOCK_KEY = 7_244_913_001;

export class SchemaNotReadyError extends Error {
  override name = "SchemaNotReadyError";
}

/** How many migrations this checkout has (drizzle-kit's journal). */
function migrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Compares the migrations the database has with this checkout's, through drizzle's own record of them. */
async function checkMigrated(db: Db): Promise<void> {
  let applied: number;
  try {
    const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    applied = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  } catch {
    applied = 0;
  }
  const expected = migrationCount();
  if (applied === 0) {
    throw new SchemaNotReadyError("The database has no tables yet: start the server once (it creates them).");
  }
  if (applied < expected) {
    throw new SchemaNotReadyError(
      `The database's tables are older than this checkout (${applied} of ${expected} migrations): ` +
        "start the server of this version once (it updates them), then try again.",
    );
  }
  if (applied > expected) {
    throw new SchemaNotReadyError(
      `The database is newer than this checkout (${applied} migrations, this checkout knows ${expected}): update the checkout.`,
    );
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === "pglite" ? openPglite(options.dataDir) : openPostgres(options);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create(dataDir ? path.resolve(dataDir) : undefined);
  const db = drizzlePglite({ client, schema });
  return {
    driver: "pglite",
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    assertMigrated: () => checkMigrated(db as unknown as Db),
    async dumpDataDir() {
      // A checkpoint first keeps the WAL to replay short. PGlite runs one
      // transaction at a time: dumping from inside an (empty) one means no
      // other is half-way through, so the copy is the state after a commit.
      await client.query("checkpoint");
      let tarball: Blob | undefined;
      await client.transaction(async () => {
        tarball = await client.dumpDataDir("gzip");
      });
      if (!tarball) throw new Error("PGlite returned no dump");
      return tarball;
    },
    ping: async (timeoutMs = 2000) => {
      await withTimeout(client.query("select 1"), timeoutMs, "The database");
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * A pool client that closes its connection once a query has timed out. pg
 * leaves such a query running, and a transaction's client is released
 * without an error: back in the pool it would hold the unanswered statement
 * and an open transaction that the next caller's COMMIT would complete.
 * Closed instead, the database rolls that transaction back, and the pool
 * drops the client.
 */
class ClosingOnTimeoutClient extends pg.Client {
  private closeIfTimedOut(error: unknown) {
    if (error instanceof Error && /Query read timeout/.test(error.message)) this.end().catch(() => {});
  }

  // pg's query has many overloads; every one ends in a promise or a callback.
  // biome-ignore lint/suspicious/noExplicitAny: forwards each overload unchanged
  override query(...args: any[]): any {
    const query = super.query as (...a: unknown[]) => unknown;
    const last: unknown = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        this.closeIfTimedOut(error);
        last(error, result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.catch((error: unknown) => this.closeIfTimedOut(error));
    return result;
  }
}

async function openPostgres(options: PostgresOptions): Promise<Database> {
  const connection = { connectionString: options.url, connectionTimeoutMillis: 5000 };
  const pool = new pg.Pool({
    ...connection,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: 30_000,
    ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs, Client: ClosingOnTimeoutClient } : {}),
  });
  const lost = (error: Error) => options.onConnectionError?.(error);
  // A connection that fails (database stopped or restarted, network cut)
  // must never end the process: pg emits "error" on the pool for an idle
  // client and on the client itself for one that is checked out (inside a
  // transaction), and an "error" event without a listener is thrown. The
  // pool replaces failed clients on the next query.
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
  const db = drizzlePostgres({ client: pool, schema });

  return {
    driver: "postgres",
    db: db as unknown as Db,
    pool,
    async migrate() {
      // One dedicated connection holds an advisory lock, so instances starting
      // together apply each migration once, one after the other.
      const client = new pg.Client(connection);
      client.on("error", () => {});
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end();
      }
    },
    assertMigrated: () => checkMigrated(db as unknown as Db),
    async ping(timeoutMs = 2000) {
      const client = new pg.Client({
        connectionString: options.url,
        connectionTimeoutMillis: timeoutMs,
        query_timeout: timeoutMs,
      });
      client.on("error", () => {});
      try {
        await withTimeout(
          client.connect().then(() => client.query("select 1")),
          timeoutMs,
          "The database",
        );
      } finally {
        // Not awaited: on a frozen server the goodbye itself would hang.
        client.end().catch(() => {});
      }
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}

/**
 * Creates a PGlite data folder from a tarball `dumpDataDir` made. The folder
 * must hold no database; the server brings the schema up to date when it starts.
 */
export async function restorePgliteDataDir(dataDir: string, tarball: Blob): Promise<void> {
  const client = await PGlite.create(path.resolve(dataDir), { loadDataDir: tarball });
  try {
    await client.query("select 1");
  } finally {
    await client.close();
  }
}
