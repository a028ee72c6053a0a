import { expect, test } from "vitest";
import { type ChatMessage, MESSAGES_KEPT } from "./chat-conversation.ts";
import { isSitePath, parseConversation, readSources, STORAGE_KEY, saveConversation } from "./chat-storage.ts";

function message(index: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m${index}`,
    role: index % 2 ? "assistant" : "user",
    content: `Message ${index}`,
    timestamp: new Date(Date.UTC(2026, 0, 1, 12, index % 60)).toISOString(),
    ...extra,
  };
}

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const startedAt = "2026-01-01T12:00:00.000Z";

test("a saved conversation reads back as it was", () => {
  const storage = memoryStorage();
  const messages = [message(0), message(1, { sources: [{ title: "FAQ", url: "/faq" }] })];
  saveConversation({ startedAt, messages }, storage);
  expect(storage.getItem(STORAGE_KEY)).not.toBeNull();
  expect(parseConversation(storage.getItem(STORAGE_KEY))).toEqual({ startedAt, messages });
});

test("only the last 50 messages are kept, when saving and when reading", () => {
  const storage = memoryStorage();
  const messages = Array.from({ length: MESSAGES_KEPT + 7 }, (_, index) => message(index));
  saveConversation({ startedAt, messages }, storage);
  const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? "{}");
  expect(saved.messages).toHaveLength(MESSAGES_KEPT);
  expect(saved.messages[0].id).toBe("m7");
  const raw = JSON.stringify({ startedAt, messages });
  expect(parseConversation(raw)?.messages).toHaveLength(MESSAGES_KEPT);
  expect(parseConversation(raw)?.messages.at(-1)?.id).toBe(`m${MESSAGES_KEPT + 6}`);
});

test("anything that is not a stored conversation starts afresh", () => {
  for (const raw of [null, "", "not json", "[]", "42", '{"messages":[]}', '{"startedAt":"yesterday","messages":[]}']) {
    expect(parseConversation(raw), String(raw)).toBeNull();
  }
  expect(parseConversation(JSON.stringify({ startedAt, messages: "no" }))).toBeNull();
});

test("broken messages are dropped one by one and unknown fields are not kept", () => {
  const raw = JSON.stringify({
    startedAt,
    messages: [
      message(0),
      { ...message(1), role: "system" },
      { ...message(2), content: "   " },
      { ...message(3), content: 42 },
      { ...message(4), timestamp: "soon" },
      { ...message(5), id: "" },
      { ...message(6), content: "x".repeat(4001) },
      "a string",
      { ...message(7), html: "<b>bold</b>" },
    ],
  });
  expect(parseConversation(raw)?.messages).toEqual([message(0), message(7)]);
});

test("sources read back only as site paths with titles, at most three, no repeats", () => {
  expect(
    readSources([
      { title: "FAQ", url: "/faq" },
      { title: "FAQ again", url: "/faq" },
      { title: "Elsewhere", url: "https://evil.example/" },
      { title: "Protocol-relative", url: "//evil.example/" },
      { title: "Script", url: "javascript:alert(1)" },
      { title: "", url: "/about" },
      { title: "Services", url: "/services" },
      { title: "Contact", url: "/contact" },
      { title: "Team", url: "/team" },
    ]),
  ).toEqual([
    { title: "FAQ", url: "/faq" },
    { title: "Services", url: "/services" },
    { title: "Contact", url: "/contact" },
  ]);
  expect(readSources("nope")).toEqual([]);
});

test("a site path is a path on this origin", () => {
  expect(isSitePath("/case-studies/cable-trays")).toBe(true);
  expect(isSitePath("/faq#fees")).toBe(true);
  for (const value of ["//evil.example", "/\\evil.example", "https://example.com", "contact", '/a"onmouseover', 7]) {
    expect(isSitePath(value), String(value)).toBe(false);
  }
});

test("storage that refuses to write does not break the chat", () => {
  const storage = memoryStorage();
  storage.setItem = () => {
    throw new Error("QuotaExceededError");
  };
  expect(() => saveConversation({ startedAt, messages: [message(0)] }, storage)).not.toThrow();
});
