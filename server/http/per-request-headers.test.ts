import { expect, test } from "vitest";
import { perRequestHeaders } from "./per-request-headers.ts";

const visitor = (https: boolean) => () => ({ https });

test("sends HSTS of at least a year when the site is served over https, or the request came over https", () => {
  const secure = perRequestHeaders(visitor(false), { https: true, trustsProxy: false });
  const maxAge = Number(/max-age=(\d+)/.exec(secure?.["strict-transport-security"] ?? "")?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(31536000);
  expect(perRequestHeaders(visitor(true), { https: false, trustsProxy: true })).toEqual(secure);
  expect(perRequestHeaders(visitor(false), { https: false, trustsProxy: true })).toBeNull();
});

test("an https SITE_URL decides without resolving the visitor", () => {
  let resolved = 0;
  const counted = () => {
    resolved++;
    return { https: false };
  };
  expect(perRequestHeaders(counted, { https: true, trustsProxy: true })).not.toBeNull();
  expect(resolved).toBe(0);
  expect(perRequestHeaders(counted, { https: false, trustsProxy: true })).toBeNull();
  expect(resolved).toBe(1);
});

test("without a trusted proxy a plain-http request is not https, and the visitor is not resolved", () => {
  let resolved = 0;
  const claimsHttps = () => {
    resolved++;
    return { https: true };
  };
  expect(perRequestHeaders(claimsHttps, { https: false, trustsProxy: false })).toBeNull();
  expect(resolved).toBe(0);
});
