import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { gatePages, NOT_FOUND_PAGE } from "./helpers.ts";

const VNU_JAR = path.resolve(import.meta.dirname, "../../node_modules/vnu-jar/build/dist/vnu.jar");

type VnuMessage = {
  type: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

/** A file name for a page's HTML, readable in the report. */
function fileNameFor(pagePath: string): string {
  const slug = pagePath.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "_") || "home";
  return `${slug}.html`;
}

test("every page is valid HTML to the Nu HTML Checker", async ({ request }) => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(path.join(tmpdir(), "site-html-"));
  try {
    const pageOfFile = new Map<string, string>();
    for (const pagePath of await gatePages(request)) {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(pagePath === NOT_FOUND_PAGE ? 404 : 200);
      const file = path.join(folder, fileNameFor(pagePath));
      writeFileSync(file, await response.body());
      pageOfFile.set(file, pagePath);
    }

    // One run for every file: the JVM's start-up costs more than checking a page.
    // The stylesheet is written into each document (decision 020), and the
    // checker's CSS grammar predates what it uses (@property, @layer,
    // color-mix(), margin-trim), so its "CSS:" messages are left out: this gate
    // is about the HTML, every message about which still counts (decision 018).
    const args = ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--filterpattern", "CSS: .*"];
    const run = spawnSync("java", [...args, ...pageOfFile.keys()], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw new Error(`Could not run java (npm run test:e2e installs it): ${run.error.message}`);
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`The checker did not report in JSON (exit ${run.status}):\n${run.stderr}${run.stdout}`);
    }

    const errors = messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => {
        const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : "";
        // React writes a page on one line, so the column and a bit of markup say where.
        const where = `${pageOfFile.get(file) ?? file}:${m.lastLine ?? "?"}:${m.lastColumn ?? "?"}`;
        return `${where}: ${m.message}${m.extract ? ` in ${JSON.stringify(m.extract.trim())}` : ""}`;
      });
    expect(errors, "Nu HTML Checker errors").toEqual([]);
    // The checker ran on every file: a non-JSON or crashed run cannot pass as "no errors".
    expect(run.status, run.stderr).toBe(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
