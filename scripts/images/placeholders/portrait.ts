import { color } from "./palette.ts";
import type { Canvas, Drawing } from "./parts.ts";
import { circle, group, line, path, rect } from "./svg.ts";

export type PortraitBackdrop = "arch" | "grid" | "stripes" | "circle";

/** An abstract head-and-shoulders silhouette, deliberately without a face, on an architectural backdrop. */
export function portrait(c: Canvas, options: { backdrop: PortraitBackdrop; figure: "teal" | "slate" }): Drawing {
  const { w, h } = c;
  const backdrops: Record<PortraitBackdrop, { fill: string; motif: string; words: string }> = {
    arch: {
      fill: color.concreteLight,
      motif: path(`M${w * 0.2} ${h}V${h * 0.42}A${w * 0.3} ${w * 0.3} 0 0 1 ${w * 0.8} ${h * 0.42}V${h}`, {
        fill: color.concreteMist,
        stroke: color.paper,
        "stroke-width": w * 0.02,
      }),
      words: "a pale arched window outline on a warm grey background",
    },
    grid: {
      fill: color.tealMist,
      motif: group(
        Array.from({ length: 7 }, (_, i) => [
          line((w / 6) * i, 0, (w / 6) * i, h, { stroke: "#ffffff", "stroke-width": w * 0.008, opacity: 0.6 }),
          line(0, (h / 6) * i, w, (h / 6) * i, { stroke: "#ffffff", "stroke-width": w * 0.008, opacity: 0.6 }),
        ]).flat(),
      ),
      words: "a faint white grid, like glazing bars, on a pale teal background",
    },
    stripes: {
      fill: color.paper,
      motif: group(
        Array.from({ length: 9 }, (_, i) =>
          rect(-w * 0.2 + i * w * 0.18, -h * 0.2, w * 0.06, h * 1.6, {
            fill: color.amberMist,
            transform: `rotate(20 ${w / 2} ${h / 2})`,
          }),
        ),
      ),
      words: "diagonal amber stripes on an off-white background",
    },
    circle: {
      fill: color.slateMist,
      motif: circle(w * 0.5, h * 0.42, w * 0.36, { fill: color.amberMist }),
      words: "a large soft amber circle on a light slate background",
    },
  };
  const backdrop = backdrops[options.backdrop];
  const fill = options.figure === "teal" ? color.teal : color.slate;
  const body = [
    rect(0, 0, w, h, { fill: backdrop.fill }),
    backdrop.motif,
    rect(w * 0.44, h * 0.5, w * 0.12, h * 0.16, { fill }),
    path(
      `M${w * 0.1} ${h}C${w * 0.1} ${h * 0.74} ${w * 0.28} ${h * 0.66} ${w * 0.42} ${h * 0.64}L${w * 0.58} ${h * 0.64}C${w * 0.72} ${h * 0.66} ${w * 0.9} ${h * 0.74} ${w * 0.9} ${h}Z`,
      { fill },
    ),
    `<ellipse cx="${w * 0.5}" cy="${h * 0.4}" rx="${w * 0.14}" ry="${w * 0.175}" fill="${fill}"/>`,
    path(`M${w * 0.44} ${h * 0.645}L${w * 0.5} ${h * 0.76}L${w * 0.56} ${h * 0.645}`, {
      fill: "none",
      stroke: color.amber,
      "stroke-width": w * 0.012,
    }),
  ];
  return {
    body,
    alt: `Abstract portrait placeholder: a plain ${options.figure} head-and-shoulders silhouette with no facial features and a thin amber collar line, in front of ${backdrop.words}.`,
  };
}
