import { parseArgs } from "node:util";
import { toCsv } from "./admin/csv.ts";
import { EXPORT_COLUMNS, EXPORT_KINDS, type ExportKind, type ExportRow, exportRows } from "./admin/export.ts";
import { adminSocketPath, askServer, NoServerError } from "./admin/socket.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirBusyError, lockDataDir } from "./db/data-dir-lock.ts";
import { loadEnvFile } from "./env-file.ts";

/**
 * The firm's admin command, run in a checkout with the server's environment:
 *   npm run admin -- export messages --format csv > messages.csv
 * Rows go to stdout; what the command did goes to stderr.
 */

const USAGE = `Usage: npm run admin -- export <messages|subscribers> [--format json|csv]

  export messages      every contact message (spam flagged), oldest first
  export subscribers   every newsletter subscriber with the consent record
  --format             json (default) or csv (safe to open in a spreadsheet)

Uses the server's configuration: DATABASE_URL, or PGlite in DATA_DIR (default ./.data).`;

const say = (line: string) => process.stderr.write(`admin: ${line}\n`);

class UsageError extends Error {}

function parse(argv: string[]): { kind: ExportKind; format: "json" | "csv" } {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { format: { type: "string", default: "json" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const [command, kind] = positionals;
  if (command !== "export" || !EXPORT_KINDS.includes(kind as ExportKind) || positionals.length !== 2) {
    throw new UsageError(USAGE);
  }
  if (values.format !== "json" && values.format !== "csv")
    throw new UsageError(`--format must be json or csv\n\n${USAGE}`);
  return { kind: kind as ExportKind, format: values.format };
}

/** Where a connection string points, without its password. */
function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
}

async function readRows(kind: ExportKind): Promise<ExportRow[]> {
  const config = loadConfig(process.env);
  // Loaded only when this process opens the database itself.
  const openDatabase = async (...args: Parameters<typeof import("./db/client.ts").openDatabase>) =>
    (await import("./db/client.ts")).openDatabase(...args);

  if (config.DATABASE_URL) {
    // PostgreSQL takes many clients: read it directly, beside any running server.
    const database = await openDatabase({ driver: "postgres", url: config.DATABASE_URL, poolSize: 1 });
    try {
      await database.migrate();
      const rows = await exportRows(database.db, kind);
      say(`read ${rows.length} ${kind} from PostgreSQL at ${describeUrl(config.DATABASE_URL)} (DATABASE_URL)`);
      return rows;
    } finally {
      await database.close();
    }
  }

  // PGlite: one process per folder. Ask the running server if there is one…
  try {
    const rows = await askServer(config.DATA_DIR, kind);
    say(`read ${rows.length} ${kind} from the running server through ${adminSocketPath(config.DATA_DIR)}`);
    return rows;
  } catch (error) {
    if (!(error instanceof NoServerError)) throw error;
  }

  // …otherwise open the folder, holding its lock so no server starts on it meanwhile.
  const lock = lockDataDir(config.DATA_DIR, "admin command");
  try {
    const database = await openDatabase({ driver: "pglite", dataDir: config.DATA_DIR });
    try {
      await database.migrate();
      const rows = await exportRows(database.db, kind);
      say(`no server is running on ${config.DATA_DIR}: opened it directly and read ${rows.length} ${kind}`);
      return rows;
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

async function main() {
  loadEnvFile();
  const { kind, format } = parse(process.argv.slice(2));
  const rows = await readRows(kind);
  const output = format === "csv" ? toCsv(EXPORT_COLUMNS[kind], rows) : `${JSON.stringify(rows, null, 2)}\n`;
  await new Promise<void>((resolve, reject) =>
    process.stdout.write(output, (error) => (error ? reject(error) : resolve())),
  );
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    say(error.message);
    process.exit(2);
  }
  if (error instanceof DataDirBusyError) {
    say(`${error.message} If a server is starting on it, try again in a moment.`);
    process.exit(1);
  }
  say(`failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
