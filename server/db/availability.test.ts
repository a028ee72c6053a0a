import { expect, test } from "vitest";
import { isDatabaseUnavailable } from "./availability.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

test("a database that is gone, starting, frozen or full counts as unavailable, also when wrapped", () => {
  for (const error of [
    withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    withCode("read ECONNRESET", "ECONNRESET"),
    new Error("Connection terminated unexpectedly"),
    new Error("Query read timeout"),
    new Error("timeout exceeded when trying to connect"),
    new Error("Client was closed and is not queryable"),
    withCode("the database system is starting up", "57P03"),
    withCode("terminating connection due to administrator command", "57P01"),
    withCode("connection failure", "08006"),
    new Error("Failed query: insert into …", { cause: new Error("Connection terminated unexpectedly") }),
  ]) {
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  }
});

test("a fault in the query or the data is not an outage", () => {
  for (const error of [
    withCode('duplicate key value violates unique constraint "x"', "23505"),
    withCode("invalid byte sequence for encoding UTF8: 0x00", "22021"),
    new TypeError("Cannot read properties of undefined"),
    "a string",
    null,
  ]) {
    expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  }
});
