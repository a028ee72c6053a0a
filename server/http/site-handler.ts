import { createHash } from "node:crypto";
import path from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { parseDocument } from "#lib/page-document.ts";
import { canonicalPath } from "#lib/url.ts";
import { parseByteRange } from "./byte-range.ts";
import { type Bytes, compress, type Encoding, negotiateEncoding, shouldCompress } from "./compression.ts";
import { type PrerenderedPage, pageRepresentation } from "./page-model.ts";
import type { Visitor } from "./proxy-trust.ts";
import { matchesIfNoneMatch, type Representation } from "./representation.ts";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  handedScriptHashes,
  inlineScriptHashes,
  NON_DOCUMENT_CSP,
  SCRIPT_HASHES_HEADER,
} from "./security-headers.ts";
import type { StaticFile, StaticFiles } from "./static-files.ts";

export type SiteHandlerOptions = {
  build: ServerBuild;
  /** The prerendered pages, read once at start-up (page-model.ts), less those rendered per request. */
  pages: ReadonlyMap<string, PrerenderedPage>;
  /** build/client: hashed assets and public files. */
  files: StaticFiles;
  siteUrl: string;
  /** Origins pages may embed in frames (the hero video's player, when configured). */
  frameSources?: string[];
  /** GTM_ID is set: pages may load Tag Manager and GA4 (after consent, which the page enforces). */
  analytics?: boolean;
  /** Pages rendered for each request even though the build prerendered them (they state run-time settings). */
  renderedPerRequest?: readonly string[];
  /** Fills the router context for loaders and actions (database, outbox, the visitor's address…). */
  getLoadContext?: (request: Request, visitor?: Visitor) => RouterContextProvider;
};

/**
 * The whole site as one fetch handler: canonical redirects, static files,
 * prerendered pages, then React Router for everything else; security
 * headers and compression on every answer. Strict-Transport-Security depends
 * on the request and is added to every answer by server/index.ts
 * (per-request-headers.ts).
 */
export function createSiteHandler(options: SiteHandlerOptions) {
  const https = options.siteUrl.startsWith("https:");
  const frameSources = options.frameSources ?? [];
  const analytics = options.analytics ?? false;
  const { pages, files } = options;
  const perRequest = new Set(options.renderedPerRequest ?? []);
  const handleWithRouter = createRequestHandler(options.build, "production");

  return async function handle(request: Request, visitor?: Visitor): Promise<Response> {
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
    const isPage = (p: string) => pages.has(p) || perRequest.has(p);
    const target = mayBePage && isPage(lowerCase) ? lowerCase : canonical;
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
      const page = pages.get(canonicalPath(path.posix.normalize(pathname)));
      if (page) return answer(request, pageRepresentation(page, encoding));
      if (pathname !== "/") {
        const file = await files.get(pathname);
        if (file?.contentType.startsWith("video/")) return serveMedia(request, file);
        if (file) return answer(request, await files.representation(file, pathname, encoding));
      }
    }

    const response = await handleWithRouter(
      request,
      options.getLoadContext?.(request, visitor) ?? new RouterContextProvider(),
    );
    return finish(response, { https, frameSources, analytics, encoding, isHead: request.method === "HEAD" });
  };
}

/** A page or file answered from its precomputed representation (200, or 304 when the client has it). */
function answer(request: Request, representation: Representation): Response {
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), representation.etag))
    return new Response(null, { status: 304, headers: representation.notModifiedHeaders });
  return new Response(request.method === "HEAD" ? null : representation.body, {
    status: 200,
    headers: representation.headers,
  });
}

/**
 * Video, by byte ranges: Safari plays a film only from a server that answers
 * them, and browsers seek and resume with them. Never compressed (it already
 * is), so one representation. An If-Range that names another version gets
 * the whole file.
 */
function serveMedia(request: Request, file: StaticFile): Response {
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": "public, max-age=3600, must-revalidate",
    ETag: file.etag,
    "Accept-Ranges": "bytes",
  });
  applySecurityHeaders(headers, { csp: NON_DOCUMENT_CSP });
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), file.etag))
    return new Response(null, { status: 304, headers });
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
  // The renderer's hashes of the document's inline scripts: an internal header, never sent.
  const handedHashes = handedScriptHashes(headers.get(SCRIPT_HASHES_HEADER));
  headers.delete(SCRIPT_HASHES_HEADER);
  const contentType = headers.get("content-type");
  const isHtml = contentType?.startsWith("text/html") ?? false;

  if (!response.body || isHead) {
    applySecurityHeaders(headers, {
      csp: isHtml ? contentSecurityPolicy({ scriptHashes: [], https, frameSources, analytics }) : NON_DOCUMENT_CSP,
    });
    return new Response(null, { status: response.status, statusText: response.statusText, headers });
  }

  let body: Bytes = new Uint8Array(await response.arrayBuffer());
  if (isHtml) {
    const scriptHashes =
      handedHashes ?? inlineScriptHashes(parseDocument(new TextDecoder().decode(body)).inlineScripts);
    applySecurityHeaders(headers, { csp: contentSecurityPolicy({ scriptHashes, https, frameSources, analytics }) });
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
    headers.set("ETag", `W/"${createHash("sha1").update(body).digest("base64url")}"`);
  } else {
    applySecurityHeaders(headers, { csp: NON_DOCUMENT_CSP });
  }

  if (encoding && !headers.has("Content-Encoding") && shouldCompress(contentType, body.byteLength)) {
    body = await compress(body, encoding, "dynamic");
    headers.set("Content-Encoding", encoding);
    headers.append("Vary", "Accept-Encoding");
  }
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
