import { createHash } from "node:crypto";
import path from "node:path";
import type { ClientAddress } from "@remix-run/node-fetch-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { parseDocument } from "#lib/page-document.ts";
import { canonicalPath } from "#lib/url.ts";
import { type Bytes, compress, type Encoding, negotiateEncoding, shouldCompress } from "./compression.ts";
import { type PrerenderedPage, pageRepresentation } from "./page-model.ts";
import { matchesIfNoneMatch, type Representation } from "./representation.ts";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  NON_DOCUMENT_CSP,
} from "./security-headers.ts";
import type { StaticFiles } from "./static-files.ts";

export type SiteHandlerOptions = {
  build: ServerBuild;
  /** The prerendered pages, read once at start-up (page-model.ts). */
  pages: ReadonlyMap<string, PrerenderedPage>;
  /** build/client: hashed assets and public files. */
  files: StaticFiles;
  siteUrl: string;
  /** Origins pages may embed in frames (the hero video's player, when configured). */
  frameSources?: string[];
  /** GTM_ID is set: pages may load Tag Manager and GA4 (after consent, which the page enforces). */
  analytics?: boolean;
  /** Fills the router context for loaders and actions (database, outbox, client address…). */
  getLoadContext?: (request: Request, client?: ClientAddress) => RouterContextProvider;
};

/**
 * The whole site as one fetch handler: canonical redirects, static files,
 * prerendered pages, then React Router for everything else; security
 * headers and compression on every answer.
 */
export function createSiteHandler(options: SiteHandlerOptions) {
  const https = options.siteUrl.startsWith("https:");
  const frameSources = options.frameSources ?? [];
  const analytics = options.analytics ?? false;
  const { pages, files } = options;
  const handleWithRouter = createRequestHandler(options.build, "production");

  return async function handle(request: Request, client?: ClientAddress): Promise<Response> {
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
    const target = mayBePage && pages.has(lowerCase) ? lowerCase : canonical;
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
        if (file) return answer(request, await files.representation(file, pathname, encoding));
      }
    }

    const response = await handleWithRouter(
      request,
      options.getLoadContext?.(request, client) ?? new RouterContextProvider(),
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
      csp: isHtml ? contentSecurityPolicy({ scriptHashes: [], https, frameSources, analytics }) : NON_DOCUMENT_CSP,
    });
    return new Response(null, { status: response.status, statusText: response.statusText, headers });
  }

  let body: Bytes = new Uint8Array(await response.arrayBuffer());
  if (isHtml) {
    const { inlineScripts } = parseDocument(new TextDecoder().decode(body));
    applySecurityHeaders(headers, {
      csp: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(inlineScripts), https, frameSources, analytics }),
    });
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
