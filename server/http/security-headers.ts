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
};

export function contentSecurityPolicy({ scriptHashes, https, frameSources = [] }: CspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
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
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set(
    "Permissions-Policy",
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  );
  if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  headers.delete("X-Powered-By");
}
