import { firstLoadScripts, parseDocument } from "#lib/page-document.ts";
import type { PrerenderedPage } from "#server/http/page-model.ts";
import type { RouteFigures } from "../targets.ts";
import { get } from "./http.ts";

export type FirstLoad = { firstLoad: RouteFigures["firstLoad"]; noindex: boolean };

/**
 * Step 3: the JavaScript each route loads on its own, compressed as the
 * server sends it. A prerendered route's scripts come from the page model; a
 * server-rendered one (search) is fetched and read by the same parser.
 */
export async function measureFirstLoad(
  base: string,
  routes: readonly string[],
  pages: ReadonlyMap<string, PrerenderedPage>,
): Promise<Map<string, FirstLoad>> {
  const sizes = new Map<string, number>();
  const results = new Map<string, FirstLoad>();
  for (const [index, route] of routes.entries()) {
    console.log(`first load: route ${index + 1} of ${routes.length} (${route})`);
    try {
      // Asked for compressed, as a browser does (a server-rendered page is compressed on each request).
      const page = await get(base + route, { "Accept-Encoding": "br, gzip" });
      if (page.status !== 200) throw new Error(`${route} answered ${page.status}`);
      const model = pages.get(route);
      const document = model?.document ?? parseDocument((await get(base + route)).body.toString("utf8"));
      const scripts = model?.modules ?? firstLoadScripts(document);
      let bytes = 0;
      for (const script of scripts) {
        let size = sizes.get(script);
        if (size === undefined) {
          const answer = await get(base + script, { "Accept-Encoding": "br, gzip" });
          if (answer.status !== 200) throw new Error(`${script} answered ${answer.status}`);
          size = answer.body.byteLength;
          sizes.set(script, size);
        }
        bytes += size;
      }
      results.set(route, { firstLoad: { files: scripts.length, bytes }, noindex: document.noindex });
    } catch (error) {
      results.set(route, {
        firstLoad: { error: error instanceof Error ? error.message : String(error) },
        noindex: false,
      });
    }
  }
  return results;
}
