import { expect, test } from "vitest";
import { EMAIL_MESSAGE, emailProblem } from "./fields.ts";
import { NewsletterSchema } from "./newsletter.ts";
import { firstError } from "./shared.ts";

const addresses = [
  "ada@example.com",
  "  Ada@Example.com ",
  "a@b.co",
  "",
  "   ",
  "ada",
  "ada@example",
  "@example.com",
  "ada@.com",
  "ada@@example.com",
  "ada lovelace@example.com",
  "ada@example.com\nBcc: x@y.z",
  "ada@example.com\r",
  "\nada@example.com",
  "\tada@example.com\t",
  `${"a".repeat(242)}@example.com`,
  `${"a".repeat(243)}@example.com`,
  `  ${"a".repeat(242)}@example.com  `,
];

test.each(addresses)("the browser's check of %j agrees with the server's schema", (email) => {
  const server = firstError(NewsletterSchema.safeParse({ email }));
  expect(emailProblem(email)).toBe(server?.message ?? null);
});

test("a refused address gets the spec's message", () => {
  expect(emailProblem("someone@localhost")).toBe(EMAIL_MESSAGE);
  expect(emailProblem("someone@example.com")).toBeNull();
});
