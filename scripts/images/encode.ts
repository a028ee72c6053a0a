import { createHash } from "node:crypto";
import type { Sharp } from "sharp";
import { fallbackWidth, variantWidths } from "./widths.ts";

export type EncodeSettings = {
  widths: readonly number[];
  avif: { quality: number; effort: number; chromaSubsampling: "4:2:0" | "4:4:4" };
  webp: { quality: number; effort: number };
  jpeg: { quality: number };
};

export const DEFAULT_SETTINGS: EncodeSettings = {
  widths: [480, 960, 1440, 1920],
  // AVIF encoding is most of the build's time. Effort 2 is several times faster than sharp's
  // default 4 for files about 15% larger, and 4:2:0 chroma (what cameras produce anyway) saves
  // another quarter of the time and some bytes.
  avif: { quality: 52, effort: 2, chromaSubsampling: "4:2:0" },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 78 },
};

export type Format = "avif" | "webp" | "jpeg" | "png";
export type EncodedFile = { format: Format; width: number; height: number; hash: string; bytes: Buffer };

/** A decoded source, oriented and ready to resize. */
export type Decoded = { width: number; height: number; opaque: boolean; resized: (width: number) => Sharp };

export function contentHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

let sharpModule: Promise<typeof import("sharp").default> | undefined;
/** sharp loads a native library; only a build with something to encode pays for it. */
function loadSharp() {
  sharpModule ??= import("sharp").then((module) => {
    // One libvips thread per operation: we run our own small pool of operations instead.
    module.default.concurrency(1);
    // Each image is decoded once and encoded straight away; libvips' operation cache only costs memory.
    module.default.cache(false);
    return module.default;
  });
  return sharpModule;
}

export async function decode(bytes: Buffer): Promise<Decoded> {
  const sharp = await loadSharp();
  // Greyscale and CMYK sources become sRGB with alpha, so every decoded image has the same four channels.
  const { data, info } = await sharp(bytes, { autoOrient: true })
    .toColourspace("srgb")
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 4) throw new Error(`Expected four channels after decoding, got ${info.channels}`);
  let opaque = true;
  for (let i = 3; i < data.length; i += 4)
    if (data[i] !== 255) {
      opaque = false;
      break;
    }
  const raw = { width: info.width, height: info.height, channels: 4 as const };
  return {
    width: info.width,
    height: info.height,
    opaque,
    resized: (width) => {
      const image = sharp(data, { raw }).resize({ width });
      return opaque ? image.removeAlpha() : image;
    },
  };
}

export type Job = { format: Format; width: number; run: () => Promise<EncodedFile> };

/** Every file one source needs: AVIF and WebP at each width, and one JPEG (or PNG, with transparency) fallback. */
export function encodeJobs(decoded: Decoded, settings: EncodeSettings): Job[] {
  const widths = variantWidths(decoded.width, settings.widths);
  const job = (format: Format, width: number, encode: (image: Sharp) => Sharp): Job => ({
    format,
    width,
    run: async () => {
      const { data, info } = await encode(decoded.resized(width)).toBuffer({ resolveWithObject: true });
      return { format, width: info.width, height: info.height, hash: contentHash(data), bytes: data };
    },
  });
  const jobs: Job[] = [];
  for (const width of widths)
    jobs.push(
      job("avif", width, (image) => image.avif(settings.avif)),
      job("webp", width, (image) => image.webp(settings.webp)),
    );
  const fallback = fallbackWidth(widths);
  jobs.push(
    decoded.opaque
      ? job("jpeg", fallback, (image) => image.jpeg({ quality: settings.jpeg.quality, mozjpeg: true }))
      : job("png", fallback, (image) => image.png({ compressionLevel: 9, palette: true })),
  );
  return jobs;
}
