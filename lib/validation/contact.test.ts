import { describe, expect, test } from "vitest";
import { ContactSchema } from "./contact.ts";
import { firstError } from "./shared.ts";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  projectDetails: "A 30,000 sq ft office refurbishment in Shoreditch.",
};

const check = (input: unknown) => firstError(ContactSchema.safeParse(input));

describe("ContactSchema", () => {
  test("accepts a complete message and trims every field", () => {
    const result = ContactSchema.safeParse({
      firstName: "  Ada ",
      lastName: "\tLovelace\n",
      email: " ada@example.com ",
      company: "  Engines  ",
      projectDetails: "\n Details \n",
    });
    expect(result.success && result.data).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "Engines",
      projectDetails: "Details",
    });
  });

  test("company is optional: missing, null or empty are all accepted", () => {
    const { company: _, ...withoutCompany } = valid;
    expect(check(withoutCompany)).toBeNull();
    expect(check({ ...valid, company: null })).toBeNull();
    expect(check({ ...valid, company: "   " })).toBeNull();
  });

  test.each([
    ["firstName", "First name is required"],
    ["lastName", "Last name is required"],
    ["email", "Please enter a valid email address"],
    ["projectDetails", "Please provide project details"],
  ])("an empty or blank %s answers the spec's message %j", (field, message) => {
    for (const value of ["", "   ", "\n\t", undefined, null]) {
      expect(check({ ...valid, [field]: value }), `${field}=${JSON.stringify(value)}`).toEqual({ message, field });
    }
  });

  test("the checks run in the spec's order: the first failing field is the one reported", () => {
    const empty = { firstName: "", lastName: "", email: "", projectDetails: "" };
    expect(check(empty)).toEqual({ field: "firstName", message: "First name is required" });
    expect(check({ ...empty, firstName: "Ada" })).toEqual({ field: "lastName", message: "Last name is required" });
    expect(check({ ...empty, firstName: "Ada", lastName: "L" })).toEqual({
      field: "email",
      message: "Please enter a valid email address",
    });
    expect(check({ ...empty, firstName: "Ada", lastName: "L", email: "a@b.co" })).toEqual({
      field: "projectDetails",
      message: "Please provide project details",
    });
    expect(check({})).toEqual({ field: "firstName", message: "First name is required" });
  });

  test.each([
    "plainaddress",
    "@example.com",
    "ada@",
    "ada@example",
    "ada@@example.com",
    "ada lovelace@example.com",
    "ada@exa mple.com",
    "ada@example.",
  ])("%j is not an e-mail address", (email) => {
    expect(check({ ...valid, email })).toEqual({ field: "email", message: "Please enter a valid email address" });
  });

  test.each(["a@b.c", "first.last+tag@sub.example.co.uk", "ünïcødé@exämple.com"])("%j is accepted", (email) => {
    expect(check({ ...valid, email })).toBeNull();
  });

  test("an e-mail address with a line break anywhere is refused, even at the ends", () => {
    for (const email of [
      "ada@example.com\r\nBcc: x@y.z",
      "ada@example.com\n",
      "\rada@example.com",
      "ada\n@example.com",
    ]) {
      expect(check({ ...valid, email }), JSON.stringify(email)).toEqual({
        field: "email",
        message: "Please enter a valid email address",
      });
    }
  });

  test.each([
    ["firstName", 100, "First name must be at most 100 characters"],
    ["lastName", 100, "Last name must be at most 100 characters"],
    ["company", 200, "Company must be at most 200 characters"],
    ["projectDetails", 5000, "Project details must be at most 5000 characters"],
  ])("%s takes up to %i characters after trimming", (field, max, message) => {
    expect(check({ ...valid, [field]: "x".repeat(max) })).toBeNull();
    expect(check({ ...valid, [field]: `  ${"x".repeat(max)}  ` })).toBeNull();
    expect(check({ ...valid, [field]: "x".repeat(max + 1) })).toEqual({ field, message });
  });

  test("an e-mail address takes up to 254 characters", () => {
    const at254 = `${"a".repeat(254 - "@example.com".length)}@example.com`;
    expect(at254).toHaveLength(254);
    expect(check({ ...valid, email: at254 })).toBeNull();
    expect(check({ ...valid, email: `a${at254}` })).toEqual({
      field: "email",
      message: "Please enter a valid email address",
    });
  });

  test.each([
    ["firstName", 42, "First name must be text"],
    ["lastName", ["Lovelace"], "Last name must be text"],
    ["email", { address: "ada@example.com" }, "Please enter a valid email address"],
    ["company", 7, "Company must be text"],
    ["projectDetails", true, "Project details must be text"],
  ])("a %s of the wrong type is refused with %j", (field, value, message) => {
    expect(check({ ...valid, [field]: value })).toEqual({ field, message });
  });

  test("a body that is not an object is refused without a field", () => {
    for (const body of [null, "text", 3, ["a"]]) {
      expect(check(body), JSON.stringify(body)).toEqual({ message: "The request body must be a JSON object" });
    }
  });

  test("unknown fields are dropped and the honeypot is kept for the server to judge", () => {
    const result = ContactSchema.safeParse({ ...valid, role: "admin", website: "http://spam.example" });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).not.toHaveProperty("role");
    expect(result.data.website).toBe("http://spam.example");
  });
});
