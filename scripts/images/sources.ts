import { readdir } from "node:fs/promises";
import path from "node:path";

export const RASTER_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"] as const;
export const SOURCE_EXTENSIONS = ["svg", ...RASTER_EXTENSIONS] as const;
/** Pictures we could mistake for sources but cannot encode; better to say so than to ignore them. */
const UNSUPPORTED_EXTENSIONS = ["gif", "tif", "tiff", "heic", "heif", "bmp", "jxl"];
/** Names become URL paths and srcset entries, where spaces and capitals cause trouble. */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export type Source = {
  /** `group/name`: the path below the source folder, without extension, with forward slashes. */
  name: string;
  /** Absolute path of the file. */
  file: string;
  kind: "svg" | "raster";
};

/**
 * Every image below `dir`, one per name. A photograph (any raster format) replaces the SVG
 * placeholder of the same name. Files that cannot be used (two photographs with one name, an
 * unsupported format, a name unfit for a URL) stop the build, all listed at once.
 */
export async function findSources(dir: string): Promise<Source[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const byName = new Map<string, Source[]>();
  const problems: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const ext = path.extname(entry.name).slice(1).toLowerCase();
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file).split(path.sep).join("/");
    if (UNSUPPORTED_EXTENSIONS.includes(ext)) {
      problems.push(`${relative}: .${ext} is not supported; save it as .jpg, .png, .webp or .avif.`);
      continue;
    }
    if (!(SOURCE_EXTENSIONS as readonly string[]).includes(ext)) continue;
    const name = relative.slice(0, -(ext.length + 1));
    if (!NAME.test(name)) {
      problems.push(`${relative}: use lower-case letters, digits and hyphens only, e.g. projects/islington-2.${ext}`);
      continue;
    }
    const list = byName.get(name) ?? [];
    list.push({ name, file, kind: ext === "svg" ? "svg" : "raster" });
    byName.set(name, list);
  }
  const sources: Source[] = [];
  for (const [name, candidates] of byName) {
    const rasters = candidates.filter((source) => source.kind === "raster");
    if (rasters.length > 1) {
      const files = rasters.map((r) => path.relative(dir, r.file).split(path.sep).join("/")).sort();
      problems.push(`several photographs are named "${name}" (${files.join(", ")}): keep one.`);
    }
    sources.push((rasters[0] ?? candidates[0]) as Source);
  }
  if (problems.length) throw new Error(`Some files in ${dir} cannot be used:\n- ${problems.sort().join("\n- ")}`);
  return sources.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
