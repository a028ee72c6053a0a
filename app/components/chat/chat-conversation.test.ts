import { expect, test } from "vitest";
import {
  type ChatState,
  chatReducer,
  createMessage,
  historyOf,
  initialChatState,
  MESSAGES_KEPT,
  transcriptOf,
} from "./chat-conversation.ts";

const start = (): ChatState => initialChatState({ startedAt: "2026-01-01T12:00:00.000Z", messages: [] });
const at = new Date("2026-01-01T12:01:00.000Z");

test("sending adds the visitor's message, clears the box and waits for the reply", () => {
  const typed = chatReducer(start(), { type: "draft", text: "How do fees work?" });
  const sent = chatReducer(typed, { type: "send", message: createMessage("user", "How do fees work?", at) });
  expect(sent.pending).toBe(true);
  expect(sent.draft).toBe("");
  expect(sent.messages.map(({ role, content }) => ({ role, content }))).toEqual([
    { role: "user", content: "How do fees work?" },
  ]);
});

test("a blank message is never sent, and nothing is sent while a reply is pending", () => {
  const state = start();
  expect(chatReducer(state, { type: "send", message: createMessage("user", " \n\t ", at) })).toBe(state);
  const sent = chatReducer(state, { type: "send", message: createMessage("user", "First", at) });
  expect(chatReducer(sent, { type: "send", message: createMessage("user", "Second", at) })).toBe(sent);
});

test("a reply ends the wait and keeps its sources", () => {
  const sent = chatReducer(start(), { type: "send", message: createMessage("user", "Fees?", at) });
  const reply = createMessage("assistant", "See /faq.", at, [{ title: "FAQ", url: "/faq" }]);
  const answered = chatReducer(sent, { type: "reply", message: reply });
  expect(answered.pending).toBe(false);
  expect(answered.messages.at(-1)).toEqual(reply);
  // A late reply with nothing pending is ignored.
  expect(chatReducer(answered, { type: "reply", message: reply })).toBe(answered);
});

test("a failed reply puts the visitor's words back in the box, so nothing typed is lost", () => {
  const before = chatReducer(start(), { type: "send", message: createMessage("user", "Fees?", at) });
  const answered = chatReducer(before, { type: "reply", message: createMessage("assistant", "Fixed fees.", at) });
  const sent = chatReducer(answered, { type: "send", message: createMessage("user", "And timing?\nRoughly", at) });
  const failed = chatReducer(sent, { type: "fail" });
  expect(failed.pending).toBe(false);
  expect(failed.draft).toBe("And timing?\nRoughly");
  expect(failed.messages).toEqual(answered.messages);
});

test("the conversation keeps its last 50 messages", () => {
  let state = start();
  for (let index = 0; index < MESSAGES_KEPT; index += 1) {
    state = chatReducer(state, { type: "send", message: createMessage("user", `Question ${index}`, at) });
    state = chatReducer(state, { type: "reply", message: createMessage("assistant", `Answer ${index}`, at) });
  }
  expect(state.messages).toHaveLength(MESSAGES_KEPT);
  expect(state.messages.at(-1)?.content).toBe(`Answer ${MESSAGES_KEPT - 1}`);
  expect(state.messages[0]?.content).toBe(`Question ${MESSAGES_KEPT / 2}`);
});

test("a new conversation starts empty", () => {
  const sent = chatReducer(start(), { type: "send", message: createMessage("user", "Fees?", at) });
  const fresh = chatReducer(sent, { type: "reset", startedAt: "2026-01-01T13:00:00.000Z" });
  expect(fresh).toEqual({ startedAt: "2026-01-01T13:00:00.000Z", messages: [], pending: false, draft: "" });
});

test("the history sent is roles and content of the last 20 messages, each within 4000 characters", () => {
  const messages = Array.from({ length: 25 }, (_, index) =>
    createMessage(index % 2 ? "assistant" : "user", index === 24 ? "y".repeat(5000) : `m${index}`, at, [
      { title: "FAQ", url: "/faq" },
    ]),
  );
  const history = historyOf(messages);
  expect(history).toHaveLength(20);
  expect(history[0]).toEqual({ role: "assistant", content: "m5" });
  expect(history.at(-1)?.content).toHaveLength(4000);
  expect(Object.keys(history[0] ?? {})).toEqual(["role", "content"]);
  expect(transcriptOf(messages)).toHaveLength(25);
});

test("message ids are unique", () => {
  const ids = new Set(Array.from({ length: 100 }, () => createMessage("user", "x", at).id));
  expect(ids.size).toBe(100);
});
