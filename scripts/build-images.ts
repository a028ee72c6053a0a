/**
 * Builds responsive variants of every image in content/images into public/_img and writes the
 * typed manifest app/generated/images.ts. Runs before `build`, `dev` and `typecheck`; unchanged
 * images are skipped, so a run with nothing new takes a fraction of a second.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { altText } from "#content/images/alt-text.ts";
import { buildImages } from "./images/pipeline.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = performance.now();
try {
  const result = await buildImages({
    sourceDir: path.join(root, "content/images"),
    outDir: path.join(root, "public/_img"),
    publicPath: "/_img",
    // In the checkout rather than node_modules/.cache: copies of the checkout that link to one
    // node_modules (as test sandboxes do) must not share a cache that describes other files.
    cacheFile: path.join(root, ".cache/build-images.json"),
    manifestFile: path.join(root, "app/generated/images.ts"),
    altText,
    log: console.log,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const removed = result.removed.length ? `, ${result.removed.length} stale files removed` : "";
  const which = result.encoded.length && result.encoded.length <= 5 ? ` (${result.encoded.join(", ")})` : "";
  console.log(
    `images: ${result.records.length} images, ${result.encoded.length} encoded${which}, ${result.reused.length} unchanged${removed} (${seconds} s)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
