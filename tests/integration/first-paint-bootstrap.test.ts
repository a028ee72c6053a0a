import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { modulesLoadedAfterPaint } from "#app/utils/scripts-after-first-paint.ts";
import { prerenderedPaths } from "#content/navigation.ts";
import { requireProductionBuild } from "./http.ts";

requireProductionBuild();
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../build/client");

// Every prerendered page was rewritten to start its scripts after the first
// paint (decision 021), and its bootstrap is valid JavaScript: a route whose
// modules have a shape the rewrite mishandles would otherwise break hydration.
test.each(prerenderedPaths)(
  "%s starts its scripts after the first paint with a bootstrap that parses",
  async (route) => {
    const html = await readFile(path.join(clientDir, route === "/" ? "" : route, "index.html"), "utf8");
    expect(html).not.toContain('rel="modulepreload"');
    const modules = modulesLoadedAfterPaint(html);
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) expect(module).toMatch(/^\/assets\/[\w.-]+\.js$/);
    const bootstrap = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(bootstrap).toBeDefined();
    expect(bootstrap).not.toMatch(/^\s*import\s*[^\s(]/m);
    // Parses as a function body: no static import or export is left in it.
    expect(() => new Function(bootstrap ?? "")).not.toThrow();
  },
);
