import { expect, test } from "vitest";
import { parseByteRange } from "./byte-range.ts";

test("a range from a start to an end, inclusive, cut at the end of the file", () => {
  expect(parseByteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
  expect(parseByteRange("bytes=900-1999", 1000)).toEqual({ start: 900, end: 999 });
  // What Safari asks first, to learn whether ranges are served at all.
  expect(parseByteRange("bytes=0-1", 1000)).toEqual({ start: 0, end: 1 });
});

test("an open range runs to the end; a suffix range is the last bytes", () => {
  expect(parseByteRange("bytes=500-", 1000)).toEqual({ start: 500, end: 999 });
  expect(parseByteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
  expect(parseByteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
});

test("a range starting past the end cannot be satisfied", () => {
  expect(parseByteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
  expect(parseByteRange("bytes=2000-3000", 1000)).toBe("unsatisfiable");
  expect(parseByteRange("bytes=-0", 1000)).toBe("unsatisfiable");
});

test("no header, another unit, several ranges or nonsense get the whole file", () => {
  for (const header of [
    null,
    "",
    "items=0-1",
    "bytes=0-1,5-9",
    "bytes=-",
    "bytes=abc-",
    "bytes=9-1",
    "bytes=1-2-3",
    `bytes=${"9".repeat(40)}-`,
  ]) {
    expect(parseByteRange(header, 1000), String(header)).toBe("none");
  }
});
