import type http from "node:http";

/** How long the rest of an unread body is read and thrown away before the connection is cut. */
export const DRAIN_MS = 10_000;

/**
 * After the answer to a request whose body was not read to its end (a 413
 * that stops at the limit), the rest is read and thrown away. Closing at
 * once would leave the unread bytes in the socket: the kernel then resets
 * the connection, and a client still sending a large body loses the answer
 * before it reads it. Drained, the connection can even carry the next
 * request; a body still arriving after DRAIN_MS is cut off.
 */
export function drainUnreadBody(req: http.IncomingMessage, res: http.ServerResponse, ms = DRAIN_MS) {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    const timer = setTimeout(() => req.socket.destroy(), ms);
    timer.unref();
    const done = () => clearTimeout(timer);
    req.once("end", done);
    req.once("close", done);
    // The body stream let go of the request when it was cancelled; nobody reads it now.
    req.removeAllListeners("data");
    req.on("data", () => {});
    req.resume();
  });
}
