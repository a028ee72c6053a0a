import { execFileSync, spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { parseCpuList, pin, splitOf } from "./cpus.ts";

test("a CPU list as taskset writes it reads as the CPUs' numbers, in order", () => {
  expect(parseCpuList("0,1\n")).toEqual([0, 1]);
  expect(parseCpuList("0-3,6")).toEqual([0, 1, 2, 3, 6]);
  expect(parseCpuList(" 5, 2-3 ")).toEqual([2, 3, 5]);
  expect(() => parseCpuList("")).toThrow(/not a CPU list/);
  expect(() => parseCpuList("3-1")).toThrow(/not a CPU list/);
  expect(() => parseCpuList("0,a")).toThrow(/not a CPU list/);
});

test("the servers get the last CPU and the load generator every other; one CPU is not split", () => {
  expect(splitOf([0, 1])).toEqual({ server: "1", load: "0", loadCpus: 1, all: "0,1" });
  expect(splitOf([0, 1, 2, 3])).toEqual({ server: "3", load: "0,1,2", loadCpus: 3, all: "0,1,2,3" });
  expect(splitOf([4])).toBeNull();
  expect(splitOf([])).toBeNull();
});

const affinity = (pid: number) =>
  parseCpuList(
    execFileSync("taskset", ["-c", "-p", String(pid)], { encoding: "utf8" })
      .split(":")
      .at(-1) ?? "",
  );

test("a pinned process runs on the CPU given, every thread of it", async () => {
  // The child says so once its script runs: by then Node has started its
  // worker threads, which a pin made any earlier would race with.
  const child = spawn(process.execPath, ["-e", "console.log('running'); setTimeout(() => {}, 30_000)"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.once("data", () => resolve());
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`the child ended early (${code})`)));
    });
    const pid = child.pid as number;
    const last = affinity(process.pid).at(-1) as number;
    pin(pid, String(last));
    expect(affinity(pid)).toEqual([last]);
    const threads = readdirSync(`/proc/${pid}/task`);
    expect(threads.length).toBeGreaterThan(1);
    for (const thread of threads) expect(affinity(Number(thread))).toEqual([last]);
  } finally {
    child.kill("SIGKILL");
  }
});
