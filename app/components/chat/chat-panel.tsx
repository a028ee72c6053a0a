import { Bot, MessageSquarePlus, Send, UserRound, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useReducer, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/utils/toast.ts";
import { claims } from "#content/claims.ts";
import { siteFurniture } from "#content/site-furniture.ts";
import { askAssistant, CHAT_ERROR, type HandoffValues } from "./chat-api.ts";
import {
  type ChatState,
  chatReducer,
  createMessage,
  GREETING,
  hasVisitorMessage,
  historyOf,
  initialChatState,
  MESSAGE_MAX,
  STARTER_QUESTIONS,
  transcriptOf,
} from "./chat-conversation.ts";
import { HandoffForm } from "./chat-handoff-form.tsx";
import { MessageBubble, TypingIndicator } from "./chat-message.tsx";
import { clearConversation, loadConversation, saveConversation } from "./chat-storage.ts";
import { isAboutContacting, parseReply } from "./chat-text.ts";

function startState(): ChatState {
  return initialChatState(loadConversation() ?? { startedAt: new Date().toISOString(), messages: [] });
}

/**
 * The chat panel (spec sections 2, 4, 5, 7 and 8), loaded on first open. It
 * stays mounted once opened, only hidden when closed, so a reply on its way
 * still lands and the conversation lives on across client-side navigation;
 * sessionStorage carries it across a reload.
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const [state, dispatch] = useReducer(chatReducer, undefined, startState);
  const [view, setView] = useState<"chat" | "handoff">("chat");
  const [announcement, setAnnouncement] = useState("");
  const dialog = useRef<HTMLElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const request = useRef<AbortController | null>(null);

  const { messages, pending, draft, startedAt } = state;

  // A message still waiting for its reply is not kept: after a reload it could never be answered.
  useEffect(() => {
    saveConversation({ startedAt, messages: pending ? messages.slice(0, -1) : messages });
  }, [startedAt, messages, pending]);

  // Opening moves focus into the panel: the message box, the hand-off form's first field, or the
  // panel itself while a reply is pending (the box is disabled then).
  useEffect(() => {
    if (!open) return;
    const target =
      view === "handoff"
        ? dialog.current?.querySelector<HTMLElement>("form input")
        : box.current?.disabled
          ? null
          : box.current;
    (target ?? dialog.current)?.focus();
  }, [open, view]);

  // The newest message and the typing indicator stay in sight, a reply taller than the view is
  // shown from its first line, and a conversation not yet begun shows its greeting from the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the list grows.
  useEffect(() => {
    const list = log.current?.parentElement;
    if (!list) return;
    list.scrollTop = messages.length ? list.scrollHeight : 0;
    const newest = log.current?.lastElementChild;
    if (!newest || pending) return;
    const hiddenAbove = list.getBoundingClientRect().top - newest.getBoundingClientRect().top;
    if (hiddenAbove > 0) list.scrollTop -= hiddenAbove;
  }, [messages.length, pending, open, view]);

  // When a reply settles, the box is usable again: give focus back if the panel kept it.
  useEffect(() => {
    if (pending || !open || view !== "chat") return;
    const active = document.activeElement;
    if (active === dialog.current || active === document.body) box.current?.focus();
  }, [pending, open, view]);

  useEffect(() => () => request.current?.abort(), []);

  const send = async (text: string) => {
    const content = text.trim();
    // Spec section 5: never a blank message, nothing while a reply is pending.
    if (!content || pending) return;
    const message = createMessage("user", content.slice(0, MESSAGE_MAX));
    const history = historyOf(messages);
    dispatch({ type: "send", message });
    // The box is disabled while waiting; the panel keeps focus so Escape still works.
    dialog.current?.focus();
    const controller = new AbortController();
    request.current = controller;
    let outcome: Awaited<ReturnType<typeof askAssistant>>;
    try {
      outcome = await askAssistant(message.content, history, controller.signal);
    } catch {
      return; // Aborted: a new conversation has begun.
    }
    if (request.current !== controller) return;
    request.current = null;
    if (outcome.ok) {
      dispatch({
        type: "reply",
        message: createMessage("assistant", outcome.response, new Date(), outcome.sources),
      });
      setAnnouncement(`Assistant: ${outcome.response}`);
    } else {
      dispatch({ type: "fail" });
      toast.error(CHAT_ERROR.title, { description: outcome.message });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(draft);
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter keeps the browser's line break; an IME composing text keeps its Enter.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send(draft);
  };

  const restart = () => {
    request.current?.abort();
    request.current = null;
    clearConversation();
    // Rendered at once, so the box is enabled again before it takes focus.
    flushSync(() => {
      dispatch({ type: "reset", startedAt: new Date().toISOString() });
      setView("chat");
      setAnnouncement("");
    });
    box.current?.focus();
  };

  const handedOff = (values: HandoffValues) => {
    const note = `Thank you, ${values.firstName.trim()}. I have passed this conversation to the team, and they will contact you at ${values.email.trim()} within ${claims.firm.responseTime.value}.`;
    dispatch({ type: "note", message: createMessage("assistant", note) });
    setAnnouncement(`Assistant: ${note}`);
    toast.success("Request sent", {
      description: `Thank you. We'll get back to you within ${claims.firm.responseTime.value}.`,
    });
    setView("chat");
  };

  const visitorSpoke = hasVisitorMessage(messages);
  const last = messages.at(-1);
  const offerContact =
    !pending &&
    last?.role === "assistant" &&
    visitorSpoke &&
    isAboutContacting(parseReply(last.content), last.sources ?? []);

  return (
    <section
      ref={dialog}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={view === "chat" ? `${id}-note` : undefined}
      hidden={!open}
      tabIndex={-1}
      data-print="hide"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed right-3 bottom-3 z-40 flex h-[500px] max-h-[calc(100dvh-var(--header-height)-var(--cookie-banner-height)-1.5rem)] w-96 -translate-y-(--cookie-banner-height) max-w-[calc(100vw-1.5rem)] flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl outline-none sm:right-5 sm:bottom-6"
    >
      <header className="flex items-center gap-2 bg-brand px-3 py-2 text-white">
        <Bot aria-hidden="true" className="size-6 shrink-0" />
        <h2 id={`${id}-title`} className="flex-1 font-semibold">
          Chat assistant
        </h2>
        <button
          type="button"
          onClick={restart}
          disabled={!visitorSpoke && !pending}
          className="flex size-9 items-center justify-center rounded-md hover:bg-white/15 focus-visible:outline-white disabled:opacity-50"
          aria-label="New conversation"
          title="New conversation"
        >
          <MessageSquarePlus aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={onClose}
          className="flex size-9 items-center justify-center rounded-md hover:bg-white/15 focus-visible:outline-white"
          aria-label="Close chat"
          title="Close chat"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      {view === "handoff" ? (
        <HandoffForm transcript={() => transcriptOf(messages)} onSent={handedOff} onCancel={() => setView("chat")} />
      ) : (
        <>
          <div className="flex-1 overflow-y-auto px-3 py-3">
            <ol ref={log} aria-label="Messages" className="grid gap-3">
              <MessageBubble message={{ role: "assistant", content: GREETING, timestamp: startedAt }} />
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message}>
                  {offerContact && message === last ? (
                    <Button variant="outline" size="sm" className="h-auto py-1.5" onClick={() => setView("handoff")}>
                      <UserRound aria-hidden="true" />
                      {siteFurniture.chatHandoff.offer}
                    </Button>
                  ) : null}
                </MessageBubble>
              ))}
              {pending ? <TypingIndicator /> : null}
            </ol>
            {visitorSpoke ? null : (
              <div className="mt-4">
                <p id={`${id}-starters`} className="text-xs font-semibold text-muted">
                  Suggested questions
                </p>
                <ul aria-labelledby={`${id}-starters`} className="mt-1.5 flex flex-col items-start gap-1.5">
                  {STARTER_QUESTIONS.map((question) => (
                    <li key={question}>
                      <button
                        type="button"
                        disabled={pending}
                        onClick={() => void send(question)}
                        className="min-h-8 rounded-full border border-brand/30 bg-white px-3 py-1 text-left text-sm text-brand hover:bg-brand hover:text-white disabled:opacity-60"
                      >
                        {question}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>

          <form onSubmit={submit} className="border-t border-line bg-white px-3 pt-2 pb-2">
            <div className="flex items-end gap-2">
              <label htmlFor={`${id}-message`} className="sr-only">
                Your message
              </label>
              <textarea
                ref={box}
                id={`${id}-message`}
                name="message"
                rows={2}
                maxLength={MESSAGE_MAX}
                value={draft}
                disabled={pending}
                placeholder="Ask a question…"
                onChange={(event) => dispatch({ type: "draft", text: event.currentTarget.value })}
                onKeyDown={keyDown}
                className="max-h-32 min-h-11 flex-1 resize-none rounded-md border border-line bg-white px-3 py-2 text-sm text-ink outline-none placeholder:text-muted focus-visible:ring-2 focus-visible:ring-brand disabled:cursor-not-allowed disabled:bg-surface disabled:opacity-60"
              />
              <Button type="submit" size="icon" disabled={pending} aria-label="Send message" title="Send message">
                <Send aria-hidden="true" />
              </Button>
            </div>
            <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-2 text-xs text-muted">
              <p id={`${id}-note`}>
                Replies are written automatically from this site's content and may be wrong. For anything important, use
                our{" "}
                <Link to="/contact" className="font-medium text-brand underline underline-offset-2">
                  contact page
                </Link>
                .
              </p>
              {visitorSpoke ? (
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-7 px-0 text-xs"
                  disabled={pending}
                  onClick={() => setView("handoff")}
                >
                  {siteFurniture.chatHandoff.button}
                </Button>
              ) : null}
            </div>
          </form>
        </>
      )}

      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </section>
  );
}
