import { promisify } from "node:util";
import zlib from "node:zlib";
import { isCompressible } from "./mime.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = "br" | "gzip";
/** Bytes backed by a plain ArrayBuffer, which is what a Response body accepts. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** Node hands out Buffers typed over ArrayBufferLike; theirs are never shared memory. */
export function asBytes(data: Uint8Array): Bytes {
  return new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength);
}
/**
 * Below this, compression saves too little to matter. Kept low because the
 * build splits shared code into many small modules (icons, hooks) that every
 * page preloads: at 1 KiB, a dozen of them went uncompressed on each page.
 */
const MIN_BYTES = 256;

/** The best encoding the client accepts (brotli before gzip), or null. */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

export function shouldCompress(contentType: string | null, size: number): boolean {
  return size >= MIN_BYTES && isCompressible(contentType);
}

/**
 * Compresses a body. Static files are compressed once at the highest level
 * and cached by the caller; per-request HTML uses a faster brotli level.
 */
export async function compress(body: Uint8Array, encoding: Encoding, mode: "static" | "dynamic"): Promise<Bytes> {
  if (encoding === "br") {
    const out = await brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: mode === "static" ? 11 : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
    return asBytes(out);
  }
  return asBytes(await gzip(body, { level: mode === "static" ? 9 : 6 }));
}
