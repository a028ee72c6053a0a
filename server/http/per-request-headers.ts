import type { IncomingMessage } from "node:http";

/**
 * Headers that depend on the request rather than on the answer: the one place
 * that adds them, called for every request before it is answered, by the fast
 * path of prerendered pages and files and by the router path alike
 * (server/index.ts). Everything else an answer carries comes with the answer
 * (the page model, the static files, the router's response).
 */
export function perRequestHeaders(_request: IncomingMessage, site: { https: boolean }): Record<string, string> | null {
  // A site served over https tells browsers to keep to it for a year.
  return site.https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : null;
}
