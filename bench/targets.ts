/**
 * Issue 8's targets and the verdict on one route's figures: what it misses,
 * and which misses a decision record sets aside (printed as exceptions).
 */
import { FIRST_LOAD_BUDGET_BYTES } from "./first-load-js.ts";

export const TARGETS = { performance: 100, performanceFloor: 95, category: 100, lcpMs: 1500, tbtMs: 100, cls: 0.01 };
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type LighthouseRun = {
  scores: Record<Category, number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below a full score in the accessibility, best-practices and SEO categories, as `category:audit`. */
  failing: string[];
};

export type RouteFigures = {
  firstLoad: { files: number; bytes: number } | { error: string };
  lighthouse?: { median: LighthouseRun; runs: LighthouseRun[] } | { error: string };
  /** The page asks search engines not to index it (`<meta name="robots" content="noindex">`). */
  noindex?: boolean;
};

/** `runs`: how many performance runs the median was meant to be taken from. */
export function judge(route: RouteFigures, runs = 3): { misses: string[]; exceptions: string[] } {
  const misses: string[] = [];
  const exceptions: string[] = [];
  if ("error" in route.firstLoad) misses.push(`first-load JS not measured (${route.firstLoad.error})`);
  else if (route.firstLoad.bytes > FIRST_LOAD_BUDGET_BYTES)
    misses.push(`first-load JS ${(route.firstLoad.bytes / 1024).toFixed(1)} KB > 130 KB`);
  if (!route.lighthouse) return { misses, exceptions };
  if ("error" in route.lighthouse) {
    misses.push(`Lighthouse failed (${route.lighthouse.error})`);
    return { misses, exceptions };
  }
  if (route.lighthouse.runs.length < runs)
    misses.push(`performance from ${route.lighthouse.runs.length} of ${runs} runs (the others lost their trace)`);
  const { scores, lcpMs, cls, failing } = route.lighthouse.median;
  const performance = scores.performance ?? 0;
  if (performance < TARGETS.performance)
    misses.push(
      `performance ${performance}${performance < TARGETS.performanceFloor ? " (below the floor of 95)" : ""}`,
    );
  for (const category of ["accessibility", "best-practices", "seo"] as const) {
    if ((scores[category] ?? 0) >= TARGETS.category) continue;
    // Decision 022: a page that asks not to be indexed (search results) fails Lighthouse's
    // crawlability audit by design. That one audit is set aside, and only for such a page.
    const seoAudits = failing.filter((audit) => audit.startsWith("seo:"));
    if (category === "seo" && route.noindex && seoAudits.length === 1 && seoAudits[0] === "seo:is-crawlable") {
      exceptions.push(`SEO ${scores.seo}: only is-crawlable fails, as the page asks not to be indexed (decision 022)`);
      continue;
    }
    misses.push(`${category} ${scores[category]}`);
  }
  if (!(lcpMs < TARGETS.lcpMs)) misses.push(`LCP ${lcpMs} ms >= 1500 ms`);
  // Blocking time is the median of the runs' own, not that of the run with the median score.
  const tbt = medianOf(route.lighthouse.runs.map((r) => r.tbtMs));
  if (!(tbt < TARGETS.tbtMs)) misses.push(`median TBT ${tbt} ms >= ${TARGETS.tbtMs} ms`);
  if (!(cls < TARGETS.cls)) misses.push(`CLS ${cls} >= 0.01`);
  return { misses, exceptions };
}

/** The middle value (the mean of the two middle ones of an even count); NaN for none. */
function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
