import { OG_IMAGE_SIZE } from "#lib/og-image.ts";

/**
 * SVG drawings for the build's raster assets: the Open Graph cards and the
 * full-bleed app icons. Text is set in a system sans-serif (Liberation Sans,
 * metric-compatible with Arial, is on every Debian build machine with fonts).
 */

export type Brand = { name: string; tagline: string; colour: string; accent: string };

const FONT = "'Liberation Sans', Arial, Helvetica, 'DejaVu Sans', sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap by character count (an estimate of width for a proportional face). */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest title size whose wrapped lines fit in three. */
function fitTitle(title: string): { size: number; lines: string[] } {
  for (const size of [72, 64, 56, 48]) {
    // Bold Liberation Sans averages a little over half an em per character.
    const lines = wrap(title, Math.floor(1040 / (size * 0.56)));
    if (lines.length <= 3) return { size, lines };
  }
  return { size: 44, lines: wrap(title, Math.floor(1040 / (44 * 0.56))).slice(0, 3) };
}

/** The house mark of public/favicon.svg, drawn in a 32-unit box. */
export function markPath(faviconSvg: string): string {
  const d = /<path\b[^>]*\sd="([^"]+)"/.exec(faviconSvg)?.[1];
  if (!d) throw new Error("public/favicon.svg has no <path d=...> to draw the icons from");
  return d;
}

export function ogCardSvg({ eyebrow, title }: { eyebrow: string; title: string }, brand: Brand, mark: string): string {
  const { width, height } = OG_IMAGE_SIZE;
  const { size, lines } = fitTitle(title);
  const lineHeight = Math.round(size * 1.15);
  const titleTop = 330 - ((lines.length - 1) * lineHeight) / 2;
  const titleLines = lines
    .map((line, i) => `<tspan x="80" y="${Math.round(titleTop + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${brand.colour}"/>
  <g opacity="0.07" fill="#fff"><path d="M760 630V330l220-110 220 110v300z"/><path d="M900 630V470h160v160z" fill="${brand.colour}"/></g>
  <rect x="0" y="0" width="16" height="${height}" fill="${brand.accent}"/>
  <g transform="translate(80 64) scale(2.25)"><rect width="32" height="32" rx="6" fill="#fff"/><path d="${mark}" fill="${brand.colour}"/></g>
  <text x="170" y="113" font-family="${FONT}" font-size="32" font-weight="700" fill="#fff">${escapeXml(brand.name)}</text>
  ${eyebrow ? `<text x="80" y="${Math.round(titleTop - lineHeight + 8)}" font-family="${FONT}" font-size="28" font-weight="700" fill="#fbbf77" letter-spacing="1">${escapeXml(eyebrow.toUpperCase())}</text>` : ""}
  <text font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${titleLines}</text>
  <rect x="80" y="520" width="120" height="6" rx="3" fill="${brand.accent}"/>
  <text x="80" y="572" font-family="${FONT}" font-size="28" fill="#d7e3e3">${escapeXml(brand.tagline)}</text>
</svg>`;
}

/**
 * A square icon with the mark on a full-bleed background: platforms that
 * crop icons (Android's maskable shapes, iOS's rounded square) never show a
 * transparent corner. `markShare` is the part of the side the mark covers;
 * maskable icons keep it inside the central safe circle.
 */
export function squareIconSvg(size: number, mark: string, colour: string, markShare: number): string {
  const scale = (size * markShare) / 32;
  const offset = (size - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${colour}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${mark}" fill="#fff"/></g>
</svg>`;
}
