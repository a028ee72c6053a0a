import { describe, expect, test } from "vitest";
import { CONTACT_FAILURE_MESSAGE, contactApi, contactFormAction } from "#server/api/contact.ts";
import { MAX_BODY_BYTES } from "#server/api/http.ts";
import { contactMessages, outbox } from "#server/db/schema.ts";
import { drivers } from "./support/databases.ts";
import { admitted, answer, apiUnderTest, makeDeps, post, postJson } from "./support/deps.ts";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  projectDetails: "A 30,000 sq ft office refurbishment in Shoreditch, Shell & Core to CAT A+.",
};

const visitor = { address: "203.0.113.7" };

describe.each(drivers)("POST /api/contact on %s", (driver) => {
  const { database, setup } = apiUnderTest(driver, contactApi, visitor);
  const storedMessages = () => database().db.select().from(contactMessages);
  const queued = () => database().db.select().from(outbox);

  test("a valid message is committed, trimmed, queued for notification and answered with its id", async () => {
    const { send, clock } = await setup();
    const response = await send(
      postJson("/api/contact", { ...valid, firstName: "  Ada ", projectDetails: `\n${valid.projectDetails}  ` }),
    );
    expect(response.status).toBe(200);
    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(response.body).toEqual({ data: { id: rows[0]?.id } });
    expect(rows[0]).toMatchObject({ ...valid, spam: false, receivedAt: clock() });

    const notifications = await queued();
    expect(notifications.map((n) => n.kind)).toEqual(["contact.email"]);
    expect(notifications[0]).toMatchObject({ attempts: 0, deliveredAt: null, nextAttemptAt: clock() });
    expect(notifications[0]?.payload).toEqual({ ...valid, id: rows[0]?.id, receivedAt: clock().toISOString() });
  });

  test("with a contact webhook configured, the message is queued for it too, in the spec's payload style", async () => {
    const { send, clock } = await setup({ outbox: { contactWebhook: true } });
    const response = await send(postJson("/api/contact", { ...valid, company: "" }));
    expect(response.status).toBe(200);
    const id = (response.body as { data: { id: string } }).data.id;
    const webhook = (await queued()).find((n) => n.kind === "contact.webhook");
    expect(webhook?.payload).toEqual({
      ...valid,
      company: null,
      id,
      type: "contact_message",
      timestamp: clock().toISOString(),
      source: "Example Development Partners",
    });
  });

  test.each([
    ["a missing first name", { ...valid, firstName: undefined }, "First name is required", "firstName"],
    ["a blank first name", { ...valid, firstName: "   " }, "First name is required", "firstName"],
    ["a missing last name", { ...valid, lastName: undefined }, "Last name is required", "lastName"],
    ["a blank last name", { ...valid, lastName: "\t" }, "Last name is required", "lastName"],
    ["a missing e-mail", { ...valid, email: undefined }, "Please enter a valid email address", "email"],
    ["an e-mail without a dot", { ...valid, email: "ada@example" }, "Please enter a valid email address", "email"],
    [
      "an e-mail without an at sign",
      { ...valid, email: "ada.example.com" },
      "Please enter a valid email address",
      "email",
    ],
    [
      "an e-mail with a line break",
      { ...valid, email: "ada@example.com\r\nBcc: all@example.com" },
      "Please enter a valid email address",
      "email",
    ],
    [
      "missing project details",
      { ...valid, projectDetails: undefined },
      "Please provide project details",
      "projectDetails",
    ],
    ["blank project details", { ...valid, projectDetails: " \n " }, "Please provide project details", "projectDetails"],
    [
      "a first name over 100 characters",
      { ...valid, firstName: "x".repeat(101) },
      "First name must be at most 100 characters",
      "firstName",
    ],
    [
      "a last name over 100 characters",
      { ...valid, lastName: "x".repeat(101) },
      "Last name must be at most 100 characters",
      "lastName",
    ],
    [
      "an e-mail over 254 characters",
      { ...valid, email: `${"a".repeat(243)}@example.com` },
      "Please enter a valid email address",
      "email",
    ],
    [
      "a company over 200 characters",
      { ...valid, company: "x".repeat(201) },
      "Company must be at most 200 characters",
      "company",
    ],
    [
      "project details over 5000 characters",
      { ...valid, projectDetails: "x".repeat(5001) },
      "Project details must be at most 5000 characters",
      "projectDetails",
    ],
    ["a first name that is a number", { ...valid, firstName: 42 }, "First name must be text", "firstName"],
    ["a last name that is a list", { ...valid, lastName: ["Lovelace"] }, "Last name must be text", "lastName"],
    [
      "an e-mail that is an object",
      { ...valid, email: { address: "ada@example.com" } },
      "Please enter a valid email address",
      "email",
    ],
    ["a company that is a number", { ...valid, company: 7 }, "Company must be text", "company"],
    [
      "project details that are a boolean",
      { ...valid, projectDetails: true },
      "Project details must be text",
      "projectDetails",
    ],
  ])("%s is answered 400 with the spec's message, and nothing is stored", async (_, body, message, field) => {
    const { send } = await setup();
    const response = await send(postJson("/api/contact", body));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { message, field } });
    expect(await storedMessages()).toHaveLength(0);
    expect(await queued()).toHaveLength(0);
  });

  test("the checks run in the spec's order: first name, last name, e-mail, project details", async () => {
    const { send } = await setup();
    const bodies: [unknown, string][] = [
      [{}, "First name is required"],
      [{ firstName: "Ada" }, "Last name is required"],
      [{ firstName: "Ada", lastName: "L", email: "nope", projectDetails: "" }, "Please enter a valid email address"],
      [{ firstName: "Ada", lastName: "L", email: "a@b.co", projectDetails: "" }, "Please provide project details"],
    ];
    for (const [body, message] of bodies) {
      const response = await send(postJson("/api/contact", body));
      expect((response.body as { error: { message: string } }).error.message, JSON.stringify(body)).toBe(message);
    }
  });

  test("each field takes exactly its maximum, counted after trimming", async () => {
    const { send } = await setup();
    const atLimits = {
      firstName: ` ${"f".repeat(100)} `,
      lastName: "l".repeat(100),
      email: `${"a".repeat(242)}@example.com`,
      company: "c".repeat(200),
      projectDetails: "p".repeat(5000),
    };
    expect(atLimits.email).toHaveLength(254);
    const response = await send(postJson("/api/contact", atLimits));
    expect(response.status).toBe(200);
    const [row] = await storedMessages();
    expect(row?.firstName).toHaveLength(100);
    expect(row?.projectDetails).toHaveLength(5000);
  });

  test("company is optional: missing, null and blank are stored as no company", async () => {
    const { send } = await setup();
    const { company: _, ...withoutCompany } = valid;
    for (const body of [withoutCompany, { ...valid, company: null }, { ...valid, company: "  " }]) {
      expect((await send(postJson("/api/contact", body))).status).toBe(200);
    }
    expect((await storedMessages()).map((r) => r.company)).toEqual([null, null, null]);
  });

  test("unknown fields are ignored, not stored, not refused", async () => {
    const { send } = await setup();
    const response = await send(postJson("/api/contact", { ...valid, role: "admin", spam: false, id: "mine" }));
    expect(response.status).toBe(200);
    const [row] = await storedMessages();
    expect(row?.id).not.toBe("mine");
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ["company", "email", "firstName", "id", "lastName", "projectDetails", "receivedAt", "spam"].sort(),
    );
  });

  test.each([
    ["a truncated object", '{"firstName": "Ada"'],
    ["an empty body", ""],
    ["single quotes", "{'firstName': 'Ada'}"],
    ["a trailing comma", '{"firstName": "Ada",}'],
  ])("malformed JSON (%s) is answered 400", async (_, body) => {
    const { send } = await setup();
    const response = await send(post("/api/contact", body, { "Content-Type": "application/json" }));
    expect(response).toMatchObject({ status: 400, body: { error: { message: "The request body is not valid JSON" } } });
  });

  test("bytes that are not UTF-8 are answered 400", async () => {
    const { deps } = await setup();
    const request = new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect((await answer(await contactApi(request, admitted(deps, visitor)))).status).toBe(400);
  });

  test.each([["[]"], ['"Ada"'], ["null"], ["42"]])(
    "a JSON body that is not an object (%s) is answered 400",
    async (body) => {
      const { send } = await setup();
      const response = await send(post("/api/contact", body, { "Content-Type": "application/json" }));
      expect(response).toMatchObject({
        status: 400,
        body: { error: { message: "The request body must be a JSON object" } },
      });
    },
  );

  test.each([
    ["text/plain"],
    ["application/x-www-form-urlencoded"],
    ["multipart/form-data; boundary=x"],
    ["application/jsonx"],
    [undefined],
  ])("Content-Type %s is answered 415", async (contentType) => {
    const { send } = await setup();
    const response = await send(
      post("/api/contact", JSON.stringify(valid), contentType ? { "Content-Type": contentType } : {}),
    );
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      error: { message: "The request body must be JSON (Content-Type: application/json)" },
    });
    expect(await storedMessages()).toHaveLength(0);
  });

  test("application/json with parameters, in any letter case, is JSON", async () => {
    const { send } = await setup();
    for (const type of ["application/json; charset=utf-8", "Application/JSON"]) {
      expect((await send(post("/api/contact", JSON.stringify(valid), { "Content-Type": type }))).status, type).toBe(
        200,
      );
    }
  });

  function padded(size: number): string {
    const base = JSON.stringify({ ...valid, padding: "" });
    const body = JSON.stringify({ ...valid, padding: "x".repeat(size - new TextEncoder().encode(base).byteLength) });
    expect(new TextEncoder().encode(body).byteLength).toBe(size);
    return body;
  }

  test("a body of exactly 32 KB is read; one byte more is answered 413, declared or streamed", async () => {
    const { send } = await setup();
    expect(
      (await send(post("/api/contact", padded(MAX_BODY_BYTES), { "Content-Type": "application/json" }))).status,
    ).toBe(200);

    const tooBig = padded(MAX_BODY_BYTES + 1);
    const declared = await send(post("/api/contact", tooBig, { "Content-Type": "application/json" }));
    expect(declared).toMatchObject({
      status: 413,
      body: { error: { message: "The request body must be at most 32 KB" } },
    });

    // No Content-Length: the reader stops counting past the limit.
    const bytes = new TextEncoder().encode(tooBig);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.slice(i, i + 1000));
        controller.close();
      },
    });
    const streamed = await send(
      new Request("http://localhost/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(await storedMessages()).toHaveLength(1);
  });

  test("only POST is accepted", async () => {
    const { deps } = await setup();
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await contactApi(
        new Request("http://localhost/api/contact", { method }),
        admitted(deps, visitor),
      );
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  test("a filled honeypot is answered like a success, stored as spam and never queued for notification", async () => {
    const { send, logs } = await setup({ outbox: { contactWebhook: true } });
    const response = await send(postJson("/api/contact", { ...valid, website: "http://cheap-pills.example" }));
    expect(response.status).toBe(200);
    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(response.body).toEqual({ data: { id: rows[0]?.id } });
    expect(rows[0]?.spam).toBe(true);
    expect(await queued()).toHaveLength(0);
    expect(logs.text()).toContain("spam");
  });

  test("past the per-client limit the answer is 429 with a clear message and Retry-After; other clients go on", async () => {
    const { send } = await setup({ rules: { contact: { points: 3, durationSeconds: 600 } } });
    for (let i = 0; i < 3; i++) expect((await send(postJson("/api/contact", valid))).status).toBe(200);
    const limited = await send(postJson("/api/contact", valid));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: { message: "Too many messages from your connection. Please try again in 10 minutes." },
    });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(await storedMessages()).toHaveLength(3);

    expect((await send(postJson("/api/contact", valid), { address: "198.51.100.20" })).status).toBe(200);
  });

  test("IPv6 clients are counted per /64 network", async () => {
    const { send } = await setup({ rules: { contact: { points: 1, durationSeconds: 600 } } });
    expect((await send(postJson("/api/contact", valid), { address: "2001:db8:1:2::10" })).status).toBe(200);
    expect((await send(postJson("/api/contact", valid), { address: "2001:db8:1:2:ffff::99" })).status).toBe(429);
    expect((await send(postJson("/api/contact", valid), { address: "2001:db8:1:3::10" })).status).toBe(200);
  });

  if (driver === "postgres") {
    test("on PostgreSQL the limit is shared by every instance", async () => {
      const rules = { contact: { points: 2, durationSeconds: 600 } };
      const first = await setup({ rules });
      const second = makeDeps(database(), { rules }); // another instance: its own limiter, the same database
      expect((await first.send(postJson("/api/contact", valid))).status).toBe(200);
      expect(
        (await answer(await contactApi(postJson("/api/contact", valid), admitted(second.deps, visitor)))).status,
      ).toBe(200);
      expect((await first.send(postJson("/api/contact", valid))).status).toBe(429);
      expect(
        (await answer(await contactApi(postJson("/api/contact", valid), admitted(second.deps, visitor)))).status,
      ).toBe(429);
    });
  }

  test("when the notification cannot be queued nothing is committed and the answer is the spec's failure", async () => {
    const { send, logs } = await setup({
      wrapOutbox: (real) => ({
        ...real,
        contactMessageStored: async () => {
          throw new Error("disk full");
        },
      }),
    });
    const response = await send(postJson("/api/contact", valid));
    expect(response).toEqual(
      expect.objectContaining({ status: 500, body: { error: { message: CONTACT_FAILURE_MESSAGE } } }),
    );
    expect(JSON.stringify(response.body)).not.toContain("disk full");
    expect(await storedMessages()).toHaveLength(0);
    expect(logs.text()).toContain("disk full");
  });

  test("the API and the page's form refuse the same unstorable or multi-line input with the same message", async () => {
    const { deps, send } = await setup();
    const form = (fields: Record<string, string>) =>
      post("/contact", new URLSearchParams(fields).toString(), { "Content-Type": "application/x-www-form-urlencoded" });
    for (const [input, error] of [
      [
        { ...valid, firstName: "Ada\nLovelace" },
        { field: "firstName", message: "First name must be on one line" },
      ],
      [
        { ...valid, company: "Engines\u0000" },
        { field: "company", message: "Company contains a character that cannot be stored" },
      ],
      [
        { ...valid, lastName: "\u200B\u200B" },
        { field: "lastName", message: "Last name is required" },
      ],
    ] as const) {
      expect(await send(postJson("/api/contact", input))).toMatchObject({ status: 400, body: { error } });
      expect((await contactFormAction(form(input), admitted(deps, visitor))).result).toEqual({
        ok: false,
        status: 400,
        error,
      });
    }
    expect(await storedMessages()).toHaveLength(0);
  });

  test("the page's form action takes the form post and applies the same rules", async () => {
    const { deps } = await setup();
    const form = (fields: Record<string, string>) =>
      post("/contact", new URLSearchParams(fields).toString(), { "Content-Type": "application/x-www-form-urlencoded" });

    const ok = await contactFormAction(form({ ...valid, company: "" }), admitted(deps, visitor));
    expect(ok.result).toMatchObject({ ok: true, data: { id: expect.any(String) } });

    // The fields come back as posted, read once, for the page to fill in again.
    const invalid = await contactFormAction(form({ ...valid, lastName: " " }), admitted(deps, visitor));
    expect(invalid).toEqual({
      result: { ok: false, status: 400, error: { message: "Last name is required", field: "lastName" } },
      fields: { ...valid, lastName: " " },
    });

    // A database not ready yet: its 503, and still the fields.
    const refused = await contactFormAction(form(valid), {
      ok: false,
      status: 503,
      error: { message: "The service is starting. Please try again in a moment." },
    });
    expect(refused).toMatchObject({ result: { ok: false, status: 503 }, fields: valid });

    const multipart = new FormData();
    for (const [name, value] of Object.entries(valid)) multipart.set(name, value);
    const viaMultipart = await contactFormAction(
      new Request("http://localhost/contact", { method: "POST", body: multipart }),
      admitted(deps, visitor),
    );
    expect(viaMultipart.result.ok).toBe(true);

    const rows = await storedMessages();
    expect(rows).toHaveLength(2);
    expect(rows[0]?.company).toBeNull();
  });
});
