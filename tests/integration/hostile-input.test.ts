import net from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { anyText, storableText } from "#lib/validation/unicode-arbitraries.ts";
import { type RunningServer, startServer } from "#tests/setup/server.ts";
import { requireProductionBuild } from "./http.ts";
import { drivers } from "./support/databases.ts";
import { PROCESS_TEST, runAdmin, START_OPTIONS, type Storage, storageFor } from "./support/servers.ts";

requireProductionBuild();

const ENDPOINTS = ["/api/contact", "/api/newsletter", "/api/chat", "/api/chat/handoff"] as const;
const LIMITS: Record<(typeof ENDPOINTS)[number], number> = {
  "/api/contact": 32 * 1024,
  "/api/newsletter": 32 * 1024,
  "/api/chat": 256 * 1024,
  "/api/chat/handoff": 256 * 1024,
};

/**
 * Sends `size` bytes of body over a raw socket while reading, the way a
 * client uploading a large file does; once it has sent everything and read
 * the answer, asks for /healthz on the same connection. Returns the answers,
 * and what ended the connection if it ended early.
 */
function postRaw(url: string, path: string, size: number, chunked: boolean) {
  const { port } = new URL(url);
  type Answer = { status: number; body: string };
  return new Promise<{ answers: Answer[]; error?: string }>((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    const answers: Answer[] = [];
    let buffer = "";
    let settled = false;
    let sentAll = false;
    let askedAgain = false;
    const settle = (error?: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ answers, ...(error ? { error } : {}) });
    };
    const askAgain = () => {
      if (askedAgain || !sentAll || answers.length === 0) return;
      askedAgain = true;
      socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    };
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        const end = buffer.indexOf("\r\n\r\n");
        if (end < 0) break;
        const head = buffer.slice(0, end);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length < end + 4 + length) break;
        const body = Buffer.from(buffer.slice(end + 4, end + 4 + length), "latin1").toString("utf8");
        answers.push({ status: Number(head.split(" ")[1] ?? 0), body });
        buffer = buffer.slice(end + 4 + length);
      }
      if (answers.length === 2) settle();
      else askAgain();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
    socket.on("close", () => settle("closed"));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `${chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${size}`}\r\n\r\n`,
    );
    const block = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < size && !settled) {
        const part = block.subarray(0, Math.min(block.length, size - sent));
        sent += part.length;
        const data = chunked
          ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n")])
          : part;
        if (!socket.write(data)) {
          socket.once("drain", pump);
          return;
        }
      }
      if (settled) return;
      socket.write(chunked ? "0\r\n\r\n" : "", () => {
        sentAll = true;
        askAgain();
      });
    };
    pump();
  });
}

/** The API contract: a success shape, or `{error: {message, field?}}` with a 4xx, never a 5xx. */
function expectContract(path: string, status: number, body: string) {
  expect(status, `${path} answered ${status}: ${body}`).toBeLessThan(500);
  const json = JSON.parse(body) as Record<string, unknown>;
  if (status >= 400) {
    expect(json).toEqual({ error: expect.objectContaining({ message: expect.any(String) }) });
    const error = json.error as Record<string, unknown>;
    expect(Object.keys(error).every((key) => key === "message" || key === "field")).toBe(true);
  } else if (path === "/api/chat") {
    expect(json).toEqual({ response: expect.any(String), sources: expect.any(Array) });
  } else {
    expect(json).toEqual({ data: expect.any(Object) });
  }
}

/** JSON of any shape, with strings from the whole Unicode range (lone surrogates travel as \ud83d escapes). */
const anyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    anyText(),
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(fc.oneof(anyText(8), fc.constantFrom("message", "email", "chatHistory")), tie("value"), {
      maxKeys: 5,
    }),
  ),
})).value;

const text = anyText(300);
/** Bodies close to what each endpoint takes, with any text in any field, and of any shape. */
const bodies = {
  "/api/contact": fc.oneof(
    fc.record({ firstName: text, lastName: text, email: text, company: text, projectDetails: text }),
    fc.record({ firstName: text, lastName: text, email: fc.constant("a@example.com"), projectDetails: text }),
    anyJson,
  ),
  "/api/newsletter": fc.oneof(fc.record({ email: text, page: text }), anyJson),
  "/api/chat": fc.oneof(
    fc.record({
      message: text,
      chatHistory: fc.array(fc.record({ role: fc.constantFrom("user", "assistant"), content: text }), {
        maxLength: 4,
      }),
    }),
    anyJson,
  ),
  "/api/chat/handoff": fc.oneof(
    fc.record({
      firstName: text,
      lastName: text,
      email: fc.oneof(text, fc.constant("a@example.com")),
      consent: fc.constant(true),
      chatHistory: fc.array(fc.record({ role: fc.constantFrom("user", "assistant"), content: text }), {
        maxLength: 4,
      }),
    }),
    anyJson,
  ),
};

async function post(url: string, path: string, body: string | Uint8Array<ArrayBuffer>) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });
  return { status: response.status, body: await response.text() };
}

describe.each(drivers)("hostile input against the running server on %s", PROCESS_TEST, (driver) => {
  let storage: Storage;
  let server: RunningServer;
  beforeAll(async () => {
    storage = await storageFor(driver);
    // Hundreds of submissions: the per-client limits would answer 429 to most.
    server = await startServer({ ...storage.env, RELAX_RATE_LIMITS: "true" }, START_OPTIONS);
  }, 120_000);
  afterAll(async () => {
    await server?.stop("SIGTERM");
    await storage?.dispose();
  }, 30_000);

  test.each(ENDPOINTS)(
    "%s: any JSON shape with any text never answers 5xx and always keeps the contract",
    async (path) => {
      await fc.assert(
        fc.asyncProperty(bodies[path], async (body) => {
          const response = await post(server.url, path, JSON.stringify(body));
          expectContract(path, response.status, response.body);
        }),
        { numRuns: 150 },
      );
    },
  );

  test("bytes that are not UTF-8, and JSON cut short, are a 400", async () => {
    for (const path of ENDPOINTS) {
      const response = await post(server.url, path, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
      expect(response.status).toBe(400);
      expectContract(path, response.status, response.body);
      const cut = await post(server.url, path, '{"message": "hel');
      expect(cut.status).toBe(400);
    }
  });

  test.each(ENDPOINTS)(
    "%s: a body over the limit gets a JSON 413 whatever its size, and the connection carries on",
    async (path) => {
      for (const size of [LIMITS[path] + 1, 1024 * 1024, 16 * 1024 * 1024]) {
        for (const chunked of [false, true]) {
          const { answers, error } = await postRaw(server.url, path, size, chunked);
          expect({ size, chunked, statuses: answers.map((a) => a.status), error }).toEqual({
            size,
            chunked,
            statuses: [413, 200],
            error: undefined,
          });
          expect(JSON.parse(answers[0]?.body ?? "")).toEqual({
            error: { message: `The request body must be at most ${LIMITS[path] / 1024} KB` },
          });
        }
      }
    },
  );

  test("a message in unusual but storable text is stored and exported byte for byte", async () => {
    const sent: Record<string, string>[] = [];
    await fc.assert(
      fc.asyncProperty(
        storableText(100),
        storableText(100),
        storableText(200),
        fc.array(storableText(200), { minLength: 1, maxLength: 3 }).map((lines) => lines.join("\n")),
        async (firstName, lastName, company, projectDetails) => {
          const message = { firstName, lastName, email: "zoë@example.com", company, projectDetails };
          const response = await post(server.url, "/api/contact", JSON.stringify(message));
          expect(response.status, response.body).toBe(200);
          sent.push({ id: (JSON.parse(response.body) as { data: { id: string } }).data.id, ...message });
        },
      ),
      { numRuns: 40 },
    );
    const exported = await runAdmin(["export", "messages"], storage.env);
    expect(exported.code, exported.stderr).toBe(0);
    const rows = new Map(
      (JSON.parse(exported.stdout) as Record<string, string>[]).map((row) => [row.id, row] as const),
    );
    for (const message of sent) {
      const row = rows.get(message.id ?? "");
      expect(
        row && Buffer.from(JSON.stringify([row.firstName, row.lastName, row.email, row.company, row.projectDetails])),
      ).toEqual(
        Buffer.from(
          JSON.stringify([message.firstName, message.lastName, message.email, message.company, message.projectDetails]),
        ),
      );
    }
  });
});
