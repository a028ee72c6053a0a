import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { expect, test } from "vitest";
import { jsonLine } from "./json-line.ts";

test("a row holding a line or paragraph separator is still one line of JSON that reads back the same", async () => {
  const row = { projectDetails: "first\u2028second\u2029third\nfourth" };
  const lines: string[] = [];
  for await (const line of createInterface({ input: Readable.from([jsonLine(row), jsonLine({ end: true })]) }))
    lines.push(line);
  expect(lines).toHaveLength(2);
  expect(JSON.parse(lines[0] ?? "")).toEqual(row);
});
