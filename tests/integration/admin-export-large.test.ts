import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { contactMessages } from "#server/db/schema.ts";
import { startServer } from "#tests/setup/server.ts";
import { projectRoot, requireProductionBuild } from "./http.ts";
import { createPostgresDatabase, drivers } from "./support/databases.ts";
import {
  PROCESS_TEST,
  parseCsv,
  QUIET_ENV,
  runAdmin,
  START_OPTIONS,
  type Storage,
  storageFor,
} from "./support/servers.ts";

requireProductionBuild();

const ROWS = 6000;
// 6,000 messages of 8 KB: about 48 MB of text, more than the heap the command is given below.
const DETAILS = "A long brief about a long project. ".repeat(230).slice(0, 8000);

async function seed(storage: Storage) {
  const database =
    storage.driver === "pglite"
      ? await openDatabase({ driver: "pglite", dataDir: storage.env.DATA_DIR ?? "" })
      : await openDatabase({ driver: "postgres", url: storage.env.DATABASE_URL ?? "" });
  try {
    await database.migrate();
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    for (let from = 0; from < ROWS; from += 250) {
      await database.db.insert(contactMessages).values(
        Array.from({ length: 250 }, (_, i) => ({
          firstName: `Sender${from + i}`,
          lastName: "Example",
          email: `sender${from + i}@example.com`,
          projectDetails: DETAILS,
          // A few share a timestamp, so batches must not split or repeat them.
          receivedAt: new Date(start + Math.floor((from + i) / 3) * 1000),
        })),
      );
    }
  } finally {
    await database.close();
  }
}

/** The README's export command, exactly as written there, run by a shell with its output in `file`. */
function readmeCommand(): string {
  const readme = readFileSync(path.join(projectRoot, "README.md"), "utf8");
  const command = /^npm run .*admin -- export messages --format csv > messages\.csv$/m.exec(readme)?.[0];
  if (!command) throw new Error("The README no longer shows the messages export to a file");
  return command;
}

function shell(command: string, env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile("sh", ["-c", command], { cwd: projectRoot, env: { ...process.env, ...env } }, (error, _stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

describe.each(drivers)("a large export, on %s", PROCESS_TEST, (driver) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  test("streams thousands of rows through a small heap, and the README's command writes a clean CSV file", async () => {
    const storage = await storageFor(driver);
    cleanups.push(() => storage.dispose());
    await seed(storage);
    const server = await startServer(storage.env, START_OPTIONS);
    cleanups.push(() => server.stop("SIGTERM"));

    const out = mkdtempSync(path.join(tmpdir(), "site-export-"));
    cleanups.push(async () => rmSync(out, { recursive: true, force: true }));
    const file = path.join(out, "messages.csv");
    const command = readmeCommand().replace("> messages.csv", `> '${file}'`);
    // A heap far smaller than the export: only a command that streams gets through.
    const run = await shell(command, { ...storage.env, NODE_OPTIONS: "--max-old-space-size=64" });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`read ${ROWS} messages`);

    const text = readFileSync(file, "utf8");
    // The first bytes are the CSV's own: no npm banner before the header.
    expect(text.startsWith("\uFEFFid,receivedAt,firstName,")).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toHaveLength(8);
    expect(rows).toHaveLength(ROWS);
    expect(new Set(rows.map((row) => row[0])).size).toBe(ROWS);
    expect(rows.every((row) => row[6] === DETAILS)).toBe(true);
    const received = rows.map((row) => row[1] ?? "");
    expect([...received].sort()).toEqual(received);
  });

  test("an export never creates or changes tables: a database the server never set up is refused", async () => {
    let env: Record<string, string>;
    let hasTables: () => Promise<boolean>;
    if (driver === "pglite") {
      const dir = path.join(mkdtempSync(path.join(tmpdir(), "site-empty-")), "data");
      cleanups.push(async () => rmSync(path.dirname(dir), { recursive: true, force: true }));
      env = { ...QUIET_ENV, DATA_DIR: dir };
      hasTables = async () => existsSync(dir);
    } else {
      const database = await createPostgresDatabase();
      cleanups.push(() => database.drop());
      env = { ...QUIET_ENV, DATABASE_URL: database.url };
      hasTables = async () => {
        const opened = await openDatabase({ driver: "postgres", url: database.url });
        try {
          const result = (await opened.db.execute(
            "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
          )) as unknown as { rows: { n: number }[] };
          return (result.rows[0]?.n ?? 0) > 0;
        } finally {
          await opened.close();
        }
      };
    }
    const run = await runAdmin(["export", "messages"], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/There is no database in .* yet|has no tables yet/);
    expect(run.stderr).toContain("start the server once");
    expect(run.stdout).toBe("");
    expect(await hasTables()).toBe(false);
  });
});
