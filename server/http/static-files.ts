import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { asBytes, type Bytes, compress, type Encoding, shouldCompress } from "./compression.ts";
import { contentTypeFor } from "./mime.ts";
import { etagOf, type Representation, represent, representationTag } from "./representation.ts";
import { NON_DOCUMENT_CSP, securityHeaders } from "./security-headers.ts";

export type StaticFile = {
  body: Bytes;
  contentType: string;
  etag: string;
  /** Compressed variants: the build's (scripts/precompress.ts), or made on first request and kept. */
  encoded: Partial<Record<Encoding, Bytes>>;
  /** Its answers with their complete headers, by encoding sent ("identity" for none), made once. */
  representations: Partial<Record<"identity" | Encoding, Representation>>;
};

/** Vite (/assets/) and the image build (/_img/) name files by content hash, so they can be kept for a year. */
export function isHashedFile(urlPath: string): boolean {
  return urlPath.startsWith("/assets/") || urlPath.startsWith("/_img/");
}

/** Where the build leaves each encoding of a file, beside it. */
export const PRECOMPRESSED: readonly (readonly [encoding: Encoding, suffix: string])[] = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

/** Files larger than this are read from disk each time instead of being kept in memory. */
export const MAX_CACHED_FILE_BYTES = 2 * 1024 * 1024;

/**
 * Reads files below one folder, refusing anything that resolves outside it.
 * Built files never change while the server runs, so each is read once.
 */
export class StaticFiles {
  readonly #root: string;
  readonly #cache = new Map<string, StaticFile>();

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  /** `urlPath` is a decoded URL pathname such as `/assets/app-1a2b.js`. */
  async get(urlPath: string): Promise<StaticFile | null> {
    if (urlPath.includes("\0")) return null;
    // A precompressed variant is a representation of its file, not a resource of its own.
    if (/\.(br|gz)$/.test(urlPath)) return null;
    // Keyed by the normalised path and holding only files that exist, so the
    // cache is bounded by the folder's contents whatever paths clients send.
    const key = path.posix.normalize(urlPath);
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const file = await this.#read(key);
    if (file && file.body.byteLength <= MAX_CACHED_FILE_BYTES) this.#cache.set(key, file);
    return file;
  }

  async encoded(file: StaticFile, encoding: Encoding | null): Promise<{ body: Bytes; encoding: Encoding | null }> {
    if (!encoding || !shouldCompress(file.contentType, file.body.byteLength))
      return { body: file.body, encoding: null };
    file.encoded[encoding] ??= await compress(file.body, encoding, "static");
    return { body: file.encoded[encoding], encoding };
  }

  /**
   * The answer for a file in the encoding negotiated, with its complete
   * headers; compressed here, once, when the build left no copy.
   */
  async representation(file: StaticFile, urlPath: string, encoding: Encoding | null): Promise<Representation> {
    const known = this.knownRepresentation(file, encoding);
    if (known) return known;
    const used = encoding && shouldCompress(file.contentType, file.body.byteLength) ? encoding : null;
    const { body } = await this.encoded(file, used);
    const made = represent(body, representationTag(file.etag, used), used, {
      "Content-Type": file.contentType,
      "Cache-Control": isHashedFile(urlPath)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600, must-revalidate",
      Vary: "Accept-Encoding",
      ...securityHeaders(NON_DOCUMENT_CSP),
    });
    file.representations[used ?? "identity"] = made;
    return made;
  }

  /** The representation for this encoding when it has been made already. */
  knownRepresentation(file: StaticFile, encoding: Encoding | null): Representation | undefined {
    const used = encoding && shouldCompress(file.contentType, file.body.byteLength) ? encoding : null;
    return file.representations[used ?? "identity"];
  }

  async #read(urlPath: string): Promise<StaticFile | null> {
    const full = path.resolve(this.#root, `.${urlPath}`);
    if (full !== this.#root && !full.startsWith(`${this.#root}${path.sep}`)) return null;
    try {
      const info = await stat(full);
      if (!info.isFile()) return null;
      const body = asBytes(await readFile(full));
      const contentType = contentTypeFor(full);
      const encoded: StaticFile["encoded"] = {};
      if (shouldCompress(contentType, body.byteLength)) {
        for (const [encoding, suffix] of PRECOMPRESSED) {
          const variant = await readFile(`${full}${suffix}`).catch(() => null);
          if (variant) encoded[encoding] = asBytes(variant);
        }
      }
      return { body, contentType, etag: etagOf(body), encoded, representations: {} };
    } catch {
      return null;
    }
  }
}
