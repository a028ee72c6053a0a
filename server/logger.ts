import pino from "pino";
import type { LOG_LEVELS } from "./config.ts";
import { jsonText } from "./json-line.ts";

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

/** One request's line: what `requestLine` formats. */
export type RequestLine = { id: string; method: string; path: string; status: number; ms: number };

/**
 * The request log's lines are the one thing written on every request, so they
 * skip pino's general serialisation: each is a fixed-shape JSON line (the same
 * shape as pino's), queued and handed to pino's asynchronous destination in
 * one write per turn of the event loop. Measured under load on the home page
 * (decision 041): formatting the time once per millisecond, and writing
 * plain paths without JSON.stringify, took the site with its request log from
 * about 72% to about 85% of its speed without it; flushing on a timer instead
 * of once per turn was slower.
 */
const pending: string[] = [];

// Many requests end in the same millisecond under load: its ISO time is formatted once.
let clockMs = Number.NaN;
let clockIso = "";
function isoNow(): string {
  const now = Date.now();
  if (now !== clockMs) {
    clockMs = now;
    clockIso = new Date(now).toISOString();
  }
  return clockIso;
}

// Printable ASCII other than the quote and the backslash stands in JSON as it is.
const JSON_AS_IS = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
const jsonString = (text: string) => (JSON_AS_IS.test(text) ? `"${text}"` : jsonText(text));

/** One request's JSON line, newline included. */
export function requestLine({ id, method, path, status, ms }: RequestLine, time: string): string {
  return (
    `{"level":"info","time":"${time}","id":${jsonString(id)},"method":${jsonString(method)},` +
    `"path":${jsonString(path)},"status":${status},"ms":${ms},"message":"request"}\n`
  );
}
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
  request(line: RequestLine) {
    if (pending.length === 0) setImmediate(flushRequestLines);
    pending.push(requestLine(line, isoNow()));
  },
};
