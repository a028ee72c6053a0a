import { color, type Mood, materials, moodWords } from "./palette.ts";
import { type Canvas, countWord, type Drawing, facade, listWords, sky, towerCrane } from "./parts.ts";
import { circle, el, ellipse, group, line, linearGradient, type Point, path, polygon, rect } from "./svg.ts";

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Bilinear point inside a quadrilateral given as top-left, top-right, bottom-right, bottom-left. */
function quadPoint(q: readonly [Point, Point, Point, Point], u: number, v: number): Point {
  const [tl, tr, br, bl] = q;
  const top: Point = [lerp(tl[0], tr[0], u), lerp(tl[1], tr[1], u)];
  const bottom: Point = [lerp(bl[0], br[0], u), lerp(bl[1], br[1], u)];
  return [lerp(top[0], bottom[0], v), lerp(top[1], bottom[1], v)];
}

function curtainWall(
  q: readonly [Point, Point, Point, Point],
  cols: number,
  rows: number,
  spandrelEvery: number,
  glass: string,
  frame: number,
): string {
  const parts: string[] = [polygon(q, { fill: glass })];
  for (let r = 0; r < rows; r++) {
    if (spandrelEvery && r % spandrelEvery === spandrelEvery - 1) {
      const band = 0.35 / rows;
      const v0 = (r + 1) / rows - band;
      parts.push(
        polygon(
          [quadPoint(q, 0, v0), quadPoint(q, 1, v0), quadPoint(q, 1, (r + 1) / rows), quadPoint(q, 0, (r + 1) / rows)],
          { fill: color.slate },
        ),
      );
    }
  }
  for (let i = 0; i <= cols; i++) {
    const a = quadPoint(q, i / cols, 0);
    const b = quadPoint(q, i / cols, 1);
    parts.push(line(a[0], a[1], b[0], b[1], { stroke: "#1e293b", "stroke-width": frame }));
  }
  for (let r = 0; r <= rows; r++) {
    const a = quadPoint(q, 0, r / rows);
    const b = quadPoint(q, 1, r / rows);
    parts.push(line(a[0], a[1], b[0], b[1], { stroke: "#1e293b", "stroke-width": frame * 0.8 }));
  }
  return group(parts);
}

/** A curtain wall, flat and close, or two faces meeting at a tower's corner seen from below. */
export function glazing(c: Canvas, options: { view?: "flat" | "corner" } = {}): Drawing {
  const { w, h, rng } = c;
  const view = options.view ?? rng.pick(["flat", "corner"] as const);
  const mood: Mood = rng.pick(["day", "overcast"] as const);
  const s = sky(c, mood);
  const defs = [
    s.defs,
    linearGradient(
      "glassA",
      [
        [0, color.tealMist],
        [0.5, "#7fa3a3"],
        [1, color.tealMid],
      ],
      false,
    ),
    linearGradient(
      "glassB",
      [
        [0, "#9fb8b6"],
        [0.6, color.glass],
        [1, color.teal],
      ],
      false,
    ),
  ];
  const body = [s.body];
  const frame = Math.max(4, Math.min(w, h) * 0.01);
  const cols = rng.int(4, 7);
  const rows = rng.int(4, 7);
  const spandrel = rng.pick([0, 2, 3]);
  const reflection = rng.pick(["crane", "building", "clouds"] as const);
  if (view === "flat") {
    body.push(
      curtainWall(
        [
          [0, 0],
          [w, 0],
          [w, h],
          [0, h],
        ],
        cols,
        rows,
        spandrel,
        "url(#glassA)",
        frame,
      ),
    );
  } else {
    const cx = w * rng.range(0.42, 0.58);
    body.push(
      curtainWall(
        [
          [-w * 0.02, h * 0.22],
          [cx, h * 0.06],
          [cx, h * 1.02],
          [-w * 0.02, h * 1.02],
        ],
        cols,
        rows + 2,
        spandrel,
        "url(#glassB)",
        frame,
      ),
      curtainWall(
        [
          [cx, h * 0.06],
          [w * 1.02, h * 0.24],
          [w * 1.02, h * 1.02],
          [cx, h * 1.02],
        ],
        cols,
        rows + 2,
        spandrel,
        "url(#glassA)",
        frame,
      ),
      line(cx, h * 0.06, cx, h * 1.02, { stroke: color.slateMist, "stroke-width": frame * 0.6 }),
    );
  }
  const ghost: string[] = [];
  if (reflection === "crane")
    ghost.push(
      towerCrane({
        x: w * 0.3,
        baseY: h * 1.1,
        height: h * 0.9,
        jib: w * 0.5,
        counterJib: w * 0.12,
        mast: w * 0.02,
        fill: color.slate,
      }),
    );
  else if (reflection === "building")
    ghost.push(
      facade({
        x: w * 0.55,
        baseY: h,
        width: w * 0.35,
        floors: 6,
        floorHeight: h * 0.12,
        material: materials.slate,
        columns: 4,
        rng,
      }),
    );
  else
    for (let i = 0; i < 4; i++)
      ghost.push(
        ellipse(w * rng.range(0.1, 0.9), h * rng.range(0.15, 0.7), w * rng.range(0.1, 0.2), h * 0.05, {
          fill: "#ffffff",
        }),
      );
  body.push(group(ghost, { opacity: reflection === "clouds" ? 0.35 : 0.18 }));
  body.push(
    polygon(
      [
        [w * 0.1, h],
        [w * 0.35, h],
        [w * 0.85, 0],
        [w * 0.6, 0],
      ],
      { fill: "#ffffff", opacity: 0.1 },
    ),
  );
  const reflects = { crane: "a tower crane", building: "a neighbouring block", clouds: "drifting clouds" }[reflection];
  const bands = spandrel ? ", dark spandrel bands marking the floors," : "";
  return {
    defs,
    body,
    alt:
      view === "flat"
        ? `Close-up of a glazed curtain wall: a grid of ${countWord(cols)} by ${countWord(rows)} panes in slim dark frames${bands} reflecting ${reflects} ${moodWords[mood].replace("under ", "and ")}.`
        : `Looking up at the glazed corner of a tower: two curtain-wall faces in slim dark frames${bands} meet at a sharp edge against the sky, the panes reflecting ${reflects}.`,
  };
}

/** Cable sheaths: black, grey, white, teal and orange, named in the alt text by `colourWords`. */
const cableColours = ["#1e293b", color.concreteDark, "#eef0f2", color.tealMid, color.amber];

/** Cable trays: along a ceiling void, stacked on a plant-room wall, or seen from above. */
export function cableTrays(c: Canvas, options: { view: "corridor" | "wall" | "overhead" }): Drawing {
  if (options.view === "corridor") return trayCorridor(c);
  if (options.view === "wall") return trayWall(c);
  return trayOverhead(c);
}

function trayCorridor({ w, h, rng }: Canvas): Drawing {
  const vp: Point = [w * rng.range(0.42, 0.58), h * rng.range(0.5, 0.6)];
  const far = 0.16;
  const at = (p: Point, s: number): Point => [vp[0] + (p[0] - vp[0]) * s, vp[1] + (p[1] - vp[1]) * s];
  const fl = at([0, 0], far);
  const fr = at([w, h], far);
  const body = [
    polygon([[0, 0], [w, 0], [fr[0], fl[1]], fl], { fill: color.slate }),
    polygon([[0, 0], fl, [fl[0], fr[1]], [0, h]], { fill: color.concrete }),
    polygon([[w, 0], [fr[0], fl[1]], fr, [w, h]], { fill: color.concreteLight }),
    polygon([[0, h], [w, h], fr, [fl[0], fr[1]]], { fill: color.concreteDark }),
    polygon([fl, [fr[0], fl[1]], fr, [fl[0], fr[1]]], { fill: color.slateMid }),
  ];
  // A ventilation duct along the right-hand side.
  const dx = w * rng.range(0.72, 0.8);
  body.push(
    polygon(
      [at([dx, h * 0.02], 1), at([w * 1.05, h * 0.02], 1), at([w * 1.05, h * 0.02], far), at([dx, h * 0.02], far)],
      { fill: color.slateSoft },
    ),
  );
  body.push(
    polygon([at([dx, h * 0.02], 1), at([dx, h * 0.16], 1), at([dx, h * 0.16], far), at([dx, h * 0.02], far)], {
      fill: color.slateMist,
    }),
  );
  const trays = rng.int(2, 3);
  const steps: number[] = [];
  for (let i = 0; ; i++) {
    const s = 1 / (1 + i * 0.28);
    if (s < far) break;
    steps.push(s);
  }
  const colours: string[] = [];
  for (let t = 0; t < trays; t++) {
    const x1 = w * (0.04 + t * 0.24);
    const x2 = x1 + w * 0.17;
    const y = h * (0.15 + t * 0.035);
    const r = h * 0.03;
    // Drop rods and cross bars every third rung.
    steps.forEach((s, i) => {
      if (i % 3 !== 1) return;
      for (const x of [x1 - w * 0.01, x2 + w * 0.01]) {
        const a = at([x, 0], s);
        const b = at([x, y + r * 0.4], s);
        body.push(line(a[0], a[1], b[0], b[1], { stroke: color.slateSoft, "stroke-width": 3 * s }));
      }
      const a = at([x1 - w * 0.015, y + r * 0.4], s);
      const b = at([x2 + w * 0.015, y + r * 0.4], s);
      body.push(line(a[0], a[1], b[0], b[1], { stroke: color.slateSoft, "stroke-width": 8 * s }));
    });
    for (const s of steps) {
      const a = at([x1, y], s);
      const b = at([x2, y], s);
      body.push(line(a[0], a[1], b[0], b[1], { stroke: color.slateMist, "stroke-width": 5 * s }));
    }
    const n = rng.int(3, 6);
    for (let k = 0; k < n; k++) {
      const xa = lerp(x1, x2, (k + 0.2) / n);
      const xb = xa + ((x2 - x1) / n) * 0.45;
      const fill = rng.pick(cableColours);
      if (!colours.includes(fill)) colours.push(fill);
      body.push(
        polygon(
          [at([xa, y - r * 0.1], 1), at([xb, y - r * 0.1], 1), at([xb, y - r * 0.1], far), at([xa, y - r * 0.1], far)],
          { fill },
        ),
      );
    }
    for (const x of [x1, x2])
      body.push(
        polygon([at([x, y - r], 1), at([x, y], 1), at([x, y], far), at([x, y - r], far)], {
          fill: color.slateMist,
          stroke: color.slateSoft,
          "stroke-width": 1,
        }),
      );
  }
  return {
    body,
    alt: `View along a ceiling void: ${countWord(trays)} galvanised ladder cable trays hung on threaded drop rods recede into the distance, carrying ${colourWords(colours)} cables, beside a ventilation duct.`,
  };
}

function colourWords(list: readonly string[]): string {
  const names = ["black", "grey", "white", "teal", "orange"];
  return listWords([...new Set(list.map((c) => names[cableColours.indexOf(c)] ?? "grey"))]);
}

function trayWall({ w, h, rng }: Canvas): Drawing {
  const floorY = h * 0.88;
  const body = [
    rect(0, 0, w, floorY, { fill: color.concreteLight }),
    rect(0, floorY, w, h - floorY, { fill: color.concreteDark }),
  ];
  // Faint block joints in the wall.
  const joints: string[] = [];
  const bh = h * 0.06;
  for (let y = bh; y < floorY; y += bh) joints.push(`M0 ${Math.round(y)}H${w}`);
  body.push(path(joints.join(""), { stroke: color.concrete, "stroke-width": 1.5, opacity: 0.5 }));
  const trays = 3;
  const r = h * 0.035;
  const colours: string[] = [];
  const boardX = w * rng.range(0.55, 0.7);
  const boardW = w * 0.2;
  const boardY = h * 0.5;
  for (let t = 0; t < trays; t++) {
    const y = h * (0.12 + t * 0.13);
    // Cables lying in the tray, showing above the side rail.
    const n = rng.int(3, 5);
    for (let k = 0; k < n; k++) {
      const fill = rng.pick(cableColours);
      if (!colours.includes(fill)) colours.push(fill);
      body.push(rect(0, y - r * (0.3 + k * 0.12), w, r * 0.25, { fill }));
    }
    // Brackets below, then the side rail with slots.
    for (let x = w * 0.08; x < w; x += w * 0.22)
      body.push(
        polygon(
          [
            [x, y + r],
            [x + w * 0.012, y + r],
            [x + w * 0.012, y + r * 2.6],
          ],
          { fill: color.slateMid },
        ),
      );
    body.push(rect(0, y, w, r, { fill: color.slateMist, stroke: color.slateSoft, "stroke-width": 2 }));
    const slots: string[] = [];
    for (let x = w * 0.02; x < w; x += w * 0.04)
      slots.push(rect(x, y + r * 0.35, w * 0.018, r * 0.3, { fill: color.slateSoft, rx: r * 0.15 }));
    body.push(group(slots));
  }
  // Cables dropping from the lowest tray into a distribution board.
  const lowest = h * (0.12 + 2 * 0.13) + h * 0.035;
  for (let k = 0; k < 4; k++) {
    const x = boardX + boardW * (0.2 + k * 0.2);
    body.push(
      path(`M${x - w * 0.03} ${lowest}C${x - w * 0.03} ${lowest + h * 0.05} ${x} ${boardY - h * 0.05} ${x} ${boardY}`, {
        fill: "none",
        stroke: cableColours[k] ?? color.slate,
        "stroke-width": h * 0.012,
      }),
    );
  }
  body.push(
    rect(boardX, boardY, boardW, h * 0.3, { fill: color.slateSoft, stroke: color.slateMid, "stroke-width": 3 }),
    rect(boardX + boardW * 0.08, boardY + h * 0.03, boardW * 0.84, h * 0.24, { fill: color.slateMist }),
    rect(boardX + boardW * 0.75, boardY + h * 0.12, boardW * 0.06, h * 0.06, { fill: color.slate }),
    rect(boardX + boardW * 0.12, boardY + h * 0.05, boardW * 0.2, h * 0.03, { fill: color.amber }),
  );
  return {
    body,
    alt: `Three galvanised cable trays on wall brackets in a plant room, stacked one above another and carrying ${colourWords(colours)} cables, with four cables dropping from the lowest tray into a grey distribution board.`,
  };
}

function trayOverhead({ w, h, rng }: Canvas): Drawing {
  const angle = rng.range(-28, -14);
  const len = Math.hypot(w, h) * 1.2;
  const tw = Math.min(w, h) * 0.32;
  const body = [rect(0, 0, w, h, { fill: color.concreteMist })];
  for (let i = 0; i < 40; i++)
    body.push(circle(rng.range(0, w), rng.range(0, h), rng.range(2, 5), { fill: color.concrete, opacity: 0.5 }));
  const tray: string[] = [];
  const x0 = -len / 2;
  for (let x = x0; x < len / 2; x += tw * 0.3) tray.push(rect(x, -tw / 2, tw * 0.06, tw, { fill: color.slateSoft }));
  const n = rng.int(5, 8);
  const colours: string[] = [];
  const band = tw * 0.7;
  for (let k = 0; k < n; k++) {
    const fill = rng.pick(cableColours);
    if (!colours.includes(fill)) colours.push(fill);
    const y = -band / 2 + (band / n) * (k + 0.5);
    tray.push(rect(x0, y - band / n / 2.4, len, band / n / 1.2, { fill, rx: band / n / 2.4 }));
  }
  for (let x = x0 + tw * 0.5; x < len / 2; x += tw * 1.6)
    tray.push(rect(x, -band / 2 - tw * 0.03, tw * 0.05, band + tw * 0.06, { fill: color.amber, rx: 3 }));
  tray.push(
    rect(x0, -tw / 2 - tw * 0.08, len, tw * 0.08, {
      fill: color.slateMist,
      stroke: color.slateSoft,
      "stroke-width": 2,
    }),
  );
  tray.push(rect(x0, tw / 2, len, tw * 0.08, { fill: color.slateMist, stroke: color.slateSoft, "stroke-width": 2 }));
  body.push(group(tray, { transform: `translate(${w / 2} ${h / 2}) rotate(${angle.toFixed(1)})` }));
  return {
    body,
    alt: `Overhead close-up of a ladder cable tray crossing a concrete floor on a diagonal, carrying ${countWord(n)} ${colourWords(colours)} cables bundled with amber ties.`,
  };
}

/** Fire-rated doors: a single door, a pair, or a glazed screen with side light and transom. */
export function fireDoor(c: Canvas, options: { kind: "single" | "double" | "screen" }): Drawing {
  const { w, h, rng } = c;
  const floorY = h * 0.88;
  const body = [
    rect(0, 0, w, floorY, { fill: color.concreteMist }),
    rect(0, floorY, w, h - floorY, { fill: color.concrete }),
    rect(0, floorY - h * 0.025, w, h * 0.025, { fill: color.slateMid }),
  ];
  const defs = [
    linearGradient(
      "pane",
      [
        [0, "#d9e4e2"],
        [0.5, "#a9c0bd"],
        [1, color.tealSoft],
      ],
      false,
    ),
  ];
  const doorH = Math.min(h * 0.74, floorY - h * 0.1);
  const leafW = doorH / 2.3;
  const leaves = options.kind === "double" ? 2 : 1;
  const side = options.kind === "screen" ? leafW * 0.55 : 0;
  const transom = options.kind === "screen" ? doorH * 0.2 : 0;
  const frame = Math.max(8, leafW * 0.07);
  const openingW = leafW * leaves + side;
  const across = rng.range(0.4, 0.6);
  const ox = (w - openingW) * across;
  const oy = floorY - doorH - transom;
  const leafFill = options.kind === "screen" ? color.slate : rng.pick([color.tealMid, color.concreteLight]);
  body.push(rect(ox - frame, oy - frame, openingW + frame * 2, doorH + transom + frame, { fill: color.slate }));
  body.push(
    rect(ox - frame * 0.35, oy - frame * 0.35, openingW + frame * 0.7, doorH + transom + frame * 0.35, {
      fill: "none",
      stroke: color.amber,
      "stroke-width": frame * 0.18,
    }),
  );
  const glassPane = (x: number, y: number, pw: number, ph: number) =>
    group([
      rect(x, y, pw, ph, { fill: "url(#pane)", stroke: color.slate, "stroke-width": frame * 0.35 }),
      line(x + pw * 0.2, y + ph * 0.35, x + pw * 0.6, y + ph * 0.1, {
        stroke: "#ffffff",
        "stroke-width": frame * 0.2,
        opacity: 0.6,
      }),
      line(x + pw * 0.3, y + ph * 0.55, x + pw * 0.8, y + ph * 0.25, {
        stroke: "#ffffff",
        "stroke-width": frame * 0.12,
        opacity: 0.5,
      }),
    ]);
  if (transom) body.push(glassPane(ox, oy, openingW, transom - frame * 0.3));
  if (side) body.push(glassPane(ox + leafW + frame * 0.3, oy + transom, side - frame * 0.3, doorH));
  for (let l = 0; l < leaves; l++) {
    const lx = ox + l * leafW;
    const ly = oy + transom;
    body.push(rect(lx + 2, ly, leafW - 4, doorH, { fill: leafFill, stroke: color.slate, "stroke-width": 3 }));
    const handleSide = leaves === 2 ? (l === 0 ? 1 : 0) : 1;
    if (options.kind === "single")
      body.push(glassPane(lx + leafW * 0.18, ly + doorH * 0.12, leafW * 0.22, doorH * 0.42));
    else if (options.kind === "double")
      body.push(glassPane(lx + leafW * 0.25, ly + doorH * 0.1, leafW * 0.5, doorH * 0.55));
    else body.push(glassPane(lx + leafW * 0.12, ly + doorH * 0.06, leafW * 0.76, doorH * 0.8));
    const hx = handleSide ? lx + leafW * 0.86 : lx + leafW * 0.08;
    if (options.kind === "double")
      body.push(
        rect(hx - leafW * 0.03, ly + doorH * 0.4, leafW * 0.06, doorH * 0.16, {
          fill: color.slateMist,
          stroke: color.slateMid,
          "stroke-width": 2,
        }),
      );
    else
      body.push(
        rect(hx - leafW * 0.02, ly + doorH * 0.5, leafW * 0.04, doorH * 0.05, { fill: color.slateMist }),
        rect(handleSide ? hx - leafW * 0.14 : hx, ly + doorH * 0.5, leafW * 0.14, doorH * 0.015, {
          fill: color.slateMist,
        }),
      );
    // Overhead closer and its arm.
    const cx = handleSide ? lx + leafW * 0.1 : lx + leafW * 0.6;
    body.push(
      rect(cx, ly + doorH * 0.015, leafW * 0.3, doorH * 0.035, { fill: color.slateMid }),
      line(cx + leafW * 0.28, ly + doorH * 0.03, cx + leafW * 0.4, ly - frame * 0.3, {
        stroke: color.slateMid,
        "stroke-width": frame * 0.25,
      }),
    );
    if (options.kind !== "screen") {
      const sy = ly + doorH * (options.kind === "double" ? 0.72 : 0.62);
      const sx = lx + leafW * (handleSide ? 0.4 : 0.6);
      body.push(
        circle(sx, sy, leafW * 0.07, { fill: color.teal }),
        circle(sx, sy, leafW * 0.045, { fill: "none", stroke: "#ffffff", "stroke-width": 2 }),
      );
    }
  }
  const leafWord = leafFill === color.tealMid ? "teal" : "pale grey";
  const alt = {
    single: `A single fire-rated door in ${leafWord} with a narrow glazed vision panel, lever handle, overhead closer and a small round safety sign, set in a dark steel frame lined with an amber intumescent seal in a pale corridor wall.`,
    double: `A pair of fire-rated doors in ${leafWord} with tall glazed vision panels, push plates, overhead closers and small round safety signs, set in a dark steel frame lined with an amber intumescent seal, ${placeWord(across)} of a pale corridor wall.`,
    screen:
      "A fire-rated glazed screen: a fully glazed door with a full-height side light and a transom panel above, all in slim dark steel frames lined with an amber intumescent seal, in a pale corridor wall.",
  }[options.kind];
  return { defs, body, alt };
}

/** Flemish bond brickwork around a steel-framed window. */
export function brickwork(c: Canvas): Drawing {
  const { w, h, rng } = c;
  const course = Math.min(w, h) / rng.int(16, 22);
  // Brick faces to scale: a 215 mm stretcher and a 102.5 mm header on a 75 mm course, with 10 mm joints.
  const stretcher = course * 2.9;
  const header = course * 1.4;
  const joint = Math.max(2, course * 0.13);
  const tile = stretcher + header;
  // Flemish bond: each header sits centred over the stretcher below, so a tile is one of each, two courses high.
  const shift = stretcher / 2 - header / 2;
  const brick = (x: number, y: number, width: number, fill: string) =>
    rect(x, y, width - joint, course - joint, { fill });
  const bond = el(
    "pattern",
    { id: "bond", width: tile, height: course * 2, patternUnits: "userSpaceOnUse" },
    [
      rect(0, 0, tile, course * 2, { fill: color.concreteLight }),
      brick(0, 0, stretcher, color.brick),
      brick(stretcher, 0, header, color.brickDark),
      brick(shift, course, header, color.brickDark),
      brick(shift + header, course, stretcher, "#a86d4e"),
      brick(shift + header - tile, course, stretcher, "#a86d4e"),
    ].join(""),
  );
  const ww = w * rng.range(0.34, 0.46);
  const wh = h * rng.range(0.46, 0.58);
  const wx = (w - ww) * rng.range(0.35, 0.65);
  const wy = (h - wh) * 0.45;
  const panes = rng.int(2, 3);
  const mullion = Math.max(6, ww * 0.03);
  const body = [
    rect(0, 0, w, h, { fill: "url(#bond)" }),
    rect(wx - mullion, wy - course * 1.1, ww + mullion * 2, course, { fill: color.slate }),
    rect(wx, wy, ww, wh, { fill: color.glass }),
    rect(wx + ww * 0.1, wy, ww * 0.25, wh, { fill: color.tealSoft, opacity: 0.35 }),
    rect(wx, wy, ww, wh, { fill: "none", stroke: "#1e293b", "stroke-width": mullion }),
    line(wx, wy + wh * 0.3, wx + ww, wy + wh * 0.3, { stroke: "#1e293b", "stroke-width": mullion * 0.7 }),
    rect(wx - mullion * 2, wy + wh, ww + mullion * 4, course * 0.8, { fill: color.concreteMist }),
  ];
  for (let p = 1; p < panes; p++)
    body.push(
      line(wx + (ww / panes) * p, wy, wx + (ww / panes) * p, wy + wh, {
        stroke: "#1e293b",
        "stroke-width": mullion * 0.7,
      }),
    );
  return {
    defs: [bond],
    body,
    alt: `Close-up of brickwork in Flemish bond, long and short brick faces alternating in every course, around a dark steel-framed window of ${countWord(panes)} lights, ${shapeWord(ww / wh)}, with a steel lintel above and a pale stone sill below.`,
  };
}

/**
 * Where a drawing sits across its picture, in words: two pictures drawn from one scene differ in
 * such details, and the alt text says so, so that no two pictures share a description.
 */
function placeWord(across: number): string {
  if (across < 0.45) return "a little left of the centre";
  if (across < 0.5) return "just left of the centre";
  if (across < 0.55) return "just right of the centre";
  return "a little right of the centre";
}

/** A window's proportions, in words, from its width over its height. */
function shapeWord(ratio: number): string {
  if (ratio > 1.15) return "wider than it is tall";
  if (ratio >= 0.87) return "almost square";
  return "taller than it is wide";
}
