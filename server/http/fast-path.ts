import type { IncomingMessage, ServerResponse } from "node:http";
import { canonicalPath } from "#lib/url.ts";
import { type Encoding, negotiateEncoding } from "./compression.ts";
import { type PrerenderedPage, pageRepresentation } from "./page-model.ts";
import { matchesIfNoneMatch, type Representation } from "./representation.ts";
import { isHashedFile, MAX_CACHED_FILE_BYTES, type StaticFile, type StaticFiles } from "./static-files.ts";

/** Accept-Encoding values are few (one per browser family); their answers are kept, up to this many. */
const KNOWN_ACCEPT_ENCODINGS = 64;

/**
 * What never changes, answered from memory: a GET or HEAD for a prerendered
 * page or a hashed file (/assets/, /_img/) at its canonical address gets its
 * precomputed representation (page-model.ts, StaticFiles.representation),
 * 200 or 304, without building a Request or a Response. Anything else (other
 * methods, addresses to redirect or decode, the router's pages, API) answers
 * false and goes through the site handler as before, which gives the same
 * answers for these paths by the same representations.
 */
export function createFastPath({ pages, files }: { pages: ReadonlyMap<string, PrerenderedPage>; files: StaticFiles }) {
  const encodings = new Map<string, Encoding | null>();
  // Hashed files found, by their exact path: bounded, like StaticFiles' own cache, by the files that exist.
  const hashedFiles = new Map<string, StaticFile>();
  const negotiate = (header: string | undefined): Encoding | null => {
    if (header === undefined) return null;
    let encoding = encodings.get(header);
    if (encoding === undefined) {
      encoding = negotiateEncoding(header);
      if (encodings.size < KNOWN_ACCEPT_ENCODINGS) encodings.set(header, encoding);
    }
    return encoding;
  };

  const send = (request: IncomingMessage, response: ServerResponse, representation: Representation) => {
    if (matchesIfNoneMatch(request.headers["if-none-match"], representation.etag)) {
      response.writeHead(304, representation.notModifiedHeaders);
      response.end();
    } else {
      response.writeHead(200, representation.headers);
      response.end(request.method === "HEAD" ? undefined : representation.body);
    }
  };

  /** A hashed file answered once it is read (when not yet in memory) and its representation made. */
  const serveFile = async (
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
    file: StaticFile | undefined,
  ) => {
    const found = file ?? (await files.get(pathname));
    if (!found) return false;
    if (!file && found.body.byteLength <= MAX_CACHED_FILE_BYTES) hashedFiles.set(pathname, found);
    send(request, response, await files.representation(found, pathname, negotiate(request.headers["accept-encoding"])));
    return true;
  };

  /**
   * True when the request was answered here, false when it was not. What is
   * in memory is answered at once, without a promise; a file still to be
   * read answers by a promise.
   */
  return function serveFromMemory(request: IncomingMessage, response: ServerResponse): boolean | Promise<boolean> {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const url = request.url ?? "";
    const query = url.indexOf("?");
    const pathname = query === -1 ? url : url.slice(0, query);
    // Percent-encoded, dot segments, doubled or trailing slashes: the site handler decodes or redirects.
    if (!pathname.startsWith("/") || pathname.includes("%") || pathname.includes("/.")) return false;
    const page = pages.get(pathname);
    if (page) {
      send(request, response, pageRepresentation(page, negotiate(request.headers["accept-encoding"])));
      return true;
    }
    const file = hashedFiles.get(pathname);
    const known = file && files.knownRepresentation(file, negotiate(request.headers["accept-encoding"]));
    if (known) {
      send(request, response, known);
      return true;
    }
    if (!file && (!isHashedFile(pathname) || canonicalPath(pathname) !== pathname)) return false;
    return serveFile(request, response, pathname, file);
  };
}
