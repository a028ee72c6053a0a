import { afterEach, expect, test, vi } from "vitest";
import { askAssistant, askForContact, CHAT_ERROR, readChatReply } from "./chat-api.ts";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string) {
  const fetch = vi.fn(async () => new Response(body, { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

test("a reply is its non-empty response with valid sources", () => {
  expect(readChatReply({ response: " Hello ", sources: [{ title: "FAQ", url: "/faq" }, { url: "x" }] })).toEqual({
    response: "Hello",
    sources: [{ title: "FAQ", url: "/faq" }],
  });
  expect(readChatReply({ response: "Hi" })).toEqual({ response: "Hi", sources: [] });
  for (const body of [null, "Hi", {}, { response: "" }, { response: "  " }, { response: 42 }]) {
    expect(readChatReply(body), JSON.stringify(body)).toBeNull();
  }
});

test("the chat posts the message and the history as JSON", async () => {
  const fetch = answer(200, JSON.stringify({ response: "Fixed fees.", sources: [] }));
  const outcome = await askAssistant("Fees?", [{ role: "user", content: "Hello" }]);
  expect(outcome).toEqual({ ok: true, response: "Fixed fees.", sources: [] });
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe("/api/chat");
  expect(init.method).toBe("POST");
  expect(JSON.parse(String(init.body))).toEqual({
    message: "Fees?",
    chatHistory: [{ role: "user", content: "Hello" }],
  });
});

test("errors, invalid JSON and empty replies all read as the spec's chat error", async () => {
  for (const [status, body] of [
    [500, JSON.stringify({ error: { message: "Internal" } })],
    [503, JSON.stringify({ error: { message: "Assistant unavailable" } })],
    [200, "not json"],
    [200, JSON.stringify({ response: "" })],
    [200, JSON.stringify({ sources: [] })],
  ] as const) {
    answer(status, body);
    expect(await askAssistant("Hi", []), `${status} ${body}`).toEqual({ ok: false, message: CHAT_ERROR.description });
  }
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }),
  );
  expect(await askAssistant("Hi", [])).toEqual({ ok: false, message: CHAT_ERROR.description });
});

test("too many messages (429) shows the server's own words", async () => {
  answer(429, JSON.stringify({ error: { message: "Too many messages. Please wait a minute." } }));
  expect(await askAssistant("Hi", [])).toEqual({ ok: false, message: "Too many messages. Please wait a minute." });
  answer(429, "{}");
  expect(await askAssistant("Hi", [])).toEqual({ ok: false, message: CHAT_ERROR.description });
});

test("the hand-off reports success, a field's error, or the general failure", async () => {
  const values = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", consent: true };
  const fetch = answer(200, JSON.stringify({ data: { id: "abc" } }));
  expect(await askForContact(values, [{ role: "user", content: "Fees?" }])).toEqual({ ok: true });
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe("/api/chat/handoff");
  expect(JSON.parse(String(init.body))).toEqual({ ...values, chatHistory: [{ role: "user", content: "Fees?" }] });

  answer(400, JSON.stringify({ error: { message: "Please enter a valid email address", field: "email" } }));
  expect(await askForContact(values, [])).toEqual({
    ok: false,
    error: { message: "Please enter a valid email address", field: "email" },
  });
  answer(500, "oops");
  expect(await askForContact(values, [])).toEqual({
    ok: false,
    error: { message: "Failed to send message. Please try again." },
  });
});
