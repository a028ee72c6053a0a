import { color, type Material, type Mood, materials, moodWords } from "./palette.ts";
import {
  type Canvas,
  capitalise,
  concreteFrame,
  countWord,
  type Drawing,
  facade,
  listWords,
  sky,
  storeys,
  sun,
  towerCrane,
  tree,
} from "./parts.ts";
import { circle, ellipse, group, line, linearGradient, path, polygon, rect } from "./svg.ts";

const moods: readonly Mood[] = ["day", "overcast", "dusk"];
const allMaterials: readonly Material[] = Object.values(materials);

function pavement({ w, h }: Canvas, groundY: number): string {
  return group([
    rect(0, groundY, w, h - groundY, { fill: color.concreteLight }),
    rect(0, groundY, w, Math.max(2, h * 0.006), { fill: color.concrete }),
    rect(0, groundY + (h - groundY) * 0.6, w, h, { fill: color.slateMid }),
    rect(0, groundY + (h - groundY) * 0.6, w, Math.max(2, h * 0.008), { fill: color.concreteDark }),
  ]);
}

function water({ w, h, rng }: Canvas, top: number): { defs: string; body: string } {
  const ripples: string[] = [];
  for (let i = 0; i < 14; i++) {
    const y = top + rng.range(0.1, 0.95) * (h - top);
    const x = rng.range(0, w * 0.9);
    ripples.push(
      line(x, y, x + rng.range(0.04, 0.12) * w, y, { stroke: color.tealMist, "stroke-width": 2, opacity: 0.5 }),
    );
  }
  return {
    defs: linearGradient("water", [
      [0, color.tealMid],
      [1, color.teal],
    ]),
    body: rect(0, top, w, h - top, { fill: "url(#water)" }) + ripples.join(""),
  };
}

/** Street elevation of one building between neighbours, sometimes with a crane or a canal. */
export function elevation(c: Canvas, options: { mood?: Mood; water?: boolean; crane?: boolean } = {}): Drawing {
  const { w, h, rng } = c;
  const mood = options.mood ?? rng.pick(moods);
  const portrait = h > w;
  const groundY = h * rng.range(0.8, 0.87);
  const material = rng.pick(allMaterials);
  const floors = portrait ? rng.int(7, 11) : rng.int(4, 8);
  const width = w * (portrait ? rng.range(0.62, 0.74) : rng.range(0.38, 0.5));
  const x = (w - width) * rng.range(0.4, 0.6);
  const floorHeight = (groundY - h * rng.range(0.16, 0.3)) / floors;
  const columns = Math.max(3, Math.round(width / (floorHeight * 1.1)));
  const crane = options.crane ?? rng.chance(0.4);
  const shopfront = rng.chance(0.5);
  const balconies = !shopfront && rng.chance(0.6);
  const lit = mood === "dusk" ? 0.45 : 0;
  const s = sky(c, mood);
  const body = [s.body, sun(c, mood)];
  if (crane)
    body.push(
      towerCrane({
        x: x + width * rng.range(0.55, 0.8),
        baseY: groundY,
        height: groundY * rng.range(0.82, 0.9),
        jib: w * 0.32,
        counterJib: w * 0.1,
        mast: w * 0.014,
        hook: 0.3,
        fill: mood === "dusk" ? color.amberSoft : color.amber,
      }),
    );
  // Neighbours, lower than the subject, in other materials.
  const neighbour = (nx: number, nw: number) => {
    const m = rng.pick(allMaterials.filter((item) => item !== material));
    return facade({
      x: nx,
      baseY: groundY,
      width: nw,
      floors: Math.max(2, floors - rng.int(1, 3)),
      floorHeight: floorHeight * 0.95,
      material: m,
      columns: Math.max(2, Math.round(nw / (floorHeight * 1.1))),
      lit,
      rng,
    });
  };
  body.push(neighbour(-w * 0.05, x - w * 0.03), neighbour(x + width + w * 0.03, w - x - width + w * 0.02));
  body.push(
    facade({ x, baseY: groundY, width, floors, floorHeight, material, columns, lit, balconies, shopfront, rng }),
  );
  const defs = [s.defs];
  let trees = false;
  if (options.water) {
    const wt = water(c, groundY + h * 0.03);
    defs.push(wt.defs);
    body.push(rect(0, groundY, w, h * 0.03, { fill: color.concreteLight }), wt.body);
  } else {
    body.push(pavement(c, groundY));
    trees = rng.chance(0.6);
    if (trees) for (let i = 0; i < 3; i++) body.push(tree(w * (0.12 + i * 0.38), groundY + h * 0.03, h * 0.12));
  }
  const features = [`${countWord(columns)} bays of windows`];
  if (shopfront) features.push("an amber-trimmed shopfront at street level");
  if (balconies) features.push("balconies on alternate floors");
  const extras: string[] = [];
  if (mood === "dusk") extras.push("some windows are lit");
  if (crane) extras.push("a tower crane stands behind it");
  if (options.water) extras.push("a canal runs along the front");
  if (trees) extras.push("three street trees line the pavement");
  let alt = `Street elevation of ${storeys(floors)} ${material.name} building with ${listWords(features)}, between lower neighbours, ${moodWords[mood]}.`;
  if (extras.length) alt += ` ${capitalise(listWords(extras))}.`;
  return { defs, body, alt };
}

/** Tower cranes over a concrete frame whose lower floors are already glazed. */
export function constructionSite(c: Canvas, options: { mood?: Mood; cranes?: 1 | 2 } = {}): Drawing {
  const { w, h, rng } = c;
  const mood = options.mood ?? rng.pick(moods);
  const portrait = h > w;
  const groundY = h * rng.range(0.86, 0.92);
  const floors = portrait ? rng.int(9, 13) : rng.int(6, 10);
  const open = rng.int(2, 4);
  const width = w * (portrait ? rng.range(0.55, 0.7) : rng.range(0.4, 0.55));
  const x = (w - width) * rng.range(0.25, 0.75);
  const floorHeight = (groundY - h * (portrait ? 0.38 : 0.34)) / floors;
  const cranes = options.cranes ?? (rng.chance(0.5) ? 2 : 1);
  const s = sky(c, mood);
  const body = [s.body, sun(c, mood)];
  const craneFill = mood === "dusk" ? color.amberSoft : color.amber;
  const mast = Math.min(w, h) * 0.018;
  const beside = x + width < w * 0.6 ? x + width + mast * 2 : x - mast * 3;
  body.push(
    towerCrane({
      x: beside,
      baseY: groundY,
      height: groundY - h * 0.14,
      jib: w * 0.45,
      counterJib: w * 0.12,
      mast,
      hook: 0.35,
      fill: craneFill,
    }),
  );
  if (cranes === 2)
    body.push(
      towerCrane({
        x: x + width * 0.4,
        baseY: groundY,
        height: groundY - h * 0.26,
        jib: w * 0.28,
        counterJib: w * 0.09,
        mast: mast * 0.8,
        hook: 0.2,
        fill: mood === "dusk" ? color.amber : color.amberSoft,
      }),
    );
  body.push(
    concreteFrame({ x, baseY: groundY, width, floors, floorHeight, closedFloors: floors - open, bays: rng.int(4, 6) }),
    rect(0, groundY, w, h - groundY, { fill: color.concreteDark }),
    rect(0, groundY - h * 0.05, w, h * 0.05, { fill: color.teal }),
    rect(0, groundY - h * 0.05, w, h * 0.008, { fill: color.amber }),
  );
  const craneText = cranes === 2 ? "Two tower cranes stand" : "A tower crane stands";
  return {
    defs: [s.defs],
    body,
    alt: `${craneText} over the concrete frame of ${storeys(floors)} building under construction: the lower ${countWord(floors - open)} floors are glazed, the top ${countWord(open)} are bare slabs and columns edged with amber safety barriers, behind a teal site hoarding, ${moodWords[mood]}.`,
  };
}

/** A run of site hoarding along a pavement, with the works rising behind. */
export function hoarding(c: Canvas, options: { mood?: Mood } = {}): Drawing {
  const { w, h, rng } = c;
  const mood = options.mood ?? rng.pick(moods);
  const groundY = h * 0.8;
  const hh = h * rng.range(0.2, 0.26);
  const s = sky(c, mood);
  const body = [s.body, sun(c, mood)];
  const fx = w * rng.range(0.2, 0.45);
  const floors = rng.int(5, 8);
  body.push(
    towerCrane({
      x: fx + w * 0.3,
      baseY: groundY,
      height: groundY - h * 0.1,
      jib: w * 0.35,
      counterJib: w * 0.1,
      mast: w * 0.014,
      hook: 0.3,
      fill: mood === "dusk" ? color.amberSoft : color.amber,
    }),
    concreteFrame({
      x: fx,
      baseY: groundY,
      width: w * 0.45,
      floors,
      floorHeight: (groundY - h * 0.3) / floors,
      closedFloors: floors - 2,
      bays: 5,
    }),
  );
  body.push(pavement(c, groundY));
  // Hoarding panels, a band of amber and a printed skyline motif.
  const top = groundY - hh;
  body.push(rect(0, top, w, hh, { fill: color.teal }));
  const panel = hh * 0.9;
  for (let x = panel; x < w; x += panel)
    body.push(line(x, top, x, groundY, { stroke: color.tealDeep, "stroke-width": 2 }));
  body.push(rect(0, top, w, hh * 0.07, { fill: color.amber }));
  const motif: string[] = [];
  let mx = w * 0.05;
  while (mx < w * 0.6) {
    const bw = hh * rng.range(0.12, 0.25);
    const bh = hh * rng.range(0.2, 0.55);
    motif.push(rect(mx, groundY - hh * 0.12 - bh, bw, bh, { fill: color.tealMid }));
    mx += bw + hh * 0.04;
  }
  body.push(group(motif));
  const gateX = w * rng.range(0.68, 0.78);
  const gateW = hh * 1.4;
  body.push(
    rect(gateX, top + hh * 0.07, gateW, hh * 0.93, { fill: color.slate }),
    rect(gateX, top + hh * 0.07, gateW, hh * 0.93, { fill: "url(#mesh)" }),
    line(gateX + gateW / 2, top + hh * 0.07, gateX + gateW / 2, groundY, { stroke: color.tealDeep, "stroke-width": 4 }),
  );
  const mesh = `<pattern id="mesh" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0H14M0 0V14" stroke="${color.slateSoft}" stroke-width="1.5"/></pattern>`;
  return {
    defs: [s.defs, mesh],
    body,
    alt: `Teal site hoarding with an amber top band and a printed skyline motif runs along a pavement, with a mesh gate for site traffic; behind it a tower crane works over ${storeys(floors)} concrete frame, ${moodWords[mood]}.`,
  };
}

/** A city skyline in layers of teal, sometimes with cranes, above a river. */
export function skyline(c: Canvas, options: { mood?: Mood; cranes?: boolean } = {}): Drawing {
  const { w, h, rng } = c;
  const mood = options.mood ?? rng.pick(["dusk", "day"] as const);
  const riverY = h * rng.range(0.78, 0.84);
  const s = sky(c, mood);
  const body = [s.body, sun(c, mood)];
  // Distant towers stand taller than the low-rise in front, so the layers read as depth.
  const layer = (fill: string, maxShare: number, windows: boolean) => {
    const shapes: string[] = [];
    let x = -rng.range(0, w * 0.05);
    while (x < w) {
      const bw = w * rng.range(0.03, 0.07);
      const bh = riverY * maxShare * rng.range(0.4, 1);
      shapes.push(rect(x, riverY - bh, bw, bh, { fill }));
      if (windows)
        for (let i = 0; i < 4; i++)
          if (rng.chance(0.6))
            shapes.push(
              rect(x + bw * rng.range(0.15, 0.7), riverY - bh * rng.range(0.1, 0.9), bw * 0.12, bw * 0.12, {
                fill: color.lit,
                opacity: 0.8,
              }),
            );
      x += bw + w * rng.range(0, 0.012);
    }
    return group(shapes);
  };
  const [far, middle, near] =
    mood === "dusk" ? [color.tealSoft, color.tealMid, color.tealDeep] : [color.tealMist, color.tealSoft, color.tealMid];
  body.push(layer(far, 0.62, false), layer(middle, 0.48, false));
  // Landmarks behind the front row: a tapering glass spire and a rounded tower.
  const spireX = w * rng.range(0.55, 0.75);
  const spireH = riverY * rng.range(0.72, 0.85);
  body.push(
    polygon(
      [
        [spireX - w * 0.055, riverY],
        [spireX - w * 0.004, riverY - spireH],
        [spireX + w * 0.004, riverY - spireH * 0.97],
        [spireX + w * 0.055, riverY],
      ],
      { fill: mood === "dusk" ? "#4f7a78" : "#8fb0ad" },
    ),
  );
  const roundX = w * rng.range(0.15, 0.4);
  const roundH = riverY * rng.range(0.5, 0.6);
  const rw = w * 0.035;
  body.push(
    path(
      `M${roundX - rw} ${riverY} C${roundX - rw * 1.5} ${riverY - roundH * 0.6} ${roundX - rw * 0.6} ${riverY - roundH} ${roundX} ${riverY - roundH} C${roundX + rw * 0.6} ${riverY - roundH} ${roundX + rw * 1.5} ${riverY - roundH * 0.6} ${roundX + rw} ${riverY}Z`,
      { fill: middle },
    ),
  );
  const cranes = options.cranes ?? rng.chance(0.5);
  if (cranes)
    for (const cx of [w * 0.45, w * 0.85])
      body.push(
        towerCrane({
          x: cx,
          baseY: riverY,
          height: riverY * rng.range(0.55, 0.68),
          jib: w * 0.12,
          counterJib: w * 0.04,
          mast: w * 0.007,
          fill: mood === "dusk" ? color.amberSoft : color.amber,
        }),
      );
  body.push(layer(near, 0.3, mood === "dusk"));
  const wt = water(c, riverY);
  body.push(wt.body);
  if (mood === "dusk")
    for (let i = 0; i < 6; i++) {
      const y = riverY + (h - riverY) * (0.15 + i * 0.14);
      body.push(ellipse(w * rng.range(0.3, 0.7), y, w * rng.range(0.04, 0.12), 2, { fill: color.lit, opacity: 0.5 }));
    }
  return {
    defs: [s.defs, wt.defs],
    body,
    alt: `City skyline ${moodWords[mood]}: layered towers in shades of teal, including a tapering glass spire and a rounded tower${cranes ? ", with two tower cranes among them" : ""}, above a river catching the light.`,
  };
}

/** A structural steel frame with cross-bracing and a beam on the hook. */
export function steelFrame(c: Canvas, options: { mood?: Mood } = {}): Drawing {
  const { w, h, rng } = c;
  // Dark steel disappears against a dusk sky.
  const mood = options.mood ?? rng.pick(["day", "overcast"] as const);
  const groundY = h * 0.86;
  const floors = rng.int(3, 6);
  const bays = rng.int(3, 5);
  const width = w * rng.range(0.55, 0.7);
  const x0 = (w - width) * rng.range(0.3, 0.7);
  const fh = (groundY - h * 0.3) / floors;
  const bay = width / bays;
  const col = Math.max(6, w * 0.012);
  const s = sky(c, mood);
  const body = [s.body, sun(c, mood), rect(0, groundY, w, h - groundY, { fill: color.concreteDark })];
  const steel = color.slate;
  const frame: string[] = [];
  const braced = [0, bays - 1];
  for (let f = 0; f < floors; f++) {
    const yb = groundY - f * fh;
    const yt = yb - fh;
    for (const b of braced) {
      const bx = x0 + b * bay;
      frame.push(
        line(bx, yb, bx + bay, yt, { stroke: steel, "stroke-width": col * 0.35 }),
        line(bx + bay, yb, bx, yt, { stroke: steel, "stroke-width": col * 0.35 }),
      );
    }
    if (f < floors - 1) frame.push(rect(x0, yt - col * 0.2, width, col * 0.35, { fill: color.concrete }));
    frame.push(rect(x0 - col / 2, yt - col * 0.4, width + col, col * 0.8, { fill: steel }));
  }
  for (let b = 0; b <= bays; b++) {
    const cx = x0 + b * bay;
    frame.push(
      rect(cx - col / 2, groundY - floors * fh - col * 0.4, col, floors * fh + col * 0.4, { fill: steel }),
      rect(cx - col * 0.9, groundY - col * 0.3, col * 1.8, col * 0.3, { fill: color.concreteDark }),
    );
  }
  body.push(group(frame));
  // A new beam on the hook, above the top floor.
  const hookX = x0 + width * rng.range(0.3, 0.7);
  const beamY = groundY - floors * fh - h * 0.12;
  body.push(
    line(hookX, 0, hookX, beamY - col, { stroke: color.slate, "stroke-width": 2 }),
    line(hookX, beamY - col, hookX - bay * 0.4, beamY, { stroke: color.slate, "stroke-width": 2 }),
    line(hookX, beamY - col, hookX + bay * 0.4, beamY, { stroke: color.slate, "stroke-width": 2 }),
    rect(hookX - bay * 0.5, beamY, bay, col * 0.8, { fill: color.amber }),
  );
  return {
    defs: [s.defs],
    body,
    alt: `${capitalise(storeys(floors))} structural steel frame of ${countWord(bays)} bays, its columns and beams in dark grey with diagonal cross-bracing in the end bays; a new amber beam hangs from a crane hook above the top floor, ${moodWords[mood]}.`,
  };
}

/** A facade wrapped in scaffolding, boards and netting. */
export function scaffold(c: Canvas, options: { mood?: Mood } = {}): Drawing {
  const { w, h, rng } = c;
  const mood = options.mood ?? rng.pick(["day", "overcast"] as const);
  const groundY = h * 0.88;
  const material = rng.pick([materials.brick, materials.render, materials.concrete]);
  const floors = h > w ? rng.int(6, 8) : rng.int(4, 5);
  const fh = (groundY - h * 0.14) / floors;
  const width = w * rng.range(0.7, 0.86);
  const x = (w - width) / 2;
  const s = sky(c, mood);
  const body = [
    s.body,
    facade({
      x,
      baseY: groundY,
      width,
      floors,
      floorHeight: fh,
      material,
      columns: Math.round(width / (fh * 1.1)),
      rng,
    }),
    rect(0, groundY, w, h - groundY, { fill: color.concreteLight }),
  ];
  const tube = { stroke: color.slateMid, "stroke-width": Math.max(3, w * 0.004) };
  const sx0 = x - w * 0.02;
  const sx1 = x + width + w * 0.02;
  const standards = Math.round((sx1 - sx0) / (fh * 0.9));
  const sw = (sx1 - sx0) / standards;
  const top = groundY - floors * fh - fh * 0.3;
  const sc: string[] = [];
  for (let i = 0; i <= standards; i++) sc.push(line(sx0 + i * sw, groundY, sx0 + i * sw, top, tube));
  for (let f = 0; f <= floors; f++) {
    const y = groundY - f * fh;
    sc.push(line(sx0, y, sx1, y, tube));
    if (f > 0) sc.push(rect(sx0, y - fh * 0.06, sx1 - sx0, fh * 0.06, { fill: color.amberSoft }));
    if (f < floors) {
      const lx = sx0 + sw * (f % 2 ? standards - 1.6 : 0.6);
      sc.push(line(lx, y, lx + sw * 0.3, y - fh, tube), line(lx + sw * 0.2, y, lx + sw * 0.5, y - fh, tube));
    }
  }
  for (let i = 0; i < standards; i += 2)
    sc.push(line(sx0 + i * sw, groundY, sx0 + (i + 2) * sw, groundY - fh * 2, tube));
  body.push(group(sc));
  const netFrom = rng.range(0.35, 0.6);
  body.push(
    rect(sx0 + (sx1 - sx0) * netFrom, top, (sx1 - sx0) * (1 - netFrom), groundY - top, {
      fill: color.tealMist,
      opacity: 0.55,
    }),
  );
  return {
    defs: [s.defs],
    body,
    alt: `${capitalise(storeys(floors))} ${material.name} facade wrapped in scaffolding: grey tubes with amber boards at every lift, diagonal braces and ladders between levels, and pale netting hung over the right-hand part, ${moodWords[mood]}.`,
  };
}

/** Two towers linked by a glazed skybridge: an image for partnerships. */
export function linkedTowers(c: Canvas, options: { mood?: Mood } = {}): Drawing {
  const { w, h, rng } = c;
  const mood = options.mood ?? rng.pick(["dusk", "day"] as const);
  const groundY = h * 0.9;
  const s = sky(c, mood);
  const portrait = h > w;
  const tw = w * (portrait ? 0.3 : 0.18);
  const gap = w * (portrait ? 0.16 : 0.14);
  const ax = (w - tw * 2 - gap) / 2;
  const bx = ax + tw + gap;
  const ah = groundY * rng.range(0.72, 0.8);
  const bh = groundY * rng.range(0.55, 0.65);
  const fh = h * 0.045;
  const lit = mood === "dusk" ? 0.4 : 0;
  const body = [
    s.body,
    sun(c, mood),
    facade({
      x: ax,
      baseY: groundY,
      width: tw,
      floors: Math.floor(ah / fh),
      floorHeight: fh,
      material: materials.teal,
      columns: 4,
      lit,
      rng,
    }),
    facade({
      x: bx,
      baseY: groundY,
      width: tw,
      floors: Math.floor(bh / fh),
      floorHeight: fh,
      material: materials.concrete,
      columns: 4,
      lit,
      rng,
    }),
  ];
  const bridgeY = groundY - Math.floor(bh / fh) * fh + fh * 1.5;
  body.push(
    rect(ax + tw, bridgeY, gap, fh * 1.6, { fill: color.glass }),
    rect(ax + tw, bridgeY, gap, fh * 0.2, { fill: color.amber }),
    rect(ax + tw, bridgeY + fh * 1.5, gap, fh * 0.2, { fill: color.amber }),
    line(ax + tw + gap / 2, bridgeY, ax + tw + gap / 2, bridgeY + fh * 1.6, { stroke: color.slate, "stroke-width": 3 }),
    rect(0, groundY, w, h - groundY, { fill: color.concreteDark }),
    circle(w * 0.08, groundY - h * 0.05, h * 0.04, { fill: color.tealSoft }),
    circle(w * 0.92, groundY - h * 0.05, h * 0.04, { fill: color.tealSoft }),
  );
  return {
    defs: [s.defs],
    body,
    alt: `Two towers of different heights, one clad in teal and one in pale concrete, linked high up by a glazed skybridge trimmed in amber, ${moodWords[mood]}.`,
  };
}
