/**
 * A value as JSON text that stays on one line for every reader. JSON may hold
 * U+2028 and U+2029 as they are, but Node's line reader (and JavaScript before
 * ES2019) ends a line at them, so a text holding one would arrive cut in two:
 * they are written as escapes, which read back the same.
 */
export function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/** One value as one line of JSON, newline included: the admin socket's exports, the request log. */
export function jsonLine(value: unknown): string {
  return `${jsonText(value)}\n`;
}
