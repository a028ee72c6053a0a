import { expect, test } from "vitest";
import { asSent } from "./throughput.ts";

test("the bare server is given the site's headers with each name in the case the site sent it", () => {
  expect(
    asSent([
      "content-type",
      "text/html",
      "ETag",
      '"a"',
      "Date",
      "today",
      "Connection",
      "keep-alive",
      "Keep-Alive",
      "5",
    ]),
  ).toEqual({ "content-type": "text/html", ETag: '"a"' });
});

test("a header the site sent twice is sent once with both values", () => {
  expect(asSent(["vary", "Accept-Encoding", "vary", "Origin"])).toEqual({ vary: "Accept-Encoding, Origin" });
});
