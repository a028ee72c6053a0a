import { expect, test } from "vitest";
import { startServer } from "#tests/setup/server.ts";
import { request, requireProductionBuild } from "./http.ts";

requireProductionBuild();

/** The JSON lines a server wrote, once it has stopped (pino writes what is pending at exit). */
const lines = (output: string) =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test("one JSON line per request, fast path and router alike: id, method, path without the query, status, ms", async () => {
  const server = await startServer();
  try {
    await request(server.url, "/services?from=search", {});
    await request(server.url, "/no-such-page", {});
  } finally {
    await server.stop("SIGTERM");
  }
  // The harness's own probes of health and readiness are requests too; only the test's are looked at.
  const requests = lines(server.output()).filter(
    (line) => line.message === "request" && line.path !== "/healthz" && line.path !== "/readyz",
  );
  expect(requests).toEqual([
    expect.objectContaining({ level: "info", method: "GET", path: "/services", status: 200 }),
    expect.objectContaining({ level: "info", method: "GET", path: "/no-such-page", status: 404 }),
  ]);
  for (const line of requests) {
    expect(line.id).toMatch(/^\w+-\w+$/);
    expect(typeof line.ms).toBe("number");
    expect(typeof line.time).toBe("string");
  }
  expect(new Set(requests.map((line) => line.id)).size).toBe(2);
}, 60_000);

test("LOG_LEVEL=warn turns the request lines off", async () => {
  const server = await startServer({ LOG_LEVEL: "warn" });
  try {
    await request(server.url, "/services", {});
  } finally {
    await server.stop("SIGTERM");
  }
  expect(lines(server.output()).filter((line) => line.message === "request")).toEqual([]);
  expect(lines(server.output()).filter((line) => line.level === "info")).toEqual([]);
}, 60_000);
