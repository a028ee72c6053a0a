import { expect, test } from "vitest";
import { policyDate } from "./policy-section.tsx";

test("the policy date reads in en-GB long format with a machine-readable twin", () => {
  expect(policyDate("2026-11-21T10:00:00.000Z")).toEqual({ display: "21 November 2026", dateTime: "2026-11-21" });
});

test("the policy date is the London date, even when UTC is still on the day before", () => {
  // 23:30 UTC on 30 June is 00:30 on 1 July in British Summer Time.
  expect(policyDate("2026-06-30T23:30:00.000Z")).toEqual({ display: "1 July 2026", dateTime: "2026-07-01" });
});
