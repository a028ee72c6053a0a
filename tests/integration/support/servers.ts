import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { freshDataDir } from "#tests/setup/server.ts";
import { projectRoot } from "../http.ts";
import { createPostgresDatabase, type Driver } from "./databases.ts";

/** Every variable the backend reads, unset: a test names what it wants, nothing leaks in from the shell. */
export const QUIET_ENV: Record<string, string> = {
  DATABASE_URL: "",
  SMTP_URL: "",
  MAIL_FROM: "",
  NOTIFY_EMAIL: "",
  NEWSLETTER_WEBHOOK_URL: "",
  CONTACT_WEBHOOK_URL: "",
  RELAX_RATE_LIMITS: "",
  TRUST_PROXY: "",
};

export type Storage = { driver: Driver; env: Record<string, string>; dispose(): Promise<void> };

/** Where a server process keeps its data: a new PGlite folder, or a new PostgreSQL database. */
export async function storageFor(driver: Driver): Promise<Storage> {
  if (driver === "pglite") {
    // Short and absolute: the admin socket lives in it.
    const dir = await freshDataDir();
    return { driver, env: { ...QUIET_ENV, DATA_DIR: dir }, dispose: () => rm(dir, { recursive: true, force: true }) };
  }
  const database = await createPostgresDatabase();
  return { driver, env: { ...QUIET_ENV, DATABASE_URL: database.url }, dispose: database.drop };
}

export type AdminRun = { code: number; stdout: string; stderr: string };

/** `npm run admin -- …args` as the firm runs it, with `env`; `input` is typed at its prompt. */
export function runAdmin(args: string[], env: Record<string, string>, input = ""): Promise<AdminRun> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [path.join(projectRoot, "server/admin.ts"), ...args],
      { cwd: projectRoot, env: { ...process.env, ENV_FILE: "/dev/null", ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    child.stdin?.end(input);
  });
}

/** Waits until `check()` holds, or fails after `ms` naming what it waited for. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF), written here independently of the exporter. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += char;
    }
  }
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

export async function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/**
 * Process tests wait generously: a busy machine (a parallel browser run, a
 * build) can slow a cold start well past the usual few seconds.
 */
export const PROCESS_TEST = { timeout: 120_000 } as const;
export const START_OPTIONS = { timeoutMs: 90_000 } as const;
