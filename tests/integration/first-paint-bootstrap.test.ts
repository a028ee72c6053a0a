import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { prerenderedPaths } from "#content/navigation.ts";
import { loadPrerenderedPages } from "#server/http/page-model.ts";
import { requireProductionBuild } from "./http.ts";

requireProductionBuild();
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../build/client");
const pages = await loadPrerenderedPages(clientDir, prerenderedPaths, {
  https: false,
  frameSources: [],
  analytics: false,
});

// Every prerendered page was rewritten to start its scripts after the first
// paint (decision 021), and its bootstrap is valid JavaScript: a route whose
// modules have a shape the rewrite mishandles would otherwise break hydration.
test.each(prerenderedPaths)("%s starts its scripts after the first paint with a bootstrap that parses", (route) => {
  const page = pages.get(route);
  expect(page).toBeDefined();
  expect(page?.document.modulePreloads).toEqual([]);
  expect(page?.document.routerBootstrap).toBeNull();
  const modules = page?.document.modulesAfterPaint ?? [];
  expect(modules.length).toBeGreaterThan(0);
  for (const module of modules) expect(module).toMatch(/^\/assets\/[\w.-]+\.js$/);
  const bootstrap = page?.document.inlineScripts.find((script) => script.type === "module")?.body;
  expect(bootstrap).toBeDefined();
  // Parses as a function body: no static import or export is left in it.
  expect(() => new Function(bootstrap ?? "")).not.toThrow();
});
