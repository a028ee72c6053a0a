import { expect, test } from "vitest";
import { createVisitorResolver, parseTrustProxy } from "./proxy-trust.ts";

const headers = (entries: Record<string, string>) => new Headers(entries);

test("one trusted proxy: the visitor is the address it appended, whatever the visitor wrote before it", () => {
  const resolve = createVisitorResolver({ trust: parseTrustProxy("1") });
  // nginx's $proxy_add_x_forwarded_for appends the peer to what the visitor sent.
  expect(resolve("10.0.0.2", headers({ "X-Forwarded-For": "6.6.6.6, 203.0.113.9" })).address).toBe("203.0.113.9");
  expect(resolve("10.0.0.2", headers({ "X-Forwarded-For": "1.1.1.1,2.2.2.2, 203.0.113.9" })).address).toBe(
    "203.0.113.9",
  );
  expect(resolve("10.0.0.2", headers({ "X-Forwarded-For": "203.0.113.9" })).address).toBe("203.0.113.9");
  expect(resolve("::ffff:10.0.0.2", headers({})).address).toBe("10.0.0.2");
});

test("two proxies: the address the outer one appended", () => {
  const resolve = createVisitorResolver({ trust: parseTrustProxy("2") });
  const forwarded = headers({ "X-Forwarded-For": "6.6.6.6, 203.0.113.9, 10.0.0.9" });
  expect(resolve("10.0.0.2", forwarded).address).toBe("203.0.113.9");
});

test("proxy addresses: the right-most address that is not one of them", () => {
  const resolve = createVisitorResolver({ trust: parseTrustProxy("10.0.0.0/8, 2001:db8::1") });
  expect(resolve("10.1.2.3", headers({ "X-Forwarded-For": "6.6.6.6, 203.0.113.9, 10.0.0.9" })).address).toBe(
    "203.0.113.9",
  );
  expect(resolve("2001:db8::1", headers({ "X-Forwarded-For": "2001:db8:1::5" })).address).toBe("2001:db8:1::5");
  // A peer that is not one of the proxies is the visitor, whatever it claims.
  expect(resolve("198.51.100.4", headers({ "X-Forwarded-For": "203.0.113.9" })).address).toBe("198.51.100.4");
  // Something that is not an address stops the walk at the hop that handed it over.
  expect(resolve("10.1.2.3", headers({ "X-Forwarded-For": "not-an-ip" })).address).toBe("10.1.2.3");
});

test("https: from a trusted proxy's X-Forwarded-Proto, or the socket; never from anyone else's header", () => {
  const trusting = createVisitorResolver({ trust: parseTrustProxy("10.0.0.0/8") });
  expect(trusting("10.0.0.2", headers({ "X-Forwarded-Proto": "https" })).https).toBe(true);
  expect(trusting("10.0.0.2", headers({ "X-Forwarded-Proto": "http" })).https).toBe(false);
  expect(trusting("198.51.100.4", headers({ "X-Forwarded-Proto": "https" })).https).toBe(false);
  expect(trusting("198.51.100.4", headers({}), true).https).toBe(true);
  const direct = createVisitorResolver({ trust: null });
  expect(direct("198.51.100.4", headers({ "X-Forwarded-Proto": "https" })).https).toBe(false);
});

test("with no proxy trusted, forwarding headers are ignored and one warning is given at the first", () => {
  const warnings: string[] = [];
  const resolve = createVisitorResolver({ trust: null, onUntrustedForwardedFor: () => warnings.push("warned") });
  expect(resolve("10.0.0.2", headers({})).address).toBe("10.0.0.2");
  expect(warnings).toEqual([]);
  expect(resolve("10.0.0.2", headers({ "X-Forwarded-For": "203.0.113.9" })).address).toBe("10.0.0.2");
  resolve("10.0.0.2", headers({ "X-Forwarded-For": "203.0.113.10" }));
  expect(warnings).toEqual(["warned"]);
});

test("TRUST_PROXY values", () => {
  expect(parseTrustProxy("false")).toBeNull();
  expect(parseTrustProxy("true")).toEqual({ hops: 1 });
  expect(parseTrustProxy("3")).toEqual({ hops: 3 });
  expect(parseTrustProxy("192.0.2.0/24,::1")).toEqual({ ranges: ["192.0.2.0/24", "::1"] });
  for (const bad of ["yes", "10.0.0.0/40", "proxy.local", "33", ","]) expect(() => parseTrustProxy(bad)).toThrow();
});
