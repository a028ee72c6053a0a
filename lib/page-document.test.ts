import { expect, test } from "vitest";
import { AFTER_PAINT_MODULES_ID, firstLoadScripts, parseDocument, UnknownDocumentShape } from "./page-document.ts";

// React Router's <Scripts /> output as rendered (trimmed), with a head like the site's.
const rendered = [
  "<!DOCTYPE html><html><head>",
  '<link rel="preload" as="image" imageSrcSet="/_img/a-480.avif 480w, /_img/a-960.avif 960w" fetchPriority="high"/>',
  '<link rel="preload" href="/fonts/inter.woff2" as="font" type="font/woff2" crossorigin=""/>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
  '<link rel="modulepreload" href="/assets/root-b.js"/>',
  '<link rel="canonical" href="https://example.com/faq"/>',
  '<meta name="robots" content="index, follow"/>',
  '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
  "</head><body><main>Answers</main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">;',
  'import * as route0 from "/assets/root-b.js";',
  '  window.__reactRouterRouteModules = {"root":route0};',
  'import("/assets/entry.client-a.js");</script>',
  "</body></html>",
].join("\n");

test("reads the inline scripts, which of them run, the head's preloads and the canonical URL", () => {
  const page = parseDocument(rendered);
  expect(page.inlineScripts.map((script) => [script.type, script.executable])).toEqual([
    ["application/ld+json", false],
    [null, true],
    ["module", true],
  ]);
  expect(page.preloads.map((preload) => Object.fromEntries(preload))).toEqual([
    {
      rel: "preload",
      as: "image",
      imagesrcset: "/_img/a-480.avif 480w, /_img/a-960.avif 960w",
      fetchpriority: "high",
    },
    { rel: "preload", href: "/fonts/inter.woff2", as: "font", type: "font/woff2", crossorigin: "" },
  ]);
  expect(page.canonical).toBe("https://example.com/faq");
  expect(page.noindex).toBe(false);
  expect(parseDocument('<head><meta name="robots" content="noindex, follow"/></head>').noindex).toBe(true);
});

test("reads React Router's bootstrap: its route imports and the entry it imports last", () => {
  const page = parseDocument(rendered);
  expect(page.routerBootstrap?.routeImports).toEqual([{ name: "route0", url: "/assets/root-b.js" }]);
  expect(page.routerBootstrap?.entry).toBe("/assets/entry.client-a.js");
  expect(page.modulePreloads.map((preload) => preload.href)).toEqual([
    "/assets/entry.client-a.js",
    "/assets/root-b.js",
  ]);
  expect(page.modulesAfterPaint).toEqual([]);
  expect(firstLoadScripts(page).sort()).toEqual(["/assets/entry.client-a.js", "/assets/root-b.js"]);
});

test("reads a rewritten document's module list from its data block", () => {
  const rewritten =
    `<html><head></head><body><script type="application/json" id="${AFTER_PAINT_MODULES_ID}">` +
    '["/assets/entry.client-a.js","/assets/root-b.js"]</script><script type="module">start()</script></body></html>';
  const page = parseDocument(rewritten);
  expect(page.routerBootstrap).toBeNull();
  expect(page.modulesAfterPaint).toEqual(["/assets/entry.client-a.js", "/assets/root-b.js"]);
  expect(firstLoadScripts(page)).toEqual(["/assets/entry.client-a.js", "/assets/root-b.js"]);
});

test("a document without scripts has no bootstrap and loads nothing", () => {
  const page = parseDocument("<html><head><title>x</title></head><body><p>Plain</p></body></html>");
  expect(page.routerBootstrap).toBeNull();
  expect(firstLoadScripts(page)).toEqual([]);
});

test("fails loudly on a bootstrap of a shape it does not recognise", () => {
  const unknownShapes = [
    // Route modules imported dynamically instead of statically.
    rendered.replace(
      'import * as route0 from "/assets/root-b.js";',
      'const route0 = await import("/assets/root-b.js");',
    ),
    // A static import of another kind.
    rendered.replace('import * as route0 from "/assets/root-b.js";', 'import { a } from "/assets/root-b.js";'),
    // No client entry imported at the end.
    rendered.replace('import("/assets/entry.client-a.js");', ""),
    // Two inline modules.
    rendered.replace("</body>", '<script type="module">import("/assets/x.js");</script></body>'),
    // Module preloads with no inline bootstrap to go with them (React Router moved it into a file).
    rendered.replace(/<script type="module" async="">[\s\S]*?<\/script>/, ""),
    // A module list that is not a list of paths.
    `<script type="application/json" id="${AFTER_PAINT_MODULES_ID}">{"a":1}</script><script type="module">x()</script>`,
  ];
  for (const html of unknownShapes) expect(() => parseDocument(html)).toThrow(UnknownDocumentShape);
});
