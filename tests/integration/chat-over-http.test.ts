import http from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HANDOFF_HEADING } from "#server/api/chat-handoff.ts";
import { type RunningServer, startServer } from "#tests/setup/server.ts";
import { request, requireProductionBuild } from "./http.ts";
import { drivers } from "./support/databases.ts";
import { PROCESS_TEST, postJson, runAdmin, START_OPTIONS, type Storage, storageFor } from "./support/servers.ts";

requireProductionBuild();

/**
 * A POST through `agent`, as a browser or proxy reusing its connections does.
 * Rejects when no answer comes within 5 s.
 */
function postThrough(
  agent: http.Agent,
  baseUrl: string,
  path: string,
  body: string,
): Promise<{ status: number; connection: string | undefined }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path,
        method: "POST",
        agent,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      },
    );
    req.setTimeout(5_000, () => req.destroy(new Error(`no answer to POST ${path} within 5 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

describe.each(drivers)("the chat's endpoints in the running server on %s", PROCESS_TEST, (driver) => {
  let storage: Storage;
  let server: RunningServer;
  beforeAll(async () => {
    storage = await storageFor(driver);
    server = await startServer({ ...storage.env, OPENAI_API_KEY: "" }, START_OPTIONS);
  }, 120_000);
  afterAll(async () => {
    await server?.stop("SIGTERM");
    await storage?.dispose();
  }, 30_000);

  test("POST /api/chat answers the built-in reply as {response, sources}", async () => {
    const response = await postJson(server.url, "/api/chat", {
      message: "How long does a typical project take?",
      chatHistory: [],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.json).toEqual({
      response: expect.stringContaining("6-7 months"),
      sources: [
        {
          title: "Frequently Asked Questions: How long does a typical project take?",
          url: "/faq#how-long-does-a-typical-project-take",
        },
        // The FAQ answer's topic in full: the page its "more" link leads to.
        { title: "Portfolio", url: "/projects" },
      ],
    });
    expect(server.output()).toContain('"entries"');
  });

  test("errors are {error: {message, field?}}: 400, 413, 415, and GET is 405", async () => {
    expect(await postJson(server.url, "/api/chat", { message: "" })).toMatchObject({
      status: 400,
      json: { error: { message: "Please type a message", field: "message" } },
    });
    // The server reads and throws away the rest of an oversized body after
    // its 413, so the same connection answers the next request.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const huge = JSON.stringify({ message: "hi", padding: "x".repeat(300 * 1024) });
      expect(await postThrough(agent, server.url, "/api/chat", huge)).toEqual({
        status: 413,
        connection: "keep-alive",
      });
      const next = await postThrough(agent, server.url, "/api/chat", JSON.stringify({ message: "Hello" }));
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
    const wrongType = await fetch(`${server.url}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "hello",
    });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({
      error: { message: "The request body must be JSON (Content-Type: application/json)" },
    });
    for (const path of ["/api/chat", "/api/chat/handoff"]) {
      const get = await request(server.url, path);
      expect(get.status, path).toBe(405);
      expect(get.headers.allow, path).toBe("POST");
    }
  });

  test("the hand-off is stored like a contact message and shows in the firm's export", async () => {
    const person = { firstName: "Grace", lastName: "Hopper", email: "grace@example.com" };
    const missingConsent = await postJson(server.url, "/api/chat/handoff", { ...person, chatHistory: [] });
    expect(missingConsent).toMatchObject({
      status: 400,
      json: { error: { message: "Please agree to be contacted about this conversation", field: "consent" } },
    });

    const chatHistory = [
      { role: "user", content: "What are your fees?" },
      { role: "assistant", content: "A management fee and a procurement markup." },
    ];
    const stored = await postJson(server.url, "/api/chat/handoff", { ...person, consent: true, chatHistory });
    expect(stored.status).toBe(200);
    const id = (stored.json as { data: { id: string } }).data.id;

    const exported = await runAdmin(["export", "messages"], storage.env);
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout)).toEqual([
      expect.objectContaining({
        id,
        ...person,
        company: null,
        spam: false,
        projectDetails: `${HANDOFF_HEADING}\n\nVisitor: What are your fees?\nAssistant: A management fee and a procurement markup.`,
      }),
    ]);
    // Mail is off here: the notification waits in the outbox, as the log says.
    expect(server.output()).toContain("notification waits in the outbox");
  });

  test("a person may chat briskly; a script is stopped at 30 messages in 5 minutes with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await postJson(server.url, "/api/chat", { message: "hi" })).status);
    // The first two tests counted three messages (a refused one counts too; a body refused unread does not).
    expect(statuses.filter((s) => s === 200)).toHaveLength(27);
    expect(statuses.slice(27).every((s) => s === 429)).toBe(true);
    const limited = await postJson(server.url, "/api/chat", { message: "hi" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((limited.json as { error: { message: string } }).error.message).toMatch(/^Too many chat messages/);
  });
});
