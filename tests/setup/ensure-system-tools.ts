/**
 * The browser tests drive Debian's Chromium (Playwright's own browser
 * download is not available everywhere we run). Install it when we can,
 * otherwise say how.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function install(): boolean {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/etc/debian_version")) return false;
  console.log("Chromium is missing; installing Debian's chromium package with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  if (update.status !== 0) return false;
  const result = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  return result.status === 0;
}

if (import.meta.main) {
  if (!existsSync(CHROMIUM_PATH) && !(install() && existsSync(CHROMIUM_PATH))) {
    console.error(
      [
        `The browser tests need Chromium at ${CHROMIUM_PATH}, and it is not there.`,
        "Install it with:  sudo apt-get install chromium   (Debian/Ubuntu)",
        "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
      ].join("\n"),
    );
    process.exit(1);
  }
}
