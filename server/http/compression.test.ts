import zlib from "node:zlib";
import { describe, expect, test } from "vitest";
import { compress, negotiateEncoding, shouldCompress } from "./compression.ts";

describe("negotiateEncoding", () => {
  test.each([
    [null, null],
    ["", null],
    ["identity", null],
    ["deflate", null],
    ["gzip", "gzip"],
    ["br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["GZIP, BR", "br"],
    // q-values: zero refuses an encoding, any positive weight accepts it.
    ["br;q=0, gzip", "gzip"],
    ["br; q=0, gzip; q=0.5", "gzip"],
    ["br;q=0.0, gzip;q=0", null],
    ["gzip;q=1.0, br;q=0.1", "br"],
    ["br;q=0.001", "br"],
    // The wildcard stands for every encoding not named.
    ["*", "br"],
    ["*;q=0", null],
    ["br;q=0, *", "gzip"],
    ["gzip;q=0, *", "br"],
    ["*, br;q=0, gzip;q=0", null],
  ])("Accept-Encoding %j chooses %j", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("shouldCompress", () => {
  test("compresses text formats from 256 bytes up", () => {
    expect(shouldCompress("text/html; charset=utf-8", 255)).toBe(false);
    expect(shouldCompress("text/html; charset=utf-8", 256)).toBe(true);
    expect(shouldCompress("text/html; charset=utf-8", 0)).toBe(false);
  });

  test.each([
    ["text/html; charset=utf-8", true],
    ["text/css; charset=utf-8", true],
    ["text/javascript; charset=utf-8", true],
    ["text/plain", true],
    ["application/json", true],
    ["application/javascript", true],
    ["application/manifest+json; charset=utf-8", true],
    ["application/xml; charset=utf-8", true],
    ["image/svg+xml", true],
    ["image/png", false],
    ["image/webp", false],
    ["font/woff2", false],
    ["video/mp4", false],
    ["application/pdf", false],
    ["application/octet-stream", false],
    [null, false],
  ])("%s is compressible: %s", (contentType, expected) => {
    expect(shouldCompress(contentType, 100_000)).toBe(expected);
  });
});

describe("compress", () => {
  const text = `<!DOCTYPE html>${"<p>Development management in London — £ and é.</p>\n".repeat(400)}`;
  const body = new TextEncoder().encode(text);

  test.each(["static", "dynamic"] as const)("brotli (%s) round-trips and shrinks the body", async (mode) => {
    const out = await compress(body, "br", mode);
    expect(out).toBeInstanceOf(Uint8Array);
    expect(out.byteLength).toBeLessThan(body.byteLength / 4);
    expect(zlib.brotliDecompressSync(out).toString("utf8")).toBe(text);
  });

  test.each(["static", "dynamic"] as const)("gzip (%s) round-trips and shrinks the body", async (mode) => {
    const out = await compress(body, "gzip", mode);
    expect(out.byteLength).toBeLessThan(body.byteLength / 4);
    // A gzip stream, not raw deflate or brotli.
    expect([out[0], out[1]]).toEqual([0x1f, 0x8b]);
    expect(zlib.gunzipSync(out).toString("utf8")).toBe(text);
  });

  test("the result is usable as a Response body", async () => {
    const out = await compress(body, "gzip", "dynamic");
    const response = new Response(out);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(out);
  });
});
