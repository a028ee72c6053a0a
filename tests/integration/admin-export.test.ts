import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { lockDataDir } from "#server/db/data-dir-lock.ts";
import { type RunningServer, startServer } from "#tests/setup/server.ts";
import { requireProductionBuild } from "./http.ts";
import { drivers } from "./support/databases.ts";
import {
  PROCESS_TEST,
  parseCsv,
  postJson,
  runAdmin,
  START_OPTIONS,
  type Storage,
  storageFor,
} from "./support/servers.ts";

requireProductionBuild();

/** Values a spreadsheet would run, and values CSV must quote. */
const tricky = {
  firstName: '=HYPERLINK("http://evil.example","click")',
  lastName: 'O\'Brien, "Jr"',
  email: "+44@example.com",
  company: "@SUM(A1:A9)",
  projectDetails: '-2+3\nSecond line, with a comma\r\nand "quotes"',
};
const plain = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  projectDetails: "A refurbishment.",
};

describe.each(drivers)("npm run admin -- export, on %s", PROCESS_TEST, (driver) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  async function running(): Promise<{ storage: Storage; server: RunningServer }> {
    const storage = await storageFor(driver);
    cleanups.push(() => storage.dispose());
    const server = await startServer(storage.env, START_OPTIONS);
    cleanups.push(() => server.stop("SIGTERM"));
    return { storage, server };
  }

  test("exports messages as JSON and as spreadsheet-safe CSV while the site runs", async () => {
    const { storage, server } = await running();
    const ids: string[] = [];
    for (const body of [tricky, plain, { ...plain, website: "http://spam.example" }]) {
      const response = await postJson(server.url, "/api/contact", body);
      expect(response.status).toBe(200);
      ids.push((response.json as { data: { id: string } }).data.id);
    }

    const json = await runAdmin(["export", "messages", "--format", "json"], storage.env);
    expect(json.code).toBe(0);
    expect(json.stderr).toContain(driver === "pglite" ? "from the running server through" : "from PostgreSQL at");
    const messages = JSON.parse(json.stdout) as Record<string, unknown>[];
    expect(messages).toEqual([
      { id: ids[0], receivedAt: expect.any(String), ...tricky, spam: false },
      { id: ids[1], receivedAt: expect.any(String), ...plain, company: null, spam: false },
      { id: ids[2], receivedAt: expect.any(String), ...plain, company: null, spam: true },
    ]);

    const csv = await runAdmin(["export", "messages", "--format", "csv"], storage.env);
    expect(csv.code).toBe(0);
    expect(csv.stdout.startsWith("\uFEFF")).toBe(true);
    const [header, first, second, third, ...rest] = parseCsv(csv.stdout.slice(1));
    expect(rest).toEqual([]);
    expect(header).toEqual(["id", "receivedAt", "firstName", "lastName", "email", "company", "projectDetails", "spam"]);
    expect(first).toEqual([
      ids[0],
      messages[0]?.receivedAt,
      `'${tricky.firstName}`,
      tricky.lastName,
      `'${tricky.email}`,
      `'${tricky.company}`,
      `'${tricky.projectDetails}`,
      "false",
    ]);
    expect(second).toEqual([
      ids[1],
      messages[1]?.receivedAt,
      "Ada",
      "Lovelace",
      "ada@example.com",
      "",
      "A refurbishment.",
      "false",
    ]);
    expect(third?.at(-1)).toBe("true");
    // No cell a spreadsheet would evaluate.
    for (const cell of [first, second, third].flat()) expect(cell ?? "").not.toMatch(/^[=+\-@\t\r]/);
  });

  test("exports subscribers with their consent record", async () => {
    const { storage, server } = await running();
    await postJson(server.url, "/api/newsletter", { email: "Reader@Example.com", page: "/blog" });
    await postJson(server.url, "/api/newsletter", { email: "=cmd@example.com" });

    const json = await runAdmin(["export", "subscribers"], storage.env);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual([
      { email: "reader@example.com", consentedAt: expect.any(String), consentPage: "/blog" },
      { email: "=cmd@example.com", consentedAt: expect.any(String), consentPage: null },
    ]);
    const csv = parseCsv((await runAdmin(["export", "subscribers", "--format", "csv"], storage.env)).stdout.slice(1));
    expect(csv.map((row) => row[0])).toEqual(["email", "reader@example.com", "'=cmd@example.com"]);
  });

  test("a wrong command says how to use it and exits 2", async () => {
    const storage = await storageFor(driver);
    cleanups.push(() => storage.dispose());
    for (const args of [[], ["export"], ["export", "users"], ["export", "messages", "--format", "xml"]]) {
      const run = await runAdmin(args, storage.env);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr, args.join(" ")).toContain("Usage: npm run --silent admin -- <command>");
      expect(run.stdout).toBe("");
    }
  });

  if (driver === "pglite") {
    test("with no server running it opens the data folder itself, says so, and leaves it unlocked", async () => {
      const { storage, server } = await running();
      await postJson(server.url, "/api/contact", plain);
      await server.stop("SIGTERM");

      const run = await runAdmin(["export", "messages"], storage.env);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain("no server is running on");
      expect(run.stderr).toContain("opened it directly");
      expect(JSON.parse(run.stdout)).toEqual([expect.objectContaining(plain)]);
      expect(existsSync(path.join(storage.env.DATA_DIR ?? "", "site.lock"))).toBe(false);

      // And the site starts again on the folder afterwards.
      const again = await startServer(storage.env, START_OPTIONS);
      cleanups.push(() => again.stop("SIGTERM"));
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    });

    test("it never opens a folder another live process holds, and says why", async () => {
      const storage = await storageFor(driver);
      cleanups.push(() => storage.dispose());
      // This test process stands in for a server still starting: it holds the lock, no socket answers yet.
      const lock = lockDataDir(storage.env.DATA_DIR ?? "", "server");
      cleanups.push(async () => lock.release());
      const run = await runAdmin(["export", "messages"], storage.env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`is in use by process ${process.pid} (server)`);
      expect(run.stdout).toBe("");
    });

    test("a second server on the same data folder refuses to start", async () => {
      const { storage } = await running();
      await expect(startServer(storage.env, START_OPTIONS)).rejects.toThrow(/is in use by process \d+ \(server\)/);
    });
  }
});
