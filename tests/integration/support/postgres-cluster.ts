import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "#tests/setup/server.ts";

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own, so the test may stop, freeze and
 * restart it (the shared TEST_DATABASE_URL server is never touched). Needs
 * the Debian `postgresql` package, which .ci/run installs.
 */
export type PostgresCluster = {
  url: string;
  /** `pg_ctl stop -m immediate`: every backend dies at once, like a crash. */
  stopImmediately(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  destroy(): Promise<void>;
};

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const version = existsSync(root)
    ? readdirSync(root)
        .sort((a, b) => Number(a) - Number(b))
        .at(-1)
    : undefined;
  if (!version) throw new Error(`No PostgreSQL under ${root}: install the postgresql package (see .ci/run)`);
  return path.join(root, version, "bin");
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, commands run as the postgres user. */
async function asPostgres(command: string, args: string[]) {
  if (!isRoot) return run(command, args);
  const quoted = [command, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ");
  return run("su", ["postgres", "-c", quoted]);
}

function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command may hold spaces and parentheses: the fields after the last ")" are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we read.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] ?? -1) ?? []));
  return tree;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "pg-"));
  if (isRoot) chownSync(dir, Number((await run("id", ["-u", "postgres"])).stdout.trim()), 0);
  const port = await freePort();
  await asPostgres(path.join(bin, "initdb"), ["-D", dir, "-A", "trust", "-U", "postgres"]);
  const start = async () => {
    await asPostgres(path.join(bin, "pg_ctl"), [
      "-D",
      dir,
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-l",
      path.join(dir, "log"),
      "-w",
      "start",
    ]);
  };
  await start();
  const postmaster = () => Number(readFileSync(path.join(dir, "postmaster.pid"), "utf8").split("\n")[0]);
  const signal = (sig: NodeJS.Signals) => {
    for (const pid of processTree(postmaster())) {
      try {
        process.kill(pid, sig);
      } catch {
        // Gone meanwhile.
      }
    }
  };
  const stop = async (mode: "immediate" | "fast") => {
    await asPostgres(path.join(bin, "pg_ctl"), ["-D", dir, "-m", mode, "-w", "stop"]);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stopImmediately: () => stop("immediate"),
    start,
    freeze: () => signal("SIGSTOP"),
    thaw: () => signal("SIGCONT"),
    async destroy() {
      if (existsSync(path.join(dir, "postmaster.pid"))) {
        signal("SIGCONT");
        await stop("immediate").catch(() => {});
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
