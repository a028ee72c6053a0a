import { expect, test } from "vitest";
import { contactEmail } from "./deliverers.ts";

const message = {
  id: "0b7c9a7e-0000-4000-8000-000000000001",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  projectDetails: "Line one\nLine two",
  receivedAt: "2026-03-02T09:30:00.000Z",
};

test("the notification names the sender and company in the subject and carries every field in the text", () => {
  const mail = contactEmail(message, "Example Development Partners");
  expect(mail.subject).toBe("New enquiry from Ada Lovelace (Analytical Engines Ltd)");
  for (const part of ["Ada Lovelace", "ada@example.com", "Analytical Engines Ltd", "Line one\nLine two", message.id]) {
    expect(mail.text).toContain(part);
  }
});

test("line breaks and control characters a visitor typed never reach the subject", () => {
  const mail = contactEmail(
    { ...message, firstName: "Ada\r\nBcc: all@example.com", company: "Evil\u0000Corp\n" },
    "Example Development Partners",
  );
  expect(mail.subject).toBe("New enquiry from Ada Bcc: all@example.com Lovelace (Evil Corp)");
  expect(mail.subject).not.toMatch(/[\r\n\0]/);
});

test("a message without a company says so", () => {
  const mail = contactEmail({ ...message, company: null }, "Example Development Partners");
  expect(mail.subject).toBe("New enquiry from Ada Lovelace");
  expect(mail.text).toContain("Company: (not given)");
});
