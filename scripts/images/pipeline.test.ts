import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, expect, test } from "vitest";
import type { EncodeSettings } from "./encode.ts";
import { type BuildOptions, buildImages } from "./pipeline.ts";

// Small widths and the fastest encoder settings keep these tests quick; the logic is the same.
const settings: EncodeSettings = {
  widths: [16, 32, 64],
  avif: { quality: 50, effort: 0, chromaSubsampling: "4:2:0" },
  webp: { quality: 70, effort: 0 },
  jpeg: { quality: 70 },
};

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function workspace(altText: Record<string, string>) {
  const root = await mkdtemp(path.join(tmpdir(), "build-images-"));
  folders.push(root);
  const options: BuildOptions = {
    sourceDir: path.join(root, "images"),
    outDir: path.join(root, "public/_img"),
    publicPath: "/_img",
    cacheFile: path.join(root, "cache/images.json"),
    manifestFile: path.join(root, "generated/images.ts"),
    altText,
    settings,
    concurrency: 2,
  };
  const add = async (file: string, bytes: Buffer | string) => {
    await mkdir(path.dirname(path.join(options.sourceDir, file)), { recursive: true });
    await writeFile(path.join(options.sourceDir, file), bytes);
  };
  const outputs = async () =>
    (await readdir(options.outDir, { recursive: true })).filter((f) => path.extname(f)).sort();
  return { options, add, outputs };
}

const png = (width: number, height: number, background = "#0f3d3e") =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
const svg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#b45309"/></svg>`;

test("variants of a photograph are never wider than the photograph", async () => {
  const { options, add, outputs } = await workspace({ "site/small": "A small teal square." });
  await add("site/small.png", await png(40, 30));
  const { records } = await buildImages(options);
  expect(records[0]?.avif.map((v) => v.width)).toEqual([16, 32, 40]);
  expect(records[0]?.webp.map((v) => v.width)).toEqual([16, 32, 40]);
  for (const file of await outputs()) {
    const { width = 0 } = await sharp(path.join(options.outDir, file)).metadata();
    expect(width, file).toBeLessThanOrEqual(40);
  }
  expect(records[0]).toMatchObject({ width: 40, height: 30 });
});

test("greyscale photographs are encoded like colour ones", async () => {
  const { options, add } = await workspace({ "site/grey": "A grey square." });
  await add(
    "site/grey.jpg",
    await sharp(await png(24, 24))
      .greyscale()
      .jpeg()
      .toBuffer(),
  );
  const { records } = await buildImages(options);
  expect(records[0]).toMatchObject({ width: 24, height: 24 });
  expect(records[0]?.fallback.file).toMatch(/\.jpg$/);
});

test("the manifest lists every source with its size, srcsets, fallback and alt text", async () => {
  const altText = { "a/one": "An amber rectangle.", "a/two": "A teal rectangle.", "b/three": "Another teal one." };
  const { options, add } = await workspace(altText);
  await add("a/one.svg", svg(100, 50));
  await add("a/two.png", await png(80, 60));
  await add(
    "b/three.jpg",
    await sharp(await png(20, 20))
      .jpeg()
      .toBuffer(),
  );
  await add("b/notes.txt", "not an image");
  await buildImages(options);
  const { images } = (await import(/* @vite-ignore */ `${options.manifestFile}?${Date.now()}`)) as {
    images: Record<string, { width: number; height: number; avif: string; webp: string; src: string; alt: string }>;
  };
  expect(Object.keys(images)).toEqual(["a/one", "a/two", "b/three"]);
  expect(images["a/one"]).toMatchObject({ width: 64, height: 32, alt: "An amber rectangle." });
  expect(images["a/two"]?.avif).toMatch(
    /^\/_img\/a\/two-16\.[0-9a-f]{10}\.avif 16w, \/_img\/a\/two-32\.[0-9a-f]{10}\.avif 32w, \/_img\/a\/two-64\.[0-9a-f]{10}\.avif 64w$/,
  );
  expect(images["a/two"]?.webp).toContain(".webp 64w");
  expect(images["b/three"]).toMatchObject({ width: 20, height: 20, alt: "Another teal one." });
  expect(images["b/three"]?.src).toMatch(/^\/_img\/b\/three-20\.[0-9a-f]{10}\.jpg$/);
  for (const entry of Object.values(images))
    for (const url of [entry.src, ...`${entry.avif}, ${entry.webp}`.split(", ").map((s) => s.split(" ")[0] ?? "")])
      await expect(readFile(path.join(options.outDir, url.replace("/_img/", "")))).resolves.toBeInstanceOf(Buffer);
});

test("each folder gets a module of its own images, with the same entries as the full manifest", async () => {
  const { options, add } = await workspace({ "a/one": "One.", "a/two": "Two.", "b/three": "Three." });
  await add("a/one.svg", svg(100, 50));
  await add("a/two.svg", svg(80, 60));
  await add("b/three.svg", svg(20, 20));
  await buildImages(options);
  const load = async (file: string) =>
    ((await import(/* @vite-ignore */ `${file}?${Date.now()}`)) as { images: Record<string, unknown> }).images;
  const all = await load(options.manifestFile ?? "");
  const groupDir = path.join(path.dirname(options.manifestFile ?? ""), "images");
  const a = await load(path.join(groupDir, "a.ts"));
  const b = await load(path.join(groupDir, "b.ts"));
  expect(Object.keys(a)).toEqual(["a/one", "a/two"]);
  expect(Object.keys(b)).toEqual(["b/three"]);
  expect({ ...a, ...b }).toEqual(all);

  // A folder that no longer has images loses its module.
  await rm(path.join(options.sourceDir, "b"), { recursive: true });
  await buildImages({ ...options, altText: { "a/one": "One.", "a/two": "Two." } });
  expect(await readdir(groupDir)).toEqual(["a.ts"]);
});

test("a photograph replaces the SVG placeholder of the same name", async () => {
  const { options, add } = await workspace({ "projects/site": "The site from the street." });
  await add("projects/site.svg", svg(200, 100));
  await add(
    "projects/site.jpeg",
    await sharp(await png(48, 36))
      .jpeg()
      .toBuffer(),
  );
  const { records } = await buildImages(options);
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ name: "projects/site", width: 48, height: 36 });
});

test("two photographs with one name stop the build, naming both", async () => {
  const { options, add } = await workspace({ "team/lead": "Portrait." });
  await add("team/lead.png", await png(10, 10));
  await add(
    "team/lead.webp",
    await sharp(await png(10, 10))
      .webp()
      .toBuffer(),
  );
  await expect(buildImages(options)).rejects.toThrow(/"team\/lead" \(team\/lead\.png, team\/lead\.webp\): keep one/);
});

test("files the pipeline cannot use stop the build, each named with what to do", async () => {
  const { options, add } = await workspace({});
  await add("site/plan.gif", "GIF89a");
  await add("site/Front Door.png", await png(10, 10));
  const failure = buildImages(options);
  await expect(failure).rejects.toThrow(/site\/plan\.gif: \.gif is not supported/);
  await expect(buildImages(options)).rejects.toThrow(
    /site\/Front Door\.png: use lower-case letters, digits and hyphens/,
  );
});

test("a file that is not really an image stops the build, naming it", async () => {
  const { options, add } = await workspace({ "site/broken": "Nothing." });
  await add("site/broken.jpg", "this is text, not a JPEG");
  await expect(buildImages(options)).rejects.toThrow(/site\/broken\.jpg could not be read as an image/);
});

test("an image without alt text, or alt text without an image, stops the build before any encoding", async () => {
  const { options, add } = await workspace({ "a/described": "Described.", "a/gone": "Refers to nothing." });
  await add("a/described.svg", svg(10, 10));
  await add("a/undescribed.svg", svg(10, 10));
  const failure = buildImages(options);
  await expect(failure).rejects.toThrow(/a\/undescribed\.svg has no alt text/);
  await expect(buildImages(options)).rejects.toThrow(/Alt text is given for "a\/gone"/);
  await expect(readdir(options.outDir)).rejects.toThrow(/ENOENT/);
});

test("a second run with nothing changed encodes nothing and keeps every file", async () => {
  const { options, add, outputs } = await workspace({ "a/one": "One.", "a/two": "Two." });
  await add("a/one.svg", svg(100, 50));
  await add("a/two.png", await png(80, 60));
  const first = await buildImages(options);
  expect(first.encoded).toEqual(["a/one", "a/two"]);
  const files = await outputs();
  const second = await buildImages(options);
  expect(second.encoded).toEqual([]);
  expect(second.reused).toEqual(["a/one", "a/two"]);
  expect(second.manifestWritten).toBe(false);
  expect(second.records).toEqual(first.records);
  expect(await outputs()).toEqual(files);
});

test("a changed source is encoded again, alone, and its old files are removed", async () => {
  const { options, add, outputs } = await workspace({ "a/one": "One.", "a/two": "Two." });
  await add("a/one.svg", svg(100, 50));
  await add("a/two.png", await png(80, 60));
  await buildImages(options);
  const before = await outputs();
  await add("a/two.png", await png(80, 60, "#b45309"));
  const result = await buildImages(options);
  expect(result.encoded).toEqual(["a/two"]);
  expect(result.reused).toEqual(["a/one"]);
  const after = await outputs();
  expect(after.filter((f) => f.startsWith("a/one"))).toEqual(before.filter((f) => f.startsWith("a/one")));
  expect(result.removed.sort()).toEqual(before.filter((f) => f.startsWith("a/two")).sort());
  expect(after.filter((f) => f.startsWith("a/two"))).not.toEqual(result.removed);
});

test("a deleted output file is made again on the next run", async () => {
  const { options, add, outputs } = await workspace({ "a/one": "One." });
  await add("a/one.svg", svg(100, 50));
  await buildImages(options);
  const files = await outputs();
  await rm(path.join(options.outDir, files[0] as string));
  const result = await buildImages(options);
  expect(result.encoded).toEqual(["a/one"]);
  expect(await outputs()).toEqual(files);
});

test("two builds started together take turns, and the second finds the work done", async () => {
  const { options, add } = await workspace({ "a/one": "One.", "a/two": "Two." });
  await add("a/one.svg", svg(100, 50));
  await add("a/two.png", await png(80, 60));
  const [first, second] = await Promise.all([buildImages(options), buildImages(options)]);
  expect([first.encoded.length, second.encoded.length].sort()).toEqual([0, 2]);
  expect(second.records).toEqual(first.records);
});
