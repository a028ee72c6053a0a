import { createHash } from "node:crypto";
import path from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { canonicalPath } from "#lib/url.ts";
import { parseByteRange } from "./byte-range.ts";
import { type Bytes, compress, type Encoding, negotiateEncoding, shouldCompress } from "./compression.ts";
import { preloadLinkHeader } from "./preload-links.ts";
import type { Visitor } from "./proxy-trust.ts";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  HSTS,
  inlineScriptHashes,
  NON_DOCUMENT_CSP,
} from "./security-headers.ts";
import { type StaticFile, StaticFiles } from "./static-files.ts";

export type SiteHandlerOptions = {
  build: ServerBuild;
  /** build/client: hashed assets, public files and prerendered HTML. */
  clientDir: string;
  siteUrl: string;
  /** Origins pages may embed in frames (the hero video's player, when configured). */
  frameSources?: string[];
  /** GTM_ID is set: pages may load Tag Manager and GA4 (after consent, which the page enforces). */
  analytics?: boolean;
  /** Pages rendered for each request even though the build prerendered them (they state run-time settings). */
  renderedPerRequest?: readonly string[];
  /** Fills the router context for loaders and actions (database, outbox, client address…). */
  getLoadContext?: (request: Request, visitor?: Visitor) => RouterContextProvider;
};

type PrerenderedPage = {
  html: Bytes;
  csp: string;
  /** The head's preloads as a Link header, or null. */
  preloads: string | null;
  etag: string;
  encoded: Partial<Record<Encoding, Bytes>>;
};

const HTML_TYPE = "text/html; charset=utf-8";

/**
 * The whole site as one fetch handler: canonical redirects, static files,
 * prerendered pages, then React Router for everything else; security
 * headers and compression on every answer.
 */
export function createSiteHandler(options: SiteHandlerOptions) {
  const https = options.siteUrl.startsWith("https:");
  const frameSources = options.frameSources ?? [];
  const analytics = options.analytics ?? false;
  const files = new StaticFiles(options.clientDir);
  // Only pages that exist are kept, so unknown paths cannot grow the map.
  const prerendered = new Map<string, PrerenderedPage>();
  const handleWithRouter = createRequestHandler(options.build, "production");

  const perRequest = new Set(options.renderedPerRequest ?? []);

  async function prerenderedPage(pathname: string): Promise<PrerenderedPage | null> {
    if (perRequest.has(pathname)) return null;
    const cached = prerendered.get(pathname);
    if (cached) return cached;
    const file = await files.get(pathname === "/" ? "/index.html" : `${pathname}/index.html`);
    if (!file) return null;
    const html = new TextDecoder().decode(file.body);
    const page: PrerenderedPage = {
      html: file.body,
      csp: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), https, frameSources, analytics }),
      preloads: preloadLinkHeader(html),
      etag: file.etag,
      // The build's brotli and gzip of the page, when it made them.
      encoded: { ...file.encoded },
    };
    prerendered.set(pathname, page);
    return page;
  }

  /**
   * HSTS goes on every answer when SITE_URL is https, and on an answer to a
   * request that arrived over https (directly, or by a trusted proxy's
   * X-Forwarded-Proto) whatever SITE_URL says.
   */
  return async function handle(request: Request, visitor?: Visitor): Promise<Response> {
    const response = await respond(request, visitor);
    if (visitor?.https && !response.headers.has("Strict-Transport-Security")) {
      response.headers.set("Strict-Transport-Security", HSTS);
    }
    return response;
  };

  async function respond(request: Request, visitor?: Visitor): Promise<Response> {
    const url = new URL(request.url);
    const isRead = request.method === "GET" || request.method === "HEAD";
    const encoding = negotiateEncoding(request.headers.get("accept-encoding"));

    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return finish(new Response("Bad Request", { status: 400 }), {
        https,
        frameSources,
        analytics,
        encoding,
        isHead: false,
      });
    }

    // One URL per page: no trailing slash, no doubled slashes, and a page's address
    // typed in other capitals moves to its own (file names, hashed in mixed case, are left alone).
    const canonical = canonicalPath(url.pathname);
    const lowerCase = canonical.toLowerCase();
    const mayBePage = isRead && lowerCase !== canonical && path.posix.extname(canonical) === "";
    const isPage = async (p: string) => perRequest.has(p) || (await prerenderedPage(p)) !== null;
    const target = mayBePage && (await isPage(lowerCase)) ? lowerCase : canonical;
    if (isRead && target !== url.pathname) {
      return finish(new Response(null, { status: 301, headers: { Location: `${target}${url.search}` } }), {
        https,
        frameSources,
        analytics,
        encoding,
        isHead: request.method === "HEAD",
      });
    }

    if (isRead && !pathname.endsWith(".data") && !pathname.endsWith("/index.html")) {
      const page = await prerenderedPage(canonicalPath(path.posix.normalize(pathname)));
      if (page) return servePrerendered(request, page, encoding);
      if (pathname !== "/") {
        const file = await files.get(pathname);
        if (file) return serveFile(request, file, pathname, encoding);
      }
    }

    const response = await handleWithRouter(
      request,
      options.getLoadContext?.(request, visitor) ?? new RouterContextProvider(),
    );
    return finish(response, { https, frameSources, analytics, encoding, isHead: request.method === "HEAD" });
  }

  async function servePrerendered(request: Request, page: PrerenderedPage, encoding: Encoding | null) {
    const headers = new Headers({
      "Content-Type": HTML_TYPE,
      "Cache-Control": "public, max-age=0, must-revalidate",
      ETag: representationTag(page.etag, encoding),
      Vary: "Accept-Encoding",
    });
    applySecurityHeaders(headers, { https, csp: page.csp });
    if (page.preloads) headers.set("Link", page.preloads);
    if (notModified(request, headers)) return new Response(null, { status: 304, headers });
    let body = page.html;
    if (encoding) {
      page.encoded[encoding] ??= await compress(page.html, encoding, "static");
      body = page.encoded[encoding];
      headers.set("Content-Encoding", encoding);
    }
    headers.set("Content-Length", String(body.byteLength));
    return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
  }

  async function serveFile(
    request: Request,
    file: NonNullable<Awaited<ReturnType<StaticFiles["get"]>>>,
    pathname: string,
    encoding: Encoding | null,
  ) {
    const headers = new Headers({
      "Content-Type": file.contentType,
      // Vite (/assets/) and the image build (/_img/) name files by content hash, so they can be kept for a year.
      "Cache-Control": /^\/(assets|_img)\//.test(pathname)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600, must-revalidate",
      ETag: representationTag(
        file.etag,
        encoding && shouldCompress(file.contentType, file.body.byteLength) ? encoding : null,
      ),
      Vary: "Accept-Encoding",
    });
    applySecurityHeaders(headers, { https, csp: NON_DOCUMENT_CSP });
    if (notModified(request, headers)) return new Response(null, { status: 304, headers });
    if (file.contentType.startsWith("video/")) return serveMedia(request, file, headers);
    const { body, encoding: used } = await files.encoded(file, encoding);
    if (used) headers.set("Content-Encoding", used);
    headers.set("Content-Length", String(body.byteLength));
    return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
  }
}

/**
 * Video, by byte ranges: Safari plays a film only from a server that answers
 * them, and browsers seek and resume with them. Never compressed (it already
 * is), so one representation. An If-Range that names another version gets
 * the whole file.
 */
function serveMedia(request: Request, file: StaticFile, headers: Headers): Response {
  headers.set("Accept-Ranges", "bytes");
  headers.delete("Vary");
  const size = file.body.byteLength;
  const ifRange = request.headers.get("if-range");
  const range = ifRange && ifRange !== file.etag ? "none" : parseByteRange(request.headers.get("range"), size);
  const isHead = request.method === "HEAD";
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range === "none") {
    headers.set("Content-Length", String(size));
    return new Response(isHead ? null : file.body, { status: 200, headers });
  }
  headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
  headers.set("Content-Length", String(range.end - range.start + 1));
  return new Response(isHead ? null : file.body.subarray(range.start, range.end + 1), { status: 206, headers });
}

/** Each encoding of a file is its own representation, so it gets its own tag. */
function representationTag(etag: string, encoding: Encoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** If-None-Match with weak comparison (RFC 9110 §13.1.2): a list of tags or `*`. */
function notModified(request: Request, headers: Headers): boolean {
  const header = request.headers.get("if-none-match");
  const etag = headers.get("etag");
  if (!header || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** Adds security headers to a router response and compresses it when worthwhile. */
async function finish(
  response: Response,
  {
    https,
    frameSources,
    analytics,
    encoding,
    isHead,
  }: { https: boolean; frameSources: string[]; analytics: boolean; encoding: Encoding | null; isHead: boolean },
): Promise<Response> {
  const headers = new Headers(response.headers);
  const contentType = headers.get("content-type");
  const isHtml = contentType?.startsWith("text/html") ?? false;

  if (!response.body || isHead) {
    applySecurityHeaders(headers, {
      https,
      csp: isHtml ? contentSecurityPolicy({ scriptHashes: [], https, frameSources, analytics }) : NON_DOCUMENT_CSP,
    });
    return new Response(null, { status: response.status, statusText: response.statusText, headers });
  }

  let body: Bytes = new Uint8Array(await response.arrayBuffer());
  if (isHtml) {
    const html = new TextDecoder().decode(body);
    applySecurityHeaders(headers, {
      https,
      csp: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), https, frameSources, analytics }),
    });
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
    headers.set("ETag", `W/"${createHash("sha1").update(body).digest("base64url")}"`);
  } else {
    applySecurityHeaders(headers, { https, csp: NON_DOCUMENT_CSP });
  }

  if (encoding && !headers.has("Content-Encoding") && shouldCompress(contentType, body.byteLength)) {
    body = await compress(body, encoding, "dynamic");
    headers.set("Content-Encoding", encoding);
    headers.append("Vary", "Accept-Encoding");
  }
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
