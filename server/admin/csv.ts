/**
 * RFC 4180 CSV that is also safe to open in a spreadsheet: a cell starting
 * with = + - @ (or a tab or carriage return) would run as a formula, so it
 * gets a leading apostrophe, which spreadsheets show as text (OWASP's advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | boolean | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A header line and one line per row, CRLF-separated. The byte order mark
 * makes Excel read the file as UTF-8 (names with accents stay intact).
 */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return csvHeader(columns) + csvRows(columns, rows);
}

/** The start of a streamed file: byte order mark and header line. */
export function csvHeader(columns: readonly string[]): string {
  return `\uFEFF${columns.map((c) => csvCell(c)).join(",")}\r\n`;
}

/** Rows in column order, each ending in CRLF, to follow csvHeader. */
export function csvRows(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  let out = "";
  for (const row of rows) {
    out += `${columns.map((c) => csvCell(row[c] as string | boolean | number | null | undefined)).join(",")}\r\n`;
  }
  return out;
}
