/** A year, subdomains included: how long a browser keeps to https once told. */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Headers that depend on the request rather than on the answer: the one place
 * that adds them, called for every request before it is answered, by the fast
 * path of prerendered pages and files and by the router path alike
 * (server/index.ts). Everything else an answer carries comes with the answer
 * (the page model, the static files, the router's response).
 *
 * HSTS goes on every answer when SITE_URL is https, and on an answer to a
 * request that arrived over https (directly, or by a trusted proxy's
 * X-Forwarded-Proto: proxy-trust.ts) whatever SITE_URL says.
 */
export function perRequestHeaders(
  visitor: () => { https: boolean },
  site: { https: boolean; trustsProxy: boolean },
): Readonly<Record<string, string>> | null {
  if (site.https) return HSTS_HEADERS;
  // The server itself speaks plain http: only a trusted proxy can say a request came over https,
  // so the visitor is resolved only when one is configured.
  return site.trustsProxy && visitor().https ? HSTS_HEADERS : null;
}

// Its name in lower case, like the answers' own headers (representation.ts, forNode).
const HSTS_HEADERS: Readonly<Record<string, string>> = Object.freeze({ "strict-transport-security": HSTS });
