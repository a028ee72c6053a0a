import { expect, test } from "vitest";
import { company } from "#content/company.ts";
import { isAboutContacting, parseReply, type ReplySegment } from "./chat-text.ts";

function links(segments: ReplySegment[]) {
  return segments.filter((segment) => segment.kind !== "text").map(({ kind, text, href }) => ({ kind, text, href }));
}

function joined(segments: ReplySegment[]) {
  return segments.map((segment) => segment.text).join("");
}

test("site paths become links and sentence punctuation stays text", () => {
  const text = "See /contact. Our FAQ (/faq#fees) and /case-studies/cable-trays, or /services!";
  const segments = parseReply(text);
  expect(links(segments)).toEqual([
    { kind: "path", text: "/contact", href: "/contact" },
    { kind: "path", text: "/faq#fees", href: "/faq#fees" },
    { kind: "path", text: "/case-studies/cable-trays", href: "/case-studies/cable-trays" },
    { kind: "path", text: "/services", href: "/services" },
  ]);
  // Nothing is lost or added: the segments spell the reply.
  expect(joined(segments)).toBe(text);
});

test("slashes inside words, protocol-relative and lone slashes stay text", () => {
  const text = "We work 24/7 and/or remotely; //evil.example/x is not ours, nor is / alone or /\\host.";
  const segments = parseReply(text);
  expect(links(segments)).toEqual([]);
  expect(joined(segments)).toBe(text);
});

test("the firm's e-mail address and phone number become mailto: and tel: links", () => {
  const text = `Write to ${company.email}, or call ${company.phone.display} (${company.phone.e164}).`;
  expect(links(parseReply(text))).toEqual([
    { kind: "email", text: company.email, href: `mailto:${company.email}` },
    { kind: "phone", text: company.phone.display, href: `tel:${company.phone.e164}` },
    { kind: "phone", text: company.phone.e164, href: `tel:${company.phone.e164}` },
  ]);
});

test("other addresses, longer domains and longer numbers are not the firm's", () => {
  const contact = { email: "hello@example.com", phone: { display: "020 7946 0321", e164: "+442079460321" } };
  const text = "Not hello@example.com.au, xhello@example.com, 020 7946 03219 or +4420794603210.";
  expect(links(parseReply(text, contact))).toEqual([]);
});

test("markup in a reply is only text", () => {
  const text = '<img src=x onerror=alert(1)> <a href="javascript:alert(1)">/contact</a>';
  const segments = parseReply(text);
  expect(joined(segments)).toBe(text);
  expect(segments.filter((segment) => segment.kind !== "text")).toEqual([]);
});

test("line breaks are kept in the text", () => {
  expect(joined(parseReply("One\nTwo\n\n/faq"))).toBe("One\nTwo\n\n/faq");
  expect(links(parseReply("One\n/faq"))).toEqual([{ kind: "path", text: "/faq", href: "/faq" }]);
});

test("a reply about getting in touch is recognised by its links or its sources", () => {
  expect(isAboutContacting(parseReply("Use /contact to reach us."))).toBe(true);
  expect(isAboutContacting(parseReply(`E-mail ${company.email}.`))).toBe(true);
  expect(isAboutContacting(parseReply(`Call ${company.phone.display}.`))).toBe(true);
  expect(isAboutContacting(parseReply("See /faq."), [{ title: "Contact", url: "/contact" }])).toBe(true);
  expect(isAboutContacting(parseReply("Read /services and /contacts-list."))).toBe(false);
});
