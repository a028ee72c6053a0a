import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { NODE_FLAGS } from "#server/node-flags.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

let template: Promise<string> | undefined;

/** Names the template after the migrations and PGlite's version: a change of either makes a new one. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(path.join(projectRoot, "node_modules/@electric-sql/pglite/package.json")));
  const folder = path.join(projectRoot, "server/db/migrations");
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const file = path.join(folder, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Creates the migrated template folder once per machine and schema version. */
function ensureTemplate(): Promise<string> {
  const target = path.join(tmpdir(), `site-template-${migrationsHash()}`);
  if (existsSync(target)) return Promise.resolve(target);
  const building = mkdtempSync(path.join(tmpdir(), "site-template-building-"));
  return new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(projectRoot, "tests/setup/migrate-data-dir.ts"), building],
      { cwd: projectRoot, env: { ...process.env, ENV_FILE: "/dev/null" } },
      (error, _stdout, stderr) => {
        if (error) {
          rmSync(building, { recursive: true, force: true });
          reject(new Error(`Could not prepare a data folder:\n${stderr}`));
          return;
        }
        try {
          renameSync(building, target);
        } catch {
          // Another test process made it first: use theirs.
          rmSync(building, { recursive: true, force: true });
        }
        resolve(target);
      },
    );
  });
}

/**
 * A new PGlite data folder, created and migrated. PGlite's initdb takes
 * seconds (far more on a busy machine) while copying a closed folder takes a
 * fraction of one, so a migrated template is made once, as the server's
 * first start would, and copied for each server.
 */
export async function freshDataDir(): Promise<string> {
  template ??= ensureTemplate();
  const dir = mkdtempSync(path.join(tmpdir(), "site-data-"));
  cpSync(await template, dir, { recursive: true });
  return dir;
}

export type RunningServer = {
  url: string;
  pid: number;
  process: ChildProcess;
  output: () => string;
  /** Sends a signal by process id and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export type StartOptions = {
  /**
   * Wait for /readyz to answer 200 (the default), or for any answer at all:
   * a server whose database is unreachable serves pages with /readyz at 503.
   */
  untilHealthy?: boolean;
  /** How long start-up may take (30 s by default). */
  timeoutMs?: number;
};

/**
 * Starts the production server as `npm run serve` does (`node --no-memory-reducer server/index.ts`) on a free port and
 * waits until it answers. Pass DATA_DIR (PGlite) or DATABASE_URL in `env`:
 * starting again with the same one continues with the same data. Without
 * either, the server gets a new PGlite folder of its own, removed when it
 * exits: PGlite allows one process per folder, so servers started side by
 * side (test files, a developer's `npm start`) must never share ./.data.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const untilHealthy = options.untilHealthy ?? true;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A test that names an env file names the database there.
  const ownDataDir = env.DATA_DIR || env.DATABASE_URL || env.ENV_FILE ? undefined : await freshDataDir();
  const child = spawn(process.execPath, [...NODE_FLAGS, path.join(projectRoot, "server/index.ts")], {
    cwd: projectRoot,
    env: {
      ...process.env,
      // Never the checkout's own .env (a developer's mail server, database or key): a test names what it reads.
      ENV_FILE: "/dev/null",
      SITE_URL: "http://localhost:3000",
      // As `npm run serve` runs it (the test runner's own NODE_ENV is "test").
      NODE_ENV: "production",
      // Never a database from the shell's environment either.
      ...(ownDataDir ? { DATA_DIR: ownDataDir, DATABASE_URL: "" } : {}),
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error("The server process did not start");

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${url}/readyz`);
      await response.body?.cancel();
      if (response.ok || !untilHealthy) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      process.kill(pid, "SIGKILL");
      throw new Error(`The server did not answer within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    pid,
    process: child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, signal);
      return exited;
    },
  };
}
