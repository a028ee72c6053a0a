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

  // Names in lower case, as Node writes them fastest (representation.ts).
  expect(br.headers).toMatchObject({
    "content-type": "text/html; charset=utf-8",
    "cache-control": "public, max-age=0, must-revalidate",
    "content-encoding": "br",
    "content-length": String(br.body.byteLength),
    etag: br.etag,
    vary: "Accept-Encoding",
    link: page.preloadLink,
    "x-content-type-options": "nosniff",
  });
  for (const name of [...Object.keys(br.headers), ...Object.keys(br.notModifiedHeaders)]) {
    expect(name).toBe(name.toLowerCase());
  }
  for (const hash of page.scriptHashes) expect(br.headers["content-security-policy"]).toContain(hash);
  expect(identity.headers["content-encoding"]).toBeUndefined();
  expect(br.notModifiedHeaders["content-length"]).toBeUndefined();
  expect(br.notModifiedHeaders.etag).toBe(br.etag);
  // Decision 020: no opener policy. HSTS is per request (per-request-headers.ts).
  expect(Object.keys(br.headers)).not.toContain("cross-origin-opener-policy");
  expect(Object.keys(br.headers)).not.toContain("strict-transport-security");
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
