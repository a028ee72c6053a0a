import { aspects, type Placeholder } from "./catalogue.ts";
import { color } from "./palette.ts";
import { createRandom } from "./random.ts";
import { rect, svgDocument } from "./svg.ts";

/** Draws one placeholder: the same name and seed always give the same bytes. */
export function renderPlaceholder(placeholder: Placeholder): { svg: string; alt: string } {
  const { width, height } = aspects[placeholder.aspect];
  const rng = createRandom(placeholder.seed ?? placeholder.name);
  const drawing = placeholder.draw({ w: width, h: height, rng });
  // An opaque ground under everything: anti-aliased seams between shapes would otherwise leave
  // half-transparent pixels, and a transparent picture gets a PNG fallback instead of a JPEG.
  const ground = rect(0, 0, width, height, { fill: color.concreteLight });
  return {
    svg: svgDocument(width, height, (drawing.defs ?? []).join(""), ground + drawing.body.join("")),
    alt: drawing.alt,
  };
}
