import { expect, test } from "vitest";
import { NewsletterSchema } from "./newsletter.ts";
import { firstError, isHoneypotFilled } from "./shared.ts";

const check = (input: unknown) => firstError(NewsletterSchema.safeParse(input));

test("a valid address is accepted and trimmed", () => {
  const result = NewsletterSchema.safeParse({ email: "  Ada@Example.com " });
  expect(result.success && result.data.email).toBe("Ada@Example.com");
});

test.each(["", "  ", "ada", "ada@example", "ada@example.com\nBcc: x@y.z", undefined, null, 12])(
  "%j answers the spec's message",
  (email) => {
    expect(check({ email })).toEqual({ field: "email", message: "Please enter a valid email address" });
  },
);

test("an address over 254 characters is refused", () => {
  expect(check({ email: `${"a".repeat(250)}@example.com` })).toEqual({
    field: "email",
    message: "Please enter a valid email address",
  });
});

test("the page of consent is kept when it is a path and dropped otherwise, never failing the request", () => {
  const parse = (page: unknown) => {
    const result = NewsletterSchema.safeParse({ email: "a@b.co", page });
    if (!result.success) throw new Error("expected success");
    return result.data.page;
  };
  expect(parse("/blog/federal-reserve")).toBe("/blog/federal-reserve");
  expect(parse("https://elsewhere.example/")).toBeUndefined();
  expect(parse("/has space")).toBeUndefined();
  expect(parse(`/${"x".repeat(300)}`)).toBeUndefined();
  expect(parse(42)).toBeUndefined();
  expect(parse(undefined)).toBeUndefined();
});

test("a honeypot counts as filled only with a non-blank value", () => {
  expect(isHoneypotFilled(undefined)).toBe(false);
  expect(isHoneypotFilled(null)).toBe(false);
  expect(isHoneypotFilled("   ")).toBe(false);
  expect(isHoneypotFilled("http://spam.example")).toBe(true);
  expect(isHoneypotFilled(1)).toBe(true);
});
