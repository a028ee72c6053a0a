import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startSite } from "./server.ts";

/**
 * Load check of the built-in assistant: starts the production server on
 * loopback with RELAX_RATE_LIMITS and no model, drives POST /api/chat with
 * autocannon for --duration seconds from --connections connections, rotating
 * through visitor questions (follow-ups with their history included), and
 * reports reply latency p50/p95/p99 and requests per second.
 *
 *   npm run bench:chat [-- --duration 10 --connections 20]
 */

type AutocannonRequest = { method: string; path: string; headers: Record<string, string>; body?: string };
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  requests: {
    method: string;
    path: string;
    headers: Record<string, string>;
    setupRequest: (r: AutocannonRequest) => AutocannonRequest;
  }[];
};
type AutocannonResult = {
  requests: { total: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
};
type AutocannonInstance = Promise<AutocannonResult> & {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
// autocannon ships no types; these are the parts used here.
const autocannon = createRequire(import.meta.url)("autocannon") as (options: AutocannonOptions) => AutocannonInstance;

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "20" } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
if (!(duration > 0 && duration <= 120) || !Number.isInteger(connections) || connections < 1) {
  throw new Error("--duration must be 1-120 seconds and --connections a positive integer");
}
if (!existsSync(path.join(projectRoot, "build/server/index.js"))) {
  throw new Error('No production build: run "npm run build" first.');
}

const conversations = [
  { message: "What are your fees?" },
  { message: "How long does a typical project take?" },
  { message: "How does your procurement process work?" },
  { message: "Tell me about the fire-rated glazed doors case study" },
  { message: "What smart building technology do you offer?" },
  { message: "Do you use D&B contracts?" },
  { message: "Can someone call me back?" },
  { message: "What's the weather in Paris?" },
  {
    message: "and how long did that take?",
    chatHistory: [
      { role: "user", content: "Tell me about your Islington project" },
      { role: "assistant", content: "Our Islington project is 44,000 sq ft." },
    ],
  },
  { message: "Which areas do you cover?" },
].map((c) => JSON.stringify({ chatHistory: [], ...c }));

const dataDir = await mkdtemp(path.join(tmpdir(), "bench-chat-"));
const env = {
  RELAX_RATE_LIMITS: "true",
  OPENAI_API_KEY: "",
  SMTP_URL: "",
  DATABASE_URL: "",
  DATA_DIR: dataDir,
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

console.log(`chat load: ${connections} connections for ${duration} s, ${conversations.length} rotating questions`);
const server = await startSite(env, 120_000);
let exitCode = 0;
try {
  let next = 0;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url: server.url,
    connections,
    duration,
    requests: [
      {
        method: "POST",
        path: "/api/chat",
        headers: { "Content-Type": "application/json" },
        setupRequest: (request) => ({ ...request, body: conversations[next++ % conversations.length] }),
      },
    ],
  });
  instance.on("response", (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);

  const report = {
    connections,
    durationSeconds: result.duration,
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(statuses),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
  };
  console.log(
    `${report.requests} replies, ${report.perSecond} requests/s, non-2xx ${report.non2xx}, errors ${report.errors}`,
  );
  console.log(
    `built-in reply latency p50 ${report.latencyMs.p50} ms, p95 ${report.latencyMs.p95} ms, p99 ${report.latencyMs.p99} ms`,
  );
  await mkdir(path.join(projectRoot, "bench-results"), { recursive: true });
  await writeFile(path.join(projectRoot, "bench-results/chat-load.json"), `${JSON.stringify(report, null, 2)}\n`);
  if (report.non2xx || report.errors || report.requests === 0) {
    console.error("FAILED: every chat request must be answered 200");
    exitCode = 1;
  }
} finally {
  await server.stop("SIGTERM");
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
