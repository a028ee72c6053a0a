/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file
 * of the client build: the prerendered pages, scripts, the feed, the search
 * index. The server sends these instead of compressing at the highest level
 * on the first request for each file, which made the first visitor of every
 * page after a deploy wait (server/http/static-files.ts reads them).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compress, shouldCompress } from "#server/http/compression.ts";
import { contentTypeFor } from "#server/http/mime.ts";
import { PRECOMPRESSED } from "#server/http/static-files.ts";

export async function precompressFolder(dir: string): Promise<{ files: number; bytes: number; compressed: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const targets = entries
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let files = 0;
  let bytes = 0;
  let compressed = 0;
  // zlib works on its own threads; a few files at a time keep them busy.
  const queue = [...targets];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      if (!shouldCompress(contentTypeFor(file), body.byteLength)) continue;
      for (const [encoding, suffix] of PRECOMPRESSED) {
        const out = await compress(body, encoding, "static");
        await writeFile(`${file}${suffix}`, out);
        if (encoding === "br") compressed += out.byteLength;
      }
      files += 1;
      bytes += body.byteLength;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files, bytes, compressed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build/client");
  const { files, bytes, compressed } = await precompressFolder(client);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB, ${(compressed / 1024).toFixed(0)} KB as brotli (${seconds} s)`,
  );
}
