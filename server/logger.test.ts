import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
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

test("request lines still waiting when the process exits are written before it ends", () => {
  const logger = fileURLToPath(new URL("./logger.ts", import.meta.url));
  const script = `import { logger } from ${JSON.stringify(logger)};
logger.request({ id: "a-1", method: "GET", path: "/", status: 200, ms: 0.1 });
logger.request({ id: "a-2", method: "GET", path: "/faq", status: 200, ms: 0.2 });
process.exit(0);`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  expect(run.status).toBe(0);
  const lines = run.stdout
    .trim()
    .split("\n")
    .map((text) => JSON.parse(text));
  expect(lines.map((line) => line.id)).toEqual(["a-1", "a-2"]);
});
