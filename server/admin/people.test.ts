import { expect, test } from "vitest";
import { InvalidEmailError, normaliseEmail } from "./people.ts";

test("an address is matched trimmed and in lower case", () => {
  expect(normaliseEmail("  Ada.Lovelace@Example.COM\n")).toBe("ada.lovelace@example.com");
});

test.each(["", "ada", "ada@", "@example.com", "a b@example.com", `${"a".repeat(250)}@example.com`])(
  "%j is refused as an address",
  (input) => {
    expect(() => normaliseEmail(input)).toThrow(InvalidEmailError);
  },
);
