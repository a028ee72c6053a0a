import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { parseDocument } from "#lib/page-document.ts";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  handedScriptHashes,
  handScriptHashes,
  inlineScriptHashes as hashesOf,
  NON_DOCUMENT_CSP,
} from "./security-headers.ts";

const inlineScriptHashes = (html: string) => hashesOf(parseDocument(html).inlineScripts);

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The directives of a policy by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

describe("inlineScriptHashes", () => {
  test("hashes classic and module inline scripts with the sha256 of their exact text", () => {
    const classic = 'window.__ctx = {"a":1};\n  console.log("x")  ';
    const moduleScript = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");';
    const html = `<html><head><script>${classic}</script></head><body><script type="module" async="">${moduleScript}</script></body></html>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([sha256(classic), sha256(moduleScript)]);
    // Whitespace is part of the text: a trimmed script has another hash.
    expect(hashes).not.toContain(sha256(classic.trim()));
  });

  test("hashes text/javascript scripts and multi-byte text as UTF-8", () => {
    const body = 'document.title = "Café — £5";';
    expect(inlineScriptHashes(`<script type="text/javascript">${body}</script>`)).toEqual([sha256(body)]);
    expect(inlineScriptHashes(`<SCRIPT>${body}</SCRIPT>`)).toEqual([sha256(body)]);
  });

  test("skips external scripts and data blocks such as JSON-LD", () => {
    const html = [
      '<script src="/assets/app.js"></script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json">{"a":1}</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  test("lists a repeated script once and finds none in a document without scripts", () => {
    expect(inlineScriptHashes("<script>a()</script><p>x</p><script>a()</script>")).toEqual([sha256("a()")]);
    expect(inlineScriptHashes("<p>No scripts</p>")).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const hashes = [sha256("a()"), sha256("b()")];

  test("script-src allows self and exactly the given hashes, never 'unsafe-inline'", () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: hashes, https: false }));
    expect(policy.get("script-src")).toEqual(["'self'", ...hashes]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ scriptHashes: [], https: false })).get("script-src")).toEqual(["'self'"]);
  });

  test("forbids framing, plugins, foreign base URLs and foreign form targets", () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: hashes, https: false }));
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  test("upgrades insecure requests only when the site is served over https", () => {
    expect(contentSecurityPolicy({ scriptHashes: [], https: true })).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ scriptHashes: [], https: false })).not.toContain("upgrade-insecure-requests");
  });

  test("non-documents may run and embed nothing", () => {
    const policy = directives(NON_DOCUMENT_CSP);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("applySecurityHeaders", () => {
  test("sets the CSP and the hardening headers and removes X-Powered-By", () => {
    const headers = new Headers({ "X-Powered-By": "Express" });
    applySecurityHeaders(headers, { csp: "default-src 'self'" });
    expect(headers.get("Content-Security-Policy")).toBe("default-src 'self'");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    // Decision 020: no opener policy; it costs a phone a new renderer process.
    expect(headers.has("Cross-Origin-Opener-Policy")).toBe(false);
    expect(headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(headers.get("Permissions-Policy")).toMatch(/camera=\(\)/);
    expect(headers.get("Permissions-Policy")).toMatch(/geolocation=\(\)/);
    expect(headers.has("X-Powered-By")).toBe(false);
  });
});

test("frames are refused unless an origin is configured, then only that origin is allowed", () => {
  expect(directives(contentSecurityPolicy({ scriptHashes: [], https: true })).get("frame-src")).toEqual(["'none'"]);
  const withVideo = contentSecurityPolicy({
    scriptHashes: [],
    https: true,
    frameSources: ["https://player.vimeo.com"],
  });
  expect(directives(withVideo).get("frame-src")).toEqual(["https://player.vimeo.com"]);
});

test("without analytics the policy names no third-party origin at all", () => {
  const policy = contentSecurityPolicy({ scriptHashes: [], https: true });
  expect(policy).not.toMatch(/google/);
  const parsed = directives(policy);
  expect(parsed.get("script-src")).toEqual(["'self'"]);
  expect(parsed.get("connect-src")).toEqual(["'self'"]);
  expect(parsed.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
});

test("with analytics, Tag Manager and GA4 join script-src, connect-src and img-src only, never 'unsafe-inline'", () => {
  const hashes = [sha256("a()")];
  const parsed = directives(contentSecurityPolicy({ scriptHashes: hashes, https: true, analytics: true }));
  expect(parsed.get("script-src")).toEqual(["'self'", ...hashes, "https://www.googletagmanager.com"]);
  expect(parsed.get("script-src")).not.toContain("'unsafe-inline'");
  expect(parsed.get("connect-src")).toEqual([
    "'self'",
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ]);
  expect(parsed.get("img-src")).toEqual([
    "'self'",
    "data:",
    "blob:",
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
  ]);
  for (const name of ["default-src", "frame-src", "font-src", "style-src", "media-src", "worker-src"]) {
    expect(parsed.get(name)?.join(" "), name).not.toMatch(/google/);
  }
});

test("hashes handed over by the renderer are taken; a header of that name set by anything else is not", () => {
  const hashes = [sha256("a()"), sha256("b()")];
  expect(handedScriptHashes(handScriptHashes(hashes))).toEqual(hashes);
  expect(handedScriptHashes(handScriptHashes([]))).toEqual([]);
  expect(handedScriptHashes(hashes.join(" "))).toBeNull();
  expect(handedScriptHashes(`forged ${hashes.join(" ")}`)).toBeNull();
  expect(handedScriptHashes(null)).toBeNull();
});
