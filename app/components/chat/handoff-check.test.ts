import { expect, test } from "vitest";
import { CHAT_MESSAGES } from "#lib/validation/chat.ts";
import { checkHandoff } from "./handoff-check.ts";

const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", consent: true };

test("the hand-off's details are checked in the form's order with the contact form's messages", () => {
  expect(checkHandoff({ firstName: " ", lastName: "", email: "", consent: false })).toEqual({
    message: "First name is required",
    field: "firstName",
  });
  expect(checkHandoff({ ...valid, lastName: "", email: "x", consent: false })).toEqual({
    message: "Last name is required",
    field: "lastName",
  });
  expect(checkHandoff({ ...valid, email: "ada@localhost", consent: false })).toEqual({
    message: "Please enter a valid email address",
    field: "email",
  });
  expect(checkHandoff({ ...valid, consent: false })).toEqual({ message: CHAT_MESSAGES.consent, field: "consent" });
  expect(checkHandoff(valid)).toBeNull();
});
