import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import { ConfigError } from "./config.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The `.env` beside package.json: the file the build reads too, wherever the process was started. */
export const DEFAULT_ENV_FILE = path.join(projectRoot, ".env");

export type LoadedEnvFile = {
  file: string;
  /** The variables taken from the file (those not already set in the process environment). */
  applied: string[];
};

/**
 * Reads the deployment's `.env` into `env` before the configuration is
 * parsed, for the server, the admin command and any script that reads the
 * configuration. The process environment wins: a variable it sets, even to
 * an empty string, is left alone. `ENV_FILE` names another file (a path
 * outside the checkout, or /dev/null for none); a missing default `.env` is
 * fine, a missing ENV_FILE is an error. Returns null when there was none.
 */
export function loadEnvFile(env: Record<string, string | undefined> = process.env): LoadedEnvFile | null {
  const named = env.ENV_FILE?.trim();
  const file = named ? path.resolve(named) : DEFAULT_ENV_FILE;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!named && code === "ENOENT") return null;
    throw new ConfigError(`ENV_FILE: cannot read ${file} (${code ?? String(error)})`);
  }
  const applied: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    applied.push(name);
  }
  return { file, applied };
}
