import { randomUUID } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "#server/db/client.ts";

export type Driver = "pglite" | "postgres";

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI, or a local
 * server: see .ci/run). Database tests run once per driver with describe.each.
 */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

const testDatabaseUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
};

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database on the test server: its URL and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `site_t_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  await admin(async (client) => {
    await client.query(`create database "${name}"`);
    // The tests kill our server, never PostgreSQL: waiting for each commit's fsync buys nothing here.
    await client.query(`alter database "${name}" set synchronous_commit = off`);
  });
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}

export type TestDatabase = Database & {
  /** Empties every table: each test starts from nothing. */
  reset(): Promise<void>;
  /** Closes, and drops the PostgreSQL database. */
  dispose(): Promise<void>;
  /** For server processes on this driver: DATABASE_URL, or nothing for PGlite (give DATA_DIR instead). */
  url?: string;
};

/** A migrated database of its own: PGlite in memory, or a new PostgreSQL database. */
export async function openTestDatabase(driver: Driver): Promise<TestDatabase> {
  let database: Database;
  let drop = async () => {};
  let url: string | undefined;
  if (driver === "pglite") {
    database = await openDatabase({ driver: "pglite" });
  } else {
    const created = await createPostgresDatabase();
    drop = created.drop;
    url = created.url;
    database = await openDatabase({ driver: "postgres", url });
  }
  await database.migrate();
  return Object.assign(database, {
    url,
    async reset() {
      // DELETE beats TRUNCATE on tables this small, on both drivers.
      for (const table of ["contact_messages", "newsletter_subscribers", "outbox", "rate_limits"]) {
        await database.db.execute(`delete from ${table}`);
      }
    },
    async dispose() {
      await database.close();
      await drop();
    },
  });
}
