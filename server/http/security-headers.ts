import { createHash } from "node:crypto";

/**
 * The hashes of every inline script in an HTML document. The page's CSP
 * allows exactly these, so no 'unsafe-inline' is needed for the router's
 * hydration scripts, and an injected script would not run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    // Data blocks such as JSON-LD are never executed, so CSP does not govern them.
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
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

export function applySecurityHeaders(headers: Headers, { https, csp }: { https: boolean; csp: string }) {
  headers.set("Content-Security-Policy", csp);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  // No Cross-Origin-Opener-Policy: the firm's decision on its cost to phones (decision 020).
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set(
    "Permissions-Policy",
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  );
  if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  headers.delete("X-Powered-By");
}
