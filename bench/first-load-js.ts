import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { prerenderedPaths } from "#content/navigation.ts";
import { firstLoadScripts, parseDocument } from "#lib/page-document.ts";
import { loadPrerenderedPages } from "#server/http/page-model.ts";

/**
 * First-load JavaScript of every prerendered page: the module scripts and
 * module preloads its HTML names, compressed as the server sends them
 * (brotli at quality 11 for static files). Budget: 130 KB compressed
 * (issue 8). Prints a table, writes JSON. `npm run bench` measures the same
 * over HTTP for every route, /search included (bench/run.ts).
 */
export const FIRST_LOAD_BUDGET_BYTES = 130 * 1024;

/**
 * The JavaScript files a page's HTML loads on its own: module preloads, module
 * scripts' imports, and the modules its bootstrap preloads after the first
 * paint (lib/page-document.ts reads them).
 */
export function scriptsNamedBy(html: string): string[] {
  return firstLoadScripts(parseDocument(html));
}

if (import.meta.main) {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const clientDir = path.join(projectRoot, "build/client");

  const sizes = new Map<string, { gzip: number; brotli: number }>();
  const sizeOf = async (asset: string) => {
    const known = sizes.get(asset);
    if (known) return known;
    const body = await readFile(path.join(clientDir, asset));
    const measured = { gzip: gzipSync(body, { level: 9 }).byteLength, brotli: brotliCompressSync(body).byteLength };
    sizes.set(asset, measured);
    return measured;
  };

  const rows = [];
  const pages = await loadPrerenderedPages(clientDir, prerenderedPaths, {
    https: false,
    frameSources: [],
    analytics: false,
  });
  for (const [route, page] of pages) {
    const scripts = page.modules;
    let gzip = 0;
    let brotli = 0;
    for (const script of scripts) {
      const s = await sizeOf(script);
      gzip += s.gzip;
      brotli += s.brotli;
    }
    rows.push({
      route,
      files: scripts.length,
      gzipKB: +(gzip / 1024).toFixed(1),
      brotliKB: +(brotli / 1024).toFixed(1),
    });
  }

  console.table(rows);
  const over = rows.filter((r) => r.brotliKB * 1024 > FIRST_LOAD_BUDGET_BYTES);
  console.log(
    over.length
      ? `Over the 130 KB first-load budget (brotli): ${over.map((r) => r.route).join(", ")}`
      : "Every route is within the 130 KB first-load budget (brotli).",
  );

  await mkdir(path.join(projectRoot, "bench-results"), { recursive: true });
  await writeFile(path.join(projectRoot, "bench-results/first-load-js.json"), `${JSON.stringify(rows, null, 2)}\n`);
}
