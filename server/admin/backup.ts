import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { open, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import pg from "pg";
import { LOCK_FILE, lockDataDir } from "#server/db/data-dir-lock.ts";

/**
 * Backups, decision 037. PGlite: the server dumps its own folder as a gzipped
 * tarball between two queries; `restore` unpacks one into an empty folder.
 * PostgreSQL: pg_dump's custom format (a consistent snapshot while the site
 * runs) and pg_restore into an empty database, both from the PostgreSQL
 * client tools.
 */

export class BackupError extends Error {
  override name = "BackupError";
}

export type BackupResult = { file: string; bytes: number };

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PG_DUMP_MAGIC = Buffer.from("PGDMP");

/** Refuses to overwrite anything: a backup never replaces an older one by accident. */
function checkTarget(file: string) {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose a new file name (a date in it helps).`);
  const folder = path.dirname(path.resolve(file));
  if (!existsSync(folder)) throw new BackupError(`The folder ${folder} does not exist.`);
}

/**
 * Writes the stream to `file` through `file.partial`, renamed once complete,
 * so a failed or interrupted backup never leaves a file that looks whole.
 */
export async function writeBackupFile(
  file: string,
  source: () => Promise<ReadableStream<Uint8Array> | Readable>,
): Promise<BackupResult> {
  checkTarget(file);
  const partial = `${file}.partial`;
  const handle = await open(partial, "wx", 0o600);
  try {
    const stream = await source();
    await pipeline(
      stream instanceof Readable ? stream : Readable.fromWeb(stream as NodeReadableStream<Uint8Array>),
      handle.createWriteStream(),
    );
    await handle.sync().catch(() => {});
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close().catch(() => {});
  await rename(partial, file);
  return { file, bytes: (await stat(file)).size };
}

/** A connection URL without its password, and the password for the client tools' environment (not their argv). */
function forClientTools(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-4000);
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} is not installed. Install the PostgreSQL client tools of your server's major version or newer ` +
                "(Debian: apt-get install postgresql-client).",
            )
          : error,
      );
    });
    child.on("exit", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

/** pg_dump's custom format: one consistent snapshot, taken while the site keeps running. */
export async function pgDump(databaseUrl: string, file: string): Promise<BackupResult> {
  checkTarget(file);
  const partial = `${file}.partial`;
  const { url, env } = forClientTools(databaseUrl);
  try {
    await run(
      "pg_dump",
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, `--dbname=${url}`],
      env,
    );
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, file);
  return { file, bytes: (await stat(file)).size };
}

async function readBackup(file: string, expected: "pglite" | "postgres"): Promise<Buffer> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch {
    throw new BackupError(`Cannot read ${file}.`);
  }
  const isPglite = data.subarray(0, 2).equals(GZIP_MAGIC);
  const isPostgres = data.subarray(0, 5).equals(PG_DUMP_MAGIC);
  if (expected === "pglite" && !isPglite) {
    throw new BackupError(
      isPostgres
        ? `${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to an empty database to restore it.`
        : `${file} is not a backup made by "npm run admin -- backup".`,
    );
  }
  if (expected === "postgres" && !isPostgres) {
    throw new BackupError(
      isPglite
        ? `${file} is an embedded-database backup: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.`
        : `${file} is not a backup made by "npm run admin -- backup".`,
    );
  }
  return data;
}

/** Unpacks a PGlite backup into DATA_DIR, which must hold nothing yet (or not exist). */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  const data = await readBackup(file, "pglite");
  const present = existsSync(dataDir) ? readdirSync(dataDir).filter((name) => name !== LOCK_FILE) : [];
  if (present.length > 0) {
    throw new BackupError(
      `${dataDir} (DATA_DIR) is not empty: restore into a new folder (set DATA_DIR to it), ` +
        "or move this one aside first. Nothing was changed.",
    );
  }
  const lock = lockDataDir(dataDir, "admin restore");
  try {
    const { restorePgliteDataDir } = await import("#server/db/client.ts");
    await restorePgliteDataDir(dataDir, new Blob([new Uint8Array(data)]));
  } catch (error) {
    // Leave the folder as empty as it was, so the restore can be tried again.
    for (const name of readdirSync(dataDir)) {
      if (name !== LOCK_FILE) await rm(path.join(dataDir, name), { recursive: true, force: true });
    }
    throw error;
  } finally {
    lock.release();
  }
}

/** pg_restore into the database at DATABASE_URL, which must have no tables of the site yet. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  await readBackup(file, "postgres");
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new BackupError(
        `The database at DATABASE_URL already has tables: restore into a new, empty database. Nothing was changed.`,
      );
    }
  } finally {
    await client.end();
  }
  const { url, env } = forClientTools(databaseUrl);
  await run(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${url}`, file],
    env,
  );
}
