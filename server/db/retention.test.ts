import { expect, test } from "vitest";
import { retentionCutoff } from "./retention.ts";

test.each([
  ["2026-03-02T09:30:00.000Z", 24, "2024-03-02T09:30:00.000Z"],
  ["2026-03-02T09:30:00.000Z", 3, "2025-12-02T09:30:00.000Z"],
  ["2026-01-15T00:00:00.000Z", 1, "2025-12-15T00:00:00.000Z"],
  // A day the earlier month lacks becomes its last day, never the next month's first.
  ["2026-03-31T12:00:00.000Z", 1, "2026-02-28T12:00:00.000Z"],
  ["2028-03-31T12:00:00.000Z", 1, "2028-02-29T12:00:00.000Z"],
  ["2026-05-31T12:00:00.000Z", 1, "2026-04-30T12:00:00.000Z"],
])("%s less %i months is %s", (now, months, expected) => {
  expect(retentionCutoff(new Date(now), months).toISOString()).toBe(expected);
});
