import {
  type ChatMessage,
  type ChatSource,
  type Conversation,
  HISTORY_CONTENT_MAX,
  MESSAGES_KEPT,
} from "./chat-conversation.ts";

/** DESIGN.md contract: the conversation lives in this tab's sessionStorage under this key. */
export const STORAGE_KEY = "chat-conversation";

const SOURCES_MAX = 3;
const TITLE_MAX = 200;
const URL_MAX = 500;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isTimestamp(value: unknown): value is string {
  return typeof value === "string" && value.length <= 40 && !Number.isNaN(Date.parse(value));
}

/** A path on this site: "/…" but never "//host" or "/\host", which browsers treat as another origin. */
export function isSitePath(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length <= URL_MAX &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.startsWith("/\\") &&
    !/[\s<>"'`]/.test(value)
  );
}

/** The sources of a reply, whether from the server or read back: valid ones only, at most three, no repeats. */
export function readSources(value: unknown): ChatSource[] {
  if (!Array.isArray(value)) return [];
  const sources: ChatSource[] = [];
  for (const entry of value) {
    if (!isRecord(entry)) continue;
    const { title, url } = entry;
    if (typeof title !== "string" || !title.trim() || title.length > TITLE_MAX || !isSitePath(url)) continue;
    if (sources.some((source) => source.url === url)) continue;
    sources.push({ title: title.trim(), url });
    if (sources.length === SOURCES_MAX) break;
  }
  return sources;
}

function readMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value)) return null;
  const { id, role, content, timestamp, sources } = value;
  if (typeof id !== "string" || !id || id.length > 100) return null;
  if (role !== "user" && role !== "assistant") return null;
  if (typeof content !== "string" || !content.trim() || content.length > HISTORY_CONTENT_MAX) return null;
  if (!isTimestamp(timestamp)) return null;
  const message: ChatMessage = { id, role, content, timestamp };
  const valid = role === "assistant" ? readSources(sources) : [];
  if (valid.length) message.sources = valid;
  return message;
}

/**
 * Reads back what this tab stored. Storage is writable by anything on the
 * page, so every field is checked: a broken envelope starts afresh, a broken
 * message is dropped, and only the last MESSAGES_KEPT survive.
 */
export function parseConversation(raw: string | null): Conversation | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isTimestamp(value.startedAt) || !Array.isArray(value.messages)) return null;
  const messages = value.messages
    .slice(-MESSAGES_KEPT)
    .map(readMessage)
    .filter((message): message is ChatMessage => message !== null);
  return { startedAt: value.startedAt, messages };
}

export function loadConversation(storage: Storage | undefined = safeSessionStorage()): Conversation | null {
  try {
    return parseConversation(storage?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

export function saveConversation(
  conversation: Conversation,
  storage: Storage | undefined = safeSessionStorage(),
): void {
  const stored: Conversation = {
    startedAt: conversation.startedAt,
    messages: conversation.messages.slice(-MESSAGES_KEPT),
  };
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused (private modes): the conversation still lives for this page.
  }
}

export function clearConversation(storage: Storage | undefined = safeSessionStorage()): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
