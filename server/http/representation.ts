import { createHash } from "node:crypto";
import type { Bytes, Encoding } from "./compression.ts";

/**
 * One encoding of a page or file, ready to send: its bytes and its complete
 * response headers, computed once. Only per-request headers (per-request-headers.ts)
 * are added when it is sent.
 */
export type Representation = {
  body: Bytes;
  etag: string;
  /** For a 200: every header, Content-Length and Content-Encoding included. */
  headers: Readonly<Record<string, string>>;
  /** For a 304: the same without the body's length and encoding. */
  notModifiedHeaders: Readonly<Record<string, string>>;
};

/** A strong tag of the bytes. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Each encoding of a file is its own representation, so it gets its own tag. */
export function representationTag(etag: string, encoding: Encoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** If-None-Match with weak comparison (RFC 9110 §13.1.2): a list of tags or `*`. */
export function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => opaque(tag) === opaque(etag));
}
