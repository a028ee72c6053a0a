import { afterEach, describe, expect, test } from "vitest";
import { type RunningServer, startServer } from "#tests/setup/server.ts";
import { requireProductionBuild } from "./http.ts";
import { drivers } from "./support/databases.ts";
import { PROCESS_TEST, postJson, runAdmin, START_OPTIONS, type Storage, storageFor } from "./support/servers.ts";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp.ts";

requireProductionBuild();

const message = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  company: "Harbour Estates",
  projectDetails: "A 44,000 sq ft CAT A fit-out in Islington.",
};

const mailEnv = (smtp: TestSmtpServer) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: "website@example.com",
  NOTIFY_EMAIL: "enquiries@example.com",
});

describe.each(drivers)("a server killed right after a 200, on %s", PROCESS_TEST, (driver) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  async function setup() {
    const storage: Storage = await storageFor(driver);
    const smtp = await startSmtpServer();
    cleanups.push(
      () => storage.dispose(),
      () => smtp.close(),
    );
    const start = async (env: Record<string, string>) => {
      const server: RunningServer = await startServer({ ...storage.env, ...env }, START_OPTIONS);
      cleanups.push(() => server.stop("SIGKILL"));
      return server;
    };
    return { storage, smtp, start };
  }

  test("keeps the message, and delivers the notification that was in flight after the restart, once", async () => {
    const { storage, smtp, start } = await setup();
    // The SMTP server takes the message and never answers: the delivery is in flight when the process dies.
    smtp.stall = true;
    const first = await start(mailEnv(smtp));
    const response = await postJson(first.url, "/api/contact", message);
    expect(response.status).toBe(200);
    const id = (response.json as { data: { id: string } }).data.id;
    await smtp.waitForData(1);
    await first.stop("SIGKILL");
    expect(smtp.received).toHaveLength(0);

    smtp.stall = false;
    const second = await start(mailEnv(smtp));
    const [mail] = await smtp.waitForMessages(1, 60_000);
    expect(mail?.header("x-contact-message-id")).toBe(id);
    expect(mail?.to).toEqual(["enquiries@example.com"]);
    expect(mail?.text).toContain(message.projectDetails);

    const exported = await runAdmin(["export", "messages"], storage.env);
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout)).toEqual([{ id, ...message, spam: false, receivedAt: expect.any(String) }]);

    // Delivered means marked delivered: nothing more arrives on the next polls.
    await new Promise((r) => setTimeout(r, 6000));
    expect(smtp.received).toHaveLength(1);
    expect(second.output()).toContain("outbox delivered");
  });

  test("without SMTP the message waits in the outbox across a kill, the log says how to send it, and mail goes once enabled", async () => {
    const { storage, smtp, start } = await setup();
    const first = await start({});
    expect(first.output()).toContain("SMTP_URL is not set");
    const response = await postJson(first.url, "/api/contact", message);
    expect(response.status).toBe(200);
    const id = (response.json as { data: { id: string } }).data.id;
    await first.stop("SIGKILL");
    expect(first.output()).toMatch(/mail is off, so its notification waits in the outbox\. Set SMTP_URL/);

    await start(mailEnv(smtp));
    const [mail] = await smtp.waitForMessages(1, 60_000);
    expect(mail?.header("x-contact-message-id")).toBe(id);
    const exported = await runAdmin(["export", "messages"], storage.env);
    expect((JSON.parse(exported.stdout) as { id: string }[]).map((m) => m.id)).toEqual([id]);
  });
});
