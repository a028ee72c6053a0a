import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, onTestFinished, test } from "vitest";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const migrations = path.join(projectRoot, "server/db/migrations");

test("the committed migrations match the schema (run npm run db:generate after changing it)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const copy = path.join(dir, "migrations");
  cpSync(migrations, copy, { recursive: true });
  const output = execFileSync(
    process.execPath,
    [
      path.join(projectRoot, "node_modules/drizzle-kit/bin.cjs"),
      "generate",
      "--dialect",
      "postgresql",
      "--schema",
      "./server/db/schema.ts",
      // drizzle-kit prefixes "./" to the folder, so it must be relative.
      "--out",
      path.relative(projectRoot, copy),
    ],
    { cwd: projectRoot, encoding: "utf8" },
  );
  expect(output).toContain("No schema changes");
  expect(readdirSync(copy).sort()).toEqual(readdirSync(migrations).sort());
}, 60_000);
