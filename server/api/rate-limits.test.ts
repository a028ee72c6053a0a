import { expect, test } from "vitest";
import { clientKey, createRateLimits, takeOrRefuse, waitPhrase } from "./rate-limits.ts";

test("IPv4 clients are counted by address, IPv4-mapped IPv6 too", () => {
  expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
});

test("IPv6 clients are counted by their /64 network, however the address is written", () => {
  expect(clientKey("2001:db8:1:2::10")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:0db8:0001:0002:ffff:0:0:99")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:DB8::1")).toBe("2001:db8:0:0::/64");
  expect(clientKey("::1")).toBe("0:0:0:0::/64");
});

test("the wait reads as a person would say it", () => {
  expect(waitPhrase(1)).toBe("1 second");
  expect(waitPhrase(45)).toBe("45 seconds");
  expect(waitPhrase(60)).toBe("1 minute");
  expect(waitPhrase(61)).toBe("2 minutes");
  expect(waitPhrase(600)).toBe("10 minutes");
});

test("a limit counts per client and per form, and says how long to wait", async () => {
  const limits = createRateLimits({ rules: { contact: { points: 2, durationSeconds: 60 } } });
  expect(await limits.contact.take("a")).toBeNull();
  expect(await limits.contact.take("a")).toBeNull();
  const refused = await limits.contact.take("a");
  expect(refused?.retryAfterSeconds).toBeGreaterThan(55);
  expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
  expect(await limits.contact.take("b")).toBeNull();
  expect(await limits.newsletter.take("a")).toBeNull();
});

test("relaxed limits (load tests) let thousands through", async () => {
  const limits = createRateLimits({ relaxed: true });
  for (let i = 0; i < 2000; i++) expect(await limits.contact.take("bench")).toBeNull();
});

test("takeOrRefuse lets a client through until its limit, then answers 429 naming what and when", async () => {
  const limiter = createRateLimits({ rules: { chat: { points: 1, durationSeconds: 120 } } }).chat;
  const client = { address: "192.0.2.7" };
  expect(await takeOrRefuse(limiter, client, "chat messages")).toBeNull();
  expect(await takeOrRefuse(limiter, client, "chat messages")).toEqual({
    ok: false,
    status: 429,
    error: { message: "Too many chat messages from your connection. Please try again in 2 minutes." },
    headers: { "Retry-After": "120" },
  });
});
