import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/utils/cn.ts";
import type { ChatMessage, ChatSource } from "./chat-conversation.ts";
import { parseReply, type ReplySegment } from "./chat-text.ts";

const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

export const ROLE_LABEL = { user: "You", assistant: "Assistant" } as const;

const linkClass =
  "font-medium text-brand underline underline-offset-2 hover:text-brand-strong focus-visible:outline-offset-1";

/** One message: who wrote it and when, above a bubble at most 260 px wide (spec section 9). */
export function MessageBubble({
  message,
  children,
}: {
  message: Pick<ChatMessage, "role" | "content" | "timestamp" | "sources">;
  children?: ReactNode;
}) {
  const { role, content, timestamp, sources } = message;
  const mine = role === "user";
  return (
    <li className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")}>
      <p className="flex gap-2 text-xs text-muted">
        <span className="font-semibold text-ink">{ROLE_LABEL[role]}</span>
        <time dateTime={timestamp}>{timeFormat.format(new Date(timestamp))}</time>
      </p>
      <div
        className={cn(
          "max-w-[260px] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap",
          mine ? "rounded-br-sm bg-brand text-white" : "rounded-bl-sm border border-line bg-white text-ink",
        )}
      >
        {mine ? content : <ReplyText segments={parseReply(content)} />}
      </div>
      {sources?.length ? <SourceList sources={sources} /> : null}
      {children}
    </li>
  );
}

/** A reply's text with the site's paths, the e-mail address and the phone number as real links. */
export function ReplyText({ segments }: { segments: ReplySegment[] }) {
  return segments.map((segment, index) => {
    // Segments never reorder: their position is their identity.
    const key = `${index}-${segment.kind}`;
    if (segment.kind === "text") return <span key={key}>{segment.text}</span>;
    if (segment.kind === "path") {
      return (
        <Link key={key} to={segment.href} className={linkClass}>
          {segment.text}
        </Link>
      );
    }
    return (
      <a key={key} href={segment.href} className={linkClass}>
        {segment.text}
      </a>
    );
  });
}

function SourceList({ sources }: { sources: ChatSource[] }) {
  return (
    <div className="max-w-[260px] text-xs text-muted">
      <p className="font-semibold">Sources</p>
      <ul className="grid">
        {sources.map((source) => (
          <li key={source.url}>
            <Link to={source.url} className={cn(linkClass, "inline-flex min-h-6 items-center")}>
              {source.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec section 4: shown while a reply is awaited. The dots rest when motion is reduced. */
export function TypingIndicator() {
  return (
    <li className="flex items-center gap-2 text-xs text-muted">
      <span aria-hidden="true" className="flex gap-1 rounded-2xl border border-line bg-white px-3 py-2.5">
        {["[animation-delay:0ms]", "[animation-delay:150ms]", "[animation-delay:300ms]"].map((delay) => (
          <span
            key={delay}
            className={cn("size-1.5 animate-bounce rounded-full bg-muted motion-reduce:animate-none", delay)}
          />
        ))}
      </span>
      <span>Assistant is typing…</span>
    </li>
  );
}
