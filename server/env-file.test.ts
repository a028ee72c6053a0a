import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { ConfigError } from "./config.ts";
import { loadEnvFile } from "./env-file.ts";

function envFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "env-")), ".env");
  writeFileSync(file, text);
  return file;
}

test("the file's variables fill the environment; the process environment wins, even when set empty", () => {
  const file = envFile(
    "# comment\nDATABASE_URL=postgres://site@db/site\nSMTP_URL='smtp://mail:25'\nTRUST_PROXY=1\nGTM_ID=GTM-FILE\n",
  );
  const env: Record<string, string | undefined> = { ENV_FILE: file, GTM_ID: "GTM-PROCESS", TRUST_PROXY: "" };
  expect(loadEnvFile(env)).toEqual({ file, applied: ["DATABASE_URL", "SMTP_URL"] });
  expect(env).toEqual({
    ENV_FILE: file,
    DATABASE_URL: "postgres://site@db/site",
    SMTP_URL: "smtp://mail:25",
    GTM_ID: "GTM-PROCESS",
    TRUST_PROXY: "",
  });
});

test("a missing ENV_FILE stops start-up naming it", () => {
  expect(() => loadEnvFile({ ENV_FILE: "/nonexistent/site.env" })).toThrow(ConfigError);
  expect(() => loadEnvFile({ ENV_FILE: "/nonexistent/site.env" })).toThrow(/ENV_FILE: cannot read/);
});

test("/dev/null reads as no variables at all", () => {
  const env = { ENV_FILE: "/dev/null" };
  expect(loadEnvFile(env)).toEqual({ file: "/dev/null", applied: [] });
});
