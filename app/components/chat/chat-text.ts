import { company } from "#content/company.ts";
import type { ChatSource } from "./chat-conversation.ts";
import { isSitePath } from "./chat-storage.ts";

/** A piece of a reply: plain text, or something the widget shows as a real link. */
export type ReplySegment =
  | { kind: "text"; text: string }
  | { kind: "path"; text: string; href: string }
  | { kind: "email"; text: string; href: string }
  | { kind: "phone"; text: string; href: string };

export type FirmContact = { email: string; phone: { display: string; e164: string } };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The display number with any spacing, or the international form. */
function phonePattern(phone: FirmContact["phone"]): string {
  const display = phone.display.split(/\s+/).filter(Boolean).map(escapeRegExp).join("[\\s\\u00a0]?");
  return `(?<![\\d+])(?:${display}|${escapeRegExp(phone.e164)})(?!\\d)`;
}

/**
 * A site path stands on its own: after the start, a space or an opening
 * bracket or quote, so "24/7" and "and/or" stay text.
 */
const PATH = `(?<=^|[\\s(\\[{"'\\u2018\\u201c])/[A-Za-z0-9][A-Za-z0-9\\-._~/]*(?:[?#][A-Za-z0-9\\-._~=&%/]*)?`;

/** Sentence punctuation after a path belongs to the sentence. */
const TRAILING = /[.,;:!?)\]}'"\u2019\u201d]+$/;

function pattern(contact: FirmContact): RegExp {
  const email = `(?<![\\w.+-])${escapeRegExp(contact.email)}(?![\\w-]|\\.[\\w-])`;
  return new RegExp(`(?<email>${email})|(?<phone>${phonePattern(contact.phone)})|(?<path>${PATH})`, "giu");
}

/**
 * Splits a plain-text reply into text and links: the site's own paths, the
 * firm's e-mail address and its phone number. Everything else, markup
 * included, stays text; the widget renders segments as React elements.
 */
export function parseReply(text: string, contact: FirmContact = company): ReplySegment[] {
  const segments: ReplySegment[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last?.kind === "text") last.text += value;
    else segments.push({ kind: "text", text: value });
  };
  let cursor = 0;
  for (const match of text.matchAll(pattern(contact))) {
    const start = match.index ?? 0;
    let value = match[0];
    let kind: ReplySegment["kind"] = "text";
    let href = "";
    if (match.groups?.email) {
      kind = "email";
      href = `mailto:${contact.email}`;
    } else if (match.groups?.phone) {
      kind = "phone";
      href = `tel:${contact.phone.e164}`;
    } else {
      value = value.replace(TRAILING, "");
      if (isSitePath(value) && value.length > 1) {
        kind = "path";
        href = value;
      }
    }
    pushText(text.slice(cursor, start));
    if (kind === "text") pushText(value);
    else segments.push({ kind, text: value, href } as ReplySegment);
    cursor = start + value.length;
  }
  pushText(text.slice(cursor));
  return segments;
}

/** A reply about getting in touch: it points to the contact page, the e-mail address or the phone. */
export function isAboutContacting(segments: readonly ReplySegment[], sources: readonly ChatSource[] = []): boolean {
  const contactPage = (href: string) => href === "/contact" || href.startsWith("/contact#");
  return (
    segments.some(
      (segment) =>
        segment.kind === "email" || segment.kind === "phone" || (segment.kind === "path" && contactPage(segment.href)),
    ) || sources.some((source) => contactPage(source.url))
  );
}
