import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { allNavLinks, prerenderedPaths } from "#content/navigation.ts";
import { firstLoadScripts, parseDocument } from "#lib/page-document.ts";
import { type RunningServer, startServer } from "#tests/setup/server.ts";
import { largestFile } from "../../bench/steps/build.ts";
import { projectRoot, type RawResponse, request, requireProductionBuild } from "./http.ts";

requireProductionBuild();

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 60_000);

afterAll(async () => {
  // Stopped by its process id, through the helper.
  if (server) await server.stop("SIGTERM");
}, 20_000);

const get = (requestPath: string, headers: Record<string, string> = {}) =>
  request(server.url, requestPath, { headers: { "Accept-Encoding": "identity", ...headers } });

/** The script-src hashes a page needs, computed here from its HTML without the server's helper. */
function expectedScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes)) continue;
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1];
    if (type !== undefined && type !== "module" && type !== "text/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(Buffer.from(body, "utf8")).digest("base64")}'`);
  }
  return [...hashes].sort();
}

function cspDirective(response: RawResponse, name: string): string[] {
  const csp = String(response.headers["content-security-policy"] ?? "");
  const directive = csp
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  if (!directive) throw new Error(`The CSP has no ${name}: ${csp}`);
  return directive.slice(1);
}

function expectScriptSrcMatchesPage(response: RawResponse) {
  const html = response.body.toString("utf8");
  const expected = expectedScriptHashes(html);
  // The router's hydration scripts are inline, so a page without any would make this vacuous.
  expect(expected.length).toBeGreaterThan(0);
  const scriptSrc = cspDirective(response, "script-src");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(expected);
  expect(scriptSrc.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
}

function maxAge(cacheControl: string | undefined): number {
  return Number(/max-age=(\d+)/.exec(cacheControl ?? "")?.[1] ?? Number.NaN);
}

describe("prerendered pages", () => {
  test.each(prerenderedPaths)("%s answers 200 with its heading, the main navigation and the footer", async (page) => {
    const response = await get(page);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = response.body.toString("utf8");
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain("<footer");
    const mainNavs = [...html.matchAll(/<nav\b[^>]*aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/g)];
    expect(mainNavs.length).toBeGreaterThan(0);
    const navHrefs = new Set(
      mainNavs.flatMap(([, inner = ""]) => [...inner.matchAll(/href="([^"]*)"/g)].map((m) => m[1])),
    );
    for (const link of allNavLinks) expect(navHrefs, link.href).toContain(link.href);
  });

  test.each(prerenderedPaths)("%s has a CSP allowing exactly the hashes of its inline scripts", async (page) => {
    expectScriptSrcMatchesPage(await get(page));
  });

  test("a page carries the security headers and no HSTS over plain http", async () => {
    const response = await get("/about");
    expect(cspDirective(response, "frame-ancestors")).toEqual(["'none'"]);
    expect(cspDirective(response, "object-src")).toEqual(["'none'"]);
    expect(cspDirective(response, "base-uri")).toEqual(["'self'"]);
    expect(cspDirective(response, "form-action")).toEqual(["'self'"]);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Decision 020: no opener policy; it costs a phone a new renderer process.
    expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(response.headers["permissions-policy"]).toContain("camera=()");
    // startServer runs with SITE_URL=http://localhost:3000.
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  test("HTML must be revalidated while hashed assets are immutable for a year", async () => {
    const page = await get("/");
    expect(page.headers["cache-control"]).toMatch(/must-revalidate|no-cache/);
    expect(page.headers["cache-control"]).not.toContain("immutable");
    expect(maxAge(page.headers["cache-control"]) || 0).toBe(0);
    const notFound = await get("/no-such-page-anywhere");
    expect(notFound.headers["cache-control"]).toMatch(/must-revalidate|no-cache/);

    const html = page.body.toString("utf8");
    // Scripts are named by the bootstrap that loads them after the first paint (decision 021).
    const assets = [
      ...new Set([
        ...parseDocument(html).modulesAfterPaint,
        ...[...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(([, asset = ""]) => asset),
      ]),
    ];
    expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
    // The stylesheet is written into the document (decision 020), not linked.
    const inline = /<style[^>]*data-href="app-stylesheet"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(inline).toContain("tailwindcss");
    for (const asset of assets) {
      const response = await get(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers["content-type"], asset).toMatch(/^text\/(javascript|css); charset=utf-8$/);
      expect(response.headers["cache-control"], asset).toContain("immutable");
      expect(maxAge(response.headers["cache-control"]), asset).toBeGreaterThanOrEqual(31536000);
      // Nothing may run an asset as a document.
      expect(cspDirective(response, "default-src"), asset).toEqual(["'none'"]);
      expect(response.headers["x-content-type-options"], asset).toBe("nosniff");
    }
  });

  test("image variants, named by content hash like assets, are immutable for a year", async () => {
    const variants = readdirSync(path.join(projectRoot, "build/client/_img"), { recursive: true, encoding: "utf8" });
    const avif = variants.find((file) => file.endsWith(".avif"));
    expect(avif).toMatch(/\.[0-9a-f]{10}\.avif$/);
    const response = await get(`/_img/${avif}`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/avif");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(maxAge(response.headers["cache-control"])).toBeGreaterThanOrEqual(31536000);
  });

  test("an ETag sent back in If-None-Match answers 304 without a body", async () => {
    for (const target of ["/", "/about"]) {
      const first = await get(target);
      const etag = first.headers.etag;
      expect(etag, target).toBeTruthy();
      const revalidated = await get(target, { "If-None-Match": String(etag) });
      expect(revalidated.status, target).toBe(304);
      expect(revalidated.body.byteLength, target).toBe(0);
      expect(revalidated.headers.etag, target).toBe(etag);
      const changed = await get(target, { "If-None-Match": '"something-else"' });
      expect(changed.status, target).toBe(200);
    }
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec((await get("/")).body.toString("utf8"))?.[1] ?? "";
    const etag = String((await get(asset)).headers.etag);
    expect((await get(asset, { "If-None-Match": etag })).status).toBe(304);
  });

  test("each encoding of a page has its own ETag, and a list of tags in If-None-Match is understood", async () => {
    const plain = await get("/about");
    const brotli = await get("/about", { "Accept-Encoding": "br" });
    const gzipped = await get("/about", { "Accept-Encoding": "gzip" });
    const tags = [plain.headers.etag, brotli.headers.etag, gzipped.headers.etag].map(String);
    expect(new Set(tags).size).toBe(3);
    const listed = await get("/about", { "Accept-Encoding": "br", "If-None-Match": `"other", ${tags[1]}` });
    expect(listed.status).toBe(304);
    const wrongEncoding = await get("/about", { "Accept-Encoding": "br", "If-None-Match": String(tags[2]) });
    expect(wrongEncoding.status).toBe(200);
    expect((await get("/about", { "If-None-Match": "*" })).status).toBe(304);
  });

  test("a page from memory and the same page through the router answer the same bytes and headers", async () => {
    // /services is answered by the fast path; /serv%69ces must be decoded, so the router path answers it.
    for (const encoding of ["br", "gzip", "identity"]) {
      const fast = await get("/services", { "Accept-Encoding": encoding });
      const routed = await get("/serv%69ces", { "Accept-Encoding": encoding });
      expect(routed.status).toBe(200);
      expect(routed.body.equals(fast.body)).toBe(true);
      const { date: _fastDate, ...fastHeaders } = fast.headers;
      const { date: _routedDate, ...routedHeaders } = routed.headers;
      expect(routedHeaders).toEqual(fastHeaders);
    }
  });

  test("a hashed file from memory and through the router answer the same bytes and headers", async () => {
    const html = (await get("/")).body.toString("utf8");
    const script = parseDocument(html).modulesAfterPaint[0] ?? "";
    const fast = await get(script, { "Accept-Encoding": "br" });
    const routed = await get(script.replace("/assets/", "/%61ssets/"), { "Accept-Encoding": "br" });
    expect(fast.status).toBe(200);
    expect(routed.body.equals(fast.body)).toBe(true);
    const { date: _fastDate, ...fastHeaders } = fast.headers;
    const { date: _routedDate, ...routedHeaders } = routed.headers;
    expect(routedHeaders).toEqual(fastHeaders);
  });

  test("HEAD / answers 200 with the headers and no body", async () => {
    const head = await request(server.url, "/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(head.headers["content-security-policy"]).toBeTruthy();
    expect(head.body.byteLength).toBe(0);
    const viaFetch = await fetch(`${server.url}/`, { method: "HEAD" });
    expect(viaFetch.status).toBe(200);
    expect(await viaFetch.text()).toBe("");
  });
});

describe("compression", () => {
  const decoders = {
    br: (body: Buffer) => zlib.brotliDecompressSync(body),
    gzip: (body: Buffer) => zlib.gunzipSync(body),
  };

  test.each(["br", "gzip"] as const)(
    "Accept-Encoding: %s compresses pages, 404s and assets to the same bytes",
    async (encoding) => {
      const home = await get("/");
      // The home page's largest module (React and the router): large enough to be compressed whatever the threshold.
      const asset = largestFile(firstLoadScripts(parseDocument(home.body.toString("utf8")))) ?? "";
      expect(asset).not.toBe("");
      for (const target of ["/", "/services", "/no-such-page-anywhere", asset]) {
        const plain = await get(target);
        expect(plain.headers["content-encoding"], target).toBeUndefined();
        const encoded = await get(target, { "Accept-Encoding": encoding });
        expect(encoded.status, target).toBe(plain.status);
        expect(encoded.headers["content-encoding"], target).toBe(encoding);
        expect(encoded.headers.vary, target).toMatch(/accept-encoding/i);
        expect(Number(encoded.headers["content-length"]), target).toBe(encoded.body.byteLength);
        expect(encoded.body.byteLength, target).toBeLessThan(plain.body.byteLength);
        const decoded = decoders[encoding](encoded.body).toString("utf8");
        if (target === "/no-such-page-anywhere") {
          // Rendered per request: the same page, whatever the encoding.
          expect(decoded, target).toContain("Page Not Found");
        } else {
          expect(decoded, target).toBe(plain.body.toString("utf8"));
        }
      }
    },
  );

  test("brotli is preferred when both are accepted, and a refused encoding is not used", async () => {
    expect((await get("/", { "Accept-Encoding": "gzip, deflate, br" })).headers["content-encoding"]).toBe("br");
    expect((await get("/", { "Accept-Encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe("gzip");
  });
});

describe("canonical URLs", () => {
  test.each([
    ["/about/", "/about"],
    ["/blog/", "/blog"],
    ["//about", "/about"],
    ["/about//", "/about"],
    ["/about/?ref=nav&x=1", "/about?ref=nav&x=1"],
    ["//services?q=a%20b", "/services?q=a%20b"],
    ["/FAQ", "/faq"],
    ["/Procurement-Playbook/", "/procurement-playbook"],
    ["/BLOG/federal-reserve-cost-overruns?ref=x", "/blog/federal-reserve-cost-overruns?ref=x"],
  ])("%s redirects permanently to %s", async (from, to) => {
    const response = await fetch(`${server.url}${from}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  test("a file whose hashed name has capitals is served as named, not sent to a lower-case address", async () => {
    const html = (await get("/")).body.toString("utf8");
    const mixedCase = parseDocument(html).modulesAfterPaint.find((asset) => asset !== asset.toLowerCase());
    expect(mixedCase).toBeDefined();
    const response = await fetch(`${server.url}${mixedCase}`, { redirect: "manual" });
    expect(response.status).toBe(200);
  });

  test("the canonical form itself does not redirect", async () => {
    const response = await fetch(`${server.url}/about?ref=nav`, { redirect: "manual" });
    expect(response.status).toBe(200);
  });
});

describe("other answers", () => {
  test("an unknown path answers 404 with the Page Not Found page and a hash-based CSP", async () => {
    const response = await get("/this/page/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body.toString("utf8")).toContain("Page Not Found");
    expect(cspDirective(response, "frame-ancestors")).toEqual(["'none'"]);
    expectScriptSrcMatchesPage(response);
  });

  test("a page rendered per request (search results) allows exactly its own inline scripts, and the renderer's internal header is not sent", async () => {
    for (const response of [await get("/search?q=procurement"), await get("/this/page/does-not-exist")]) {
      expectScriptSrcMatchesPage(response);
      expect(Object.keys(response.headers).filter((name) => name.startsWith("x-inline"))).toEqual([]);
    }
  });

  test("/healthz answers 200 with a JSON status", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("a malformed percent-encoding answers 400, not 500", async () => {
    for (const target of ["/%E0%A4%A", "/about%", "/%ZZ"]) {
      const response = await get(target);
      expect(response.status, target).toBe(400);
      expect(response.headers["content-security-policy"], target).toBeTruthy();
    }
  });

  test.each([
    "/%2e%2e/package.json",
    "/..%2fpackage.json",
    "/%2e%2e%2fpackage.json",
    "/assets/..%2f..%2f..%2fpackage.json",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/..%5cpackage.json",
    "/package.json",
    "/server/index.ts",
  ])("%s never serves the project's files", async (target) => {
    // The marker below is really in the file a traversal would reach.
    expect(readFileSync(path.join(projectRoot, "package.json"), "utf8")).toContain('"devDependencies"');
    const response = await get(target);
    expect([400, 404]).toContain(response.status);
    const body = response.body.toString("utf8");
    expect(body).not.toContain('"devDependencies"');
    expect(body).not.toContain("createRequestListener");
  });

  test("no answer carries X-Powered-By", async () => {
    const targets = ["/", "/about", "/about/", "/no-such-page-anywhere", "/healthz", "/%E0%A4%A", "/favicon.svg"];
    for (const target of targets) {
      const response = await get(target);
      expect(response.headers["x-powered-by"], target).toBeUndefined();
    }
    const head = await request(server.url, "/about", { method: "HEAD" });
    expect(head.headers["x-powered-by"]).toBeUndefined();
  });
});
