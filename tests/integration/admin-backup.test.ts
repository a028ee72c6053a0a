import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { type RunningServer, startServer } from "#tests/setup/server.ts";
import { requireProductionBuild } from "./http.ts";
import { createPostgresDatabase, drivers } from "./support/databases.ts";
import {
  PROCESS_TEST,
  postJson,
  QUIET_ENV,
  runAdmin,
  START_OPTIONS,
  type Storage,
  storageFor,
} from "./support/servers.ts";

requireProductionBuild();

/** Clients posting contact messages one after another until told to stop; every acknowledged id is kept. */
function submissionLoad(server: RunningServer, clients: number) {
  const acknowledged: string[] = [];
  let stop = false;
  let sent = 0;
  const loops = Array.from({ length: clients }, async (_, client) => {
    while (!stop) {
      const n = sent++;
      const response = await postJson(server.url, "/api/contact", {
        firstName: `Client${client}`,
        lastName: `Message${n}`,
        email: `client${client}@example.com`,
        projectDetails: `Message ${n} of the load.`,
      });
      if (response.status !== 200) throw new Error(`Submission answered ${response.status}: ${response.text}`);
      acknowledged.push((response.json as { data: { id: string } }).data.id);
    }
  });
  return {
    acknowledged,
    async stop() {
      stop = true;
      await Promise.all(loops);
    },
  };
}

describe.each(drivers)("npm run admin -- backup and restore, on %s", PROCESS_TEST, (driver) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-backup-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  /** An empty place to restore into: a new folder, or a new PostgreSQL database. */
  async function emptyStorage(): Promise<Storage> {
    if (driver === "pglite") {
      const dir = path.join(folder(), "restored");
      return { driver, env: { ...QUIET_ENV, DATA_DIR: dir }, dispose: async () => {} };
    }
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    return { driver, env: { ...QUIET_ENV, DATABASE_URL: database.url }, dispose: database.drop };
  }

  test("a backup taken under a submission load restores to a place the server starts from, with every acknowledged message", async () => {
    const storage = await storageFor(driver);
    cleanups.push(() => storage.dispose());
    const server = await startServer({ ...storage.env, RELAX_RATE_LIMITS: "true" }, START_OPTIONS);
    cleanups.push(() => server.stop("SIGTERM"));

    const load = submissionLoad(server, 6);
    cleanups.push(() => load.stop());
    while (load.acknowledged.length < 30) await new Promise((r) => setTimeout(r, 20));

    const file = path.join(folder(), "site.backup");
    const before = new Set(load.acknowledged);
    const backup = await runAdmin(["backup", file], storage.env);
    const during = load.acknowledged.length;
    await load.stop();
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stderr).toMatch(/wrote a backup of \d+ bytes to/);
    expect(backup.stderr).toContain(driver === "pglite" ? "from the running server" : "from PostgreSQL at");
    // The load went on while the backup was taken.
    expect(during).toBeGreaterThan(before.size);
    expect(readdirSync(path.dirname(file))).toEqual(["site.backup"]);

    const target = await emptyStorage();
    const restore = await runAdmin(["restore", file], target.env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stderr).toContain(`restored ${file}`);

    const restored = await startServer(target.env, START_OPTIONS);
    cleanups.push(() => restored.stop("SIGTERM"));
    expect((await fetch(`${restored.url}/healthz`)).status).toBe(200);
    const exported = JSON.parse((await runAdmin(["export", "messages"], target.env)).stdout) as { id: string }[];
    const ids = exported.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    const missing = [...before].filter((id) => !ids.includes(id));
    expect(missing).toEqual([]);
    // Nothing in the backup that was not sent: at most the messages acknowledged while it was taken.
    const acknowledged = new Set(load.acknowledged);
    expect(ids.filter((id) => !acknowledged.has(id))).toEqual([]);
  });

  test("a backup never overwrites a file, and a restore never touches a place that holds data", async () => {
    const storage = await storageFor(driver);
    cleanups.push(() => storage.dispose());
    const server = await startServer(storage.env, START_OPTIONS);
    cleanups.push(() => server.stop("SIGTERM"));
    await postJson(server.url, "/api/contact", {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      projectDetails: "Kept safe.",
    });

    const existing = path.join(folder(), "taken.backup");
    writeFileSync(existing, "an older backup");
    const refused = await runAdmin(["backup", existing], storage.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("already exists");

    const file = path.join(folder(), "good.backup");
    expect((await runAdmin(["backup", file], storage.env)).code).toBe(0);

    // Into the live storage itself: refused, and the site's data is as it was.
    const intoLive = await runAdmin(["restore", file], storage.env);
    expect(intoLive.code).toBe(1);
    expect(intoLive.stderr).toMatch(/is not empty|already has tables/);
    expect(intoLive.stderr).toContain("Nothing was changed.");
    const messages = JSON.parse((await runAdmin(["export", "messages"], storage.env)).stdout) as unknown[];
    expect(messages).toHaveLength(1);

    // Something that is not a backup: refused, the empty place left empty.
    const target = await emptyStorage();
    const notBackup = await runAdmin(["restore", existing], target.env);
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toContain("is not a backup made by");
    if (driver === "pglite") expect(existsSync(path.join(target.env.DATA_DIR ?? "", "PG_VERSION"))).toBe(false);
  });

  if (driver === "pglite") {
    test("after the server was killed, the command backs up the folder itself", async () => {
      const storage = await storageFor(driver);
      cleanups.push(() => storage.dispose());
      const server = await startServer(storage.env, START_OPTIONS);
      await postJson(server.url, "/api/contact", {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        projectDetails: "Acknowledged before the crash.",
      });
      // SIGKILL leaves the lock of a dead process and the socket file behind.
      await server.stop("SIGKILL");

      const file = path.join(folder(), "after-crash.backup");
      const backup = await runAdmin(["backup", file], storage.env);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stderr).toContain("opened it directly and wrote a backup");

      const target = await emptyStorage();
      expect((await runAdmin(["restore", file], target.env)).code).toBe(0);
      const exported = JSON.parse((await runAdmin(["export", "messages"], target.env)).stdout) as unknown[];
      expect(exported).toEqual([expect.objectContaining({ projectDetails: "Acknowledged before the crash." })]);
    });
  }
});
