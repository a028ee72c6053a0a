import { color, type Material, type Mood, skies } from "./palette.ts";
import type { Random } from "./random.ts";
import { circle, group, line, linearGradient, path, polygon, polyline, rect } from "./svg.ts";

export type Canvas = { w: number; h: number; rng: Random };

export function sky({ w, h }: Canvas, mood: Mood): { defs: string; body: string } {
  return { defs: linearGradient("sky", skies[mood]), body: rect(0, 0, w, h, { fill: "url(#sky)" }) };
}

export function sun({ w, h, rng }: Canvas, mood: Mood): string {
  if (mood === "overcast") return "";
  const r = Math.min(w, h) * (mood === "dusk" ? 0.09 : 0.06);
  const fill = mood === "dusk" ? color.lit : "#f6f3ea";
  return circle(rng.range(0.15, 0.85) * w, rng.range(0.18, 0.4) * h, r, {
    fill,
    opacity: mood === "dusk" ? 0.55 : 0.8,
  });
}

/** Counts for alt text: words up to nine, figures from 10, as British house styles do. */
export function countWord(n: number): string {
  const words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
  return words[n] ?? String(n);
}

/** "a", "b and c". */
export function listWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export type CraneOptions = {
  x: number;
  baseY: number;
  height: number;
  jib: number;
  counterJib: number;
  fill?: string;
  /** Hook drop as a share of the height, or 0 for none. */
  hook?: number;
  /** Mast width. */
  mast: number;
};

/** A tower crane: lattice mast, cab, jib and counter-jib with counterweights, trolley and hook. */
export function towerCrane(o: CraneOptions): string {
  const fill = o.fill ?? color.amber;
  const m = o.mast;
  const top = o.baseY - o.height;
  const stroke = { stroke: fill, "stroke-width": Math.max(1, m * 0.12), fill: "none" };
  const parts: string[] = [];
  // Mast: two chords and a zig-zag of bracing.
  parts.push(line(o.x, o.baseY, o.x, top, stroke), line(o.x + m, o.baseY, o.x + m, top, stroke));
  const zig: [number, number][] = [];
  for (let y = o.baseY, i = 0; y > top; y -= m, i++) zig.push([i % 2 ? o.x + m : o.x, y]);
  parts.push(polyline(zig, stroke));
  // Jib and counter-jib: a lower chord, an upper chord and diagonals.
  const jibY = top;
  const depth = m * 0.9;
  const left = o.x - o.counterJib;
  const right = o.x + m + o.jib;
  parts.push(
    line(left, jibY, right, jibY, stroke),
    line(o.x + m, jibY - depth, right, jibY - depth * 0.3, stroke),
    line(left, jibY - depth * 0.6, o.x, jibY - depth * 0.6, stroke),
  );
  const diag: [number, number][] = [];
  for (let x = o.x + m, i = 0; x < right; x += m * 1.2, i++) {
    const t = (x - (o.x + m)) / (right - (o.x + m));
    diag.push([x, i % 2 ? jibY - depth * (1 - 0.7 * t) : jibY]);
  }
  parts.push(polyline(diag, stroke));
  // Apex and tie bars.
  const apexY = jibY - m * 3.2;
  parts.push(
    polygon(
      [
        [o.x, jibY],
        [o.x + m / 2, apexY],
        [o.x + m, jibY],
      ],
      stroke,
    ),
    line(o.x + m / 2, apexY, right * 0.55 + (o.x + m) * 0.45, jibY - depth, { ...stroke, "stroke-width": m * 0.06 }),
    line(o.x + m / 2, apexY, left + m, jibY - depth * 0.6, { ...stroke, "stroke-width": m * 0.06 }),
  );
  // Counterweights and cab.
  parts.push(
    rect(left, jibY - m * 0.2, m * 1.8, m * 1.4, { fill: color.concreteDark }),
    rect(o.x + m, jibY + m * 0.1, m * 1.1, m * 0.9, { fill }),
  );
  if (o.hook) {
    const tx = o.x + m + o.jib * 0.62;
    const hookY = jibY + o.height * o.hook;
    parts.push(
      rect(tx - m * 0.35, jibY, m * 0.7, m * 0.35, { fill }),
      line(tx, jibY + m * 0.35, tx, hookY, { stroke: color.slate, "stroke-width": Math.max(1, m * 0.05) }),
      rect(tx - m * 0.25, hookY, m * 0.5, m * 0.5, { fill: color.slate }),
    );
  }
  return group(parts);
}

export type FacadeOptions = {
  x: number;
  baseY: number;
  width: number;
  floors: number;
  floorHeight: number;
  material: Material;
  columns: number;
  /** Share of windows that glow, for dusk scenes. */
  lit?: number;
  balconies?: boolean;
  shopfront?: boolean;
  rng: Random;
};

/** A flat building elevation with a grid of windows, a parapet and an optional shopfront. */
export function facade(o: FacadeOptions): string {
  const height = o.floors * o.floorHeight;
  const top = o.baseY - height;
  const parts: string[] = [rect(o.x, top, o.width, height, { fill: o.material.fill })];
  const parapet = o.floorHeight * 0.22;
  parts.push(rect(o.x - o.width * 0.01, top - parapet, o.width * 1.02, parapet, { fill: o.material.shade }));
  const bay = o.width / o.columns;
  const winW = bay * 0.52;
  const winH = o.floorHeight * 0.56;
  const firstFloor = o.shopfront ? 1 : 0;
  for (let f = firstFloor; f < o.floors; f++) {
    const y = o.baseY - (f + 1) * o.floorHeight + o.floorHeight * 0.2;
    for (let c = 0; c < o.columns; c++) {
      const x = o.x + c * bay + (bay - winW) / 2;
      const glow = o.lit && o.rng.chance(o.lit);
      parts.push(rect(x, y, winW, winH, { fill: glow ? color.lit : color.glass }));
      parts.push(
        line(x + winW / 2, y, x + winW / 2, y + winH, { stroke: o.material.shade, "stroke-width": bay * 0.03 }),
      );
      parts.push(rect(x - bay * 0.03, y + winH, winW + bay * 0.06, o.floorHeight * 0.04, { fill: o.material.shade }));
    }
    if (o.balconies && f > firstFloor && f % 2 === 0) {
      const by = y + winH;
      parts.push(
        rect(o.x + bay * 0.1, by - o.floorHeight * 0.2, o.width - bay * 0.2, o.floorHeight * 0.2, {
          fill: "none",
          stroke: color.slate,
          "stroke-width": o.floorHeight * 0.025,
        }),
      );
    }
  }
  if (o.shopfront) {
    const y = o.baseY - o.floorHeight;
    parts.push(
      rect(o.x, y + o.floorHeight * 0.12, o.width, o.floorHeight * 0.1, { fill: color.amber }),
      rect(o.x + bay * 0.15, y + o.floorHeight * 0.28, o.width - bay * 0.3, o.floorHeight * 0.72, {
        fill: o.lit ? color.lit : color.glass,
        opacity: 0.9,
      }),
    );
    for (let c = 1; c < o.columns; c++) {
      const x = o.x + c * bay;
      parts.push(line(x, y + o.floorHeight * 0.28, x, o.baseY, { stroke: color.slate, "stroke-width": bay * 0.04 }));
    }
  }
  return group(parts);
}

/** A concrete frame under construction: slabs and columns, with the lower floors closed in. */
export function concreteFrame(o: {
  x: number;
  baseY: number;
  width: number;
  floors: number;
  floorHeight: number;
  closedFloors: number;
  bays: number;
}): string {
  const parts: string[] = [];
  const slab = o.floorHeight * 0.12;
  const bay = o.width / o.bays;
  for (let f = 0; f < o.floors; f++) {
    const y = o.baseY - (f + 1) * o.floorHeight;
    if (f < o.closedFloors) {
      parts.push(rect(o.x, y, o.width, o.floorHeight, { fill: color.concreteLight }));
      for (let c = 0; c < o.bays; c++)
        parts.push(
          rect(o.x + c * bay + bay * 0.2, y + o.floorHeight * 0.25, bay * 0.6, o.floorHeight * 0.55, {
            fill: color.glass,
          }),
        );
    } else {
      for (let c = 0; c <= o.bays; c++)
        parts.push(rect(o.x + c * bay - bay * 0.04, y, bay * 0.08, o.floorHeight, { fill: color.concrete }));
      // Edge protection on open floors.
      parts.push(
        line(o.x, y + o.floorHeight * 0.45, o.x + o.width, y + o.floorHeight * 0.45, {
          stroke: color.amber,
          "stroke-width": slab * 0.4,
        }),
      );
    }
    parts.push(rect(o.x - bay * 0.05, y - slab / 2, o.width + bay * 0.1, slab, { fill: color.concreteDark }));
  }
  return group(parts);
}

export function tree(x: number, baseY: number, size: number, fill: string = color.tealSoft): string {
  return group([
    rect(x - size * 0.05, baseY - size * 0.9, size * 0.1, size * 0.9, { fill: color.concreteDark }),
    circle(x, baseY - size, size * 0.45, { fill }),
    circle(x - size * 0.25, baseY - size * 0.8, size * 0.3, { fill }),
    circle(x + size * 0.28, baseY - size * 0.78, size * 0.32, { fill }),
  ]);
}

/** One placeholder picture: markup plus the alt text that says what it shows. */
export type Drawing = { defs?: string[]; body: string[]; alt: string };

/** Paper or blueprint ground for technical drawings, with a faint grid. */
export function drawingSheet(
  { w, h }: Canvas,
  style: "paper" | "blueprint",
): { body: string; ink: string; faint: string } {
  const bg = style === "blueprint" ? color.teal : color.paper;
  const ink = style === "blueprint" ? color.tealMist : color.slate;
  const faint = style === "blueprint" ? color.tealMid : color.concreteMist;
  const step = Math.min(w, h) / 24;
  const grid: string[] = [];
  for (let x = step; x < w; x += step) grid.push(`M${Math.round(x)} 0V${h}`);
  for (let y = step; y < h; y += step) grid.push(`M0 ${Math.round(y)}H${w}`);
  return {
    body: rect(0, 0, w, h, { fill: bg }) + path(grid.join(""), { stroke: faint, "stroke-width": 1, fill: "none" }),
    ink,
    faint,
  };
}

export function northArrow(x: number, y: number, r: number, ink: string, accent: string): string {
  return group([
    circle(x, y, r, { fill: "none", stroke: ink, "stroke-width": r * 0.08 }),
    polygon(
      [
        [x, y - r * 0.85],
        [x + r * 0.35, y + r * 0.5],
        [x, y + r * 0.25],
        [x - r * 0.35, y + r * 0.5],
      ],
      { fill: accent },
    ),
  ]);
}

/** "a seven-storey", "an eight-storey": the article a count word needs. */
export function storeys(n: number): string {
  const word = countWord(n);
  return `${/^([aeiou]|8|11|18)/.test(word) ? "an" : "a"} ${word}-storey`;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
