import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFastPath } from "./fast-path.ts";
import { modelPage } from "./page-model.ts";
import { StaticFiles } from "./static-files.ts";

const html =
  '<!DOCTYPE html><html><head></head><body><p>Services</p><script type="application/json" id="modules-after-first-paint">["/assets/e.js"]</script><script type="module">go()</script></body></html>';
const script = `console.log(${JSON.stringify("x".repeat(2000))});`;
let server: http.Server;
let base: string;
/** The paths the fast path declined, in order: the router would answer them. */
const declined: string[] = [];
/** How each answered request was answered: at once, or by a promise. */
const answered: string[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "fast-path-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app-1a2B.js"), script);
  writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");
  const page = await modelPage(
    "/services",
    new Uint8Array(Buffer.from(html)) as Uint8Array<ArrayBuffer>,
    {},
    {
      https: false,
      frameSources: [],
      analytics: false,
    },
  );
  const serve = createFastPath({ pages: new Map([["/services", page]]), files: new StaticFiles(dir) });
  server = http.createServer(async (req, res) => {
    const served = serve(req, res);
    if (served !== false) answered.push(`${req.url} ${served === true ? "at once" : "by a promise"}`);
    if (await served) return;
    declined.push(`${req.method} ${req.url}`);
    res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const raw = (url: string, init: RequestInit = {}) => fetch(base + url, { ...init, redirect: "manual" });

test("a prerendered page is answered from memory, compressed as asked, with its precomputed headers", async () => {
  const plain = await raw("/services?utm_source=x", { headers: { "Accept-Encoding": "identity" } });
  expect(plain.status).toBe(200);
  expect(await plain.text()).toBe(html);
  expect(plain.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(plain.headers.get("content-security-policy")).toContain("sha256-");

  const br = await raw("/services", { headers: { "Accept-Encoding": "gzip, br" } });
  expect(br.headers.get("content-encoding")).toBe("br");
  expect(await br.text()).toBe(html);
  expect(br.headers.get("etag")).not.toBe(plain.headers.get("etag"));
});

test("a conditional request for the representation the client holds gets 304; HEAD gets no body", async () => {
  const first = await raw("/services", { headers: { "Accept-Encoding": "br" } });
  const etag = first.headers.get("etag") ?? "";
  const again = await raw("/services", { headers: { "Accept-Encoding": "br", "If-None-Match": `W/${etag}` } });
  expect(again.status).toBe(304);
  expect(again.headers.get("etag")).toBe(etag);
  expect(await again.text()).toBe("");
  const head = await raw("/services", { method: "HEAD", headers: { "Accept-Encoding": "identity" } });
  expect(head.status).toBe(200);
  expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
});

test("a hashed file is answered from memory, immutable for a year", async () => {
  const file = await raw("/assets/app-1a2B.js", { headers: { "Accept-Encoding": "gzip" } });
  expect(file.status).toBe(200);
  expect(file.headers.get("content-encoding")).toBe("gzip");
  expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(await file.text()).toBe(script);
});

test("everything else goes on to the router", async () => {
  declined.length = 0;
  const others = [
    ["POST", "/services"],
    ["GET", "/services/"],
    ["GET", "/Services"],
    ["GET", "/serv%69ces"],
    ["GET", "/assets/../robots.txt"],
    ["GET", "/robots.txt"],
    ["GET", "/assets/missing-1a2b.js"],
    ["GET", "/search?q=procurement"],
  ] as const;
  for (const [method, url] of others) expect((await raw(url, { method })).status, `${method} ${url}`).toBe(418);
  expect(declined).toHaveLength(others.length);
});

test("what is in memory is answered at once, without a promise; a file is read by one only the first time", async () => {
  answered.length = 0;
  await raw("/services", { headers: { "Accept-Encoding": "br" } });
  await raw("/assets/app-1a2B.js?first", { headers: { "Accept-Encoding": "identity" } });
  await raw("/assets/app-1a2B.js?again", { headers: { "Accept-Encoding": "identity" } });
  expect(answered).toContain("/services at once");
  expect(answered).toContain("/assets/app-1a2B.js?again at once");
});
