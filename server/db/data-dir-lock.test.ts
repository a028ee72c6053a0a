import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { DataDirBusyError, LOCK_FILE, lockDataDir } from "./data-dir-lock.ts";

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The id of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

test("the lock names its holder and is removed on release", () => {
  const dir = folder();
  const lock = lockDataDir(dir, "server");
  expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8"))).toEqual({ pid: process.pid, owner: "server" });
  lock.release();
  expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
});

test("a live holder keeps the folder: the second taker is told who holds it", () => {
  const dir = folder();
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, owner: "server" }));
  expect(() => lockDataDir(dir, "admin command")).toThrow(DataDirBusyError);
  expect(() => lockDataDir(dir, "admin command")).toThrow(`is in use by process ${process.ppid} (server)`);
});

test("a lock left by a process that died (SIGKILL, power cut) is taken over", () => {
  const dir = folder();
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), owner: "server" }));
  const lock = lockDataDir(dir, "server");
  expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8")).pid).toBe(process.pid);
  lock.release();
});

test("an unreadable lock is never taken over", () => {
  const dir = folder();
  writeFileSync(path.join(dir, LOCK_FILE), "");
  expect(() => lockDataDir(dir, "server")).toThrow(DataDirBusyError);
});
