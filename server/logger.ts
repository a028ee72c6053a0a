import pino from "pino";
import type { LOG_LEVELS } from "./config.ts";
import { jsonText } from "./json-line.ts";
import { createLineBatch } from "./line-batch.ts";

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

// Info and debug lines are handed to the operating system asynchronously; pino
// writes what is pending when the process exits, though a SIGKILL can lose the
// last few. The request log's lines are gathered apart (below). Warnings
// (stdout) and errors (stderr) are rare and must survive a crash: they are
// written at once.
const out = pino(options, pino.destination({ dest: 1, sync: false }));
const warnings = pino(options, pino.destination({ dest: 1, sync: true }));
const err = pino(options, pino.destination({ dest: 2, sync: true }));

/** One request's line: what `requestLine` formats. */
export type RequestLine = { id: string; method: string; path: string; status: number; ms: number };

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

/**
 * The request log's lines are the one thing written on every request, so they
 * skip pino's general serialisation: each is a fixed-shape JSON line (the same
 * shape as pino's). They are gathered and handed to pino's asynchronous
 * destination together: once about 64 KB (64K characters) are waiting, else a
 * tenth of a second after the first of them, and at exit (line-batch.ts). A
 * slow reader of stdout never holds up a request: the destination keeps what
 * it has not yet written. Measured under load on the home page (decision 041):
 * formatting the time once per millisecond, and writing plain paths without
 * JSON.stringify, took the site with its request log from about 72% to about
 * 85% of its speed without it; handing the lines over together rather than
 * once per turn of the event loop gained about 2% more. A SIGKILL loses at
 * most the last tenth of a second's lines.
 */
const REQUEST_LINES_CHARS = 64 * 1024;
const REQUEST_LINES_MS = 100;
const requestLinesOut = pino.destination({ dest: 1, sync: false });
const requestLines = createLineBatch((text) => requestLinesOut.write(text), {
  maxChars: REQUEST_LINES_CHARS,
  maxMs: REQUEST_LINES_MS,
});
// What is gathered goes to the destination, and the destination writes it all before the process ends.
process.on("exit", () => {
  requestLines.flush();
  requestLinesOut.flushSync();
});

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
    requestLines.add(requestLine(line, isoNow()));
  },
};
