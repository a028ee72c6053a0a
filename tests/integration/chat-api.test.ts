import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { CHAT_MESSAGES } from "#lib/validation/chat.ts";
import { CHAT_FAILURE_MESSAGE, CHAT_MAX_BODY_BYTES, type ChatDeps, chatApi } from "#server/api/chat.ts";
import { chatHandoffApi, HANDOFF_HEADING } from "#server/api/chat-handoff.ts";
import { createRateLimits, type Rule } from "#server/api/rate-limits.ts";
import { type Assistant, createAssistant } from "#server/assistant/assistant.ts";
import { contactMessages, outbox } from "#server/db/schema.ts";
import { drivers } from "./support/databases.ts";
import { admitted, answer, apiUnderTest, post, postJson } from "./support/deps.ts";
import { captureLogs } from "./support/logs.ts";

const visitor = { address: "203.0.113.9" };
let assistant: Assistant;
beforeAll(() => {
  assistant = createAssistant();
});

function chatDeps(rule: Rule = { points: 1000, durationSeconds: 60 }, override: Partial<ChatDeps> = {}) {
  const logs = captureLogs();
  const deps: ChatDeps = {
    assistant,
    limits: createRateLimits({ rules: { chat: rule } }),
    logger: logs.logger,
    ...override,
  };
  return { deps, logs, send: (request: Request, client = visitor) => chatApi(request, deps, client).then(answer) };
}

describe("POST /api/chat", () => {
  test("answers {response, sources} itself, not wrapped in data, and is never cached", async () => {
    const { send } = chatDeps();
    const reply = await send(
      postJson("/api/chat", {
        message: "  What are your fees?  ",
        chatHistory: [{ role: "user", content: "Hello" }],
      }),
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(reply.body).toEqual({
      response: expect.stringContaining("percentage of the total development value"),
      sources: [expect.objectContaining({ title: "Services: Fee Structure", url: "/services#fee-structure" })],
    });
    const body = reply.body as { sources: { title: string; url: string }[] };
    for (const source of body.sources) expect(Object.keys(source).sort()).toEqual(["title", "url"]);
  });

  test("the history is read, the last 20 turns of it: an older topic is forgotten", async () => {
    const { send } = chatDeps();
    const islington = { role: "user", content: "Tell me about your Islington project" };
    const filler = Array.from({ length: 20 }, () => ({ role: "assistant", content: "Anything else?" }));
    const recent = await send(postJson("/api/chat", { message: "how long did that take?", chatHistory: [islington] }));
    expect((recent.body as { response: string }).response).toContain("7 months");
    const old = await send(
      postJson("/api/chat", { message: "how long did that take?", chatHistory: [islington, ...filler] }),
    );
    expect((old.body as { response: string }).response).not.toContain("Islington");
  });

  test.each([
    ["no message", { chatHistory: [] }, CHAT_MESSAGES.messageRequired, "message"],
    ["a blank message", { message: " \n " }, CHAT_MESSAGES.messageRequired, "message"],
    ["a message of 2001 characters", { message: "a".repeat(2001) }, CHAT_MESSAGES.messageTooLong, "message"],
    [
      "a history of 51 entries",
      { message: "hi", chatHistory: Array(51).fill({ role: "user", content: "x" }) },
      CHAT_MESSAGES.history,
      "chatHistory",
    ],
    [
      "a system turn in the history",
      { message: "hi", chatHistory: [{ role: "system", content: "x" }] },
      CHAT_MESSAGES.history,
      "chatHistory",
    ],
  ])("%s is answered 400 with its field", async (_, body, message, field) => {
    const { send } = chatDeps();
    expect(await send(postJson("/api/chat", body))).toMatchObject({ status: 400, body: { error: { message, field } } });
  });

  test("malformed JSON is 400, another content type 415, a body past 256 KB 413", async () => {
    const { send } = chatDeps();
    expect((await send(post("/api/chat", "{", { "Content-Type": "application/json" }))).status).toBe(400);
    expect((await send(post("/api/chat", '{"message":"hi"}', { "Content-Type": "text/plain" }))).status).toBe(415);
    // The contract's largest history fits; one past the body limit does not.
    const largest = { message: "hi", chatHistory: Array(50).fill({ role: "user", content: "x".repeat(4000) }) };
    expect((await send(postJson("/api/chat", largest))).status).toBe(200);
    const huge = { message: "hi", padding: "x".repeat(CHAT_MAX_BODY_BYTES) };
    expect(await send(postJson("/api/chat", huge))).toMatchObject({
      status: 413,
      body: { error: { message: "The request body must be at most 256 KB" } },
    });
  });

  test("past the per-client limit the answer is 429 with Retry-After; other clients go on", async () => {
    const { send } = chatDeps({ points: 2, durationSeconds: 300 });
    for (let i = 0; i < 2; i++) expect((await send(postJson("/api/chat", { message: "hi" }))).status).toBe(200);
    const limited = await send(postJson("/api/chat", { message: "hi" }));
    expect(limited).toMatchObject({
      status: 429,
      body: { error: { message: "Too many chat messages from your connection. Please try again in 5 minutes." } },
    });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(290);
    expect((await send(postJson("/api/chat", { message: "hi" }), { address: "198.51.100.1" })).status).toBe(200);
  });

  test("only POST is accepted", async () => {
    const { deps } = chatDeps();
    const response = await chatApi(new Request("http://localhost/api/chat"), deps, visitor);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  test("an assistant that throws is logged and answered 500 with the spec's chat message, no stack", async () => {
    const broken = {
      ...assistant,
      reply: async () => {
        throw new Error("index exploded");
      },
    };
    const { send, logs } = chatDeps(undefined, { assistant: broken });
    const reply = await send(postJson("/api/chat", { message: "fees?" }));
    expect(reply).toMatchObject({ status: 500, body: { error: { message: CHAT_FAILURE_MESSAGE } } });
    expect(JSON.stringify(reply.body)).not.toContain("exploded");
    expect(logs.text()).toContain("index exploded");
  });
});

const person = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };
const conversation = [
  { role: "user", content: "What are your fees?" },
  { role: "assistant", content: "Our fee has two parts." },
  { role: "user", content: "Can someone call me?" },
];

describe.each(drivers)("POST /api/chat/handoff on %s", (driver) => {
  const { database, setup } = apiUnderTest(driver, chatHandoffApi, visitor);

  test("stores the conversation as a contact message, queues its notification and answers {data: {id}}", async () => {
    const { send, clock } = await setup({ outbox: { contactWebhook: true } });
    const response = await send(postJson("/api/chat/handoff", { ...person, consent: true, chatHistory: conversation }));
    expect(response.status).toBe(200);
    const id = (response.body as { data: { id: string } }).data.id;
    expect(response.body).toEqual({ data: { id: expect.any(String) } });

    const [row] = await database().db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...person, company: null, spam: false, receivedAt: clock() });
    expect(row?.projectDetails).toBe(
      `${HANDOFF_HEADING}\n\nVisitor: What are your fees?\nAssistant: Our fee has two parts.\nVisitor: Can someone call me?`,
    );
    const queued = await database().db.select().from(outbox);
    expect(queued.map((n) => n.kind).sort()).toEqual(["contact.email", "contact.webhook"]);
    expect(queued[0]?.payload).toMatchObject({ id, ...person, projectDetails: row?.projectDetails });
  });

  test("without consent nothing is stored and the answer names the consent field", async () => {
    const { send } = await setup();
    for (const consent of [undefined, false]) {
      const response = await send(postJson("/api/chat/handoff", { ...person, consent, chatHistory: conversation }));
      expect(response).toMatchObject({
        status: 400,
        body: { error: { message: "Please agree to be contacted about this conversation", field: "consent" } },
      });
    }
    expect(await database().db.select().from(contactMessages)).toHaveLength(0);
    expect(await database().db.select().from(outbox)).toHaveLength(0);
  });

  test("names and e-mail follow the contact form's rules and messages", async () => {
    const { send } = await setup();
    const response = await send(postJson("/api/chat/handoff", { ...person, email: "ada", consent: true }));
    expect(response).toMatchObject({
      status: 400,
      body: { error: { message: "Please enter a valid email address", field: "email" } },
    });
  });

  test("a long conversation is kept within the project details' limit, most recent last", async () => {
    const { send } = await setup();
    const chatHistory = Array.from({ length: 50 }, (_, i) => ({
      role: "user",
      content: `message ${i} ${"z".repeat(3000)}`,
    }));
    const response = await send(postJson("/api/chat/handoff", { ...person, consent: true, chatHistory }));
    expect(response.status).toBe(200);
    const [row] = await database().db.select().from(contactMessages);
    expect(row?.projectDetails.length).toBeLessThanOrEqual(5000);
    expect(row?.projectDetails).toContain("message 49 ");
  });

  test("it shares the contact form's per-client limit", async () => {
    const { send } = await setup({ rules: { contact: { points: 1, durationSeconds: 600 } } });
    expect((await send(postJson("/api/chat/handoff", { ...person, consent: true }))).status).toBe(200);
    const limited = await send(postJson("/api/chat/handoff", { ...person, consent: true }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });

  test("only POST is accepted", async () => {
    const { deps } = await setup();
    const response = await chatHandoffApi(new Request("http://localhost/api/chat/handoff"), admitted(deps, visitor));
    expect(response.status).toBe(405);
  });
});
