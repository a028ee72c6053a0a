/**
 * Draws the site's share and install assets into public/ before the app builds:
 * an Open Graph card (1200x630 PNG) per prerendered page under public/og/, the
 * favicon set (favicon.ico, apple-touch-icon.png, icons/) from public/favicon.svg,
 * and the web app manifest; and the two Inter files the stylesheet names, cut
 * from Fontsource's into app/generated/fonts/ (./site-assets/inter-subsets.ts).
 * Output whose drawing has not changed is kept, so a run with nothing new does
 * not even load sharp.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { company } from "#content/company.ts";
import { ogImagePath } from "#lib/og-image.ts";
import { pngsToIco } from "./site-assets/ico.ts";
import { writeInterSubsets } from "./site-assets/inter-subsets.ts";
import { THEME_COLOUR, webManifest } from "./site-assets/manifest.ts";
import { ogPages } from "./site-assets/og-pages.ts";
import { type Brand, markPath, ogCardSvg, squareIconSvg } from "./site-assets/templates.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const cacheFile = path.join(root, ".cache/site-assets.json");

const brand: Brand = { name: company.name, tagline: company.tagline, colour: THEME_COLOUR, accent: "#b45309" };

/** One output file: where it goes, what it is drawn from (its cache key, sizes included), and how to render it. */
type Job = { file: string; source: string; render: (sharp: typeof import("sharp").default) => Promise<Uint8Array> };

/** Flat drawings compress best as palette PNGs; .ico entries stay 32-bit RGBA, which every reader accepts. */
const svgToPng =
  (svg: string, size?: number, palette = true) =>
  async (sharp: typeof import("sharp").default) => {
    let image = sharp(Buffer.from(svg), { density: size ? Math.max(72, (72 * size) / 32) : 72 });
    if (size) image = image.resize(size, size);
    return image.png({ compressionLevel: 9, palette, quality: 90, effort: 7 }).toBuffer();
  };

function jobs(faviconSvg: string): Job[] {
  const mark = markPath(faviconSvg);
  const og = ogPages().map(
    (page): Job => ({
      file: ogImagePath(page.path).slice(1),
      source: ogCardSvg(page, brand, mark),
      render: (sharp) => svgToPng(ogCardSvg(page, brand, mark))(sharp),
    }),
  );
  const icon = (file: string, svg: string, size: number): Job => ({
    file,
    source: `${svg}\n${size}`,
    render: svgToPng(svg, size),
  });
  return [
    ...og,
    {
      file: "favicon.ico",
      source: `${faviconSvg}\nico 32 rgba`,
      render: async (sharp) =>
        pngsToIco(
          await Promise.all([32].map(async (size) => ({ size, png: await svgToPng(faviconSvg, size, false)(sharp) }))),
        ),
    },
    icon("apple-touch-icon.png", squareIconSvg(180, mark, THEME_COLOUR, 1), 180),
    icon("icons/icon-192.png", faviconSvg, 192),
    icon("icons/icon-512.png", faviconSvg, 512),
    icon("icons/icon-maskable-512.png", squareIconSvg(512, mark, THEME_COLOUR, 0.8), 512),
  ];
}

const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);
/** Bump when the rendering itself changes (encoder settings, sizes). */
const RENDER_VERSION = "1";

async function main() {
  const started = performance.now();
  const faviconSvg = await readFile(path.join(publicDir, "favicon.svg"), "utf8");
  const cache: Record<string, string> = JSON.parse(await readFile(cacheFile, "utf8").catch(() => "{}"));
  const next: Record<string, string> = {};
  let sharp: typeof import("sharp").default | undefined;
  let drawn = 0;
  const all = jobs(faviconSvg);
  for (const job of all) {
    const key = hash(`${RENDER_VERSION}\n${job.source}`);
    next[job.file] = key;
    const target = path.join(publicDir, job.file);
    const exists = await readFile(target).then(
      () => true,
      () => false,
    );
    if (exists && cache[job.file] === key) continue;
    sharp ??= (await import("sharp")).default;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await job.render(sharp));
    drawn += 1;
  }
  // Cards of pages that no longer exist.
  for (const file of Object.keys(cache)) {
    if (!(file in next)) await rm(path.join(publicDir, file), { force: true });
  }
  await writeFile(path.join(publicDir, "site.webmanifest"), `${JSON.stringify(webManifest(), null, 2)}\n`);
  await mkdir(path.dirname(cacheFile), { recursive: true });
  await writeFile(cacheFile, `${JSON.stringify(next, null, 2)}\n`);
  const fonts = await writeInterSubsets(root);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `site assets: ${all.length} files, ${drawn} drawn, ${all.length - drawn} unchanged; ${fonts.written} font files cut (${seconds} s)`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
