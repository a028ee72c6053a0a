import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "../server.ts";
import type { Started } from "./processes.ts";

const CHILD_TIMEOUT_MS = 15 * 60_000;
const resultsDir = path.join(projectRoot, "bench-results");

/** Runs another bench script as a child process; its exit code is returned. */
function runScript(file: string, args: string[], started: Started): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(projectRoot, file), ...args], {
      cwd: projectRoot,
      stdio: "inherit",
    });
    started.child(child.pid);
    const timer = setTimeout(() => {
      console.error(`${file} took longer than ${CHILD_TIMEOUT_MS / 60_000} minutes: stopping it`);
      if (child.pid !== undefined) process.kill(child.pid, "SIGTERM");
    }, CHILD_TIMEOUT_MS);
    child.on("exit", (code) => {
      clearTimeout(timer);
      started.childExited(child.pid);
      resolve(code);
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      console.error(`${file}: ${error.message}`);
      resolve(null);
    });
  });
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path.join(resultsDir, file), "utf8"));
  } catch {
    return null;
  }
}

export type ScriptFigures = { figures: unknown; error?: string };

/** Step 6: the contact form's load check (bench/contact-load.ts), on a server of its own. */
export async function contactLoad(count: number, started: Started): Promise<ScriptFigures> {
  console.log("contact load: bench/contact-load.ts");
  const code = await runScript("bench/contact-load.ts", ["--count", String(count)], started);
  return {
    figures: await readJson("contact-load.json"),
    ...(code === 0 ? {} : { error: `bench/contact-load.ts exited with ${code}` }),
  };
}

/** Step 7: the chat's load check (bench/chat-load.ts), when this checkout has it. */
export async function chatLoad(started: Started): Promise<ScriptFigures> {
  if (!existsSync(path.join(projectRoot, "bench/chat-load.ts"))) return { figures: await readJson("chat-load.json") };
  console.log("chat load: bench/chat-load.ts");
  const code = await runScript("bench/chat-load.ts", [], started);
  return {
    figures: await readJson("chat-load.json"),
    ...(code === 0 ? {} : { error: `bench/chat-load.ts exited with ${code}` }),
  };
}
