import type { IncomingMessage } from "node:http";
import { expect, test } from "vitest";
import { perRequestHeaders } from "./per-request-headers.ts";

const request = { headers: {} } as IncomingMessage;

test("sends HSTS of at least a year only when the site is served over https", () => {
  const secure = perRequestHeaders(request, { https: true });
  const maxAge = Number(/max-age=(\d+)/.exec(secure?.["Strict-Transport-Security"] ?? "")?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(31536000);
  expect(perRequestHeaders(request, { https: false })).toBeNull();
});
