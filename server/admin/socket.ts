import { chmodSync, unlinkSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Db } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { EXPORT_KINDS, type ExportKind, type ExportRow, exportRows } from "./export.ts";

/**
 * While the server runs on PGlite it alone may open DATA_DIR, so the admin
 * command asks it over this Unix socket instead. The socket lives in the data
 * folder and only its owner may connect (mode 0600): no port, no token.
 */
export const ADMIN_SOCKET = "admin.sock";

// sockaddr_un holds 108 bytes on Linux, 104 on macOS, terminator included.
const MAX_SOCKET_PATH = 100;

export function adminSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), ADMIN_SOCKET);
}

export type AdminSocket = { path: string; close(): Promise<void> };

export async function startAdminSocket(dataDir: string, db: Db, logger: Logger): Promise<AdminSocket | null> {
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
  const server = http.createServer(async (request, response) => {
    const kind = /^\/export\/([a-z]+)$/.exec(request.url ?? "")?.[1] as ExportKind | undefined;
    if (request.method !== "GET" || !kind || !EXPORT_KINDS.includes(kind)) {
      response.writeHead(404, { "Content-Type": "application/json" }).end('{"error":{"message":"Not found"}}');
      return;
    }
    try {
      const rows = await exportRows(db, kind);
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ data: rows }));
      logger.info("admin export served", { kind, rows: rows.length });
    } catch (error) {
      logger.error("admin export failed", { kind, error: String(error) });
      response.writeHead(500, { "Content-Type": "application/json" }).end('{"error":{"message":"Export failed"}}');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export class NoServerError extends Error {
  override name = "NoServerError";
}

/** Asks the running server for an export; NoServerError when none listens on the socket. */
export function askServer(dataDir: string, kind: ExportKind): Promise<ExportRow[]> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath: adminSocketPath(dataDir), path: `/export/${kind}` }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        if (response.statusCode !== 200) {
          reject(new Error(`The server answered ${response.statusCode}: ${body}`));
          return;
        }
        resolve((JSON.parse(body) as { data: ExportRow[] }).data);
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") reject(new NoServerError(error.message));
      else reject(error);
    });
  });
}
