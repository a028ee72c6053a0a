import { company } from "#content/company.ts";

/** A link under a reply: the pages the assistant took its answer from (site-relative). */
export type ChatSource = { title: string; url: string };

/** Spec section 6: a chat message is a role, its content and a timestamp. */
export type ChatMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  /** ISO 8601. */
  timestamp: string;
  sources?: ChatSource[];
};

export type Conversation = {
  /** When the greeting was shown: its timestamp. */
  startedAt: string;
  messages: ChatMessage[];
};

/** Contract of POST /api/chat: a message is 1..2000 characters after trimming. */
export const MESSAGE_MAX = 2000;
/** The server reads only the last 20 turns; sending more would only cost bytes. */
export const HISTORY_SENT = 20;
/** Contract: each history entry is at most 4000 characters. */
export const HISTORY_CONTENT_MAX = 4000;
/** What the conversation keeps (in memory and in sessionStorage). */
export const MESSAGES_KEPT = 50;

export const GREETING = `Hello! I'm the assistant of ${company.shortName}. Ask me about our development management services, procurement methods, cost savings and project approach.`;

/** Shown before the visitor's first message; choosing one sends it. */
export const STARTER_QUESTIONS = [
  "What does a development manager do for my project?",
  "Which procurement methods do you use?",
  "How do you achieve cost savings?",
  "How do you approach a new project?",
] as const;

export type ChatState = Conversation & {
  /** A reply is awaited: nothing else is sent until it arrives or fails. */
  pending: boolean;
  /** The text in the message box. */
  draft: string;
};

export type ChatAction =
  | { type: "draft"; text: string }
  | { type: "send"; message: ChatMessage }
  | { type: "reply"; message: ChatMessage }
  | { type: "fail" }
  | { type: "note"; message: ChatMessage }
  | { type: "reset"; startedAt: string };

export function initialChatState(conversation: Conversation): ChatState {
  return { ...conversation, pending: false, draft: "" };
}

function keep(messages: ChatMessage[]): ChatMessage[] {
  return messages.length > MESSAGES_KEPT ? messages.slice(-MESSAGES_KEPT) : messages;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "draft":
      return { ...state, draft: action.text };
    case "send":
      // Spec section 5: nothing is sent while a reply is pending, and never a blank message.
      if (state.pending || action.message.role !== "user" || !action.message.content.trim()) return state;
      return { ...state, messages: keep([...state.messages, action.message]), pending: true, draft: "" };
    case "reply":
      if (!state.pending) return state;
      return { ...state, messages: keep([...state.messages, action.message]), pending: false };
    case "fail": {
      if (!state.pending) return state;
      // The unanswered message goes back into the box, so "Please try again" is one key away.
      const last = state.messages.at(-1);
      if (last?.role !== "user") return { ...state, pending: false };
      return { ...state, messages: state.messages.slice(0, -1), pending: false, draft: last.content };
    }
    case "note":
      return { ...state, messages: keep([...state.messages, action.message]) };
    case "reset":
      return { startedAt: action.startedAt, messages: [], pending: false, draft: "" };
  }
}

let counter = 0;
export function createMessage(
  role: ChatMessage["role"],
  content: string,
  now: Date = new Date(),
  sources?: ChatSource[],
): ChatMessage {
  counter += 1;
  const id = `${now.getTime().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const message: ChatMessage = { id, role, content, timestamp: now.toISOString() };
  if (sources?.length) message.sources = sources;
  return message;
}

/**
 * The earlier messages the server reads (spec section 7): roles and content
 * only, never the greeting, the most recent turns, each within the contract's bound.
 */
export function historyOf(messages: readonly ChatMessage[]): { role: ChatMessage["role"]; content: string }[] {
  return messages
    .slice(-HISTORY_SENT)
    .map(({ role, content }) => ({ role, content: content.slice(0, HISTORY_CONTENT_MAX) }));
}

/** The conversation as the hand-off sends it: everything kept, greeting left out. */
export function transcriptOf(messages: readonly ChatMessage[]): { role: ChatMessage["role"]; content: string }[] {
  return messages.map(({ role, content }) => ({ role, content: content.slice(0, HISTORY_CONTENT_MAX) }));
}

export function hasVisitorMessage(messages: readonly ChatMessage[]): boolean {
  return messages.some((message) => message.role === "user");
}
