import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, expect, test } from "vitest";
import { precompressFolder } from "./precompress.ts";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
  await mkdir(path.join(dir, "assets"));
  await mkdir(path.join(dir, "about"));
  await writeFile(path.join(dir, "assets", "entry-1a2b.js"), `export const x = ${JSON.stringify("x".repeat(2000))};`);
  await writeFile(path.join(dir, "about", "index.html"), `<!DOCTYPE html><p>${"About us. ".repeat(100)}</p>`);
  await writeFile(path.join(dir, "assets", "tiny-3c4d.js"), "export {};");
  await writeFile(path.join(dir, "photo.avif"), new Uint8Array(4096));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

test("writes a brotli and a gzip copy beside each compressible file, and nothing for the rest", async () => {
  const result = await precompressFolder(dir);
  expect(result.files).toBe(2);
  for (const file of ["assets/entry-1a2b.js", "about/index.html"]) {
    const original = await readFile(path.join(dir, file));
    expect(zlib.brotliDecompressSync(await readFile(path.join(dir, `${file}.br`))).equals(original)).toBe(true);
    expect(zlib.gunzipSync(await readFile(path.join(dir, `${file}.gz`))).equals(original)).toBe(true);
  }
  // An image is compressed already; a file this small gains nothing.
  const names = await readdir(dir, { recursive: true });
  expect(names.some((name) => /(photo\.avif|tiny-3c4d\.js)\.(br|gz)$/.test(name))).toBe(false);
});

test("a second run replaces the copies and does not compress the copies themselves", async () => {
  await precompressFolder(dir);
  const again = await precompressFolder(dir);
  expect(again.files).toBe(2);
  const names = await readdir(dir, { recursive: true });
  expect(names.some((name) => /\.(br|gz)\.(br|gz)$/.test(name))).toBe(false);
});
