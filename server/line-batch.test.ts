import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createLineBatch } from "./line-batch.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function batchWritingTo(written: string[], maxChars = 20) {
  return createLineBatch((text) => written.push(text), { maxChars, maxMs: 100 });
}

test("lines wait, in order, until maxMs after the first, then go out in one write", () => {
  const written: string[] = [];
  const batch = batchWritingTo(written);
  batch.add("a\n");
  vi.advanceTimersByTime(60);
  batch.add("b\n");
  expect(written).toEqual([]);
  vi.advanceTimersByTime(40);
  expect(written).toEqual(["a\nb\n"]);
  vi.advanceTimersByTime(1000);
  expect(written).toEqual(["a\nb\n"]);
});

test("reaching maxChars writes at once; what comes after waits for the timer", () => {
  const written: string[] = [];
  const batch = batchWritingTo(written, 8);
  batch.add("one\n");
  batch.add("two\n");
  expect(written).toEqual(["one\ntwo\n"]);
  batch.add("three\n");
  expect(written).toEqual(["one\ntwo\n"]);
  vi.advanceTimersByTime(100);
  expect(written).toEqual(["one\ntwo\n", "three\n"]);
});

test("flush writes what is gathered now, and nothing when nothing is", () => {
  const written: string[] = [];
  const batch = batchWritingTo(written);
  batch.flush();
  expect(written).toEqual([]);
  batch.add("last\n");
  batch.flush();
  expect(written).toEqual(["last\n"]);
  vi.advanceTimersByTime(100);
  expect(written).toEqual(["last\n"]);
});
