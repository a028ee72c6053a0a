/**
 * The one reader of the HTML documents this site renders (STYLE habit 14).
 *
 * The first-paint rewrite (app/utils/scripts-after-first-paint.ts), the
 * server's page model (server/http/page-model.ts), the CSP of server-rendered
 * pages, the benchmark and the tests all take their facts about a document
 * from `parseDocument`: its inline scripts, its preloads, React Router's
 * bootstrap, the modules it loads after the first paint, its canonical URL.
 * Nobody else runs a regular expression over a page.
 *
 * A document whose scripts have a shape this does not know throws
 * `UnknownDocumentShape`: a React Router upgrade that changes its bootstrap
 * stops the build (every page is rendered through the rewrite) instead of
 * leaving pages silently un-rewritten.
 */

export class UnknownDocumentShape extends Error {
  override name = "UnknownDocumentShape";
}

export type InlineScript = {
  /** The exact tag as it appears in the document. */
  tag: string;
  /** The `type` attribute, lower-cased, or null. */
  type: string | null;
  id: string | null;
  body: string;
  /** Runs in the browser (classic or module), so the CSP must allow it; JSON and JSON-LD do not. */
  executable: boolean;
};

/** React Router's `<Scripts />` output, as rendered and before the first-paint rewrite. */
export type RouterBootstrap = {
  /** The inline module's exact tag. */
  tag: string;
  /** The route modules it imports statically, by the name it binds them to. */
  routeImports: { name: string; url: string }[];
  /** The rest of its body: sets the manifest and route modules on window, then imports the entry. */
  rest: string;
  /** The client entry it imports last. */
  entry: string;
};

export type PageDocument = {
  inlineScripts: InlineScript[];
  /** `<script src>` of type module. */
  moduleScripts: string[];
  /** `<link rel="preload">` tags of the head, attributes by lower-case name, entities decoded. */
  preloads: Map<string, string>[];
  /** `<link rel="modulepreload">` tags: the exact tag and its href. */
  modulePreloads: { tag: string; href: string }[];
  /** React Router's bootstrap when the document has not been rewritten yet. */
  routerBootstrap: RouterBootstrap | null;
  /** The modules the first-paint bootstrap loads (decision 021); empty when the document has none. */
  modulesAfterPaint: string[];
  canonical: string | null;
  noindex: boolean;
};

/**
 * Where the first-paint bootstrap finds its modules: a JSON data block, so the
 * list is data that anyone (the bench, the server, tests) can read, not code.
 */
export const AFTER_PAINT_MODULES_ID = "modules-after-first-paint";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const LINK = /<link\b([^>]*?)\/?>/gi;
const META = /<meta\b([^>]*?)\/?>/gi;
const ATTRIBUTE = /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const HEAD = /<head\b[^>]*>([\s\S]*?)<\/head>/i;

const EXECUTABLE_TYPES = new Set(["module", "text/javascript", "application/javascript"]);

/** React Router's bootstrap: static route imports, then code that imports the entry last. */
const ROUTE_IMPORT = /import \* as ([\w$]+) from "([^"]+)";\n?/g;
/** Any other static import: a shape not known here. */
const OTHER_STATIC_IMPORT = /^\s*import\s*[^\s(]/m;
const ENTRY_IMPORT = /import\("([^"]+)"\);?\s*$/;

const decode = (value: string) =>
  value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = "", double, single, bare] of text.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), decode(double ?? single ?? bare ?? ""));
  }
  return attributes;
}

function parseRouterBootstrap(tag: string, body: string): RouterBootstrap {
  const routeImports = [...body.matchAll(ROUTE_IMPORT)].map(([, name = "", url = ""]) => ({ name, url }));
  const rest = body.replace(ROUTE_IMPORT, "").replace(/^[;\s]+/, "");
  const entry = ENTRY_IMPORT.exec(rest)?.[1];
  if (routeImports.length === 0 || OTHER_STATIC_IMPORT.test(rest) || !entry) {
    throw new UnknownDocumentShape(
      "An inline module script of a shape not known: expected React Router's bootstrap " +
        '(`import * as routeN from "…";` lines, then code ending in `import("<entry>")`). ' +
        `React Router may have changed its <Scripts /> output; update lib/page-document.ts. Script: ${body.slice(0, 200)}`,
    );
  }
  return { tag, routeImports, rest, entry };
}

function parseModuleList(body: string): string[] {
  let list: unknown;
  try {
    list = JSON.parse(body);
  } catch {
    throw new UnknownDocumentShape(`#${AFTER_PAINT_MODULES_ID} is not JSON`);
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === "string" && item.startsWith("/"))) {
    throw new UnknownDocumentShape(`#${AFTER_PAINT_MODULES_ID} is not a list of paths`);
  }
  return list as string[];
}

export function parseDocument(html: string): PageDocument {
  const inlineScripts: InlineScript[] = [];
  const moduleScripts: string[] = [];
  for (const [tag, attributeText = "", body = ""] of html.matchAll(SCRIPT)) {
    const attributes = attributesOf(attributeText);
    const type = attributes.get("type")?.toLowerCase() ?? null;
    const src = attributes.get("src");
    if (src !== undefined) {
      if (type === "module") moduleScripts.push(src);
      continue;
    }
    inlineScripts.push({
      tag,
      type,
      id: attributes.get("id") ?? null,
      body,
      executable: type === null || EXECUTABLE_TYPES.has(type),
    });
  }

  const head = HEAD.exec(html)?.[1] ?? "";
  const preloads: Map<string, string>[] = [];
  for (const [, attributeText = ""] of head.matchAll(LINK)) {
    const attributes = attributesOf(attributeText);
    if (attributes.get("rel")?.toLowerCase() === "preload") preloads.push(attributes);
  }
  const modulePreloads: PageDocument["modulePreloads"] = [];
  let canonical: string | null = null;
  for (const [tag, attributeText = ""] of html.matchAll(LINK)) {
    const attributes = attributesOf(attributeText);
    const rel = attributes.get("rel")?.toLowerCase();
    const href = attributes.get("href");
    if (rel === "modulepreload" && href) modulePreloads.push({ tag, href });
    if (rel === "canonical" && href && canonical === null) canonical = href;
  }
  let noindex = false;
  for (const [, attributeText = ""] of html.matchAll(META)) {
    const attributes = attributesOf(attributeText);
    if (attributes.get("name")?.toLowerCase() === "robots" && /\bnoindex\b/i.test(attributes.get("content") ?? ""))
      noindex = true;
  }

  const moduleList = inlineScripts.find((script) => script.id === AFTER_PAINT_MODULES_ID);
  const modulesAfterPaint = moduleList ? parseModuleList(moduleList.body) : [];
  const inlineModules = inlineScripts.filter((script) => script.type === "module");
  let routerBootstrap: RouterBootstrap | null = null;
  if (moduleList) {
    // Rewritten already: its one inline module is the first-paint bootstrap, which this site wrote.
    if (inlineModules.length !== 1 || modulePreloads.length > 0) {
      throw new UnknownDocumentShape("A rewritten document must hold exactly one inline module and no module preloads");
    }
  } else if (inlineModules.length > 1) {
    throw new UnknownDocumentShape(`${inlineModules.length} inline module scripts; React Router writes one`);
  } else if (inlineModules[0]) {
    routerBootstrap = parseRouterBootstrap(inlineModules[0].tag, inlineModules[0].body);
  } else if (modulePreloads.length > 0) {
    throw new UnknownDocumentShape("Module preloads without React Router's inline bootstrap module");
  }

  return {
    inlineScripts,
    moduleScripts,
    preloads,
    modulePreloads,
    routerBootstrap,
    modulesAfterPaint,
    canonical,
    noindex,
  };
}

/**
 * Every JavaScript file the document loads on its own, without a visitor doing
 * anything: module scripts, module preloads, the router bootstrap's imports and
 * the modules the first-paint bootstrap loads.
 */
export function firstLoadScripts(document: PageDocument): string[] {
  const scripts = new Set<string>([
    ...document.modulesAfterPaint,
    ...document.modulePreloads.map((preload) => preload.href),
    ...document.moduleScripts,
    ...(document.routerBootstrap?.routeImports.map((route) => route.url) ?? []),
    ...(document.routerBootstrap ? [document.routerBootstrap.entry] : []),
  ]);
  return [...scripts];
}
