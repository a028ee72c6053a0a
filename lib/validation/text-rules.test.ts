import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ChatHandoffSchema, ChatRequestSchema } from "./chat.ts";
import { ContactSchema } from "./contact.ts";
import { emailProblem, hasLineBreak, hasUnstorable, isBlank } from "./fields.ts";
import { NewsletterSchema } from "./newsletter.ts";
import { firstError } from "./shared.ts";
import { anyText, storableText } from "./unicode-arbitraries.ts";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Engines Ltd",
  projectDetails: "An office refurbishment.",
};

const check = (input: unknown) => firstError(ContactSchema.safeParse(input));

/** What every accepted text must be: storable, NFC, trimmed. */
function expectStorable(text: string) {
  expect(hasUnstorable(text)).toBe(false);
  expect(text).toBe(text.normalize("NFC"));
  expect(text).toBe(text.trim());
}

describe("text rules of every form", () => {
  test.each([
    ["firstName", "First name"],
    ["lastName", "Last name"],
    ["company", "Company"],
    ["projectDetails", "Project details"],
  ])("a NUL or half a surrogate pair in %s is refused naming the field", (field, label) => {
    for (const bad of ["Ada\u0000", "\uD83DAda", "Ada\uDE00"]) {
      expect(check({ ...valid, [field]: bad })).toEqual({
        field,
        message: `${label} contains a character that cannot be stored`,
      });
    }
  });

  test.each([
    ["firstName", "First name"],
    ["lastName", "Last name"],
    ["company", "Company"],
  ])("a line break inside %s is refused, as in the e-mail field", (field, label) => {
    for (const bad of ["Ada\nLovelace", "Ada\rLovelace", "Ada\r\nBcc: x@example.com", "Ada\u2028L"]) {
      expect(check({ ...valid, [field]: bad })).toEqual({ field, message: `${label} must be on one line` });
    }
  });

  test("project details keep their line breaks", () => {
    const result = ContactSchema.safeParse({ ...valid, projectDetails: "Line one\nLine two" });
    expect(result.success && result.data.projectDetails).toBe("Line one\nLine two");
  });

  test("a name made only of invisible characters counts as empty", () => {
    for (const invisible of ["\u200B\u200B", "\u200D", "\uFEFF \u00AD", "\u3164", "\u2800"]) {
      expect(check({ ...valid, firstName: invisible })).toEqual({
        field: "firstName",
        message: "First name is required",
      });
      expect(check({ ...valid, projectDetails: invisible })).toEqual({
        field: "projectDetails",
        message: "Please provide project details",
      });
    }
    const blankCompany = ContactSchema.safeParse({ ...valid, company: "\u200B" });
    expect(blankCompany.success && blankCompany.data.company).toBe("");
  });

  test("text is put in NFC: an accent typed as two code points is stored as one", () => {
    const result = ContactSchema.safeParse({ ...valid, firstName: "Zoe\u0308", company: "Cafe\u0301" });
    expect(result.success && [result.data.firstName, result.data.company]).toEqual(["Zo\u00EB", "Caf\u00E9"]);
  });

  test("any string in any contact field is accepted storable and NFC, or refused with a message naming a field", () => {
    const fields = ["firstName", "lastName", "email", "company", "projectDetails"] as const;
    fc.assert(
      fc.property(fc.constantFrom(...fields), anyText(), (field, text) => {
        const result = ContactSchema.safeParse({ ...valid, [field]: text });
        if (result.success) {
          for (const name of fields) expectStorable(result.data[name] ?? "");
          expect(hasLineBreak(result.data.firstName + result.data.lastName + (result.data.company ?? ""))).toBe(false);
          expect(isBlank(result.data.firstName)).toBe(false);
        } else {
          expect(firstError(result)).toEqual({ field, message: expect.any(String) });
        }
      }),
      { numRuns: 2000 },
    );
  });

  test("any string as an e-mail: the browser's check and the server's schema agree", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText(),
          anyText().map((local) => `${local}@example.com`),
        ),
        (email) => {
          const server = firstError(NewsletterSchema.safeParse({ email }));
          expect(emailProblem(email)).toBe(server?.message ?? null);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test("any chat message is accepted storable, or refused with the chat's own words; the history is made storable", () => {
    fc.assert(
      fc.property(anyText(), anyText(), (message, earlier) => {
        const result = ChatRequestSchema.safeParse({ message, chatHistory: [{ role: "user", content: earlier }] });
        if (result.success) {
          expectStorable(result.data.message);
          const [turn] = result.data.chatHistory;
          expect(hasUnstorable(turn?.content ?? "")).toBe(false);
        } else {
          expect(firstError(result)?.field).toBe("message");
        }
        const handoff = ChatHandoffSchema.safeParse({
          ...valid,
          consent: true,
          chatHistory: [{ role: "assistant", content: earlier }],
        });
        expect(handoff.success).toBe(true);
      }),
      { numRuns: 1000 },
    );
    expect(firstError(ChatRequestSchema.safeParse({ message: "Hello\u0000" }))).toEqual({
      field: "message",
      message: "The message contains a character that cannot be read",
    });
    expect(firstError(ChatRequestSchema.safeParse({ message: "\u200B" }))?.message).toBe("Please type a message");
  });

  test("unusual text a person types is kept exactly", () => {
    fc.assert(
      fc.property(storableText(100), storableText(200), (name, company) => {
        const result = ContactSchema.safeParse({ ...valid, firstName: name, company });
        expect(result.success && [result.data.firstName, result.data.company]).toEqual([name, company]);
      }),
      { numRuns: 500 },
    );
  });
});
