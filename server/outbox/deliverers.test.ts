import { expect, test } from "vitest";
import { contactEmail, notificationMessageId } from "./deliverers.ts";

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

test("a notification's Message-ID is the same on every attempt, in the sender's domain", () => {
  const id = "3f0c9a52-6d1e-4b7a-9a51-0c2f5e8d7b10";
  expect(notificationMessageId(id, "site@example.org")).toBe(`<contact-${id}@example.org>`);
  expect(notificationMessageId(id, "site@example.org")).toBe(notificationMessageId(id, "site@example.org"));
  expect(notificationMessageId("other", "site@example.org")).not.toBe(notificationMessageId(id, "site@example.org"));
});
