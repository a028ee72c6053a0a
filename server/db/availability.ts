/**
 * Whether an error means the database could not be reached or did not answer
 * in time (stopped, restarting, frozen, network cut), as opposed to a fault
 * in our own code or data. The first is answered 503 with a wait; the second
 * stays a 500 that is logged as a bug.
 */

/** Socket errors of a connection that is gone or never came. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that is shutting down, starting, crashed or full:
 * class 08 (connection exception) plus these.
 */
const UNAVAILABLE_STATES = new Set([
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, recovering)
  "53300", // too_many_connections
]);

/** What pg and PGlite say when a connection died, timed out or was closed under a query. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /is not queryable/i,
  /Client was closed/i,
  /PGlite is closed/i,
  /did not answer within/i,
];

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  // Drizzle wraps the driver's error as `cause`; a short walk finds it.
  while (current && chain.length < 5 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((cause) => {
    if (!cause || typeof cause !== "object") return false;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08/.test(code))) {
      return true;
    }
    const message = (cause as { message?: unknown }).message;
    return typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
  });
}
