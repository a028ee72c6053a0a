import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Integration tests serve the production build; stop early, and say how to make it, when it is missing. */
export function requireProductionBuild() {
  const entry = path.join(projectRoot, "build", "server", "index.js");
  if (!existsSync(entry)) {
    throw new Error(
      `The integration tests need the production build, and ${path.relative(projectRoot, entry)} is missing. ` +
        'Run "npm run build" first.',
    );
  }
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One request with node:http: the path goes on the wire exactly as given (fetch
 * would normalise `%2e%2e` and friends) and the body comes back as sent,
 * still compressed. No connection pooling, so nothing outlives the request.
 */
export function request(
  baseUrl: string,
  requestPath: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: requestPath, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Waits until `read()` contains `text`, or fails after `ms`. */
export async function waitForText(read: () => string, text: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!read().includes(text)) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${JSON.stringify(text)} in:\n${read()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
