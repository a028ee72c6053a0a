/**
 * The home page's background film. Encodes the film's source, content/video/hero.mp4, into the
 * variants the page plays (public/video/) and writes their list to content/video/hero-film.ts.
 *
 * It needs ffmpeg with libsvtav1 and libx264 (Debian: `apt-get install ffmpeg`). Its output is
 * committed, so building and serving the site never needs ffmpeg: run it only when the film
 * changes (docs/decisions/031).
 *
 *   npm run film                    encode the variants from content/video/hero.mp4
 *   npm run film -- --placeholder   first draw the placeholder film from the hero artwork
 *                                   (a slow camera move over content/images/home/hero.*),
 *                                   then encode it
 *
 * To use the firm's own film, replace content/video/hero.mp4 with it (any length, no sound
 * needed: the page plays it muted and the variants drop the sound track) and run `npm run film`.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(root, "content/video/hero.mp4");
const outDir = path.join(root, "public/video");
const manifestFile = path.join(root, "content/video/hero-film.ts");

/** Placeholder film: one slow push in and back with a sideways drift, so it loops without a seam. */
const PLACEHOLDER = { width: 1920, height: 1080, fps: 24, seconds: 12, zoom: 0.1, drift: 0.6 };

/**
 * What the page chooses from: a portrait cut for phones (the hero is taller than wide there) and a
 * 16:9 film for larger screens, each in AV1 (WebM) and, for browsers without an AV1 decoder,
 * H.264 (MP4). Sizes are multiples of 16, which both encoders want.
 */
const VARIANTS = [
  // The middle of the picture, at 9:16, whatever shape the source is.
  { name: "phone", filter: "crop='min(iw,ih*9/16)':'min(ih,iw*16/9)',scale=576:1024", h264Level: "3.1" },
  { name: "wide", filter: "scale=1920:1080:force_original_aspect_ratio=increase,crop=1920:1080", h264Level: "4.0" },
] as const;

async function ffmpeg(args: string[]) {
  try {
    await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new Error("ffmpeg is not installed: on Debian, apt-get install -y ffmpeg");
    throw error;
  }
}

async function probe(file: string) {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "stream=codec_type,codec_name,profile,level,width,height",
    "-of",
    "json",
    file,
  ]);
  const streams = (JSON.parse(stdout) as { streams: Record<string, string | number | undefined>[] }).streams;
  const video = streams.find((s) => s.codec_type === "video");
  if (!video) throw new Error(`${path.relative(root, file)} has no video stream`);
  return {
    codec: String(video.codec_name),
    profile: String(video.profile),
    level: Number(video.level),
    width: Number(video.width),
    height: Number(video.height),
    hasSound: streams.some((s) => s.codec_type === "audio"),
  };
}

/** The RFC 6381 codecs parameter, so a browser can tell from the markup whether it can play a file. */
function codecs(stream: Awaited<ReturnType<typeof probe>>): string {
  if (stream.codec === "av1") {
    const profile = { Main: 0, High: 1, Professional: 2 }[stream.profile] ?? 0;
    return `av01.${profile}.${String(stream.level).padStart(2, "0")}M.08`;
  }
  if (stream.codec === "h264") {
    const profile = { "Constrained Baseline": "42E0", Main: "4D00", High: "6400" }[stream.profile];
    if (!profile) throw new Error(`unexpected H.264 profile ${stream.profile}`);
    return `avc1.${profile}${stream.level.toString(16).padStart(2, "0").toUpperCase()}`;
  }
  throw new Error(`unexpected codec ${stream.codec}`);
}

/** The hero artwork: the firm's photograph if one was dropped in, otherwise the drawn placeholder. */
async function heroArtwork(): Promise<string> {
  const folder = path.join(root, "content/images/home");
  const names = await readdir(folder);
  const raster = names.find((name) => /^hero\.(jpe?g|png|webp|avif)$/i.test(name));
  return path.join(folder, raster ?? "hero.svg");
}

async function drawPlaceholder(work: string) {
  const { width, height, fps, seconds, zoom, drift } = PLACEHOLDER;
  const still = path.join(work, "hero.png");
  // Twice the film's size, so the camera's sub-pixel moves stay smooth.
  const artwork = await heroArtwork();
  await sharp(artwork, { density: 192 })
    .resize(width * 2, height * 2, { fit: "cover" })
    .flatten({ background: "#0a2a2b" })
    .png()
    .toFile(still);
  const frames = fps * seconds;
  const phase = `2*PI*on/${frames}`;
  // Frame 0 is the still exactly (no zoom, no offset), so the film takes over from the poster unseen.
  const camera = [
    `z='1+${zoom}*(1-cos(${phase}))/2'`,
    `x='(iw-iw/zoom)/2*(1+${drift}*sin(${phase}))'`,
    "y='(ih-ih/zoom)/2'",
    "d=1",
    `s=${width}x${height}`,
    `fps=${fps}`,
  ].join(":");
  await mkdir(path.dirname(source), { recursive: true });
  await ffmpeg([
    ...["-loop", "1", "-framerate", String(fps), "-i", still, "-t", String(seconds)],
    ...["-vf", `zoompan=${camera},format=yuv420p`],
    ...["-an", "-c:v", "libx264", "-preset", "slow", "-crf", "20", "-movflags", "+faststart", source],
  ]);
  console.log(`film: drew the placeholder ${path.relative(root, source)} from ${path.relative(root, artwork)}`);
}

type Encoded = { src: string; type: string; bytes: number; width: number; height: number };

async function encode(variant: (typeof VARIANTS)[number]): Promise<Encoded[]> {
  const common = ["-i", source, "-vf", `${variant.filter},format=yuv420p`, "-an", "-sn", "-dn", "-map_metadata", "-1"];
  const files = [
    {
      file: `hero-${variant.name}.webm`,
      mime: "video/webm",
      args: ["-c:v", "libsvtav1", "-preset", "6", "-crf", "40", "-g", "240"],
    },
    {
      file: `hero-${variant.name}.mp4`,
      mime: "video/mp4",
      args: [
        ...["-c:v", "libx264", "-preset", "slow", "-crf", "28", "-profile:v", "high"],
        ...["-level:v", variant.h264Level, "-movflags", "+faststart"],
      ],
    },
  ];
  const encoded: Encoded[] = [];
  for (const { file, mime, args } of files) {
    const target = path.join(outDir, file);
    await ffmpeg([...common, ...args, target]);
    const stream = await probe(target);
    if (stream.hasSound) throw new Error(`${file} kept a sound track`);
    encoded.push({
      src: `/video/${file}`,
      type: `${mime}; codecs="${codecs(stream)}"`,
      bytes: (await stat(target)).size,
      width: stream.width,
      height: stream.height,
    });
    console.log(`film: ${file} ${stream.width}x${stream.height}, ${Math.round((await stat(target)).size / 1024)} KB`);
  }
  return encoded;
}

const work = await mkdtemp(path.join(tmpdir(), "film-"));
try {
  if (process.argv.includes("--placeholder")) await drawPlaceholder(work);
  await probe(source).catch((error: Error) => {
    throw new Error(`${path.relative(root, source)}: ${error.message}`);
  });
  await mkdir(outDir, { recursive: true });
  const variants: Record<string, Encoded[]> = {};
  for (const variant of VARIANTS) variants[variant.name] = await encode(variant);
  const sha256 = createHash("sha256")
    .update(await readFile(source))
    .digest("hex");
  await writeFile(
    manifestFile,
    `// Written by scripts/build-film.ts (npm run film) from content/video/hero.mp4; do not edit by hand.

/** One encoding of the film: the browser plays the first whose type it supports. */
export type FilmFile = { src: string; type: string; bytes: number; width: number; height: number };

export const heroFilm: {
  /** SHA-256 of the source these were made from: a test checks they are up to date. */
  sourceSha256: string;
  /** Portrait, for screens narrower than they are tall. */
  phone: readonly FilmFile[];
  /** 16:9, for everything else. */
  wide: readonly FilmFile[];
} = ${JSON.stringify({ sourceSha256: sha256, ...variants }, null, 2)};
`,
  );
  console.log(`film: wrote ${path.relative(root, manifestFile)}`);
} finally {
  await rm(work, { recursive: true, force: true });
}
