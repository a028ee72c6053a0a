import { expect, test } from "vitest";
import { csvCell, csvHeader, csvRows, toCsv } from "./csv.ts";

test.each([
  ["=1+1", "'=1+1"],
  ["+44 20 7946 0321", "'+44 20 7946 0321"],
  ["-2", "'-2"],
  ["@SUM(A1)", "'@SUM(A1)"],
  ["\tTabbed", "'\tTabbed"],
])("a cell starting %j is neutralised for spreadsheets", (value, expected) => {
  expect(csvCell(value)).toBe(expected);
});

test("commas, quotes and line breaks are quoted, quotes doubled", () => {
  expect(csvCell("a,b")).toBe('"a,b"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
  expect(csvCell("line\r\nbreak")).toBe('"line\r\nbreak"');
  expect(csvCell('=A1,"x"')).toBe('"\'=A1,""x"""');
});

test("plain values stay as they are; empty values are empty cells", () => {
  expect(csvCell("Ada")).toBe("Ada");
  expect(csvCell("ada@example.com")).toBe("ada@example.com");
  expect(csvCell(null)).toBe("");
  expect(csvCell(undefined)).toBe("");
  expect(csvCell(true)).toBe("true");
  expect(csvCell(" padded ")).toBe('" padded "');
});

test("a file is a byte order mark, a header and CRLF-terminated rows in column order", () => {
  const csv = toCsv(
    ["b", "a"],
    [
      { a: 1, b: "x", extra: "dropped" },
      { a: null, b: "y,z" },
    ],
  );
  expect(csv).toBe('\uFEFFb,a\r\nx,1\r\n"y,z",\r\n');
});

test("a streamed file, header then rows batch by batch, is the same file", () => {
  const rows = [
    { a: 1, b: "x" },
    { a: 2, b: "=y" },
    { a: null, b: "z" },
  ];
  const streamed = csvHeader(["b", "a"]) + csvRows(["b", "a"], rows.slice(0, 2)) + csvRows(["b", "a"], rows.slice(2));
  expect(streamed).toBe(toCsv(["b", "a"], rows));
});
