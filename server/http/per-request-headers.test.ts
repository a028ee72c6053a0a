import { expect, test } from "vitest";
import { perRequestHeaders } from "./per-request-headers.ts";

test("sends HSTS of at least a year when the site is served over https, or the request came over https", () => {
  const secure = perRequestHeaders({ https: false }, { https: true });
  const maxAge = Number(/max-age=(\d+)/.exec(secure?.["Strict-Transport-Security"] ?? "")?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(31536000);
  expect(perRequestHeaders({ https: true }, { https: false })).toEqual(secure);
  expect(perRequestHeaders({ https: false }, { https: false })).toBeNull();
});
