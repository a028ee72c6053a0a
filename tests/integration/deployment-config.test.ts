import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { freshDataDir, type RunningServer, startServer } from "#tests/setup/server.ts";
import { request, requireProductionBuild } from "./http.ts";
import { PROCESS_TEST, postJson, runAdmin, START_OPTIONS } from "./support/servers.ts";
import { startSmtpServer } from "./support/smtp.ts";

requireProductionBuild();

const message = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", projectDetails: "Hello." };

function writeEnvFile(lines: string[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "site-env-")), ".env");
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

/** Subscriptions from one visitor behind the proxy, until the limit answers. */
async function subscribeUntilLimited(url: string, forwardedFor: () => string, attempts: number) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const response = await postJson(
      url,
      "/api/newsletter",
      { email: `reader${i}@example.com` },
      { "X-Forwarded-For": forwardedFor() },
    );
    statuses.push(response.status);
  }
  return statuses;
}

describe("configuration where the README documents it", PROCESS_TEST, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });
  const start = async (env: Record<string, string>) => {
    const server: RunningServer = await startServer(env, START_OPTIONS);
    cleanups.push(() => server.stop("SIGTERM"));
    return server;
  };

  test("a server started with only a .env uses its settings: mail, analytics and the proxy; so does the admin command", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const dataDir = await freshDataDir();
    const envFile = writeEnvFile([
      "# The firm's deployment",
      `DATA_DIR=${dataDir}`,
      `SMTP_URL=${smtp.url}`,
      "MAIL_FROM=website@example.com",
      "NOTIFY_EMAIL=enquiries@example.com",
      "GTM_ID=GTM-FROMFILE",
      "TRUST_PROXY=1",
    ]);
    // Nothing else: the harness's own settings (port, host, SITE_URL) and the file.
    const server = await start({ ENV_FILE: envFile });

    const analytics = await fetch(`${server.url}/analytics-config.json`);
    expect(await analytics.json()).toEqual({ gtmId: "GTM-FROMFILE" });

    const sent = await postJson(server.url, "/api/contact", message);
    expect(sent.status).toBe(200);
    const [mail] = await smtp.waitForMessages(1, 30_000);
    expect(mail?.to).toEqual(["enquiries@example.com"]);

    // TRUST_PROXY=1 from the file: each visitor behind the proxy has a limit of their own.
    const first = await subscribeUntilLimited(server.url, () => "203.0.113.7", 11);
    expect(first.at(-1)).toBe(429);
    expect((await subscribeUntilLimited(server.url, () => "203.0.113.8", 1))[0]).toBe(200);

    const exported = await runAdmin(["export", "messages"], { ENV_FILE: writeEnvFile([`DATA_DIR=${dataDir}`]) });
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout)).toEqual([expect.objectContaining(message)]);
  });

  test("the process environment wins over the .env, and a bad value there names the variable without its secret", async () => {
    const envFile = writeEnvFile([`DATA_DIR=${await freshDataDir()}`, "GTM_ID=GTM-FROMFILE"]);
    const server = await start({ ENV_FILE: envFile, GTM_ID: "GTM-PROCESS" });
    expect(await (await fetch(`${server.url}/analytics-config.json`)).json()).toEqual({ gtmId: "GTM-PROCESS" });

    const broken = await runAdmin(["export", "messages"], {
      ENV_FILE: writeEnvFile(["DATABASE_URL=mysql://site:hunter2@db.internal/site"]),
    });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain("DATABASE_URL:");
    expect(broken.stderr).not.toContain("hunter2");
  });

  test("behind one trusted proxy: HSTS when the proxy says https, and a visitor cannot choose their rate-limit bucket", async () => {
    const server = await start({ TRUST_PROXY: "1" });
    const overHttps = await request(server.url, "/about", { headers: { "X-Forwarded-Proto": "https" } });
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const overHttp = await request(server.url, "/about", { headers: { "X-Forwarded-Proto": "http" } });
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    const api = await postJson(server.url, "/api/newsletter", {}, { "X-Forwarded-Proto": "https" });
    expect(api.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");

    // The visitor writes a new left-most address each time; the proxy appends the real one.
    let n = 0;
    const statuses = await subscribeUntilLimited(server.url, () => `198.51.100.${n++}, 203.0.113.9`, 11);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  test("with no proxy trusted: forwarding headers change nothing, and one warning says so", async () => {
    const server = await start({ TRUST_PROXY: "" });
    for (const address of ["203.0.113.1", "203.0.113.2"]) {
      const response = await request(server.url, "/about", {
        headers: { "X-Forwarded-For": address, "X-Forwarded-Proto": "https" },
      });
      expect(response.status).toBe(200);
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
    expect(server.output().match(/X-Forwarded-For but TRUST_PROXY is off/g)).toHaveLength(1);
  });

  test("SITE_URL https at run time sends HSTS on every answer, whatever the build was made with", async () => {
    const server = await start({ SITE_URL: "https://www.example.com" });
    const page = await request(server.url, "/about");
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
