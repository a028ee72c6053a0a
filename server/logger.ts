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

export const logger: Logger & {
  /** LOG_LEVEL: lines below it are not written (`warn` drops the request lines, `silent` everything). */
  setLevel: (level: LogLevel) => void;
  enabled: (level: "info" | "debug") => boolean;
  debug: (message: string, fields?: Record<string, unknown>) => void;
} = {
  info: (message, fields) => out.info(fields ?? {}, message),
  warn: (message, fields) => warnings.warn(fields ?? {}, message),
  error: (message, fields) => err.error(fields ?? {}, message),
  debug: (message, fields) => out.debug(fields ?? {}, message),
  setLevel(level) {
    for (const destination of [out, warnings, err]) destination.level = level;
  },
  enabled: (level) => out.isLevelEnabled(level),
};
