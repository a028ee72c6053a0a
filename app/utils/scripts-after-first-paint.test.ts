import { expect, test } from "vitest";
import { AFTER_PAINT_MODULES_ID, parseDocument, UnknownDocumentShape } from "#lib/page-document.ts";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.ts";

/** The rewritten document alone. */
const rewrite = (html: string) => scriptsAfterFirstPaint(html).html;

const modulesLoadedAfterPaint = (html: string) => parseDocument(html).modulesAfterPaint;

// The shape React Router's <Scripts /> writes (trimmed): preloads, then one inline module.
const document = [
  "<html><head>",
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
  '<link rel="modulepreload" href="/assets/root-b.js"/>',
  '<link rel="modulepreload" href="/assets/faq-c.js"/>',
  "</head><body><main>Answers</main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">;',
  'import * as route0 from "/assets/root-b.js";',
  'import * as route1 from "/assets/faq-c.js";',
  '  window.__reactRouterManifest = {"entry": {"module": "/assets/entry.client-a.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};',
  "",
  'import("/assets/entry.client-a.js");</script>',
  "</body></html>",
].join("\n");

/** The inline module a document is rewritten to. */
const bootstrapOf = (html: string) => /<script type="module">([\s\S]*?)<\/script>/.exec(rewrite(html))?.[1] ?? "";

/**
 * Runs the bootstrap of `html` rewritten, with stand-ins for the page's globals
 * (`document`, `window`, and any other the test names). Dynamic import() cannot be
 * faked, so each `import(` calls the stand-in `load` instead.
 */
async function runBootstrap(
  html: string,
  globals: { load: (url: string) => Promise<unknown> } & Record<string, unknown>,
) {
  // The bootstrap reads its module list from the document's data block.
  const list = JSON.stringify(modulesLoadedAfterPaint(rewrite(html)));
  const page = (globals.document ?? {}) as Record<string, unknown>;
  globals.document = {
    ...page,
    getElementById: (id: string) => (id === AFTER_PAINT_MODULES_ID ? { textContent: list } : null),
  };
  const names = Object.keys(globals);
  const run = new Function(
    ...names,
    `return (async () => { ${bootstrapOf(html).replaceAll("import(", "await load(")} })();`,
  );
  await run(...names.map((name) => globals[name]));
}

test("the preloads move into the bootstrap, which imports the same modules after the first paint", () => {
  const html = rewrite(document);
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/^import \* as/m);
  expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  expect(modulesLoadedAfterPaint(html)).toEqual(["/assets/entry.client-a.js", "/assets/root-b.js", "/assets/faq-c.js"]);
  const bootstrap = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  expect(bootstrap).toContain(
    'const [route0, route1] = await Promise.all([import("/assets/root-b.js"), import("/assets/faq-c.js")]);',
  );
  // The route modules are on window before the client entry is imported.
  expect(bootstrap.indexOf("__reactRouterRouteModules")).toBeLessThan(
    bootstrap.indexOf('import("/assets/entry.client-a.js")'),
  );
  expect(bootstrap).toContain('.observe({ type: "paint", buffered: true })');
});

test("the rewritten bootstrap runs: it preloads every module, then sets the route modules and imports the entry", async () => {
  const preloaded: string[] = [];
  let appends = 0;
  const imported: string[] = [];
  const win: Record<string, unknown> = {};
  const fakeDocument = {
    visibilityState: "hidden",
    createElement: () => ({ rel: "", href: "" }),
    head: {
      append: (...links: { rel: string; href: string }[]) => {
        appends += 1;
        for (const link of links) preloaded.push(`${link.rel} ${link.href}`);
      },
    },
  };
  await runBootstrap(document, {
    document: fakeDocument,
    window: win,
    load: async (url: string) => {
      imported.push(url);
      return { url };
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloaded).toEqual([
    "modulepreload /assets/entry.client-a.js",
    "modulepreload /assets/root-b.js",
    "modulepreload /assets/faq-c.js",
  ]);
  // In one insertion.
  expect(appends).toBe(1);
  // Leaves first, one by one; then the route modules (already evaluated) are read and the entry starts.
  expect(imported).toEqual([
    "/assets/faq-c.js",
    "/assets/root-b.js",
    "/assets/root-b.js",
    "/assets/faq-c.js",
    "/assets/entry.client-a.js",
  ]);
  expect(win.__reactRouterRouteModules).toEqual({
    root: { url: "/assets/root-b.js" },
    "routes/faq": { url: "/assets/faq-c.js" },
  });
});

test("evaluation hands the main thread back to the browser whenever a module has taken more than 10 ms", async () => {
  const events: string[] = [];
  const fakeDocument = { visibilityState: "hidden", createElement: () => ({}), head: { append: () => {} } };
  const scheduler = { yield: async () => void events.push("yield") };
  const slow = new Set(["/assets/faq-c.js"]);
  await runBootstrap(document, {
    document: fakeDocument,
    window: {},
    load: async (url: string) => {
      // The first evaluation of the slow module is long; a second import of it is free.
      const started = performance.now();
      if (slow.delete(url)) while (performance.now() - started < 12);
      events.push(url);
      return {};
    },
    globalThis: { scheduler },
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(events).toEqual([
    "/assets/faq-c.js",
    "yield",
    "/assets/root-b.js",
    "/assets/root-b.js",
    "/assets/faq-c.js",
    "/assets/entry.client-a.js",
  ]);
});

test("the preloads go in eight at a time, the main thread handed back between groups", async () => {
  const many = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
  const html = document.replace(
    "</head>",
    `${many.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}</head>`,
  );
  const events: string[] = [];
  const fakeDocument = {
    visibilityState: "hidden",
    createElement: () => ({}),
    head: { append: (...links: unknown[]) => void events.push(`append ${links.length}`) },
  };
  const scheduler = { yield: async () => void events.push("yield") };
  await runBootstrap(html, { document: fakeDocument, window: {}, load: async () => ({}), globalThis: { scheduler } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  // 23 modules: the three of the page above and the twenty added.
  expect(events.slice(0, 5)).toEqual(["append 8", "yield", "append 8", "yield", "append 7"]);
});

test("after the first paint, a page led by an image starts its scripts once that image has loaded and been drawn", async () => {
  const imported: string[] = [];
  const listeners = new Map<string, () => void>();
  const lead = {
    complete: false,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const fakeDocument = {
    visibilityState: "visible",
    createElement: () => ({}),
    head: { append: () => {} },
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? lead : null),
  };
  let paint: (() => void) | undefined;
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint"];
    readonly callback: (list: unknown, observer: FakePerformanceObserver) => void;
    constructor(callback: (list: unknown, observer: FakePerformanceObserver) => void) {
      this.callback = callback;
    }
    observe() {
      paint = () => this.callback({}, this);
    }
    disconnect() {}
  }
  const frames: (() => void)[] = [];
  await runBootstrap(document, {
    document: fakeDocument,
    window: {},
    load: async (url: string) => {
      imported.push(url);
      return {};
    },
    PerformanceObserver: FakePerformanceObserver,
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
  });
  paint?.();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(imported).toEqual([]);
  listeners.get("load")?.();
  await new Promise((resolve) => setTimeout(resolve, 10));
  // Loaded, but the frame that draws it has not come yet.
  expect(imported).toEqual([]);
  for (const frame of frames) frame();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(imported.at(-1)).toBe("/assets/entry.client-a.js");
});

test("a document without React Router's bootstrap is left as it is", () => {
  const plain = '<html><body><script type="module" src="/x.js"></script></body></html>';
  expect(rewrite(plain)).toBe(plain);
  expect(modulesLoadedAfterPaint(plain)).toEqual([]);
});

test("a route split into chunks (client loader apart) is imported in parts and joined as before", () => {
  const split = document
    .replace(
      'import * as route1 from "/assets/faq-c.js";',
      'import * as route1_clientLoader from "/assets/faq-loader-d.js";\nimport * as route1_main from "/assets/faq-c.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    )
    .replace("</head>", '<link rel="modulepreload" href="/assets/faq-loader-d.js"/></head>');
  const bootstrap = bootstrapOf(split);
  expect(bootstrap).toContain(
    "const [route0, route1_clientLoader, route1_main] = await Promise.all([" +
      'import("/assets/root-b.js"), import("/assets/faq-loader-d.js"), import("/assets/faq-c.js")]);',
  );
  expect(bootstrap.indexOf("const route1 = {...route1_clientLoader,...route1_main};")).toBeGreaterThan(
    bootstrap.indexOf("await Promise.all"),
  );
  expect(bootstrap).not.toMatch(/^\s*import \*/m);
});

test("a bootstrap with an import of a shape it does not know fails loudly", () => {
  const unknown = document.replace(
    'import * as route0 from "/assets/root-b.js";',
    'import * as route0 from "/assets/root-b.js";\nimport "/assets/side-effect.js";',
  );
  expect(() => rewrite(unknown)).toThrow(UnknownDocumentShape);
});

test("a bootstrap React Router might write instead (no static route imports) fails loudly", () => {
  const reshaped = document.replace(/import \* as (route\d) from ("[^"]+");/g, "const $1 = await import($2);");
  expect(() => rewrite(reshaped)).toThrow(/React Router may have changed its <Scripts \/> output/);
});

test("the inline scripts handed back with the rewrite are those of the rewritten document, so the server need not parse it again", () => {
  const plain = "<html><head></head><body><script>a()</script></body></html>";
  for (const html of [document, plain]) {
    const rewritten = scriptsAfterFirstPaint(html);
    expect(rewritten.inlineScripts).toEqual(parseDocument(rewritten.html).inlineScripts);
  }
  expect(scriptsAfterFirstPaint(document).inlineScripts.map((script) => script.type)).toEqual([
    null,
    "application/json",
    "module",
  ]);
});
