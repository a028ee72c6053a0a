import fc from "fast-check";
import { expect, test } from "vitest";
import { requestLine } from "./logger.ts";

const line = { id: "mifjbq-3b", method: "GET", path: "/services", status: 200, ms: 0.4 };

test("a request line is one line of JSON with pino's shape", () => {
  const text = requestLine(line, "2026-11-25T21:00:00.000Z");
  expect(text.endsWith("\n")).toBe(true);
  expect(text.slice(0, -1)).not.toContain("\n");
  expect(JSON.parse(text)).toEqual({
    level: "info",
    time: "2026-11-25T21:00:00.000Z",
    id: "mifjbq-3b",
    method: "GET",
    path: "/services",
    status: 200,
    ms: 0.4,
    message: "request",
  });
});

test("paths with quotes, backslashes, control characters and any Unicode stay one line and read back exactly", () => {
  for (const path of ['/a"b', "/a\\b", "/tab\there", "/line\nbreak", "/café", "/\u2028\u2029", "/\u007f"]) {
    const text = requestLine({ ...line, path }, "t");
    expect(text.slice(0, -1)).not.toMatch(/[\n\r\u2028\u2029]/);
    expect(JSON.parse(text).path).toBe(path);
  }
  fc.assert(
    fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (path, method) => {
      const text = requestLine({ ...line, path, method }, "t");
      expect(text.indexOf("\n")).toBe(text.length - 1);
      const parsed = JSON.parse(text);
      expect(parsed.path).toBe(path);
      expect(parsed.method).toBe(method);
    }),
  );
});
