import { readFile } from "node:fs/promises";
import path from "node:path";
import { firstLoadScripts, type PageDocument, parseDocument } from "#lib/page-document.ts";
import { asBytes, type Bytes, compress, type Encoding } from "./compression.ts";
import { preloadLinkHeader } from "./preload-links.ts";
import { etagOf, type Representation, represent, representationTag } from "./representation.ts";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from "./security-headers.ts";
import { PRECOMPRESSED } from "./static-files.ts";

/**
 * The model of a prerendered page: each page of the build is read once at
 * start-up into this record, and the server (fast path and router path), the
 * benchmark and the tests take their facts about it from here. The HTML is
 * parsed once, by lib/page-document.ts.
 */
export type PrerenderedPage = {
  /** Its URL path, e.g. `/services`. */
  path: string;
  document: PageDocument;
  /** The CSP hashes of its inline scripts. */
  scriptHashes: string[];
  /** Its head's preloads as a Link header, or null. */
  preloadLink: string | null;
  /** The JavaScript it loads on its own (first load). */
  modules: string[];
  /** The canonical URL written in it: the SITE_URL of the build. */
  canonical: string | null;
  /** Every representation with its complete response headers: identity, brotli, gzip. */
  representations: Readonly<Record<"identity" | Encoding, Representation>>;
};

/** What the server's settings change in a page's headers. */
export type PagePolicy = {
  https: boolean;
  /** Origins pages may embed in frames (the hero video's player, when configured). */
  frameSources: string[];
  /** GTM_ID is set: pages may load Tag Manager and GA4 (after consent). */
  analytics: boolean;
};

export const HTML_TYPE = "text/html; charset=utf-8";
const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Where a page's HTML is in the build: `/` is `index.html`, `/about` is `about/index.html`. */
export function pageFile(clientDir: string, pagePath: string): string {
  return path.join(clientDir, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`);
}

/** The model of one page from its HTML and the build's compressed copies (made here when missing). */
export async function modelPage(
  pagePath: string,
  html: Bytes,
  copies: Partial<Record<Encoding, Bytes>>,
  policy: PagePolicy,
): Promise<PrerenderedPage> {
  const document = parseDocument(new TextDecoder().decode(html));
  const scriptHashes = inlineScriptHashes(document.inlineScripts);
  const preloadLink = preloadLinkHeader(document.preloads);
  const etag = etagOf(html);
  const common: Record<string, string> = {
    "Content-Type": HTML_TYPE,
    "Cache-Control": PAGE_CACHE_CONTROL,
    Vary: "Accept-Encoding",
    ...securityHeaders(contentSecurityPolicy({ scriptHashes, ...policy })),
    ...(preloadLink ? { Link: preloadLink } : {}),
  };
  const representation = (body: Bytes, encoding: Encoding | null): Representation =>
    represent(body, representationTag(etag, encoding), encoding, common);
  return {
    path: pagePath,
    document,
    scriptHashes,
    preloadLink,
    modules: firstLoadScripts(document),
    canonical: document.canonical,
    representations: {
      identity: representation(html, null),
      br: representation(copies.br ?? (await compress(html, "br", "static")), "br"),
      gzip: representation(copies.gzip ?? (await compress(html, "gzip", "static")), "gzip"),
    },
  };
}

/**
 * Reads every prerendered page of the build once. A page missing from the
 * build, or one whose scripts have a shape lib/page-document.ts does not know,
 * stops start-up with a message naming it.
 */
export async function loadPrerenderedPages(
  clientDir: string,
  pagePaths: readonly string[],
  policy: PagePolicy,
): Promise<ReadonlyMap<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  for (const pagePath of pagePaths) {
    const file = pageFile(clientDir, pagePath);
    const html = await readFile(file).catch((error: unknown) => {
      throw new Error(`The build has no page ${pagePath} (${file}). Run "npm run build".`, { cause: error });
    });
    const copies: Partial<Record<Encoding, Bytes>> = {};
    for (const [encoding, suffix] of PRECOMPRESSED) {
      const copy = await readFile(`${file}${suffix}`).catch(() => null);
      if (copy) copies[encoding] = asBytes(copy);
    }
    try {
      const page = await modelPage(pagePath, asBytes(html), copies, policy);
      // Every page is rendered through the first-paint rewrite (decision 021); one without its
      // module list was not, and would load its scripts before the first paint.
      if (page.document.modulesAfterPaint.length === 0)
        throw new Error(
          "it names no modules to load after the first paint (was it rendered through app/entry.server.tsx?)",
        );
      pages.set(pagePath, page);
    } catch (error) {
      throw new Error(`Prerendered page ${pagePath}: ${error instanceof Error ? error.message : error}`, {
        cause: error,
      });
    }
  }
  return pages;
}

/** The representation of a page to send for the encoding negotiated. */
export function pageRepresentation(page: PrerenderedPage, encoding: Encoding | null): Representation {
  return page.representations[encoding ?? "identity"];
}
