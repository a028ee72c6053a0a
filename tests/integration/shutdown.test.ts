import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { startServer } from "#tests/setup/server.ts";
import { projectRoot, requireProductionBuild, waitForText } from "./http.ts";

requireProductionBuild();

/** Resolves with everything the socket receives once the server closes it. */
function readUntilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
    });
    socket.once("error", reject);
    socket.once("close", () => resolve(received));
  });
}

describe("graceful shutdown", () => {
  test("SIGTERM on an idle server logs, stops and exits with code 0", async () => {
    const server = await startServer();
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      const code = await server.stop("SIGTERM");
      expect(code).toBe(0);
    }
    expect(server.output()).toContain('"message":"shutting down"');
    expect(server.output()).toContain('"signal":"SIGTERM"');
    expect(server.output()).toContain('"message":"stopped"');
  }, 30_000);

  test("SIGTERM finishes the request in flight, refuses new connections, then exits with code 0", async () => {
    const server = await startServer();
    const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1");
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", resolve);
        socket.once("error", reject);
      });
      const received = readUntilClosed(socket);
      // Half a request: the server has started reading it when the signal comes.
      socket.write("GET /about HTTP/1.1\r\nHost: localhost\r\n");
      await new Promise((r) => setTimeout(r, 200));

      const exit = server.stop("SIGTERM");
      await waitForText(server.output, '"message":"shutting down"');

      // The listening socket is closed: a new visitor is turned away.
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
      expect(server.process.exitCode).toBeNull();

      // The request in flight still gets its whole answer, and the connection is closed after it.
      socket.write("\r\n");
      const response = await received;
      expect(response).toMatch(/^HTTP\/1\.1 200 /);
      expect(response).toContain("<h1");
      expect(response).toContain("</html>");

      // Exits on its own once the last connection is done, well inside the 10 s grace period.
      const started = Date.now();
      expect(await exit).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(server.output()).not.toContain("forcing exit");
      expect(server.output()).toContain('"message":"stopped"');
    } finally {
      socket.destroy();
      await server.stop("SIGKILL");
    }
  }, 30_000);
});

describe("configuration at start-up", () => {
  test.each([
    ["PORT", "abc"],
    ["SITE_URL", "ftp://example.com"],
    ["DATABASE_URL", "mysql://localhost/site"],
    ["GTM_ID", "UA-1234"],
  ])(
    "an invalid %s (%s) stops the process with a message naming it",
    async (name, value) => {
      const child = spawn(process.execPath, [path.join(projectRoot, "server", "index.ts")], {
        cwd: projectRoot,
        env: { ...process.env, HOST: "127.0.0.1", PORT: "0", SITE_URL: "http://localhost:3000", [name]: value },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const pid = child.pid;
      if (pid === undefined) throw new Error("The server process did not start");
      let output = "";
      child.stdout.on("data", (chunk) => {
        output += chunk;
      });
      child.stderr.on("data", (chunk) => {
        output += chunk;
      });
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      const timeout = setTimeout(() => process.kill(pid, "SIGKILL"), 15_000);
      try {
        const code = await exited;
        expect(code).not.toBe(0);
        expect(code).not.toBeNull();
        expect(output).toContain(`${name}:`);
        expect(output).toContain("Invalid configuration");
        expect(output).not.toContain('"message":"listening"');
      } finally {
        clearTimeout(timeout);
        if (child.exitCode === null && child.signalCode === null) process.kill(pid, "SIGKILL");
      }
    },
    20_000,
  );
});
