import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { contentHash, DEFAULT_SETTINGS, decode, type EncodeSettings, encodeJobs, type Format } from "./encode.ts";
import { withLock } from "./lock.ts";
import { type ImageRecord, renderGroupManifests, renderManifest, type Variant } from "./manifest.ts";
import { findSources, type Source } from "./sources.ts";

export type BuildOptions = {
  /** Where the sources live: `<group>/<name>.<ext>`. */
  sourceDir: string;
  /** Where variants are written; the pipeline owns this folder and removes what it no longer needs. */
  outDir: string;
  /** URL path under which `outDir` is served, e.g. `/_img`. */
  publicPath: string;
  cacheFile: string;
  /** The generated TypeScript manifest; left out, none is written. */
  manifestFile?: string;
  altText: Readonly<Record<string, string>>;
  settings?: EncodeSettings;
  /** Images encoded at once. */
  concurrency?: number;
  /** Progress notes, such as waiting for another build; silent when left out. */
  log?: (message: string) => void;
};

export type BuildResult = {
  records: ImageRecord[];
  /** Names encoded this run, and names whose cached variants were kept. */
  encoded: string[];
  reused: string[];
  /** Output files deleted because no image refers to them any more. */
  removed: string[];
  manifestWritten: boolean;
};

type Cache = {
  version: 1;
  images: Record<string, { sourceHash: string; settingsHash: string; record: ImageRecord }>;
};

/** Bump when encoding changes in a way the settings do not show, so every image is made again. */
const ENCODER_VERSION = 1;

const EXTENSION: Record<Format, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };

/** Every source needs a description and every description a source, so no image ships without alt text. */
export function checkAltText(sources: readonly Source[], altText: Readonly<Record<string, string>>, sourceDir: string) {
  const problems: string[] = [];
  const names = new Set(sources.map((source) => source.name));
  for (const source of sources) {
    const alt = altText[source.name];
    if (alt === undefined)
      problems.push(
        `${path.relative(process.cwd(), source.file)} has no alt text: add "${source.name}" to the alt-text record.`,
      );
    else if (!alt.trim()) problems.push(`The alt text of "${source.name}" is empty: describe what the picture shows.`);
  }
  for (const name of Object.keys(altText))
    if (!names.has(name)) problems.push(`Alt text is given for "${name}", but ${sourceDir} has no image of that name.`);
  if (problems.length) throw new Error(`Images are missing descriptions:\n- ${problems.join("\n- ")}`);
}

async function readCache(file: string): Promise<Cache> {
  try {
    const cache = JSON.parse(await readFile(file, "utf8")) as Cache;
    if (cache.version === 1 && cache.images && typeof cache.images === "object") return cache;
  } catch {
    // No cache yet, or an unreadable one: build everything.
  }
  return { version: 1, images: {} };
}

async function listFiles(dir: string): Promise<Set<string>> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return new Set(
      entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/")),
    );
  } catch {
    return new Set();
  }
}

const filesOf = (record: ImageRecord) => [...record.avif, ...record.webp, record.fallback].map((v) => v.file);

/**
 * Runs `work` over `items`, `limit` at a time. After a failure no new item starts, and the first
 * error is thrown only once running items have stopped, so nothing writes after the lock is released.
 */
async function runPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < items.length && errors.length === 0) {
      try {
        await work(items[next++] as T);
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (errors.length) throw errors[0];
}

async function encodeSource(
  source: Source,
  bytes: Buffer,
  settings: EncodeSettings,
  outDir: string,
  existing: Set<string>,
) {
  const decoded = await decode(bytes).catch((error: unknown) => {
    throw new Error(`${path.relative(process.cwd(), source.file)} could not be read as an image: ${String(error)}`, {
      cause: error,
    });
  });
  const variants: Record<Format, Variant[]> = { avif: [], webp: [], jpeg: [], png: [] };
  let height = decoded.height;
  let width = 0;
  // One encode at a time per image: the pool runs several images side by side.
  for (const job of encodeJobs(decoded, settings)) {
    const file = await job.run();
    const name = `${source.name}-${file.width}.${file.hash.slice(0, 10)}.${EXTENSION[file.format]}`;
    if (!existing.has(name)) {
      await mkdir(path.dirname(path.join(outDir, name)), { recursive: true });
      await writeFile(path.join(outDir, name), file.bytes);
      existing.add(name);
    }
    variants[file.format].push({ width: file.width, file: name });
    if (file.width > width) {
      width = file.width;
      height = file.height;
    }
  }
  const fallback = variants.jpeg[0] ?? variants.png[0];
  if (!fallback) throw new Error(`No fallback was made for ${source.name}`);
  return { name: source.name, width, height, avif: variants.avif, webp: variants.webp, fallback } satisfies ImageRecord;
}

/**
 * Turns every source into AVIF and WebP variants with content-hashed names and writes the manifest.
 * A source whose bytes (and the encode settings) are unchanged since the last run keeps its files,
 * so a run with nothing new only reads and hashes the sources.
 */
export async function buildImages(options: BuildOptions): Promise<BuildResult> {
  return withLock(`${options.cacheFile}.lock`, () => build(options), {
    onWait: (pid) => options.log?.(`images: waiting for the image build in process ${pid}`),
  });
}

async function build(options: BuildOptions): Promise<BuildResult> {
  const settings = options.settings ?? DEFAULT_SETTINGS;
  const settingsHash = contentHash(Buffer.from(JSON.stringify({ ENCODER_VERSION, settings })));
  const sources = await findSources(options.sourceDir);
  checkAltText(sources, options.altText, options.sourceDir);
  const cache = await readCache(options.cacheFile);
  const existing = await listFiles(options.outDir);
  const next: Cache = { version: 1, images: {} };
  const records = new Map<string, ImageRecord>();
  const todo: { source: Source; bytes: Buffer; sourceHash: string }[] = [];
  const reused: string[] = [];
  for (const source of sources) {
    const bytes = await readFile(source.file);
    const sourceHash = contentHash(bytes);
    const cached = cache.images[source.name];
    if (
      cached?.sourceHash === sourceHash &&
      cached.settingsHash === settingsHash &&
      filesOf(cached.record).every((file) => existing.has(file))
    ) {
      records.set(source.name, cached.record);
      next.images[source.name] = cached;
      reused.push(source.name);
    } else todo.push({ source, bytes, sourceHash });
  }
  const encoded: string[] = [];
  try {
    await runPool(
      todo,
      options.concurrency ?? Math.min(availableParallelism(), 4),
      async ({ source, bytes, sourceHash }) => {
        const record = await encodeSource(source, bytes, settings, options.outDir, existing);
        records.set(source.name, record);
        next.images[source.name] = { sourceHash, settingsHash, record };
        encoded.push(source.name);
      },
    );
  } finally {
    // Keep what was finished even if one image failed, so the next run resumes rather than restarts.
    await mkdir(path.dirname(options.cacheFile), { recursive: true });
    await writeFile(options.cacheFile, JSON.stringify(next));
  }
  const ordered = sources.map((source) => records.get(source.name) as ImageRecord);
  const keep = new Set(ordered.flatMap(filesOf));
  const removed = [...existing].filter((file) => !keep.has(file));
  await Promise.all(removed.map((file) => rm(path.join(options.outDir, file), { force: true })));
  let manifestWritten = false;
  if (options.manifestFile) {
    const manifest = renderManifest(ordered, options.altText, options.publicPath);
    const current = await readFile(options.manifestFile, "utf8").catch(() => null);
    // Rewriting an unchanged manifest would make a running dev server reload for nothing.
    if (current !== manifest) {
      await mkdir(path.dirname(options.manifestFile), { recursive: true });
      await writeFile(options.manifestFile, manifest);
      manifestWritten = true;
    }
    const groupDir = path.join(path.dirname(options.manifestFile), "images");
    const groups = renderGroupManifests(ordered, options.altText, options.publicPath);
    await mkdir(groupDir, { recursive: true });
    for (const [group, source] of groups) {
      const file = path.join(groupDir, `${group}.ts`);
      if ((await readFile(file, "utf8").catch(() => null)) === source) continue;
      await writeFile(file, source);
      manifestWritten = true;
    }
    for (const stale of (await readdir(groupDir)).filter((name) => !groups.has(name.replace(/\.ts$/, "")))) {
      await rm(path.join(groupDir, stale), { force: true });
      manifestWritten = true;
    }
  }
  return { records: ordered, encoded: encoded.sort(), reused, removed: removed.sort(), manifestWritten };
}
