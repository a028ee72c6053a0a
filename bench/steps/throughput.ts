import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon, { type Result as AutocannonResult } from "autocannon";
import type { RecordedAnswer } from "../bare-server.ts";
import { type RunningServer, startScript } from "../server.ts";
import { type CpuSplit, pin, splitCpus } from "./cpus.ts";
import { get } from "./http.ts";
import type { Started } from "./processes.ts";

export type Measured = {
  tool: "wrk" | "autocannon";
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  requests: number;
  /** Answers other than 2xx/3xx, and socket errors and timeouts. */
  failures: number;
};

export type ThroughputRow = {
  target: string;
  /** Whether the target of issue 20 (site at 80% or more of the bare server) applies. */
  judged: boolean;
  bytes: number;
  bare: Measured;
  site: Measured;
  /** site / bare */
  ratio: number;
};

export type ChatThroughput = Measured & { name: string };

export const RATIO_TARGET = 0.8;
const ACCEPT_ENCODING = "br, gzip";
/** Headers Node writes itself on every answer: the bare server's own take their place. */
const CONNECTION_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/**
 * The site's headers for the bare server to send, each name in the case the
 * site sent it: Node's cost of a header depends on it (representation.ts), so
 * the same bytes means the same case.
 */
export function asSent(rawHeaders: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] as string;
    const value = rawHeaders[index + 1] as string;
    if (CONNECTION_HEADERS.has(name.toLowerCase())) continue;
    headers[name] = Object.hasOwn(headers, name) ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

const hasWrk = () =>
  (process.env.PATH ?? "").split(path.delimiter).some((folder) => folder && existsSync(path.join(folder, "wrk")));

/** "1.23ms", "850.00us", "1.02s" in milliseconds. */
function milliseconds(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text ?? "");
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

function runWrk(url: string, connections: number, duration: number, cpus: CpuSplit | null): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const args = [
      `-t${cpus ? cpus.loadCpus : 2}`,
      `-c${connections}`,
      `-d${duration}s`,
      "--latency",
      "-H",
      `Accept-Encoding: ${ACCEPT_ENCODING}`,
    ];
    const command = cpus ? ["taskset", "-c", cpus.load, "wrk"] : ["wrk"];
    const child = spawn(command[0] as string, [...command.slice(1), ...args, url], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
      if (code !== 0 || !Number.isFinite(rps)) return reject(new Error(`wrk ${url} failed (${code}):\n${output}`));
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
      const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
      resolve({
        tool: "wrk",
        requestsPerSecond: Math.round(rps),
        latencyMs: {
          p50: milliseconds(/^\s+50%\s+(\S+)/m.exec(output)?.[1]),
          p99: milliseconds(/^\s+99%\s+(\S+)/m.exec(output)?.[1]),
        },
        requests: Number(/(\d+) requests in/.exec(output)?.[1]),
        failures: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0) + socketErrors,
      });
    });
  });
}

function fromAutocannon(result: AutocannonResult): Measured {
  return {
    tool: "autocannon",
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * One load on one URL with wrk when installed (as issue 20 measured), on the
 * load generator's CPUs; else autocannon, in this process, which is then on
 * those CPUs itself (measureThroughput).
 */
async function load(url: string, connections: number, duration: number, cpus: CpuSplit | null): Promise<Measured> {
  if (hasWrk()) return runWrk(url, connections, duration, cpus);
  return fromAutocannon(
    await autocannon({ url, connections, duration, timeout: 10, headers: { "Accept-Encoding": ACCEPT_ENCODING } }),
  );
}

/** Rounds per server and target: the two servers take turns, so a change in the machine's load between them falls on both. */
export const ROUNDS = 3;
/** Seconds of load, not counted, that bring each server's code to its optimised state before it is measured. */
const WARM_UP_SECONDS = 2;

/** The round with the median requests per second, with every round's requests and failures. */
function median(rounds: Measured[]): Measured {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)] as Measured;
  const sum = (of: (round: Measured) => number) => rounds.reduce((total, round) => total + of(round), 0);
  return { ...middle, requests: sum((round) => round.requests), failures: sum((round) => round.failures) };
}

/**
 * The same load on the bare server and on the site: both warmed up first, then
 * ROUNDS rounds each in turn (bare, site, bare, site…), each of a share of
 * `duration` seconds; each server's figure is its median round. On a machine
 * whose other load drifts during the minute, one long run of each would
 * measure the drift as much as the servers.
 */
async function compare(
  bareUrl: string,
  siteUrl: string,
  { connections, duration, cpus }: { connections: number; duration: number; cpus: CpuSplit | null },
): Promise<{ bare: Measured; site: Measured }> {
  await load(bareUrl, connections, WARM_UP_SECONDS, cpus);
  await load(siteUrl, connections, WARM_UP_SECONDS, cpus);
  const seconds = Math.max(1, Math.round(duration / ROUNDS));
  const bare: Measured[] = [];
  const site: Measured[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(await load(bareUrl, connections, seconds, cpus));
    site.push(await load(siteUrl, connections, seconds, cpus));
  }
  return { bare: median(bare), site: median(site) };
}

/**
 * Step 5: requests per second of the site against a bare `node:http` server
 * sending the same bytes with the same headers, same tool, same connections,
 * in turns (compare): `/`, `/services`, a hashed script, and the
 * server-rendered `/search?q=procurement` (its ratio is shown, not judged).
 * Then POST /api/chat on the site alone.
 */
export async function measureThroughput(
  site: RunningServer,
  hashedScript: string,
  { connections, duration }: { connections: number; duration: number },
  started: Started,
): Promise<{ rows: ThroughputRow[]; chat: ChatThroughput; cpus: CpuSplit | null }> {
  const targets = [
    { target: "/", judged: true },
    { target: "/services", judged: true },
    { target: hashedScript, judged: true },
    { target: "/search?q=procurement", judged: false },
  ];
  // The site's answers, recorded once, become the bare server's.
  const recorded: Record<string, RecordedAnswer> = {};
  for (const { target } of targets) {
    const answer = await get(site.url + target, { "Accept-Encoding": ACCEPT_ENCODING });
    if (answer.status !== 200) throw new Error(`throughput: ${target} answered ${answer.status}`);
    recorded[target] = {
      status: answer.status,
      headers: asSent(answer.rawHeaders),
      bodyBase64: answer.body.toString("base64"),
    };
  }
  const folder = await mkdtemp(path.join(tmpdir(), "bench-bare-"));
  const answers = path.join(folder, "answers.json");
  await writeFile(answers, JSON.stringify(recorded));
  const bare = started.server(await startScript("bench/bare-server.ts", { args: [answers], readyPath: "/" }));

  // Both servers on one CPU of their own (taking turns, never loaded together), the load on the others.
  const cpus = splitCpus();
  try {
    if (cpus) {
      pin(site.pid, cpus.server);
      pin(bare.pid, cpus.server);
      pin(process.pid, cpus.load);
      console.log(`throughput: servers on CPU ${cpus.server}, load generator on CPU ${cpus.load}`);
    }
    const rows = await compareTargets(bare, site, targets, recorded, { connections, duration, cpus });
    console.log("throughput: POST /api/chat (autocannon)");
    const chat = await autocannon({
      url: `${site.url}/api/chat`,
      method: "POST",
      connections,
      duration,
      timeout: 10,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ message: "Which procurement routes do you advise on?", chatHistory: [] }),
    });
    return { rows, chat: { name: "POST /api/chat", ...fromAutocannon(chat) }, cpus };
  } finally {
    await started.stopServer(bare);
    await rm(folder, { recursive: true, force: true });
    // The later steps' servers and scripts are started by this process: they get every CPU again.
    if (cpus) pin(process.pid, cpus.all);
  }
}

/** Each target's row: the bare server and the site compared in turns. */
async function compareTargets(
  bare: RunningServer,
  site: RunningServer,
  targets: readonly { target: string; judged: boolean }[],
  recorded: Readonly<Record<string, RecordedAnswer>>,
  load: { connections: number; duration: number; cpus: CpuSplit | null },
): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  for (const [index, { target, judged }] of targets.entries()) {
    console.log(`throughput: target ${index + 1} of ${targets.length} (${target}), bare node:http then the site`);
    const { bare: bareFigures, site: siteFigures } = await compare(bare.url + target, site.url + target, load);
    rows.push({
      target,
      judged,
      bytes: Buffer.from(recorded[target]?.bodyBase64 ?? "", "base64").byteLength,
      bare: bareFigures,
      site: siteFigures,
      ratio: Math.round((siteFigures.requestsPerSecond / bareFigures.requestsPerSecond) * 1000) / 1000,
    });
  }
  return rows;
}
