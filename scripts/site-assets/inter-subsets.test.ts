import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { coveredBy, interSubsets, unicodeRange } from "./inter-subsets.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function interFaces() {
  const css = await readFile(path.join(root, "app/app.css"), "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1] ?? "")
    .filter((body) => body.includes('"Inter Variable"'))
    .map((body) => ({
      src: /src:\s*url\("([^"]+)"\)/.exec(body)?.[1],
      range: /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.replace(/\s+/g, " ").trim(),
      display: /font-display:\s*(\w+)/.exec(body)?.[1],
    }));
}

async function sourceText(dir: string): Promise<string> {
  const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true });
  const files = entries.filter(
    (entry) => entry.isFile() && /\.(tsx?|md)$/.test(entry.name) && !/\.test\./.test(entry.name),
  );
  const texts = await Promise.all(files.map((entry) => readFile(path.join(entry.parentPath, entry.name), "utf8")));
  return texts.join("\n");
}

test("the stylesheet declares one Inter face per cut file, with the file's own unicode-range", async () => {
  const faces = await interFaces();
  expect(faces).toEqual(
    interSubsets.map((subset) => ({
      src: `./generated/fonts/${subset.file}`,
      range: unicodeRange(subset),
      display: "optional",
    })),
  );
});

test("no character is in both files", () => {
  const [core, extended] = interSubsets;
  for (let code = 0; code <= 0x2300; code += 1) {
    const char = String.fromCodePoint(code);
    expect(core && extended && coveredBy(core, char) && coveredBy(extended, char), `U+${code.toString(16)}`).toBe(
      false,
    );
  }
});

test("every symbol the site's copy uses is in the core file; letters are in one of the two", async () => {
  const text = `${await sourceText("content")}\n${await sourceText("app/components")}\n${await sourceText("app/routes")}`;
  const used = new Set([...text].filter((char) => (char.codePointAt(0) ?? 0) > 0x7e));
  expect(used.size).toBeGreaterThan(3);
  const [core, extended] = interSubsets;
  if (!core || !extended) throw new Error("two subsets expected");
  for (const char of used) {
    if (/\p{L}/u.test(char)) expect(coveredBy(core, char) || coveredBy(extended, char), char).toBe(true);
    else expect(coveredBy(core, char), `${char} (U+${char.codePointAt(0)?.toString(16)})`).toBe(true);
  }
});
