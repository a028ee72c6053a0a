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
  /** For a 200: every header, Content-Length and Content-Encoding included; names in lower case (forNode). */
  headers: Readonly<Record<string, string>>;
  /** For a 304: the same without the body's length and encoding. */
  notModifiedHeaders: Readonly<Record<string, string>>;
};

/**
 * One encoding's representation from the headers its 200 and 304 answers
 * share: `tag` is the representation's own ETag (representationTag).
 */
export function represent(
  body: Bytes,
  tag: string,
  encoding: Encoding | null,
  common: Readonly<Record<string, string>>,
): Representation {
  const notModifiedHeaders = forNode({ ...common, ETag: tag });
  return {
    body,
    etag: tag,
    notModifiedHeaders,
    headers: forNode({
      ...notModifiedHeaders,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      "Content-Length": String(body.byteLength),
    }),
  };
}

/**
 * Headers as Node writes them fastest, made once. On every answer Node
 * lower-cases each header name of 4 to 17 characters to recognise the ones it
 * manages; a name already in lower case costs it no new string (HTTP field names are
 * case-insensitive, and HTTP/2 sends them in lower case anyway). Measured
 * with wrk on /services, the same bare server sending the same headers with
 * capitalised names answered about a tenth fewer requests a second (decision
 * 043). Node also checks every value with a regular expression and copies it
 * into the header block: a value cut from a page's decoded HTML (the Link
 * header's addresses) is a slice of a two-byte string, which makes both
 * slower; a fresh one-byte copy does not (measured with perf under load on
 * the home page, decision 041). A value with characters a field may not hold
 * is left as it is, for Node to refuse.
 */
function forNode(headers: Record<string, string>): Readonly<Record<string, string>> {
  const copied: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    copied[name.toLowerCase()] = FIELD_VALUE.test(value) ? Buffer.from(value, "latin1").toString("latin1") : value;
  }
  return copied;
}
/** What a field value may hold (RFC 9110 §5.5), as Node checks it. */
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

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
