import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { prerenderedPaths } from "#content/navigation.ts";
import { loadPrerenderedPages, type PrerenderedPage } from "#server/http/page-model.ts";
import { projectRoot } from "../server.ts";

/** Of the built files at these paths (/assets/…), the largest. */
export function largestFile(paths: readonly string[]): string | undefined {
  const sized = paths.map((file) => ({ file, size: statSync(path.join(projectRoot, "build/client", file)).size }));
  return sized.reduce<(typeof sized)[number] | undefined>((a, b) => (!a || b.size > a.size ? b : a), undefined)?.file;
}

/**
 * Step 1: the production build (`npm run bench` has just made it), read into
 * the page model the server uses (server/http/page-model.ts). Stops the bench
 * when there is no build or a page of it has a shape the model does not know.
 */
export async function readBuild(): Promise<ReadonlyMap<string, PrerenderedPage>> {
  if (!existsSync(path.join(projectRoot, "build/server/index.js"))) {
    throw new Error('No production build: run "npm run build" first (npm run bench does).');
  }
  // The bench's server runs with SITE_URL http://localhost:3000 and no analytics.
  return loadPrerenderedPages(path.join(projectRoot, "build/client"), prerenderedPaths, {
    https: false,
    frameSources: [],
    analytics: false,
  });
}
