import { execFileSync } from "node:child_process";

/**
 * The throughput step measures what a request costs a server, so the load
 * generator must not take its CPU: on a machine of two cores, wrk's threads,
 * the server's main thread and its log writer otherwise share them as the
 * scheduler pleases, and the same server measured twice differed by a third
 * (decision 043). The servers measured get the last CPU this process may use,
 * every thread of theirs; the load generator gets the others.
 */
export type CpuSplit = {
  /** The CPU list of the servers measured, as taskset reads it. */
  server: string;
  /** The CPU list of the load generator. */
  load: string;
  /** How many CPUs the load generator has: wrk runs one thread on each. */
  loadCpus: number;
  /** Every CPU this process may use, to give back to it afterwards. */
  all: string;
};

/** A CPU list as taskset writes it ("0-3,6") as the CPUs' numbers, in order. */
export function parseCpuList(text: string): number[] {
  const cpus = new Set<number>();
  for (const part of text.trim().split(",")) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!match) throw new Error(`not a CPU list: "${text}"`);
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (last < first) throw new Error(`not a CPU list: "${text}"`);
    for (let cpu = first; cpu <= last; cpu++) cpus.add(cpu);
  }
  return [...cpus].sort((a, b) => a - b);
}

/** The split of `cpus` (this process's own), or null when there are fewer than two. */
export function splitOf(cpus: readonly number[]): CpuSplit | null {
  if (cpus.length < 2) return null;
  const load = cpus.slice(0, -1);
  return { server: String(cpus.at(-1)), load: load.join(","), loadCpus: load.length, all: cpus.join(",") };
}

/**
 * The split of the CPUs this process may run on, by taskset (util-linux);
 * null, with the reason printed, when taskset is missing or the machine has
 * one CPU: the step then measures unpinned, as before.
 */
export function splitCpus(): CpuSplit | null {
  let output: string;
  try {
    output = execFileSync("taskset", ["-c", "-p", String(process.pid)], { encoding: "utf8" });
  } catch {
    console.log("throughput: taskset not available; servers and load generator share the CPUs");
    return null;
  }
  // "pid 123's current affinity list: 0,1"
  const split = splitOf(parseCpuList(output.slice(output.lastIndexOf(":") + 1)));
  if (!split) console.log("throughput: one CPU; servers and load generator share it");
  return split;
}

/** Every thread of process `pid`, present and future, on the CPUs listed. */
export function pin(pid: number, cpus: string) {
  execFileSync("taskset", ["-a", "-c", "-p", cpus, String(pid)], { stdio: "ignore" });
}
