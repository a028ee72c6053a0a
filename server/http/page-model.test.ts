import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { UnknownDocumentShape } from "#lib/page-document.ts";
import { modelPage } from "./page-model.ts";

const bytes = (text: string) => new Uint8Array(Buffer.from(text)) as Uint8Array<ArrayBuffer>;
const html = [
  "<!DOCTYPE html><html><head>",
  '<link rel="preload" href="/fonts/inter.woff2" as="font" type="font/woff2" crossorigin=""/>',
  '<link rel="canonical" href="https://example.com/about"/>',
  "</head><body><p>About</p><script>window.__ctx = {};</script>",
  '<script type="application/json" id="modules-after-first-paint">["/assets/entry-a.js","/assets/root-b.js"]</script>',
  '<script type="module">start()</script>',
  "</body></html>",
].join("");
const policy = { https: false, frameSources: [], analytics: false };

test("a page is read once into its facts and its complete answers, one per encoding", async () => {
  const page = await modelPage("/about", bytes(html), {}, policy);
  expect(page.canonical).toBe("https://example.com/about");
  expect(page.modules).toEqual(["/assets/entry-a.js", "/assets/root-b.js"]);
  expect(page.scriptHashes).toHaveLength(2);
  expect(page.preloadLink).toBe('</fonts/inter.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin');

  const { identity, br, gzip } = page.representations;
  expect(Buffer.from(identity.body).toString()).toBe(html);
  expect(brotliDecompressSync(br.body).toString()).toBe(html);
  expect(gunzipSync(gzip.body).toString()).toBe(html);
  expect(new Set([identity.etag, br.etag, gzip.etag]).size).toBe(3);

  expect(br.headers).toMatchObject({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
    "Content-Encoding": "br",
    "Content-Length": String(br.body.byteLength),
    ETag: br.etag,
    Vary: "Accept-Encoding",
    Link: page.preloadLink,
    "X-Content-Type-Options": "nosniff",
  });
  for (const hash of page.scriptHashes) expect(br.headers["Content-Security-Policy"]).toContain(hash);
  expect(identity.headers["Content-Encoding"]).toBeUndefined();
  expect(br.notModifiedHeaders["Content-Length"]).toBeUndefined();
  expect(br.notModifiedHeaders.ETag).toBe(br.etag);
  // Decision 020: no opener policy. HSTS is per request (per-request-headers.ts).
  expect(Object.keys(br.headers).map((name) => name.toLowerCase())).not.toContain("cross-origin-opener-policy");
  expect(Object.keys(br.headers).map((name) => name.toLowerCase())).not.toContain("strict-transport-security");
});

test("the build's compressed copies are sent as they are", async () => {
  const copy = bytes("not really brotli, but the build's");
  const page = await modelPage("/about", bytes(html), { br: copy }, policy);
  expect(page.representations.br.body).toBe(copy);
});

test("a page whose bootstrap has a shape not known stops start-up", async () => {
  const unknown = html.replace(
    /<script type="application\/json"[^>]*>[^<]*<\/script>/,
    '<link rel="modulepreload" href="/assets/entry-a.js"/>',
  );
  await expect(modelPage("/about", bytes(unknown), {}, policy)).rejects.toThrow(UnknownDocumentShape);
});
