import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { NODE_FLAGS } from "#server/node-flags.ts";

/**
 * Starts a server script of this project on a free loopback port and stops it
 * by its process id: the site (`server/index.ts`) for the bench's steps and
 * load scripts, or the bare server of the throughput step.
 */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type RunningServer = {
  url: string;
  pid: number;
  /** Sends a signal by process id and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

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

async function waitUntilAnswering(child: ChildProcess, url: string, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output()}`);
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      if (child.pid !== undefined) process.kill(child.pid, "SIGKILL");
      throw new Error(`The server did not answer within ${timeoutMs / 1000} s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts `script` with `args` and the environment given plus PORT and HOST,
 * and waits until `readyPath` answers 200.
 */
export async function startScript(
  script: string,
  {
    args = [],
    env = {},
    readyPath = "/",
    timeoutMs = 120_000,
    onExit,
  }: {
    args?: string[];
    env?: Record<string, string>;
    readyPath?: string;
    timeoutMs?: number;
    onExit?: () => void;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The server's output goes to a file, as to a log collector: read through a pipe by the bench,
  // its request log would cost the bench's own process CPU beside the server being measured.
  // The file (hundreds of MB after a throughput step) is removed when the server exits.
  const logFolder = mkdtempSync(path.join(tmpdir(), "bench-log-"));
  const logFile = path.join(logFolder, `${path.basename(script, ".ts")}.log`);
  const log = openSync(logFile, "w");
  // The site's own Node options, for the site and the bare server alike: the same runtime on both sides.
  const child = spawn(process.execPath, [...NODE_FLAGS, path.join(projectRoot, script), ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  const output = () => {
    try {
      return readFileSync(logFile, "utf8").slice(0, 64 * 1024);
    } catch {
      return "";
    }
  };
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      onExit?.();
      rmSync(logFolder, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${script} did not start`);
  await waitUntilAnswering(child, url + readyPath, timeoutMs, output);
  return {
    url,
    pid,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, signal);
      return exited;
    },
  };
}

/**
 * The production site on loopback, with SITE_URL http://localhost:3000 and a
 * new PGlite folder of its own (removed when it exits) unless `env` names
 * DATA_DIR or DATABASE_URL.
 */
export function startSite(env: Record<string, string> = {}, timeoutMs = 120_000): Promise<RunningServer> {
  const ownDataDir = env.DATA_DIR || env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), "bench-site-"));
  return startScript("server/index.ts", {
    env: {
      SITE_URL: "http://localhost:3000",
      ...(ownDataDir ? { DATA_DIR: ownDataDir, DATABASE_URL: "" } : {}),
      ...env,
    },
    readyPath: "/healthz",
    timeoutMs,
    onExit: () => {
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  });
}
