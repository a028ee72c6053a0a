/**
 * The two files Inter is served as (decision 016, second amendment). The
 * published latin file is 48 KB with every weight from 100 to 900 and every
 * stylistic alternate; on a slow phone that is the largest thing between the
 * HTML and the first paint. The site sets text from 400 to 800 in the default
 * glyphs, so the build cuts Inter down to that:
 *
 * - "core": ASCII, the Latin-1 symbols the copy uses (£, ©, ·, ×, « », °),
 *   the accented small letters English borrows (é, ç, ï, ñ), general
 *   punctuation (dashes, quotes, ellipsis), €, ™, arrows and minus. Every
 *   page needs it.
 * - "extended": the rest of what Fontsource's latin file covers (capitals
 *   with accents, ß, ø, Œ, ¿, fractions, …). Declared with its own unicode-range,
 *   the browser downloads it only for a page that shows one of them.
 *
 * Characters in neither come from the fallback stack, as any character outside
 * the latin file did before.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

type Range = readonly [first: number, last: number];

export type InterSubset = { name: string; file: string; ranges: readonly Range[] };

const WEIGHTS = { min: 400, max: 800, default: 400 } as const;

export const interSubsets: readonly InterSubset[] = [
  {
    name: "core",
    file: "inter-core.woff2",
    ranges: [
      [0x20, 0x7e],
      [0xa0, 0xa0],
      [0xa3, 0xa3],
      [0xa9, 0xa9],
      [0xab, 0xab],
      [0xae, 0xae],
      [0xb0, 0xb0],
      [0xb7, 0xb7],
      [0xbb, 0xbb],
      [0xd7, 0xd7],
      // The accented small letters English copy borrows (café, façade, naïve, señor).
      [0xe0, 0xe2],
      [0xe4, 0xe4],
      [0xe7, 0xef],
      [0xf1, 0xf4],
      [0xf6, 0xf6],
      [0xf9, 0xfc],
      [0x2010, 0x2027],
      [0x2030, 0x203a],
      [0x2044, 0x2044],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2190, 0x2193],
      [0x2212, 0x2212],
    ],
  },
  {
    name: "extended",
    file: "inter-extended.woff2",
    ranges: [
      [0xa1, 0xa2],
      [0xa4, 0xa8],
      [0xaa, 0xaa],
      [0xac, 0xad],
      [0xaf, 0xaf],
      [0xb1, 0xb6],
      [0xb8, 0xba],
      [0xbc, 0xd6],
      [0xd8, 0xdf],
      [0xe3, 0xe3],
      [0xe5, 0xe6],
      [0xf0, 0xf0],
      [0xf5, 0xf5],
      [0xf7, 0xf8],
      [0xfd, 0xff],
      [0x131, 0x131],
      [0x152, 0x153],
    ],
  },
];

const hex = (code: number) => code.toString(16).toUpperCase();

/** The CSS `unicode-range` value of a subset, as app/app.css declares it. */
export function unicodeRange(subset: InterSubset): string {
  return subset.ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}

export function coveredBy(subset: InterSubset, char: string): boolean {
  const code = char.codePointAt(0) ?? -1;
  return subset.ranges.some(([first, last]) => code >= first && code <= last);
}

function characters(subset: InterSubset): string {
  let text = "";
  for (const [first, last] of subset.ranges) {
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

/**
 * Writes app/generated/fonts/<file> for each subset, from the Fontsource file
 * in node_modules. Skipped when the files exist and neither the source nor the
 * subsets changed since they were written.
 */
export async function writeInterSubsets(root: string): Promise<{ written: number }> {
  const source = path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
  const outDir = path.join(root, "app/generated/fonts");
  const font = await readFile(source);
  const key = createHash("sha256").update(font).update(JSON.stringify({ interSubsets, WEIGHTS })).digest("hex");
  const keyFile = path.join(outDir, "key.txt");
  const current = await readFile(keyFile, "utf8").catch(() => "");
  const present = await Promise.all(
    interSubsets.map((subset) =>
      readFile(path.join(outDir, subset.file)).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (current === key && present.every(Boolean)) return { written: 0 };
  const { default: subsetFont } = await import("subset-font");
  await mkdir(outDir, { recursive: true });
  for (const subset of interSubsets) {
    const output = await subsetFont(font, characters(subset), {
      targetFormat: "woff2",
      variationAxes: { wght: WEIGHTS },
      // Only the glyphs the characters map to: no stylistic alternates or
      // other glyphs reachable through optional features.
      noLayoutClosure: true,
    });
    await writeFile(path.join(outDir, subset.file), output);
  }
  await writeFile(keyFile, key);
  return { written: interSubsets.length };
}
