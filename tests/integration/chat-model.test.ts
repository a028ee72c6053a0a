import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Assistant, createAssistant } from "#server/assistant/assistant.ts";
import type { ModelOptions } from "#server/assistant/model.ts";
import { type RunningServer, startServer } from "#tests/setup/server.ts";
import { requireProductionBuild } from "./http.ts";
import { captureLogs } from "./support/logs.ts";
import { PROCESS_TEST, postJson, START_OPTIONS } from "./support/servers.ts";

/**
 * The optional model against a local OpenAI-compatible server: what it is
 * sent, that its words are used, and every way it can fail falling back to
 * the built-in reply.
 */

type Behaviour =
  | { kind: "answer"; content: unknown }
  | { kind: "status"; status: number }
  | { kind: "silent" }
  | { kind: "not-json" };

type Received = {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
};

let behaviour: Behaviour = { kind: "answer", content: "" };
const received: Received[] = [];
const hanging = new Set<http.ServerResponse>();

const fakeModel = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    received.push({
      path: req.url ?? "",
      authorization: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
    });
    if (behaviour.kind === "silent") {
      // Never answers: the assistant's own timeout has to end the wait.
      hanging.add(res);
      return;
    }
    if (behaviour.kind === "status") {
      res.writeHead(behaviour.status, { "Content-Type": "application/json" }).end('{"error":{"message":"boom"}}');
      return;
    }
    if (behaviour.kind === "not-json") {
      res.writeHead(200, { "Content-Type": "application/json" }).end("<html>gateway</html>");
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json" }).end(
      JSON.stringify({
        id: "x",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content: behaviour.content } }],
      }),
    );
  });
});

let baseUrl = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeModel.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(fakeModel.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => fakeModel.close(resolve));
});

function withModel(timeoutMs = 2000) {
  const logs = captureLogs();
  const model: ModelOptions = { apiKey: "test-key", baseUrl, model: "test-model", timeoutMs };
  const assistant = createAssistant({ model, logger: logs.logger });
  return { assistant, logs };
}

const builtIn = createAssistant();
const question = "What are your fees?";
const expectedFallback = () => builtIn.builtIn(question).response;

describe("the optional model", () => {
  let assistant: Assistant;
  beforeAll(() => {
    assistant = withModel().assistant;
  });

  test("writes the reply from the retrieved passages, which it is sent with the question", async () => {
    behaviour = {
      kind: "answer",
      content: "We charge a management fee plus a procurement markup, as our services page explains.",
    };
    received.length = 0;
    const history = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 ? ("assistant" as const) : ("user" as const),
      content: `turn ${i}`,
    }));
    const reply = await assistant.reply(question, history);
    expect(reply.response).toBe("We charge a management fee plus a procurement markup, as our services page explains.");
    expect(reply.sources[0]).toEqual({ title: "Services: Fee Structure", url: "/services#fee-structure" });

    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.path).toBe("/v1/chat/completions");
    expect(call?.authorization).toBe("Bearer test-key");
    expect(call?.body.model).toBe("test-model");
    const [system, ...rest] = call?.body.messages ?? [];
    expect(system?.role).toBe("system");
    expect(system?.content).toContain("ONLY the passages");
    expect(system?.content).toContain("percentage of the total development value");
    expect(system?.content).toContain("(/services)");
    // Bounded history, then the question itself.
    expect(rest.length).toBeLessThanOrEqual(7);
    expect(rest.at(-1)).toEqual({ role: "user", content: question });
    expect(rest.some((m) => m.content === "turn 29")).toBe(true);
    expect(rest.some((m) => m.content === "turn 0")).toBe(false);
  });

  test("markup in the model's text is removed", async () => {
    behaviour = {
      kind: "answer",
      content: "Our <b>management fee</b> is a percentage.<script>alert(1)</script> <img src=x onerror=y>",
    };
    const reply = await assistant.reply(question);
    expect(reply.response).toBe("Our management fee is a percentage.");
  });

  test.each<[string, Behaviour]>([
    ["an HTTP 500", { kind: "status", status: 500 }],
    ["an HTTP 401", { kind: "status", status: 401 }],
    ["an empty answer", { kind: "answer", content: "   " }],
    ["an answer of markup only", { kind: "answer", content: "<script>alert(1)</script>" }],
    ["an answer without text", { kind: "answer", content: null }],
    ["a body that is not JSON", { kind: "not-json" }],
    ["a figure the site never states", { kind: "answer", content: "Our fee is a flat 1% of the build cost." }],
  ])("falls back to the built-in reply on %s", async (_, failing) => {
    const { assistant: withLogs, logs } = withModel();
    behaviour = failing;
    const reply = await withLogs.reply(question);
    expect(reply.response).toBe(expectedFallback());
    expect(reply.sources[0]?.url).toBe("/services#fee-structure");
    expect(logs.lines.some((l) => l.level === "warn" && l.message.includes("built-in reply"))).toBe(true);
  });

  test("falls back when the model does not answer within the timeout", async () => {
    const { assistant: impatient, logs } = withModel(300);
    behaviour = { kind: "silent" };
    const started = performance.now();
    const reply = await impatient.reply(question);
    expect(reply.response).toBe(expectedFallback());
    expect(performance.now() - started).toBeLessThan(5000);
    expect(logs.text()).toMatch(/TimeoutError|did not answer/);
  });

  test("a figure the content does state is allowed through", async () => {
    behaviour = { kind: "answer", content: "Clients typically save 30-40% against a conventional route." };
    expect((await assistant.reply("How much can I save?")).response).toBe(
      "Clients typically save 30-40% against a conventional route.",
    );
  });

  test("greetings, contact requests and unknown questions never reach the model", async () => {
    behaviour = { kind: "answer", content: "The model was asked." };
    received.length = 0;
    for (const message of ["Hello", "Can someone call me?", "What's the weather in Paris?"]) {
      expect((await assistant.reply(message)).response, message).not.toBe("The model was asked.");
    }
    expect(received).toHaveLength(0);
  });
});

requireProductionBuild();

describe("the running server with OPENAI_API_KEY set", PROCESS_TEST, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(
      { OPENAI_API_KEY: "server-key", OPENAI_BASE_URL: `${baseUrl}/`, CHAT_MODEL: "local-model" },
      START_OPTIONS,
    );
  }, 120_000);
  afterAll(async () => {
    await server?.stop("SIGTERM");
  }, 30_000);

  test("POST /api/chat answers with the model's words and the retrieved sources; a failing model falls back", async () => {
    behaviour = { kind: "answer", content: "Our fee is a management fee plus a procurement markup." };
    received.length = 0;
    const ok = await postJson(server.url, "/api/chat", { message: question, chatHistory: [] });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      response: "Our fee is a management fee plus a procurement markup.",
      sources: [expect.objectContaining({ url: "/services#fee-structure" })],
    });
    expect(received[0]?.authorization).toBe("Bearer server-key");
    expect(received[0]?.body.model).toBe("local-model");
    expect(received[0]?.path).toBe("/v1/chat/completions");

    behaviour = { kind: "status", status: 503 };
    const fallback = await postJson(server.url, "/api/chat", { message: question });
    expect(fallback.status).toBe(200);
    expect((fallback.json as { response: string }).response).toBe(expectedFallback());
  });
});
