import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));

/** What React a process gets when it imports this module first, then React, with `nodeEnv` as NODE_ENV. */
function reactBuildAfterImport(nodeEnv: string | undefined): string {
  const env = { ...process.env };
  delete env.NODE_ENV;
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv;
  const script = [
    `await import(${JSON.stringify(path.join(here, "production-mode.ts"))});`,
    `const React = await import("react");`,
    // React's development build exports captureOwnerStack; its production build does not.
    `console.log(process.env.NODE_ENV, typeof React.captureOwnerStack === "function" ? "development" : "production");`,
  ].join("\n");
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: here,
    env,
    encoding: "utf8",
  }).trim();
}

test("the server runs React's production build when NODE_ENV is not set", () => {
  expect(reactBuildAfterImport(undefined)).toBe("production production");
});

test("an operator's NODE_ENV is kept", () => {
  expect(reactBuildAfterImport("development")).toBe("development development");
});

test("it is the server entry's first import, before anything that loads React", () => {
  const imports = [...readFileSync(path.join(here, "index.ts"), "utf8").matchAll(/^import\b.*$/gm)].map(
    ([line]) => line,
  );
  expect(imports[0]).toBe('import "./production-mode.ts";');
});
