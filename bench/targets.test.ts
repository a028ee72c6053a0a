import { expect, test } from "vitest";
import { judge, type LighthouseRun, type RouteFigures } from "./targets.ts";

const run = (overrides: Partial<LighthouseRun> = {}): LighthouseRun => ({
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  lcpMs: 1200,
  tbtMs: 20,
  cls: 0,
  failing: [],
  ...overrides,
});
const route = (median: LighthouseRun, extra: Partial<RouteFigures> = {}): RouteFigures => ({
  firstLoad: { files: 30, bytes: 120 * 1024 },
  lighthouse: { median, runs: [median, median, median] },
  ...extra,
});

test("a route meeting every target has no misses", () => {
  expect(judge(route(run()))).toEqual({ misses: [], exceptions: [] });
});

test("each missed target is named with its figure", () => {
  const figures = route(
    run({ scores: { performance: 94, accessibility: 98, "best-practices": 100, seo: 100 }, lcpMs: 1500, cls: 0.01 }),
    { firstLoad: { files: 30, bytes: 131 * 1024 } },
  );
  expect(judge(figures).misses).toEqual([
    "first-load JS 131.0 KB > 130 KB",
    "performance 94 (below the floor of 95)",
    "accessibility 98",
    "LCP 1500 ms >= 1500 ms",
    "CLS 0.01 >= 0.01",
  ]);
});

test("blocking time is judged on the median of the runs, not on the run with the median score", () => {
  const runs = [run({ tbtMs: 40 }), run({ tbtMs: 150 }), run({ tbtMs: 120 })];
  const figures: RouteFigures = { ...route(run({ tbtMs: 40 })), lighthouse: { median: run({ tbtMs: 40 }), runs } };
  expect(judge(figures).misses).toEqual(["median TBT 120 ms >= 100 ms"]);
  const calm = [run({ tbtMs: 10 }), run({ tbtMs: 300 }), run({ tbtMs: 30 })];
  expect(judge({ ...figures, lighthouse: { median: run(), runs: calm } }).misses).toEqual([]);
});

test("a noindex page whose only SEO failure is crawlability is an exception, not a miss", () => {
  const search = run({
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 66 },
    failing: ["seo:is-crawlable"],
  });
  const verdict = judge(route(search, { noindex: true }));
  expect(verdict.misses).toEqual([]);
  expect(verdict.exceptions).toEqual([
    "SEO 66: only is-crawlable fails, as the page asks not to be indexed (decision 022)",
  ]);
});

test("the exception covers nothing else: an indexable page, or another SEO failure, is still a miss", () => {
  const crawl = run({
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 66 },
    failing: ["seo:is-crawlable"],
  });
  expect(judge(route(crawl)).misses).toEqual(["seo 66"]);
  const more = run({
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 58 },
    failing: ["seo:is-crawlable", "seo:meta-description"],
  });
  expect(judge(route(more, { noindex: true }))).toEqual({ misses: ["seo 58"], exceptions: [] });
});

test("a Lighthouse failure is a miss", () => {
  expect(judge({ firstLoad: { files: 1, bytes: 1 }, lighthouse: { error: "NO_NAVSTART" } }).misses).toEqual([
    "Lighthouse failed (NO_NAVSTART)",
  ]);
});

test("a median taken from fewer runs than asked for is named, even when its scores meet the targets", () => {
  const median = run();
  const figures: RouteFigures = {
    firstLoad: { files: 30, bytes: 120 * 1024 },
    lighthouse: { median, runs: [median, run()] },
  };
  expect(judge(figures, 3).misses).toEqual(["performance from 2 of 3 runs (the others lost their trace)"]);
  expect(judge(figures, 2).misses).toEqual([]);
});
