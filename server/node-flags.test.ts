import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { NODE_FLAGS } from "./node-flags.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");

test("npm run serve and the container start the site with the same Node options as the bench and the tests", () => {
  const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
  expect(scripts.serve).toBe(["node", ...NODE_FLAGS, "server/index.ts"].join(" "));
  const cmd = /^CMD (\[.*\])$/m.exec(read("Dockerfile"))?.[1];
  expect(cmd && JSON.parse(cmd)).toEqual(["node", ...NODE_FLAGS, "server/index.ts"]);
});
