import type { Logger } from "#server/logger.ts";

export type LogLine = { level: "info" | "warn" | "error"; message: string; fields?: Record<string, unknown> };

/** A logger that keeps its lines for the test to read. */
export function captureLogs(): { logger: Logger; lines: LogLine[]; text: () => string } {
  const lines: LogLine[] = [];
  const push = (level: LogLine["level"]) => (message: string, fields?: Record<string, unknown>) => {
    lines.push({ level, message, ...(fields ? { fields } : {}) });
  };
  return {
    logger: { info: push("info"), warn: push("warn"), error: push("error") },
    lines,
    text: () => lines.map((l) => `${l.level} ${l.message} ${JSON.stringify(l.fields ?? {})}`).join("\n"),
  };
}
