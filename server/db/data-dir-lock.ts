import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite lets one process use a data folder, and nothing in PGlite stops a
 * second one: two would corrupt it. Whoever opens the folder (the server, or
 * the admin command when no server runs) first takes this lock file.
 */
export const LOCK_FILE = "site.lock";

export class DataDirBusyError extends Error {
  override name = "DataDirBusyError";
  readonly pid: number;
  constructor(dataDir: string, pid: number, owner: string) {
    super(
      `${dataDir} is in use by process ${pid} (${owner}). Stop it first; if no such process is running, ` +
        `delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export type DataDirLock = { release(): void };

/** Takes the folder's lock for `owner` ("server", "admin command"), or throws DataDirBusyError. */
export function lockDataDir(dataDir: string, owner: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let tries = 0; tries < 2; tries++) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, owner }), { flag: "wx", mode: 0o600 });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(file);
    // An unreadable lock may be one being written this instant: never take it over.
    if (!holder) throw new DataDirBusyError(dataDir, 0, "unreadable lock file");
    if (isAlive(holder.pid)) throw new DataDirBusyError(dataDir, holder.pid, holder.owner);
    // Left by a process that died (SIGKILL, power cut): take it over.
    try {
      unlinkSync(file);
    } catch {
      // Someone else took it over first; the next try sees their lock.
    }
  }
  const holder = readHolder(file);
  throw new DataDirBusyError(dataDir, holder?.pid ?? 0, holder?.owner ?? "unknown");
}

function readHolder(file: string): { pid: number; owner: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown; owner?: unknown };
    return typeof parsed.pid === "number" ? { pid: parsed.pid, owner: String(parsed.owner ?? "unknown") } : null;
  } catch {
    return null;
  }
}
