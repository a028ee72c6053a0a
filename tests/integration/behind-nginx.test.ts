import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { freePort, type RunningServer, startServer } from "#tests/setup/server.ts";
import { projectRoot, requireProductionBuild } from "./http.ts";
import { createPostgresDatabase, drivers } from "./support/databases.ts";
import { QUIET_ENV, START_OPTIONS } from "./support/servers.ts";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp.ts";

const run = promisify(execFile);

requireProductionBuild();

const NGINX = "/usr/sbin/nginx";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One HTTPS request through the proxy, from a loopback address of the caller's choosing (one per visitor). */
function viaProxy(
  port: number,
  requestPath: string,
  {
    method = "GET",
    body,
    from = "127.0.0.1",
    headers = {},
  }: {
    method?: string;
    body?: unknown;
    from?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: "127.0.0.1",
        port,
        path: requestPath,
        method,
        localAddress: from,
        servername: "localhost",
        rejectUnauthorized: false,
        agent: false,
        headers: {
          Host: "localhost",
          ...(payload
            ? { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(payload)) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/**
 * The README's nginx site file, as shipped, with this test's names, ports,
 * certificate and folders put in, inside a main configuration that runs
 * nginx in the foreground in a folder of its own.
 */
function nginxConfig(dir: string, upstreams: number[], ports: { http: number; https: number }): string {
  const site = readFileSync(path.join(projectRoot, "docs/deploy/nginx-site.conf"), "utf8")
    .replaceAll("www.example.com", "localhost")
    .replace("/etc/letsencrypt/live/localhost/fullchain.pem", path.join(dir, "cert.pem"))
    .replace("/etc/letsencrypt/live/localhost/privkey.pem", path.join(dir, "key.pem"))
    .replace("/var/cache/nginx/studio_site", path.join(dir, "cache"))
    .replace(/^\s*listen \[::\].*$/gm, "")
    .replace("listen 80;", `listen 127.0.0.1:${ports.http};`)
    .replace(/listen 443 ssl( http2)?;/, `listen 127.0.0.1:${ports.https} ssl$1;`)
    .replace(/^(\s*)server 127\.0\.0\.1:3000 max_fails=0;\n\s*server 127\.0\.0\.1:3001 max_fails=0;/m, (_, indent) =>
      upstreams.map((port) => `${indent}server 127.0.0.1:${port} max_fails=0;`).join("\n"),
    );
  expect(site).not.toContain("example.com");
  expect(site).toContain(`127.0.0.1:${upstreams[1]}`);
  writeFileSync(path.join(dir, "site.conf"), site);
  const main = `
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`;
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, main);
  return file;
}

describe.runIf(drivers.includes("postgres"))("two instances behind Debian's nginx, one PostgreSQL", () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  test("pages and forms through the proxy, HSTS, cached assets, rate limits per real client across both, each notification arriving as one message while an instance dies", async () => {
    if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx (see .ci/run)`);
    const dir = mkdtempSync(path.join(tmpdir(), "nginx-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(path.join(dir, "cache"));
    await run("openssl", [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"],
      ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
    ]);

    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const smtp: TestSmtpServer = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const env = {
      ...QUIET_ENV,
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: "website@example.com",
      NOTIFY_EMAIL: "enquiries@example.com",
      TRUST_PROXY: "127.0.0.1",
    };
    const instances: RunningServer[] = [];
    for (let i = 0; i < 2; i++) {
      const instance = await startServer(env, START_OPTIONS);
      cleanups.push(() => instance.stop("SIGKILL"));
      instances.push(instance);
    }
    const [first, second] = instances as [RunningServer, RunningServer];

    const ports = { http: await freePort(), https: await freePort() };
    const config = nginxConfig(
      dir,
      instances.map((s) => Number(new URL(s.url).port)),
      ports,
    );
    await run(NGINX, ["-t", "-c", config, "-p", dir]);
    const nginx: ChildProcess = spawn(NGINX, ["-c", config, "-p", dir, "-g", "daemon off;"], { stdio: "ignore" });
    cleanups.push(() => nginx.kill("SIGQUIT"));
    const deadline = Date.now() + 20_000;
    while (
      !(await viaProxy(ports.https, "/healthz").then(
        (r) => r.status === 200,
        () => false,
      ))
    ) {
      if (Date.now() > deadline)
        throw new Error(`nginx did not answer:\n${readFileSync(path.join(dir, "error.log"), "utf8")}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    // Pages over TLS and HTTP/2-capable nginx, with the server's HSTS (it sees X-Forwarded-Proto).
    const page = await viaProxy(ports.https, "/about");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<h1");
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const asset = /\/assets\/[^"]+\.js/.exec(page.body)?.[0];
    expect(asset).toBeDefined();
    await viaProxy(ports.https, asset ?? "");
    expect((await viaProxy(ports.https, asset ?? "")).headers["x-cache"]).toBe("HIT");

    // One visitor (127.0.0.2), whatever X-Forwarded-For it sends, meets one limit across both instances.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await viaProxy(ports.https, "/api/newsletter", {
        method: "POST",
        body: { email: `reader${i}@example.com` },
        from: "127.0.0.2",
        headers: { "X-Forwarded-For": `198.51.100.${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    const other = await viaProxy(ports.https, "/api/newsletter", {
      method: "POST",
      body: { email: "someone@example.com" },
      from: "127.0.0.3",
    });
    expect(other.status).toBe(200);

    // Contact messages from many visitors; one instance is killed half-way.
    const acknowledged: string[] = [];
    for (let i = 0; i < 16; i++) {
      if (i === 8) await first.stop("SIGKILL");
      const token = `behind-nginx-${i}`;
      const answer = await viaProxy(ports.https, "/api/contact", {
        method: "POST",
        from: `127.0.1.${i + 1}`,
        body: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", projectDetails: `Message ${token}.` },
      });
      expect(answer.status, answer.body).toBe(200);
      acknowledged.push(token);
    }
    await smtp.waitForMessages(acknowledged.length, 60_000);
    // Every notification is marked delivered: none is left for a second attempt.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (;;) {
        const { rows } = await client.query<{ waiting: string }>(
          "select count(*) as waiting from outbox where kind = 'contact.email' and delivered_at is null",
        );
        if (rows[0]?.waiting === "0") break;
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      await client.end();
    }
    // Each notification arrives, as one message: delivery is at least once (decision 007), so the instance
    // killed between the mail server's answer and its commit may leave one to be sent again, but a repeat
    // carries the same Message-ID, which the firm's mail client shows once.
    const delivered = smtp.received.map((mail) => ({
      token: /behind-nginx-\d+/.exec(mail.text)?.[0],
      messageId: mail.header("message-id"),
    }));
    for (const token of acknowledged) {
      const copies = delivered.filter((d) => d.token === token);
      expect(copies.length, token).toBeGreaterThanOrEqual(1);
      expect(new Set(copies.map((d) => d.messageId)).size, token).toBe(1);
    }
    expect(new Set(delivered.map((d) => d.messageId)).size).toBe(acknowledged.length);
    // At most the deliveries in flight when the instance died are repeated.
    expect(smtp.received.length - acknowledged.length).toBeLessThanOrEqual(1);
    expect(second.process.exitCode).toBeNull();
  }, 240_000);
});
