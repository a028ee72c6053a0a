import { expect, test } from "vitest";
import { DEFAULT_BACKOFF, retryDelay } from "./worker.ts";

test("the wait doubles after each failed attempt, from 30 seconds", () => {
  expect([1, 2, 3, 4, 5].map((n) => retryDelay(n))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
});

test("the wait is capped at one hour, however many attempts failed", () => {
  expect(retryDelay(8)).toBe(DEFAULT_BACKOFF.maxMs);
  expect(retryDelay(500)).toBe(60 * 60_000);
});

test("a custom backoff is honoured", () => {
  expect([1, 2, 3, 4].map((n) => retryDelay(n, { baseMs: 10, maxMs: 50 }))).toEqual([10, 20, 40, 50]);
});
