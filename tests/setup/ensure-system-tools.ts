/**
 * The browser tests drive Debian's Chromium (Playwright's own browser
 * download is not available everywhere we run), and the HTML validity gate
 * runs the Nu HTML Checker, a Java program. Install what is missing when we
 * can (as root on Debian), otherwise say how.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Tool = {
  name: string;
  isPresent: () => boolean;
  debianPackage: string;
  /** What to tell someone who must install it by hand. */
  help: string[];
};

const tools: Tool[] = [
  {
    name: "Chromium",
    isPresent: () => existsSync(CHROMIUM_PATH),
    debianPackage: "chromium",
    help: [
      `The browser tests need Chromium at ${CHROMIUM_PATH}, and it is not there.`,
      "Install it with:  sudo apt-get install chromium   (Debian/Ubuntu)",
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    ],
  },
  {
    name: "Java",
    isPresent: () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0,
    debianPackage: "default-jre-headless",
    help: [
      "The HTML validity test runs the Nu HTML Checker (node_modules/vnu-jar), which needs Java 11 or later,",
      "and `java` is not on the PATH.",
      "Install it with:  sudo apt-get install default-jre-headless   (Debian/Ubuntu)",
    ],
  },
];

let updated = false;

function install(tool: Tool): boolean {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/etc/debian_version")) return false;
  console.log(`${tool.name} is missing; installing Debian's ${tool.debianPackage} package with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (!updated) {
    if (spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env }).status !== 0) return false;
    updated = true;
  }
  const result = spawnSync("apt-get", ["install", "-y", "-qq", tool.debianPackage], { stdio: "inherit", env });
  return result.status === 0;
}

if (import.meta.main) {
  const missing = tools.filter((tool) => !tool.isPresent() && !(install(tool) && tool.isPresent()));
  if (missing.length > 0) {
    console.error(missing.map((tool) => tool.help.join("\n")).join("\n\n"));
    process.exit(1);
  }
}
