import pino from "pino";
import type { LOG_LEVELS } from "./config.ts";

/** One JSON line per event: `{"level":"info","time":"…","message":"…",…fields}`; errors on stderr. */
export type Logger = {
  info: (message: string, fields?: Record<string, unknown>) => void;
  warn: (message: string, fields?: Record<string, unknown>) => void;
  error: (message: string, fields?: Record<string, unknown>) => void;
};

export type LogLevel = (typeof LOG_LEVELS)[number];

const options: pino.LoggerOptions = {
  base: undefined,
  messageKey: "message",
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
};

// Info and debug lines (one per request among them) are handed to the operating
// system asynchronously, so a request never waits for its log line; pino writes
// what is pending when the process exits, though a SIGKILL can lose the last
// few. Warnings (stdout) and errors (stderr) are rare and must survive a crash:
// they are written at once.
const out = pino(options, pino.destination({ dest: 1, sync: false }));
const warnings = pino(options, pino.destination({ dest: 1, sync: true }));
const err = pino(options, pino.destination({ dest: 2, sync: true }));

/** One request's line: what `requestLine` writes. */
export type RequestLine = { id: string; method: string; path: string; status: number; ms: number };

/**
 * The request log's lines are the one thing written on every request, so they
 * skip pino's general serialisation: each is a fixed-shape JSON line (the same
 * shape as pino's), queued and handed to pino's asynchronous destination in
 * one write per turn of the event loop.
 */
const pending: string[] = [];
const flushRequestLines = () => {
  const lines = pending.join("");
  pending.length = 0;
  requestLines.write(lines);
};
const requestLines = pino.destination({ dest: 1, sync: false });

export const logger: Logger & {
  /** LOG_LEVEL: lines below it are not written (`warn` drops the request lines, `silent` everything). */
  setLevel: (level: LogLevel) => void;
  enabled: (level: "info" | "debug") => boolean;
  debug: (message: string, fields?: Record<string, unknown>) => void;
  request: (line: RequestLine) => void;
} = {
  info: (message, fields) => out.info(fields ?? {}, message),
  warn: (message, fields) => warnings.warn(fields ?? {}, message),
  error: (message, fields) => err.error(fields ?? {}, message),
  debug: (message, fields) => out.debug(fields ?? {}, message),
  setLevel(level) {
    for (const destination of [out, warnings, err]) destination.level = level;
  },
  enabled: (level) => out.isLevelEnabled(level),
  request({ id, method, path, status, ms }: RequestLine) {
    if (pending.length === 0) setImmediate(flushRequestLines);
    pending.push(
      `{"level":"info","time":"${new Date().toISOString()}","id":"${id}","method":${JSON.stringify(method)},` +
        `"path":${JSON.stringify(path)},"status":${status},"ms":${ms},"message":"request"}\n`,
    );
  },
};
