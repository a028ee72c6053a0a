import { chmodSync, unlinkSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Db } from "#server/db/client.ts";
import { jsonLine } from "#server/json-line.ts";
import type { Logger } from "#server/logger.ts";
import type { Outbox } from "#server/outbox/outbox.ts";
import { EXPORT_KINDS, type ExportKind, exportBatches } from "./export.ts";
import { erasePerson, findPerson, InvalidEmailError, withdrawConsent } from "./people.ts";

/**
 * While the server runs on PGlite it alone may open DATA_DIR, so the admin
 * command asks it over this Unix socket instead. The socket lives in the data
 * folder and only its owner may connect (mode 0600): no port, no token.
 *
 *   GET  /                     is anyone there
 *   GET  /export/<kind>        rows as JSON lines, then {"end":true,"rows":n}
 *   GET  /people?email=…       everything held about one person
 *   POST /people/erase         {"email"}: erase it all
 *   POST /people/unsubscribe   {"email"}: withdraw newsletter consent
 *   GET  /backup               the data folder as a gzipped tarball
 */
export const ADMIN_SOCKET = "admin.sock";

// sockaddr_un holds 108 bytes on Linux, 104 on macOS, terminator included.
const MAX_SOCKET_PATH = 100;
// An e-mail address in JSON, with room to spare.
const MAX_BODY_BYTES = 4096;

export function adminSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), ADMIN_SOCKET);
}

export type AdminSocket = { path: string; close(): Promise<void> };

export type AdminSocketDeps = {
  db: Db;
  outbox: Outbox;
  clock: () => Date;
  logger: Logger;
  dumpDataDir?: () => Promise<Blob>;
};

const JSON_TYPE = { "Content-Type": "application/json" };

function send(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, JSON_TYPE).end(JSON.stringify(body));
}

async function readEmail(request: http.IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new InvalidEmailError("The request is too large");
    chunks.push(chunk);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new InvalidEmailError("The request is not JSON");
  }
  const email = (parsed as { email?: unknown } | null)?.email;
  if (typeof email !== "string") throw new InvalidEmailError("No e-mail address given");
  return email;
}

export async function startAdminSocket(dataDir: string, deps: AdminSocketDeps): Promise<AdminSocket | null> {
  const { logger } = deps;
  const socketPath = adminSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    logger.warn("admin socket off: the path of DATA_DIR is too long for a Unix socket", { socketPath });
    return null;
  }
  // Left by a server that was killed; we hold the data folder's lock, so it is not in use.
  try {
    unlinkSync(socketPath);
  } catch {
    // None.
  }

  async function route(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? "/", "http://admin");
    const get = request.method === "GET";
    if (get && url.pathname === "/") return send(response, 200, { data: "ok" });

    const kind = /^\/export\/([a-z]+)$/.exec(url.pathname)?.[1] as ExportKind | undefined;
    if (get && kind && EXPORT_KINDS.includes(kind)) {
      let rows = 0;
      async function* lines() {
        for await (const batch of exportBatches(deps.db, kind as ExportKind)) {
          rows += batch.length;
          yield batch.map(jsonLine).join("");
        }
        // Without this line the command knows the export was cut short.
        yield jsonLine({ end: true, rows });
      }
      response.writeHead(200, { "Content-Type": "application/x-ndjson" });
      await pipeline(Readable.from(lines()), response);
      logger.info("admin export served", { kind, rows });
      return;
    }

    if (get && url.pathname === "/people") {
      const record = await findPerson(deps.db, url.searchParams.get("email") ?? "");
      logger.info("admin find served", {
        messages: record.messages.length,
        handoffs: record.handoffs.length,
        notifications: record.notifications.length,
      });
      return send(response, 200, { data: record });
    }
    if (request.method === "POST" && url.pathname === "/people/erase") {
      const summary = await erasePerson(deps, await readEmail(request));
      // The log says what went, never whose it was.
      const { email: _, ...counts } = summary;
      logger.info("admin erase done", counts);
      return send(response, 200, { data: summary });
    }
    if (request.method === "POST" && url.pathname === "/people/unsubscribe") {
      const result = await withdrawConsent(deps, await readEmail(request));
      logger.info("admin unsubscribe done", { status: result.status });
      return send(response, 200, { data: result });
    }

    if (get && url.pathname === "/backup" && deps.dumpDataDir) {
      // PGlite's dump reads every file in DATA_DIR and fails on a socket, so the
      // listener (and with it the socket file) goes for the length of the dump;
      // this request's connection stays open. A command run meanwhile finds the
      // folder's lock held and says to try again in a moment.
      await stopListening();
      let tarball: Blob;
      try {
        tarball = await deps.dumpDataDir();
      } finally {
        await startListening();
      }
      response.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": String(tarball.size) });
      await pipeline(Readable.fromWeb(tarball.stream() as NodeReadableStream<Uint8Array>), response);
      logger.info("admin backup served", { bytes: tarball.size });
      return;
    }
    send(response, 404, { error: { message: "Not found" } });
  }

  function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    route(request, response).catch((error: unknown) => {
      if (error instanceof InvalidEmailError) {
        if (!response.headersSent) send(response, 400, { error: { message: error.message } });
        return;
      }
      logger.error("admin request failed", {
        path: request.url?.split("?")[0],
        error: error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error),
      });
      if (!response.headersSent) send(response, 500, { error: { message: "The server could not do it; see its log" } });
      else response.destroy();
    });
  }

  // Every listener so far: one listens; earlier ones may still finish a request.
  const servers = new Set<http.Server>();
  let listening: http.Server | undefined;

  async function startListening() {
    const server = http.createServer(handle);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
    chmodSync(socketPath, 0o600);
    servers.add(server);
    server.once("close", () => servers.delete(server));
    listening = server;
  }

  /** Stops taking connections (and removes the socket file); open ones carry on. */
  async function stopListening() {
    const server = listening;
    listening = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.once("close", () => resolve());
      server.close();
      // "close" waits for open connections; the socket file is gone once it stops listening.
      if (!server.listening) resolve();
    });
  }

  await startListening();
  return {
    path: socketPath,
    close: async () => {
      await Promise.all(
        [...servers].map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}

export class NoServerError extends Error {
  override name = "NoServerError";
}

export class ServerRefusedError extends Error {
  override name = "ServerRefusedError";
}

/**
 * One request to the running server; resolves with the response for the
 * caller to read (a stream), rejects with NoServerError when none listens.
 */
export function callServer(
  dataDir: string,
  method: "GET" | "POST",
  requestPath: string,
  body?: unknown,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: adminSocketPath(dataDir), method, path: requestPath, headers: body ? JSON_TYPE : {} },
      (response) => {
        if (response.statusCode === 200) {
          resolve(response);
          return;
        }
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let message = text;
          try {
            message = (JSON.parse(text) as { error: { message: string } }).error.message;
          } catch {
            // Not our JSON: show it as it came.
          }
          reject(
            response.statusCode === 400
              ? new InvalidEmailError(message)
              : new ServerRefusedError(`The server answered: ${message}`),
          );
        });
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") reject(new NoServerError(error.message));
      else reject(error);
    });
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The body of a JSON answer's `data`. */
export async function readData<T>(response: http.IncomingMessage): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of response as AsyncIterable<Buffer>) chunks.push(chunk);
  return (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data: T }).data;
}
