/**
 * The options Node runs the site with, wherever it runs: `npm run serve`, the
 * container, the bench and the tests' servers (decision 042). V8's memory
 * reducer is off: after a minute or two idle, it left the site serving 10-30%
 * fewer requests a second on the machine measured, in exchange for returning
 * some memory to the system early.
 */
export const NODE_FLAGS: readonly string[] = ["--no-memory-reducer"];
