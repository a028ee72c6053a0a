import os from "node:os";
import { largestFile, readBuild } from "./steps/build.ts";
import { measureFirstLoad } from "./steps/first-load.ts";
import { runLighthouse } from "./steps/lighthouse.ts";
import { chatLoad, contactLoad } from "./steps/load-scripts.ts";
import { type BenchOptions, readOptions } from "./steps/options.ts";
import { Started } from "./steps/processes.ts";
import { serveSite } from "./steps/serve.ts";
import { measureThroughput } from "./steps/throughput.ts";
import { type BenchFigures, type Machine, verdict } from "./steps/verdict.ts";
import type { RouteFigures } from "./targets.ts";

/**
 * The benchmark of issues 8 and 20, on the production build (`npm run bench`
 * builds first), as steps, one module each under bench/steps/: read the build
 * into the page model, serve it, first-load JavaScript, Lighthouse, throughput
 * against a bare node:http server, the contact and chat load checks, verdict.
 * Prints the tables and a summary naming every miss, writes
 * bench-results/bench.json, and stops everything it started by process id.
 *
 *   node bench/run.ts [--runs 3] [--routes /,/about] [--skip-lighthouse] [--skip-load]
 *                     [--duration 10] [--connections 50] [--contact-count 2000]
 */

const machine = (): Machine => ({
  loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  cpus: os.cpus().length,
});

const STEPS = 8;
const step = (n: number, what: string) => console.log(`\nstep ${n} of ${STEPS}: ${what}`);

async function main(options: BenchOptions, started: Started): Promise<number> {
  const figures: BenchFigures = {
    options,
    started: new Date(),
    machineAtStart: machine(),
    machineAtEnd: machine(),
    routes: options.routes.map((route) => ({ route, firstLoad: { error: "not measured" } })),
    throughput: [],
    throughputCpus: null,
    chat: null,
    contactLoad: null,
    chatLoad: null,
    errors: [],
  };
  console.log(
    `bench: ${options.routes.length} routes, ${options.skipLighthouse ? "no Lighthouse" : `${options.runs} Lighthouse run(s) each`}, ` +
      `${options.skipLoad ? "no load tests" : `load ${options.duration} s x ${options.connections} connections`}; ` +
      `load average ${figures.machineAtStart.loadAverage.join(" ")} on ${figures.machineAtStart.cpus} CPUs`,
  );

  try {
    step(1, "the build, read into the page model");
    const pages = await readBuild();
    console.log(`${pages.size} prerendered pages`);

    step(2, "serve");
    const site = await serveSite(started);
    console.log(`server ${site.url} (pid ${site.pid})`);

    step(3, "first-load JavaScript");
    const firstLoads = await measureFirstLoad(site.url, options.routes, pages);

    let lighthouse = new Map<string, NonNullable<RouteFigures["lighthouse"]>>();
    step(4, options.skipLighthouse ? "Lighthouse (skipped)" : "Lighthouse");
    if (!options.skipLighthouse) lighthouse = await runLighthouse(site.url, options.routes, options.runs, started);
    figures.routes = options.routes.map((route) => {
      const measured = firstLoads.get(route);
      const audited = lighthouse.get(route);
      return {
        route,
        firstLoad: measured?.firstLoad ?? { error: "not measured" },
        noindex: measured?.noindex ?? false,
        ...(audited ? { lighthouse: audited } : {}),
      };
    });

    let throughput: Awaited<ReturnType<typeof measureThroughput>> | undefined;
    step(5, options.skipLoad ? "throughput (skipped)" : "throughput");
    if (!options.skipLoad) {
      // The home page's largest script (React and the router): most of the bytes a first visit fetches.
      const script = largestFile(pages.get("/")?.modules ?? []);
      if (!script) throw new Error("the home page names no script");
      throughput = await measureThroughput(site, script, options, started);
      figures.throughput = throughput.rows;
      figures.chat = throughput.chat;
      figures.throughputCpus = throughput.cpus;
    }
    // The load scripts start servers of their own: this one stops first, to leave them the machine.
    await started.stopServer(site);

    step(6, options.skipLoad ? "contact load (skipped)" : "contact load");
    if (!options.skipLoad) {
      const contact = await contactLoad(options.contactCount, started);
      figures.contactLoad = contact.figures;
      if (contact.error) figures.errors.push(contact.error);
    }
    step(7, options.skipLoad ? "chat load (skipped)" : "chat load");
    if (!options.skipLoad) {
      const chat = await chatLoad(started);
      figures.chatLoad = chat.figures;
      if (chat.error) figures.errors.push(chat.error);
    }
  } catch (error) {
    figures.errors.push(error instanceof Error ? error.message : String(error));
  } finally {
    await started.stopEverything();
  }

  step(8, "verdict");
  figures.machineAtEnd = machine();
  return verdict(figures);
}

const started = new Started();
// Ctrl-C or a SIGTERM: stop everything this run started, then exit as interrupted.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`bench: ${signal}, stopping what it started`);
    void started.stopEverything().finally(() => process.exit(130));
  });
}
process.exit(await main(readOptions(process.argv.slice(2)), started));
