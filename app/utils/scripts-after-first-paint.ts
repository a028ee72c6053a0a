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
 * A document without React Router's inline module is returned unchanged; one
 * with a bootstrap of a shape this does not know throws, so a React Router
 * upgrade that changes it stops the build instead of leaving pages as they were.
 */
import { AFTER_PAINT_MODULES_ID, type InlineScript, parseDocument } from "#lib/page-document.ts";

/**
 * The rewritten document, with its inline scripts as `parseDocument` would
 * read them from it: a page rendered per request hands them to the server
 * for its CSP hashes, so the document is parsed once, not twice.
 */
export type FirstPaintDocument = { html: string; inlineScripts: InlineScript[] };

export function scriptsAfterFirstPaint(html: string): FirstPaintDocument {
  // Throws on a bootstrap of a shape it does not know (lib/page-document.ts).
  const page = parseDocument(html);
  const bootstrap = page.routerBootstrap;
  if (!bootstrap) return { html, inlineScripts: page.inlineScripts };
  const modules = page.modulePreloads.map((preload) => preload.href);
  const { routeImports: routes, rest, entry } = bootstrap;
  const script = [
    // The list is data in the document (read by the server, the bench and the tests), not code.
    `const modules = JSON.parse(document.getElementById(${JSON.stringify(AFTER_PAINT_MODULES_ID)}).textContent);`,
    "const start = async () => {",
    // Starting a fetch has a cost on a phone's main thread: the preloads go in eight at a time,
    // each group in one insertion (one at a time costs several times as much), with the main
    // thread handed back to the browser between groups.
    "  const handBack = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));",
    "  for (let index = 0; index < modules.length; index += 8) {",
    "    if (index > 0) await handBack();",
    "    document.head.append(",
    "      ...modules.slice(index, index + 8).map((href) => {",
    '        const link = document.createElement("link");',
    '        link.rel = "modulepreload";',
    "        link.href = href;",
    "        return link;",
    "      }),",
    "    );",
    "  }",
    // Evaluating every module in one go is one long task on a phone. They are
    // evaluated one by one instead (the graph's leaves first, each import also
    // evaluating whatever of its own imports has not run yet), handing the main
    // thread back to the browser whenever 10 ms have gone by. The client entry,
    // which starts hydration, runs last as before.
    `  const entry = ${JSON.stringify(entry)};`,
    "  let slice = performance.now();",
    "  for (const href of [...modules].reverse()) {",
    "    if (href === entry) continue;",
    "    await import(href);",
    "    if (performance.now() - slice > 10) {",
    "      await handBack();",
    "      slice = performance.now();",
    "    }",
    "  }",
    `  const [${routes.map((route) => route.name).join(", ")}] = await Promise.all([${routes
      .map((route) => `import(${JSON.stringify(route.url)})`)
      .join(", ")}]);`,
    `  ${rest.trim()}`,
    "};",
    "let started = false;",
    "const go = () => {",
    "  if (started) return;",
    "  started = true;",
    "  start();",
    "};",
    // A page led by an image (the one with fetchpriority="high") has its largest paint when that
    // image shows: the scripts wait for it to load and be drawn, so they do not share the link
    // with it.
    "const afterLeadImage = () => {",
    "  const lead = document.querySelector('img[fetchpriority=\"high\"]');",
    "  if (!lead || lead.complete) return go();",
    "  const drawn = () => requestAnimationFrame(() => setTimeout(go));",
    '  lead.addEventListener("load", drawn, { once: true });',
    '  lead.addEventListener("error", go, { once: true });',
    "};",
    // The browser reports its first paint to a PerformanceObserver after the frame is drawn; a
    // hidden tab paints nothing and a browser without paint timing says nothing, so those start
    // at once. Not the load event: on a page whose images are all lazy it can come before the
    // first paint. A timer three seconds on is the backstop for a page that never reports one.
    'if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) go();',
    "else {",
    "  new PerformanceObserver((_, observer) => {",
    "    observer.disconnect();",
    "    afterLeadImage();",
    '  }).observe({ type: "paint", buffered: true });',
    "  setTimeout(go, 3000);",
    "}",
  ].join("\n");
  // A path cannot hold "<", but the list is escaped as any data block must be.
  const list = JSON.stringify(modules).replaceAll("<", "\\u003c");
  const moduleList: InlineScript = {
    tag: `<script type="application/json" id="${AFTER_PAINT_MODULES_ID}">${list}</script>`,
    type: "application/json",
    id: AFTER_PAINT_MODULES_ID,
    body: list,
    executable: false,
  };
  const starter: InlineScript = {
    tag: `<script type="module">${script}</script>`,
    type: "module",
    id: null,
    body: script,
    executable: true,
  };
  return {
    html: replaceFirst(html, [
      ...page.modulePreloads.map((preload) => ({ tag: preload.tag, by: "" })),
      { tag: bootstrap.tag, by: moduleList.tag + starter.tag },
    ]),
    // The bootstrap is the document's only inline module (parseDocument checks), so it is the one replaced.
    inlineScripts: page.inlineScripts.flatMap((inline) =>
      inline.tag === bootstrap.tag ? [moduleList, starter] : [inline],
    ),
  };
}

/**
 * The document with the first occurrence of each tag replaced, in one pass:
 * a page rendered per request (search) has some thirty preloads, and a
 * `replace` for each copied the whole document every time.
 */
function replaceFirst(html: string, edits: { tag: string; by: string }[]): string {
  const found = edits
    .map((edit) => ({ ...edit, at: html.indexOf(edit.tag) }))
    .filter((edit) => edit.at !== -1)
    .sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const { tag, by, at } of found) {
    if (at < from) continue; // Inside a tag already replaced.
    pieces.push(html.slice(from, at), by);
    from = at + tag.length;
  }
  pieces.push(html.slice(from));
  return pieces.join("");
}
