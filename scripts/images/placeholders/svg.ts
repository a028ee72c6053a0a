/** Tiny string builders for SVG markup; numbers are rounded to keep the committed files small. */
export type Attrs = Record<string, string | number | undefined>;
export type Point = readonly [number, number];

export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function attributes(attrs: Attrs): string {
  let out = "";
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? num(value) : value}"`;
  }
  return out;
}

export function el(tag: string, attrs: Attrs = {}, children?: string): string {
  return children === undefined ? `<${tag}${attributes(attrs)}/>` : `<${tag}${attributes(attrs)}>${children}</${tag}>`;
}

export const rect = (x: number, y: number, width: number, height: number, attrs: Attrs = {}) =>
  el("rect", { x, y, width, height, ...attrs });

export const line = (x1: number, y1: number, x2: number, y2: number, attrs: Attrs = {}) =>
  el("line", { x1, y1, x2, y2, ...attrs });

export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}) => el("circle", { cx, cy, r, ...attrs });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, ...attrs });

export const points = (list: readonly Point[]) => list.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");

export const polygon = (list: readonly Point[], attrs: Attrs = {}) => el("polygon", { points: points(list), ...attrs });

export const polyline = (list: readonly Point[], attrs: Attrs = {}) =>
  el("polyline", { points: points(list), fill: "none", ...attrs });

export const path = (d: string, attrs: Attrs = {}) => el("path", { d, ...attrs });

export const group = (children: readonly string[], attrs: Attrs = {}) => el("g", attrs, children.join(""));

export function linearGradient(id: string, stops: readonly (readonly [number, string])[], vertical = true): string {
  const direction = vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 1 };
  return el(
    "linearGradient",
    { id, ...direction },
    stops.map(([offset, color]) => el("stop", { offset, "stop-color": color })).join(""),
  );
}

/** A complete, self-contained SVG document at a fixed intrinsic size. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `${el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", width, height, viewBox: `0 0 ${width} ${height}` },
    (defs ? el("defs", {}, defs) : "") + body,
  )}\n`;
}
