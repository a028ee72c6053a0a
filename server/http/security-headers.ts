import { createHash, randomUUID } from "node:crypto";
import type { InlineScript } from "#lib/page-document.ts";

/**
 * The hashes of every executable inline script of a parsed document
 * (lib/page-document.ts). The page's CSP allows exactly these, so no
 * 'unsafe-inline' is needed for the router's hydration scripts, and an
 * injected script would not run. Data blocks such as JSON-LD never run, so
 * CSP does not govern them.
 */
export function inlineScriptHashes(scripts: readonly InlineScript[]): string[] {
  const hashes = new Set<string>();
  for (const script of scripts) {
    if (!script.executable) continue;
    hashes.add(`'sha256-${createHash("sha256").update(script.body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The response header by which the server renderer (app/entry.server.tsx)
 * hands the server the hashes of a document it rendered, read as it rewrote
 * it, so the server need not parse the document again. The server removes it.
 */
export const SCRIPT_HASHES_HEADER = "x-inline-script-hashes";

/**
 * Only the renderer knows this process's token: a header of that name set by anything else (a loader's
 * headers, say) is not taken, and the server reads the document itself.
 */
const RENDERER_TOKEN = randomUUID();

/** The header's value for a document's hashes, as the renderer sets it. */
export function handScriptHashes(hashes: readonly string[]): string {
  return [RENDERER_TOKEN, ...hashes].join(" ");
}

/** The hashes the renderer handed over, or null when the header is absent or was not set by the renderer. */
export function handedScriptHashes(value: string | null): string[] | null {
  const [token, ...hashes] = value?.split(" ").filter(Boolean) ?? [];
  return token === RENDERER_TOKEN ? hashes : null;
}

export type CspOptions = {
  scriptHashes: string[];
  https: boolean;
  /** Origins allowed in frames, e.g. the hero's video player; none by default. */
  frameSources?: string[];
  /**
   * Google Tag Manager and GA4 are configured (GTM_ID): their origins join
   * script-src, connect-src and img-src. The browser only contacts them after
   * the visitor accepts cookies; without GTM_ID the policy names no third party.
   */
  analytics?: boolean;
};

/** Google's published CSP sources for Tag Manager with GA4 (no ads: we run none). */
export const ANALYTICS_SOURCES = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
} as const;

export function contentSecurityPolicy({
  scriptHashes,
  https,
  frameSources = [],
  analytics = false,
}: CspOptions): string {
  const extra = (sources: readonly string[]) => (analytics ? sources : []);
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...extra(ANALYTICS_SOURCES.script)].join(" "),
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...extra(ANALYTICS_SOURCES.img)].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...extra(ANALYTICS_SOURCES.connect)].join(" "),
    "media-src 'self'",
    frameSources.length ? `frame-src ${frameSources.join(" ")}` : "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** For responses that are not documents (JSON, XML, assets): nothing may run or embed them. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The security headers of an answer with this policy, the same for every
 * request. Strict-Transport-Security depends on the request and is added by
 * `perRequestHeaders` (per-request-headers.ts) on every answer.
 */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // No Cross-Origin-Opener-Policy: the firm's decision on its cost to phones (decision 020).
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  };
}

export function applySecurityHeaders(headers: Headers, { csp }: { csp: string }) {
  for (const [name, value] of Object.entries(securityHeaders(csp))) headers.set(name, value);
  headers.delete("X-Powered-By");
}
