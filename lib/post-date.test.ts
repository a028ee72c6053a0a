import { expect, test } from "vitest";
import { formatPostDate } from "./post-date.ts";

test("post dates read as en-GB calendar days, whatever the machine's time zone", () => {
  expect(formatPostDate("2025-07-25")).toBe("25 July 2025");
  expect(formatPostDate("2025-01-01")).toBe("1 January 2025");
});
