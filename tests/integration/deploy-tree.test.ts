import { type ChildProcess, execFile, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";
import { NODE_FLAGS } from "#server/node-flags.ts";
import { freePort } from "#tests/setup/server.ts";
import { projectRoot, requireProductionBuild } from "./http.ts";
import { postJson, START_OPTIONS } from "./support/servers.ts";

const run = promisify(execFile);

requireProductionBuild();

/** What a checkout holds besides its history, its installed packages and its data. */
const LEFT_BEHIND = new Set([".git", "node_modules", ".data", ".cache", "bench-results", "test-results"]);

let tree: string | undefined;
let server: ChildProcess | undefined;
afterAll(async () => {
  server?.kill("SIGKILL");
  if (tree) rmSync(tree, { recursive: true, force: true });
});

test("the README's deploy steps: a built tree pruned to production packages starts and serves", async () => {
  // Step 1 happened (npm ci, npm run build). The tree is linked where it can be, not copied: it is large
  // and nothing here writes to it. Outside the checkout, so no package resolves from its node_modules.
  tree = mkdtempSync(path.join(tmpdir(), "site-deploy-"));
  const place = async (from: string) => {
    // Hard links need one file system; across two, a copy.
    await run("cp", ["-al", from, tree ?? ""]).catch(() => run("cp", ["-a", from, tree ?? ""]));
  };
  for (const entry of readdirSync(projectRoot)) {
    if (!LEFT_BEHIND.has(entry)) await place(path.join(projectRoot, entry));
  }
  await place(path.join(projectRoot, "node_modules"));
  // npm rewrites these: real copies, so the checkout's stay as they are.
  for (const file of ["package.json", "package-lock.json"]) {
    rmSync(path.join(tree, file));
    copyFileSync(path.join(projectRoot, file), path.join(tree, file));
  }
  rmSync(path.join(tree, "node_modules", ".package-lock.json"), { force: true });

  // Step 2: npm prune --omit=dev.
  await run("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund"], { cwd: tree, timeout: 120_000 });
  for (const devOnly of ["vite", "vitest", "@react-router/dev", "@playwright/test", "node"]) {
    expect(existsSync(path.join(tree, "node_modules", devOnly)), devOnly).toBe(false);
  }

  // Step 3: `npm run serve` on the host's Node 24 (here, this test's own).
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  server = spawn(process.execPath, [...NODE_FLAGS, "server/index.ts"], {
    cwd: tree,
    env: { ...process.env, ENV_FILE: "/dev/null", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + START_OPTIONS.timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The pruned tree's server exited:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`The pruned tree's server never became ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  const page = await fetch(`${url}/about`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("<h1");
  const rendered = await fetch(`${url}/search?q=procurement`);
  expect(rendered.status).toBe(200);
  const stored = await postJson(url, "/api/contact", {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    projectDetails: "Sent to a pruned deployment.",
  });
  expect(stored.status).toBe(200);
}, 300_000);
