/**
 * Draws the placeholder pictures into content/images as SVG. The firm replaces one by dropping a
 * photograph with the same name beside it (a raster file wins over the SVG), so running this again
 * never touches their photographs.
 *
 *   node scripts/generate-placeholders.ts              write every placeholder SVG
 *   node scripts/generate-placeholders.ts --print-alt  also print the drawings' own descriptions,
 *                                                      to paste into content/images/alt-text.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { placeholders } from "./images/placeholders/catalogue.ts";
import { renderPlaceholder } from "./images/placeholders/render.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sourceDir = path.join(root, "content/images");

const descriptions: string[] = [];
let bytes = 0;
for (const placeholder of placeholders) {
  const { svg, alt } = renderPlaceholder(placeholder);
  const file = path.join(sourceDir, `${placeholder.name}.svg`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, svg);
  bytes += Buffer.byteLength(svg);
  descriptions.push(`  ${JSON.stringify(placeholder.name)}:\n    ${JSON.stringify(alt)},`);
}
console.log(`Wrote ${placeholders.length} placeholder SVGs (${Math.round(bytes / 1024)} KB) to content/images.`);
if (process.argv.includes("--print-alt")) console.log(`{\n${descriptions.join("\n")}\n}`);
