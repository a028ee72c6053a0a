/**
 * Starts a page's JavaScript after its first paint.
 *
 * React Router writes a module preload for every script a page needs and one
 * inline module that imports the route modules straight away. On a phone the
 * browser then fetches and compiles about 130 KB of JavaScript before it paints
 * anything, although every page is complete HTML and CSS that works without
 * JavaScript. This rewrites the document so the same modules are preloaded and
 * imported, in parallel, once the browser reports its first paint
 * (docs/decisions/021).
 * A document without React Router's inline module, or with one of a shape
 * this does not know, is returned unchanged.
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /import \* as ([\w$]+) from ("[^"]+");\n?/g;
/** Any other static import: a shape this rewrite does not know, so it leaves the document alone. */
const OTHER_STATIC_IMPORT = /^\s*import\s*[^\s(]/m;
/** The list the rewritten bootstrap preloads; the benchmark reads it back. */
const MODULE_LIST = /const modules = (\[[^\]]*\]);/;

export function scriptsAfterFirstPaint(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const body = bootstrap[1] ?? "";
  const modules = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const routes = [...body.matchAll(ROUTE_IMPORT)].map(([, name, url]) => ({ name, url }));
  // What remains sets the manifest and the route modules on window, then imports the client entry.
  const rest = body.replace(ROUTE_IMPORT, "").replace(/^[;\s]+/, "");
  if (OTHER_STATIC_IMPORT.test(rest)) return html;
  const script = [
    `const modules = ${JSON.stringify(modules)};`,
    "const start = async () => {",
    "  for (const href of modules) {",
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    `  const [${routes.map((route) => route.name).join(", ")}] = await Promise.all([${routes
      .map((route) => `import(${route.url})`)
      .join(", ")}]);`,
    `  ${rest.trim()}`,
    "};",
    "let started = false;",
    "const go = () => {",
    "  if (started) return;",
    "  started = true;",
    "  start();",
    "};",
    // The browser reports its first paint to a PerformanceObserver after the frame is drawn; a
    // hidden tab paints nothing and a browser without paint timing says nothing, so those start
    // at once. Not the load event: on a page whose images are all lazy it can come before the
    // first paint. A timer three seconds on is the backstop for a page that never reports one.
    'if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) go();',
    "else {",
    "  new PerformanceObserver((_, observer) => {",
    "    observer.disconnect();",
    "    go();",
    '  }).observe({ type: "paint", buffered: true });',
    "  setTimeout(go, 3000);",
    "}",
  ].join("\n");
  return html.replace(PRELOAD, "").replace(BOOTSTRAP, () => `<script type="module">${script}</script>`);
}

/** The module scripts a rewritten document loads after its first paint. */
export function modulesLoadedAfterPaint(html: string): string[] {
  const list = MODULE_LIST.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
