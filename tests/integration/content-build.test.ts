import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "vitest";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the project's sources (sharing node_modules) whose content we can break. */
function projectCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "content-build-"));
  copies.push(dir);
  for (const entry of ["app", "content", "lib", "server", "public", "react-router.config.ts", "vite.config.ts"]) {
    cpSync(path.join(projectRoot, entry), path.join(dir, entry), { recursive: true });
  }
  for (const file of ["package.json", "tsconfig.json"]) cpSync(path.join(projectRoot, file), path.join(dir, file));
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

test("a malformed content record stops the build with a message naming the file and the field", () => {
  const dir = projectCopy();
  const pagesFile = path.join(dir, "content/pages.ts");
  const original = readFileSync(pagesFile, "utf8");
  const broken = original.replace(/(about: \{\s*path: "\/about",\s*heading: )"[^"]*"/, '$1""');
  expect(broken, "the test could not find the about page's heading to break").not.toBe(original);
  writeFileSync(pagesFile, broken);

  const build = spawnSync(process.execPath, [path.join(dir, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: dir,
    encoding: "utf8",
    timeout: 120_000,
  });
  expect(build.status).not.toBe(0);
  expect(`${build.stdout}\n${build.stderr}`).toMatch(/content\/pages\.ts: about\.heading: /);
}, 150_000);
