import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startSite } from "./server.ts";

/**
 * Load check of the contact form's promise: every acknowledged submission is
 * stored exactly once. Starts the production server on loopback (PGlite in a
 * new folder, or DATABASE_URL when set) with RELAX_RATE_LIMITS, sends
 * --count submissions from --clients concurrent clients (one keep-alive
 * connection each), then reads everything back with the admin export.
 *
 *   npm run bench:contact [-- --count 2000 --clients 50]
 */

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: { count: { type: "string", default: "2000" }, clients: { type: "string", default: "50" } },
});
const count = Number(values.count);
const clients = Number(values.clients);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(clients) || clients < 1) {
  throw new Error("--count and --clients must be positive integers");
}
if (!existsSync(path.join(projectRoot, "build/server/index.js"))) {
  throw new Error('No production build: run "npm run build" first.');
}

const runId = randomUUID().slice(0, 8);
const marker = (n: number) => `bench:${runId}:${n}`;

const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(tmpdir(), "bench-"));
const env: Record<string, string> = {
  // Only the process environment: never the firm's database or mail server by way of a .env.
  ENV_FILE: "/dev/null",
  RELAX_RATE_LIMITS: "true",
  SMTP_URL: "",
  CONTACT_WEBHOOK_URL: "",
  NEWSLETTER_WEBHOOK_URL: "",
  ...(dataDir ? { DATA_DIR: dataDir, DATABASE_URL: "" } : { DATABASE_URL: process.env.DATABASE_URL ?? "" }),
};
const driver = dataDir ? `PGlite in ${dataDir}` : "PostgreSQL (DATABASE_URL)";

type Outcome = { n: number; status: number; id?: string; ms: number; error?: string };

function submit(agent: http.Agent, port: number, n: number, client: number): Promise<Outcome> {
  const body = JSON.stringify({
    firstName: `Client${client}`,
    lastName: "Bench",
    email: `client${client}@example.com`,
    company: "Load Test Ltd",
    projectDetails: `${marker(n)} A 30,000 sq ft office refurbishment, Shell & Core to CAT A+.`,
  });
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/contact",
        method: "POST",
        agent,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const ms = performance.now() - started;
          const status = response.statusCode ?? 0;
          try {
            const json = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data?: { id?: string } };
            resolve({ n, status, ms, ...(json.data?.id ? { id: json.data.id } : {}) });
          } catch {
            resolve({ n, status, ms, error: "unreadable answer" });
          }
        });
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error("timeout")));
    request.on("error", (error) => resolve({ n, status: 0, ms: performance.now() - started, error: error.message }));
    request.end(body);
  });
}

function exportMessages(): Promise<{ id: string; projectDetails: string }[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(projectRoot, "server/admin.ts"), "export", "messages", "--format", "json"],
      { cwd: projectRoot, env: { ...process.env, ...env }, maxBuffer: 512 * 1024 * 1024 },
      (error, stdout, stderr) => {
        process.stderr.write(stderr);
        if (error) reject(error);
        else resolve(JSON.parse(stdout) as { id: string; projectDetails: string }[]);
      },
    );
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

console.log(`contact load: ${count} submissions from ${clients} clients, ${driver}, run ${runId}`);
const server = await startSite(env, 120_000);
let exitCode = 0;
try {
  const port = Number(new URL(server.url).port);
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let n = next++; n < count; n = next++) outcomes.push(await submit(agent, port, n, client));
      } finally {
        agent.destroy();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const acknowledged = new Map(outcomes.filter((o) => o.status === 200 && o.id).map((o) => [marker(o.n), o.id]));
  const refused = outcomes.filter((o) => o.status !== 200);

  const rows = (await exportMessages()).filter((row) => row.projectDetails.startsWith(`bench:${runId}:`));
  const storedBy = new Map<string, string[]>();
  for (const row of rows) {
    const key = row.projectDetails.split(" ")[0] ?? "";
    storedBy.set(key, [...(storedBy.get(key) ?? []), row.id]);
  }
  const lost = [...acknowledged.keys()].filter((key) => !storedBy.has(key));
  const duplicated = [...storedBy.values()].reduce((sum, ids) => sum + ids.length - 1, 0);
  const wrongId = [...acknowledged].filter(([key, id]) => storedBy.has(key) && !storedBy.get(key)?.includes(id ?? ""));
  const storedUnacknowledged = [...storedBy.keys()].filter((key) => !acknowledged.has(key)).length;
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);

  const result = {
    runId,
    driver: dataDir ? "pglite" : "postgres",
    submissions: count,
    clients,
    acknowledged: acknowledged.size,
    stored: storedBy.size,
    lost: lost.length,
    duplicated,
    refusedOrFailed: refused.length,
    storedButNotAcknowledged: storedUnacknowledged,
    acknowledgedWithAnotherId: wrongId.length,
    seconds: Math.round(seconds * 100) / 100,
    perSecond: Math.round(count / seconds),
    latencyMs: {
      p50: Math.round(percentile(latencies, 50)),
      p95: Math.round(percentile(latencies, 95)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(latencies.at(-1) ?? 0),
    },
  };

  console.log(`acknowledged ${result.acknowledged}`);
  console.log(`stored       ${result.stored}`);
  console.log(`lost         ${result.lost}`);
  console.log(`duplicated   ${result.duplicated}`);
  if (refused.length) {
    const statuses = Object.entries(Object.groupBy(refused, (o) => String(o.status || o.error))).map(
      ([status, list]) => `${status} x${list?.length ?? 0}`,
    );
    console.log(`refused or failed: ${refused.length} (${statuses.join(", ")})`);
  }
  console.log(
    `${result.perSecond} submissions/s over ${result.seconds} s; latency p50 ${result.latencyMs.p50} ms, ` +
      `p95 ${result.latencyMs.p95} ms, p99 ${result.latencyMs.p99} ms`,
  );

  await mkdir(path.join(projectRoot, "bench-results"), { recursive: true });
  await writeFile(path.join(projectRoot, "bench-results/contact-load.json"), `${JSON.stringify(result, null, 2)}\n`);

  if (result.lost || result.duplicated || result.acknowledgedWithAnotherId || result.acknowledged !== count) {
    console.error("FAILED: every submission must be acknowledged and stored exactly once");
    exitCode = 1;
  }
} finally {
  await server.stop("SIGTERM");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
