import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { StaticFiles } from "./static-files.ts";

let dir: string;
let root: string;
let files: StaticFiles;

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "static-files-"));
  root = path.join(dir, "client");
  await mkdir(path.join(root, "assets"), { recursive: true });
  await mkdir(path.join(root, "about"), { recursive: true });
  await writeFile(path.join(root, "hello.txt"), "hello world");
  await writeFile(path.join(root, "assets", "app-1a2b.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  await writeFile(path.join(root, "about", "index.html"), "<h1>About</h1>");
  await writeFile(path.join(root, "logo.png"), new Uint8Array(4096));
  // Files beside the served folder that no URL may reach.
  await writeFile(path.join(dir, "secret.txt"), "top secret");
  await mkdir(path.join(dir, "client-private"));
  await writeFile(path.join(dir, "client-private", "secret.txt"), "sibling secret");
  files = new StaticFiles(root);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("StaticFiles.get", () => {
  test("reads a file with its content type and a strong ETag", async () => {
    const file = await files.get("/hello.txt");
    expect(file).not.toBeNull();
    expect(text(file?.body ?? new Uint8Array())).toBe("hello world");
    expect(file?.contentType).toBe("text/plain; charset=utf-8");
    expect(file?.etag).toMatch(/^"[\w-]+"$/);

    const script = await files.get("/assets/app-1a2b.js");
    expect(script?.contentType).toBe("text/javascript; charset=utf-8");
    expect(script?.etag).not.toBe(file?.etag);
    expect((await files.get("/about/index.html"))?.contentType).toBe("text/html; charset=utf-8");
  });

  test("answers null for a missing file", async () => {
    expect(await files.get("/missing.txt")).toBeNull();
    expect(await files.get("/assets/missing.js")).toBeNull();
  });

  test.each([
    "/../secret.txt",
    "/../../secret.txt",
    "/assets/../../secret.txt",
    "../secret.txt",
    "/../client-private/secret.txt",
    "../client-private/secret.txt",
  ])("refuses the traversal %s", async (urlPath) => {
    expect(await files.get(urlPath)).toBeNull();
  });

  test.each(["/%2e%2e/secret.txt", "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/..%5csecret.txt", "/..\\secret.txt"])(
    "refuses the encoded traversal %s",
    async (urlPath) => {
      expect(await files.get(urlPath)).toBeNull();
      // Decoded once more, as a careless caller might, it still stays inside.
      expect(await files.get(decodeURIComponent(urlPath))).toBeNull();
    },
  );

  test("refuses paths with NUL bytes", async () => {
    expect(await files.get("/hello.txt\0")).toBeNull();
    expect(await files.get("/hello.txt\0.png")).toBeNull();
    expect(await files.get("/\0/../hello.txt")).toBeNull();
  });

  test("answers null for directories, the root included", async () => {
    expect(await files.get("/")).toBeNull();
    expect(await files.get("/assets")).toBeNull();
    expect(await files.get("/assets/")).toBeNull();
    expect(await files.get("/about")).toBeNull();
  });

  test("reads each file once and keeps it, whatever spelling of its path is asked for", async () => {
    const first = await files.get("/hello.txt");
    await writeFile(path.join(root, "hello.txt"), "changed on disk");
    const second = await files.get("/hello.txt");
    expect(second).toBe(first);
    expect(text(second?.body ?? new Uint8Array())).toBe("hello world");
    // Other spellings of the same file share the one cached entry.
    expect(await files.get("/assets/../hello.txt")).toBe(first);
    expect(await files.get("//hello.txt")).toBe(first);
    expect(await files.get("/./hello.txt")).toBe(first);
  });

  test("does not remember misses, so unknown paths cannot grow the cache", async () => {
    expect(await files.get("/late.txt")).toBeNull();
    await writeFile(path.join(root, "late.txt"), "arrived later");
    expect(text((await files.get("/late.txt"))?.body ?? new Uint8Array())).toBe("arrived later");
  });

  test("does not keep files larger than 2 MiB in memory", async () => {
    const big = path.join(root, "big.txt");
    await writeFile(big, "a".repeat(2 * 1024 * 1024 + 1));
    const first = await files.get("/big.txt");
    await writeFile(big, "b".repeat(2 * 1024 * 1024 + 1));
    const second = await files.get("/big.txt");
    expect(second).not.toBe(first);
    expect(second?.body[0]).toBe("b".charCodeAt(0));
  });
});

describe("StaticFiles.encoded", () => {
  test("compresses a text file once per encoding and keeps the variant", async () => {
    const file = await files.get("/assets/app-1a2b.js");
    if (!file) throw new Error("fixture missing");
    const br = await files.encoded(file, "br");
    expect(br.encoding).toBe("br");
    expect(br.body.byteLength).toBeLessThan(file.body.byteLength);
    expect(zlib.brotliDecompressSync(br.body).equals(Buffer.from(file.body))).toBe(true);
    expect((await files.encoded(file, "br")).body).toBe(br.body);

    const gzip = await files.encoded(file, "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(Buffer.from(file.body))).toBe(true);
  });

  test("sends the build's precompressed variants, beside the file, instead of compressing again", async () => {
    const source = path.join(root, "assets", "app-1a2b.js");
    // Level 1, so the bytes differ from what the server would make at the highest level.
    const fromBuild = zlib.brotliCompressSync(await readFile(source), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
    });
    await writeFile(`${source}.br`, fromBuild);
    const file = await files.get("/assets/app-1a2b.js");
    if (!file) throw new Error("fixture missing");
    expect(Buffer.from((await files.encoded(file, "br")).body).equals(fromBuild)).toBe(true);
    // No .gz beside it: gzip is made on request as before.
    expect(zlib.gunzipSync((await files.encoded(file, "gzip")).body).equals(Buffer.from(file.body))).toBe(true);
  });

  test("does not serve a precompressed variant as a file of its own", async () => {
    await writeFile(path.join(root, "assets", "app-1a2b.js.br"), "compressed");
    await writeFile(path.join(root, "assets", "app-1a2b.js.gz"), "compressed");
    expect(await files.get("/assets/app-1a2b.js.br")).toBeNull();
    expect(await files.get("/assets/app-1a2b.js.gz")).toBeNull();
  });

  test("leaves small files, images and clients without an encoding as they are", async () => {
    const small = await files.get("/hello.txt");
    const image = await files.get("/logo.png");
    const script = await files.get("/assets/app-1a2b.js");
    if (!small || !image || !script) throw new Error("fixture missing");
    expect(await files.encoded(small, "br")).toEqual({ body: small.body, encoding: null });
    expect(await files.encoded(image, "gzip")).toEqual({ body: image.body, encoding: null });
    expect(await files.encoded(script, null)).toEqual({ body: script.body, encoding: null });
  });
});
