import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CATEGORIES, type Category, type LighthouseRun, type RouteFigures } from "../targets.ts";
import type { Started } from "./processes.ts";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const LIGHTHOUSE_RUN_TIMEOUT_MS = 180_000;

/**
 * Lighthouse's paint and blocking times grow with whatever else the machine is
 * doing, and `npm run bench` has just built the site. Before measuring, wait up
 * to 90 s for the one-minute load average to fall to half the cores (at least
 * 1); the figure is printed either way.
 */
async function settle() {
  const quiet = Math.max(1, os.cpus().length / 2);
  const load = () => os.loadavg()[0] ?? 0;
  const deadline = Date.now() + 90_000;
  if (load() <= quiet) return;
  console.log(`waiting for the machine to settle: load average ${load().toFixed(2)} (quiet at ${quiet})`);
  while (load() > quiet && Date.now() < deadline) await sleep(5_000);
  console.log(`measuring at load average ${load().toFixed(2)}`);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One Lighthouse run of the given categories. Performance runs on its own:
 * with the other categories' gatherers in the same load, the trace was lost
 * more often and the simulated paint times came out slower and noisier.
 */
async function lighthouseRun(port: number, url: string, categories: readonly Category[]): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...categories] });
  if (!result) throw new Error("Lighthouse returned nothing");
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const failing = new Set<string>();
  for (const category of categories) {
    if (category === "performance") continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(`${category}:${ref.id}`);
    }
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<
      Category,
      number | null
    >,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
    cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN) * 10_000) / 10_000,
    failing: [...failing],
  };
}

/** The run with the median performance score (the lower middle one of an even count). */
export function median(list: LighthouseRun[]): LighthouseRun {
  const sorted = [...list].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error("no Lighthouse runs");
  return middle;
}

/**
 * Step 4: Lighthouse's mobile preset in Debian's Chromium, performance `runs`
 * times per route (the median run kept), then one run of the other categories.
 */
export async function runLighthouse(
  base: string,
  routes: readonly string[],
  runs: number,
  started: Started,
): Promise<Map<string, NonNullable<RouteFigures["lighthouse"]>>> {
  await settle();
  const launch = async () => {
    const chrome = await chromeLauncher.launch({
      chromePath: "/usr/bin/chromium",
      chromeFlags: CHROME_FLAGS,
      handleSIGINT: false,
    });
    started.chrome(chrome);
    return chrome;
  };
  let browser = await launch();
  /** Runs Lighthouse until `wanted` runs succeeded, with four attempts to spare for lost traces. */
  const measure = async (route: string, categories: readonly Category[], wanted: number) => {
    const done: LighthouseRun[] = [];
    let lastError = "";
    for (let attempt = 0; done.length < wanted && attempt < wanted + 4; attempt++) {
      const label = categories.includes("performance") ? `run ${done.length + 1}/${wanted}` : "audits";
      const t0 = Date.now();
      try {
        const measured = await withTimeout(
          lighthouseRun(browser.port, base + route, categories),
          LIGHTHOUSE_RUN_TIMEOUT_MS,
          `Lighthouse on ${route}`,
        );
        done.push(measured);
        const { scores } = measured;
        console.log(
          `  ${route} ${label}: ` +
            (categories.includes("performance")
              ? `performance ${scores.performance}, LCP ${measured.lcpMs} ms, TBT ${measured.tbtMs} ms, CLS ${measured.cls}`
              : `accessibility ${scores.accessibility}, best practices ${scores["best-practices"]}, SEO ${scores.seo}`) +
            ` (${Math.round((Date.now() - t0) / 1000)} s)`,
        );
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        console.error(`  ${route} ${label} failed: ${lastError}`);
        // A browser in an unknown state is replaced before the next run.
        await started.stopChrome();
        browser = await launch();
      }
    }
    return { done, lastError };
  };

  const results = new Map<string, NonNullable<RouteFigures["lighthouse"]>>();
  for (const [index, route] of routes.entries()) {
    console.log(`Lighthouse: route ${index + 1} of ${routes.length} (${route})`);
    const performance = await measure(route, ["performance"], runs);
    const audits = await measure(route, ["accessibility", "best-practices", "seo"], 1);
    const audit = audits.done[0];
    if (!performance.done.length || !audit) {
      results.set(route, { error: performance.lastError || audits.lastError });
      continue;
    }
    const middle = median(performance.done);
    results.set(route, {
      median: {
        ...middle,
        scores: { ...audit.scores, performance: middle.scores.performance },
        failing: audit.failing,
      },
      runs: performance.done,
    });
  }
  await started.stopChrome();
  return results;
}
