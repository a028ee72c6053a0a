import { mkdir, open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Runs `work` while holding a lock file, so two image builds started at once (a `dev` and a
 * `typecheck`, say) never prune each other's files. A lock left by a process that has died is
 * taken over; a live one is waited for, and the waiter then finds the work already done.
 */
export async function withLock<T>(
  lockFile: string,
  work: () => Promise<T>,
  { timeoutMs = 15 * 60_000, onWait }: { timeoutMs?: number; onWait?: (pid: number) => void } = {},
): Promise<T> {
  await mkdir(path.dirname(lockFile), { recursive: true });
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      const handle = await open(lockFile, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(await readFile(lockFile, "utf8").catch(() => ""), 10);
      if (!Number.isInteger(pid) || !isRunning(pid)) {
        // Its owner is gone (or is still writing its pid: then the next try waits for it).
        if (Number.isInteger(pid)) await rm(lockFile, { force: true });
        else await sleep(50);
        continue;
      }
      if (Date.now() - started > timeoutMs) throw new Error(`Gave up waiting for the image build in process ${pid}`);
      if (!told) onWait?.(pid);
      told = true;
      await sleep(250);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockFile, { force: true });
  }
}
