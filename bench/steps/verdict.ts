import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { FIRST_LOAD_BUDGET_BYTES } from "../first-load-js.ts";
import { projectRoot } from "../server.ts";
import { judge, type RouteFigures, TARGETS } from "../targets.ts";
import type { CpuSplit } from "./cpus.ts";
import type { BenchOptions } from "./options.ts";
import { type ChatThroughput, RATIO_TARGET, ROUNDS, type ThroughputRow } from "./throughput.ts";

export type Machine = { cpus: number; loadAverage: number[] };

export type BenchFigures = {
  options: BenchOptions;
  started: Date;
  machineAtStart: Machine;
  machineAtEnd: Machine;
  routes: (RouteFigures & { route: string })[];
  throughput: ThroughputRow[];
  /** How the throughput step split the CPUs between the servers and the load generator; null: not split. */
  throughputCpus: CpuSplit | null;
  chat: ChatThroughput | null;
  contactLoad: unknown;
  chatLoad: unknown;
  errors: string[];
};

const cell = (value: number | null | undefined) => (value === null || value === undefined ? "-" : value);
const rate = (n: number) => n.toLocaleString("en-GB");

/** What misses the throughput target: the site under 80% of the bare server on a judged target. */
export function throughputMisses(rows: readonly ThroughputRow[]): string[] {
  return rows
    .filter((row) => row.judged && !(row.ratio >= RATIO_TARGET))
    .map(
      (row) =>
        `${row.target}: site at ${Math.round(row.ratio * 100)}% of the bare server (target ${RATIO_TARGET * 100}%)`,
    );
}

/**
 * Step 8: every route judged against issue 8's targets and the throughput
 * against issue 20's, one table each and a summary, bench-results/bench.json
 * written. Answers the exit code: 0 when every target is met and every step ran.
 */
export async function verdict(figures: BenchFigures): Promise<number> {
  const { options } = figures;
  const routes = figures.routes.map((route) => ({ ...route, ...judge(route, options.runs) }));

  console.log();
  console.table(
    routes.map((result) => {
      const lh = result.lighthouse && !("error" in result.lighthouse) ? result.lighthouse.median : undefined;
      return {
        route: result.route,
        perf: cell(lh?.scores.performance),
        a11y: cell(lh?.scores.accessibility),
        bp: cell(lh?.scores["best-practices"]),
        seo: result.exceptions.some((exception) => exception.startsWith("SEO"))
          ? `${cell(lh?.scores.seo)}*`
          : cell(lh?.scores.seo),
        "LCP s": lh ? +(lh.lcpMs / 1000).toFixed(2) : "-",
        "TBT ms": cell(lh?.tbtMs),
        CLS: cell(lh?.cls),
        "JS KB": "bytes" in result.firstLoad ? +(result.firstLoad.bytes / 1024).toFixed(1) : "-",
        targets: result.misses.length ? "MISSED" : "met",
      };
    }),
  );
  console.log(
    `Targets: performance 100 (none below 95); accessibility, best practices, SEO 100; LCP < 1.5 s; median TBT < 100 ms; CLS < 0.01; ` +
      `first-load JS <= 130 KB brotli. Lighthouse ${options.skipLighthouse ? "skipped" : `mobile preset, median of ${options.runs}`}.`,
  );

  if (figures.throughput.length) {
    const tool = figures.throughput[0]?.site.tool;
    const cpus = figures.throughputCpus;
    console.log();
    console.log(
      `Throughput (${tool}, ${options.connections} connections, ${options.duration} s each in ${ROUNDS} alternating rounds after a warm-up, median round; Accept-Encoding br, gzip; ` +
        (cpus
          ? `servers on CPU ${cpus.server}, load generator on CPU ${cpus.load}; `
          : "servers and load generator sharing the CPUs; ") +
        `bare = node:http sending the same bytes and headers from memory):`,
    );
    console.table(
      figures.throughput.map((row) => ({
        target: row.target,
        bytes: row.bytes,
        "bare req/s": rate(row.bare.requestsPerSecond),
        "site req/s": rate(row.site.requestsPerSecond),
        "site/bare": `${Math.round(row.ratio * 100)}%${row.judged ? "" : " (not judged)"}`,
        "site p99 ms": row.site.latencyMs.p99,
        failures: row.site.failures + row.bare.failures,
      })),
    );
    console.log(
      `Target: the site at ${RATIO_TARGET * 100}% or more of the bare server for /, /services and the script.`,
    );
  }
  if (figures.chat) {
    const chat = figures.chat;
    console.log(
      `${chat.name}: ${rate(chat.requestsPerSecond)} req/s, latency p50 ${chat.latencyMs.p50} ms, p99 ${chat.latencyMs.p99} ms; ` +
        `${chat.requests} requests, ${chat.failures} failures`,
    );
  }
  if (figures.contactLoad && typeof figures.contactLoad === "object") {
    const c = figures.contactLoad as Record<string, unknown>;
    const latency = c.latencyMs as Record<string, number> | undefined;
    console.log(
      `contact load: ${c.submissions} submissions from ${c.clients} clients, ${c.acknowledged} acknowledged, ` +
        `${c.stored} stored, ${c.lost} lost, ${c.duplicated} duplicated; ${c.perSecond} submissions/s, ` +
        `p50 ${latency?.p50} ms, p99 ${latency?.p99} ms`,
    );
  } else if (!options.skipLoad) console.log("contact load: no figures (bench-results/contact-load.json missing)");
  if (figures.chatLoad) console.log(`chat load (bench-results/chat-load.json): ${JSON.stringify(figures.chatLoad)}`);
  else if (!options.skipLoad) console.log("chat load: no figures");
  for (const error of figures.errors) console.log(`ERROR: ${error}`);

  for (const result of routes) {
    for (const exception of result.exceptions) console.log(`* ${result.route}: ${exception}`);
  }
  const missing = routes.filter((result) => result.misses.length);
  if (missing.length) {
    console.log(`Routes missing a target (${missing.length} of ${routes.length}):`);
    for (const result of missing) console.log(`  ${result.route}: ${result.misses.join("; ")}`);
  } else console.log(`Every route meets every measured target (${routes.length} routes).`);
  const slow = throughputMisses(figures.throughput);
  for (const miss of slow) console.log(`Throughput below target: ${miss}`);
  const failingAudits = new Map<string, string[]>();
  for (const result of routes) {
    if (!result.lighthouse || "error" in result.lighthouse) continue;
    for (const audit of result.lighthouse.median.failing)
      failingAudits.set(audit, [...(failingAudits.get(audit) ?? []), result.route]);
  }
  for (const [audit, where] of failingAudits) console.log(`  audit below 100: ${audit} on ${where.join(", ")}`);

  const seconds = Math.round((Date.now() - figures.started.getTime()) / 1000);
  console.log(
    `Finished in ${Math.floor(seconds / 60)} min ${seconds % 60} s; load average at start ` +
      `${figures.machineAtStart.loadAverage.join(" ")}, now ${figures.machineAtEnd.loadAverage.join(" ")} ` +
      `on ${figures.machineAtStart.cpus} CPUs.`,
  );

  const resultsDir = path.join(projectRoot, "bench-results");
  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    path.join(resultsDir, "bench.json"),
    `${JSON.stringify(
      {
        date: figures.started.toISOString(),
        seconds,
        machine: {
          cpus: figures.machineAtStart.cpus,
          loadAverageAtStart: figures.machineAtStart.loadAverage,
          loadAverageAtEnd: figures.machineAtEnd.loadAverage,
        },
        options,
        targets: { ...TARGETS, firstLoadBytes: FIRST_LOAD_BUDGET_BYTES, throughputRatio: RATIO_TARGET },
        routes,
        throughput: figures.throughput,
        throughputCpus: figures.throughputCpus,
        chatThroughput: figures.chat,
        contactLoad: figures.contactLoad,
        chatLoad: figures.chatLoad,
        errors: figures.errors,
        routesMissingTargets: missing.map((result) => ({ route: result.route, misses: result.misses })),
        throughputMissingTarget: slow,
      },
      null,
      2,
    )}\n`,
  );
  console.log("Written: bench-results/bench.json");
  return missing.length || slow.length || figures.errors.length ? 1 : 0;
}
