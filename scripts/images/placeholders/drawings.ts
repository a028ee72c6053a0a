import { color } from "./palette.ts";
import { type Canvas, countWord, type Drawing, drawingSheet, northArrow, storeys } from "./parts.ts";
import type { Random } from "./random.ts";
import { circle, group, line, type Point, path, polygon, polyline, rect } from "./svg.ts";

type Box = { x: number; y: number; w: number; h: number };
type Wall = { x1: number; y1: number; x2: number; y2: number };

function splitRooms(box: Box, depth: number, min: number, rng: Random, rooms: Box[], walls: Wall[]): void {
  const vertical = box.w > box.h * 1.15 ? true : box.h > box.w * 1.15 ? false : rng.chance(0.5);
  const span = vertical ? box.w : box.h;
  if (depth === 0 || span < min * 2) {
    rooms.push(box);
    return;
  }
  const at = span * rng.range(0.35, 0.65);
  if (vertical) {
    walls.push({ x1: box.x + at, y1: box.y, x2: box.x + at, y2: box.y + box.h });
    splitRooms({ ...box, w: at }, depth - 1, min, rng, rooms, walls);
    splitRooms({ ...box, x: box.x + at, w: box.w - at }, depth - 1, min, rng, rooms, walls);
  } else {
    walls.push({ x1: box.x, y1: box.y + at, x2: box.x + box.w, y2: box.y + at });
    splitRooms({ ...box, h: at }, depth - 1, min, rng, rooms, walls);
    splitRooms({ ...box, y: box.y + at, h: box.h - at }, depth - 1, min, rng, rooms, walls);
  }
}

const hatch = (id: string, stroke: string, size: number) =>
  `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0V${size}" stroke="${stroke}" stroke-width="${Math.max(1.5, size / 5)}"/></pattern>`;

/** An architectural floor plan: rooms, door swings, windows, a hatched core, dimensions and a north arrow. */
export function floorPlan(c: Canvas, options: { style?: "paper" | "blueprint" } = {}): Drawing {
  const { w, h, rng } = c;
  const style = options.style ?? rng.pick(["paper", "blueprint"] as const);
  const sheet = drawingSheet(c, style);
  const m = Math.min(w, h) * 0.12;
  const plan: Box = { x: m * 1.1, y: m * 1.1, w: w - m * 2.6, h: h - m * 2 };
  const rooms: Box[] = [];
  const walls: Wall[] = [];
  splitRooms(plan, rng.int(3, 4), Math.min(plan.w, plan.h) * 0.2, rng, rooms, walls);
  const ink = sheet.ink;
  const thin = Math.max(2, Math.min(w, h) * 0.006);
  const body = [sheet.body];
  const sorted = [...rooms].sort((a, b) => a.w * a.h - b.w * b.h);
  const core = sorted[0] as Box;
  const largest = sorted[sorted.length - 1] as Box;
  body.push(rect(core.x, core.y, core.w, core.h, { fill: "url(#hatch)" }));
  // Stair treads across the core.
  const treads: string[] = [];
  const along = core.w > core.h;
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    treads.push(
      along
        ? line(core.x + core.w * t, core.y + core.h * 0.15, core.x + core.w * t, core.y + core.h * 0.85, {
            stroke: ink,
            "stroke-width": thin * 0.6,
          })
        : line(core.x + core.w * 0.15, core.y + core.h * t, core.x + core.w * 0.85, core.y + core.h * t, {
            stroke: ink,
            "stroke-width": thin * 0.6,
          }),
    );
  }
  body.push(group(treads));
  // A meeting table with chairs in the largest room.
  const tw = largest.w * 0.45;
  const th = largest.h * 0.22;
  const tx = largest.x + (largest.w - tw) / 2;
  const ty = largest.y + (largest.h - th) / 2;
  const table = [rect(tx, ty, tw, th, { fill: "none", stroke: ink, "stroke-width": thin * 0.8, rx: th * 0.2 })];
  const chairs = Math.max(2, Math.floor(tw / (th * 0.7)));
  for (let i = 0; i < chairs; i++) {
    const cx = tx + (tw / chairs) * (i + 0.5);
    table.push(
      circle(cx, ty - th * 0.25, th * 0.14, { fill: "none", stroke: ink, "stroke-width": thin * 0.6 }),
      circle(cx, ty + th * 1.25, th * 0.14, { fill: "none", stroke: ink, "stroke-width": thin * 0.6 }),
    );
  }
  body.push(group(table));
  // Internal walls with a door in each, where the wall is long enough.
  const door = Math.min(plan.w, plan.h) * 0.08;
  const wallStroke = { stroke: ink, "stroke-width": thin * 1.6, "stroke-linecap": "square" };
  const swing = { stroke: ink, "stroke-width": thin * 0.6, fill: "none" };
  for (const wall of walls) {
    const vertical = wall.x1 === wall.x2;
    const length = vertical ? wall.y2 - wall.y1 : wall.x2 - wall.x1;
    if (length < door * 3) {
      body.push(line(wall.x1, wall.y1, wall.x2, wall.y2, wallStroke));
      continue;
    }
    const at = length * rng.range(0.15, 0.7);
    if (vertical) {
      const y = wall.y1 + at;
      body.push(
        line(wall.x1, wall.y1, wall.x1, y, wallStroke),
        line(wall.x1, y + door, wall.x1, wall.y2, wallStroke),
        line(wall.x1, y, wall.x1 + door, y, swing),
        path(`M${wall.x1 + door} ${y}A${door} ${door} 0 0 1 ${wall.x1} ${y + door}`, swing),
      );
    } else {
      const x = wall.x1 + at;
      body.push(
        line(wall.x1, wall.y1, x, wall.y1, wallStroke),
        line(x + door, wall.y1, wall.x2, wall.y1, wallStroke),
        line(x, wall.y1, x, wall.y1 + door, swing),
        path(`M${x} ${wall.y1 + door}A${door} ${door} 0 0 0 ${x + door} ${wall.y1}`, swing),
      );
    }
  }
  // External walls, with windows along the long sides.
  body.push(rect(plan.x, plan.y, plan.w, plan.h, { fill: "none", stroke: ink, "stroke-width": thin * 3 }));
  const bg = style === "blueprint" ? color.teal : color.paper;
  const windows = Math.round(plan.w / (door * 3));
  for (let i = 0; i < windows; i++) {
    const wx = plan.x + (plan.w / windows) * (i + 0.3);
    const ww = (plan.w / windows) * 0.4;
    for (const wy of [plan.y, plan.y + plan.h])
      body.push(
        rect(wx, wy - thin * 1.5, ww, thin * 3, { fill: bg }),
        line(wx, wy, wx + ww, wy, { stroke: ink, "stroke-width": thin * 0.6 }),
        line(wx, wy - thin * 1.5, wx + ww, wy - thin * 1.5, { stroke: ink, "stroke-width": thin * 0.4 }),
        line(wx, wy + thin * 1.5, wx + ww, wy + thin * 1.5, { stroke: ink, "stroke-width": thin * 0.4 }),
      );
  }
  // Dimension line above the plan.
  const dy = plan.y - m * 0.5;
  const tick = m * 0.12;
  const ticks = [
    plan.x,
    plan.x + plan.w,
    ...walls.filter((wl) => wl.x1 === wl.x2 && wl.y1 === plan.y).map((wl) => wl.x1),
  ];
  body.push(line(plan.x, dy, plan.x + plan.w, dy, { stroke: ink, "stroke-width": thin * 0.6 }));
  for (const x of ticks)
    body.push(line(x - tick, dy + tick, x + tick, dy - tick, { stroke: ink, "stroke-width": thin }));
  body.push(northArrow(plan.x + plan.w + m * 0.75, plan.y + m * 0.5, m * 0.4, ink, color.amber));
  const look =
    style === "blueprint"
      ? "Blueprint-style floor plan in pale lines on deep teal"
      : "Floor plan drawn in slate lines on off-white paper";
  return {
    defs: [hatch("hatch", style === "blueprint" ? color.amberSoft : color.amber, Math.max(8, thin * 4))],
    body,
    alt: `${look}: ${countWord(rooms.length)} rooms with door swings and window openings, a stair core hatched in amber, a meeting table with chairs in the largest room, a dimension line along the top and a north arrow.`,
  };
}

/** Exploded axonometric of stacked floor plates, the top one in amber. */
export function axonometric(c: Canvas): Drawing {
  const { w, h, rng } = c;
  const sheet = drawingSheet(c, "paper");
  const floors = rng.int(3, 5);
  const unit = Math.min(w, h) * 0.0095;
  const L = rng.range(48, 62) * unit;
  const D = rng.range(26, 36) * unit;
  const t = 3 * unit;
  const plate = (L + D) * 0.5;
  const gap = Math.min(plate * 0.45, (h * 0.84 - plate) / Math.max(1, floors - 1));
  const cos = Math.cos(Math.PI / 6);
  const ox = w / 2 - ((L - D) * cos) / 2;
  const oy = h / 2 - (plate - (floors - 1) * gap) / 2;
  const iso = (x: number, y: number, z: number): Point => [ox + (x - y) * cos, oy + (x + y) * 0.5 - z];
  const body = [sheet.body];
  const guides: string[] = [];
  for (let f = 0; f < floors; f++) {
    const z = f * gap;
    const top = f === floors - 1;
    const face = top ? color.amberMist : "#fbfaf8";
    const side = top ? color.amberSoft : color.concreteLight;
    const front = top ? color.amber : color.concrete;
    body.push(
      polygon([iso(L, 0, z), iso(L, D, z), iso(L, D, z - t), iso(L, 0, z - t)], {
        fill: side,
        stroke: color.slate,
        "stroke-width": 1.5,
      }),
      polygon([iso(0, D, z), iso(L, D, z), iso(L, D, z - t), iso(0, D, z - t)], {
        fill: front,
        stroke: color.slate,
        "stroke-width": 1.5,
      }),
      polygon([iso(0, 0, z), iso(L, 0, z), iso(L, D, z), iso(0, D, z)], {
        fill: face,
        stroke: color.slate,
        "stroke-width": 2,
      }),
    );
    // Partitions and a column grid on each plate.
    const split = L * rng.range(0.3, 0.6);
    body.push(
      polyline([iso(split, 0, z), iso(split, D * 0.6, z), iso(L, D * 0.6, z)], {
        stroke: color.slateMid,
        "stroke-width": 2,
      }),
      polyline([iso(L * 0.15, D, z), iso(L * 0.15, D * 0.55, z)], { stroke: color.slateMid, "stroke-width": 2 }),
    );
    for (let i = 1; i < 4; i++)
      for (let j = 1; j < 3; j++) {
        const [px, py] = iso((L * i) / 4, (D * j) / 3, z);
        body.push(circle(px, py, unit * 0.6, { fill: color.slate }));
      }
    if (f > 0)
      for (const [x, y] of [
        [0, D],
        [L, D],
        [L, 0],
      ] as const) {
        const a = iso(x, y, z - gap);
        const b = iso(x, y, z - t);
        guides.push(
          line(a[0], a[1], b[0], b[1], { stroke: color.slateSoft, "stroke-width": 2, "stroke-dasharray": "8 6" }),
        );
      }
  }
  body.splice(1, 0, group(guides));
  return {
    body,
    alt: `Exploded axonometric diagram of ${countWord(floors)} floor plates stacked with gaps between them, each showing partitions and a grid of column dots, joined by dashed guide lines at the corners; the top floor is picked out in amber, on off-white paper.`,
  };
}

/** A site plan from above: plot line, proposed building, neighbours, roads and trees. */
export function sitePlan(c: Canvas, options: { style?: "paper" | "blueprint" } = {}): Drawing {
  const { w, h, rng } = c;
  const style = options.style ?? rng.pick(["paper", "blueprint"] as const);
  const sheet = drawingSheet(c, style);
  const body = [sheet.body];
  const road = Math.min(w, h) * 0.09;
  const ry = h * rng.range(0.55, 0.7);
  const rx = w * rng.range(0.25, 0.4);
  const roadFill = style === "blueprint" ? color.tealMid : color.concreteMist;
  const existing = style === "blueprint" ? color.tealSoft : color.concreteLight;
  body.push(
    rect(0, ry, w, road, { fill: roadFill }),
    rect(rx, 0, road, h, { fill: roadFill }),
    line(0, ry + road / 2, w, ry + road / 2, { stroke: sheet.ink, "stroke-width": 2, "stroke-dasharray": "18 14" }),
    line(rx + road / 2, 0, rx + road / 2, h, { stroke: sheet.ink, "stroke-width": 2, "stroke-dasharray": "18 14" }),
  );
  // Existing blocks in the other three quarters.
  const blocks: string[] = [];
  const quarters: [number, number, number, number][] = [
    [0, 0, rx, ry],
    [0, ry + road, rx, h - ry - road],
    [rx + road, ry + road, w - rx - road, h - ry - road],
  ];
  for (const [qx, qy, qw, qh] of quarters) {
    let x = qx + road * 0.4;
    while (x < qx + qw - road * 0.8) {
      const bw = Math.min(qx + qw - road * 0.4 - x, rng.range(0.8, 1.6) * road);
      blocks.push(
        rect(x, qy + road * 0.4, bw, qh - road * 0.8, { fill: existing, stroke: sheet.ink, "stroke-width": 1.5 }),
      );
      x += bw + road * 0.25;
    }
  }
  body.push(group(blocks));
  // The plot and the proposal in the top-right quarter.
  const px = rx + road * 1.4;
  const py = road * 0.6;
  const pw = w - px - road * 0.9;
  const ph = ry - py - road * 0.4;
  body.push(
    polygon(
      [
        [px, py + ph * 0.08],
        [px + pw, py],
        [px + pw * 0.96, py + ph],
        [px, py + ph],
      ],
      { fill: "none", stroke: color.amber, "stroke-width": 5, "stroke-dasharray": "20 10" },
    ),
  );
  const courtyard = rng.chance(0.5);
  const bx = px + pw * 0.12;
  const by = py + ph * 0.2;
  const bw = pw * 0.7;
  const bh = ph * 0.65;
  body.push(
    courtyard
      ? path(
          `M${bx} ${by}h${bw}v${bh}h${-bw}Z M${bx + bw * 0.3} ${by + bh * 0.3}v${bh * 0.4}h${bw * 0.4}v${-bh * 0.4}Z`,
          {
            fill: style === "blueprint" ? color.amberSoft : color.teal,
            "fill-rule": "evenodd",
          },
        )
      : path(`M${bx} ${by}h${bw}v${bh * 0.4}h${-bw * 0.6}v${bh * 0.6}h${-bw * 0.4}Z`, {
          fill: style === "blueprint" ? color.amberSoft : color.teal,
        }),
  );
  const trees: string[] = [];
  for (let x = road; x < w; x += road * 1.3)
    if (Math.abs(x - rx - road / 2) > road)
      trees.push(circle(x, ry - road * 0.2, road * 0.22, { fill: color.tealSoft, opacity: 0.85 }));
  body.push(group(trees));
  // Scale bar: alternating blocks.
  const sbw = road * 0.6;
  // Legend panels keep the scale bar and north arrow clear of the blocks.
  body.push(
    rect(road * 0.25, h - road * 0.75, sbw * 4 + road * 0.3, road * 0.45, {
      fill: bg(style),
      stroke: sheet.ink,
      "stroke-width": 1.5,
    }),
    circle(w - road * 0.7, h - road * 0.8, road * 0.5, { fill: bg(style) }),
  );
  for (let i = 0; i < 4; i++)
    body.push(
      rect(road * 0.4 + i * sbw, h - road * 0.5, sbw, road * 0.15, {
        fill: i % 2 ? bg(style) : sheet.ink,
        stroke: sheet.ink,
        "stroke-width": 1.5,
      }),
    );
  body.push(northArrow(w - road * 0.7, h - road * 0.8, road * 0.4, sheet.ink, color.amber));
  const proposal = `${courtyard ? "courtyard" : "L-shaped"} building in solid ${style === "blueprint" ? "amber" : "teal"}`;
  return {
    body,
    alt: `Site plan seen from above, drawn on ${style === "blueprint" ? "a deep teal ground" : "off-white paper"}: a plot outlined with an amber dashed line holds a proposed ${proposal}, beside existing blocks, two crossing tree-lined roads, a scale bar and a north arrow.`,
  };
}

function bg(style: "paper" | "blueprint"): string {
  return style === "blueprint" ? color.teal : color.paper;
}

/** A bar chart drawn as towers on a blueprint grid: rising past a budget line, or stepping down. */
export function costChart(c: Canvas, options: { trend: "overrun" | "savings" }): Drawing {
  const { w, h, rng } = c;
  const sheet = drawingSheet(c, "blueprint");
  const bars = rng.int(6, 8);
  const left = w * 0.12;
  const right = w * 0.9;
  const base = h * 0.85;
  const topLimit = h * 0.15;
  const slot = (right - left) / bars;
  const budget = base - (base - topLimit) * 0.55;
  const body = [sheet.body];
  const heights: number[] = [];
  for (let i = 0; i < bars; i++) {
    const t = i / (bars - 1);
    const share = options.trend === "overrun" ? 0.3 + 0.65 * t : 0.92 - 0.55 * t;
    heights.push((base - topLimit) * Math.min(1, share + rng.range(-0.04, 0.04)));
  }
  const tops: Point[] = [];
  heights.forEach((bh, i) => {
    const x = left + i * slot + slot * 0.18;
    const bw = slot * 0.64;
    const y = base - bh;
    body.push(rect(x, y, bw, bh, { fill: color.tealMid, stroke: color.tealMist, "stroke-width": 2 }));
    if (options.trend === "overrun" && y < budget)
      body.push(rect(x, y, bw, budget - y, { fill: color.amber, opacity: 0.9 }));
    for (let wy = y + bw * 0.25; wy < base - bw * 0.3; wy += bw * 0.35)
      body.push(
        rect(x + bw * 0.2, wy, bw * 0.22, bw * 0.14, { fill: color.tealMist, opacity: 0.6 }),
        rect(x + bw * 0.58, wy, bw * 0.22, bw * 0.14, { fill: color.tealMist, opacity: 0.6 }),
      );
    tops.push([x + bw / 2, y - h * 0.03]);
  });
  body.push(
    line(left, base, right, base, { stroke: color.tealMist, "stroke-width": 4 }),
    line(left, base, left, topLimit - h * 0.05, { stroke: color.tealMist, "stroke-width": 4 }),
  );
  if (options.trend === "overrun")
    body.push(
      line(left, budget, right, budget, { stroke: color.amberSoft, "stroke-width": 4, "stroke-dasharray": "16 10" }),
    );
  body.push(polyline(tops, { stroke: color.amberSoft, "stroke-width": 5 }));
  for (const [x, y] of tops) body.push(circle(x, y, 7, { fill: color.amberSoft }));
  return {
    body,
    alt:
      options.trend === "overrun"
        ? `Bar chart drawn as a row of ${countWord(bars)} towers on a teal blueprint grid: each tower stands taller than the last, the parts rising above a dashed amber budget line are shaded amber, and an amber trend line climbs across their tops.`
        : `Bar chart drawn as a row of ${countWord(bars)} towers on a teal blueprint grid, stepping down from left to right beneath a falling amber trend line, showing costs being brought down.`,
  };
}

/** A cut-away office building with sensors on each floor linked to a rooftop hub. */
export function smartBuilding(c: Canvas): Drawing {
  const { w, h, rng } = c;
  const sheet = drawingSheet(c, "paper");
  const floors = rng.int(4, 6);
  const bw = w * 0.56;
  const bx = (w - bw) / 2;
  const base = h * 0.9;
  const fh = (h * 0.62) / floors;
  const top = base - floors * fh;
  const body = [sheet.body, rect(0, base, w, h - base, { fill: color.concreteLight })];
  body.push(rect(bx, top, bw, floors * fh, { fill: "#fbfaf8", stroke: color.slate, "stroke-width": 5 }));
  for (let f = 1; f < floors; f++)
    body.push(line(bx, base - f * fh, bx + bw, base - f * fh, { stroke: color.slate, "stroke-width": 4 }));
  // Core with a lift shaft.
  body.push(
    rect(bx + bw * 0.44, top, bw * 0.12, floors * fh, {
      fill: color.concreteMist,
      stroke: color.slateMid,
      "stroke-width": 2,
    }),
  );
  const hub: Point = [bx + bw * 0.5, top - h * 0.07];
  body.push(
    rect(bx + bw * 0.4, top - h * 0.04, bw * 0.2, h * 0.04, { fill: color.slateMid }),
    line(hub[0], top - h * 0.04, hub[0], hub[1], { stroke: color.slate, "stroke-width": 4 }),
    circle(hub[0], hub[1], 10, { fill: color.teal }),
  );
  for (let i = 1; i <= 3; i++)
    body.push(
      path(`M${hub[0] - i * 22} ${hub[1] - i * 10}A${i * 26} ${i * 26} 0 0 1 ${hub[0] + i * 22} ${hub[1] - i * 10}`, {
        fill: "none",
        stroke: color.teal,
        "stroke-width": 4,
        opacity: 1 - i * 0.2,
      }),
    );
  const links: string[] = [];
  const nodes: string[] = [];
  for (let f = 0; f < floors; f++) {
    const y = base - f * fh - fh * 0.5;
    for (const x of [bx + bw * rng.range(0.1, 0.3), bx + bw * rng.range(0.65, 0.9)]) {
      links.push(
        polyline([[x, y], [hub[0], y], hub], {
          stroke: color.tealSoft,
          "stroke-width": w * 0.002,
          "stroke-dasharray": `${w * 0.006} ${w * 0.005}`,
        }),
      );
      nodes.push(
        circle(x, y, w * 0.007, { fill: color.amber }),
        circle(x, y, w * 0.014, { fill: "none", stroke: color.amber, "stroke-width": w * 0.0015, opacity: 0.6 }),
      );
    }
  }
  body.push(group(links), group(nodes));
  return {
    body,
    alt: `Cut-away section of ${storeys(floors)} office building drawn on off-white paper: two sensors on every floor, shown as amber dots, are linked by dashed lines through the central core to a rooftop hub sending out teal signal arcs.`,
  };
}
