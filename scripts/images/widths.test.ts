import { expect, test } from "vitest";
import { fallbackWidth, VARIANT_WIDTHS, variantWidths } from "./widths.ts";

test("a source wider than every candidate gets each candidate width and no more", () => {
  expect(variantWidths(4000)).toEqual([...VARIANT_WIDTHS]);
});

test("a narrower source stops at its own width, so nothing is ever enlarged", () => {
  expect(variantWidths(1600)).toEqual([480, 960, 1440, 1600]);
  expect(variantWidths(1440)).toEqual([480, 960, 1440]);
  expect(variantWidths(700)).toEqual([480, 700]);
  expect(variantWidths(300)).toEqual([300]);
  for (let width = 1; width < 2500; width += 37) expect(Math.max(...variantWidths(width))).toBeLessThanOrEqual(width);
});

test("the fallback is the largest variant up to 960 pixels, or the smallest when all are wider", () => {
  expect(fallbackWidth([480, 960, 1440])).toBe(960);
  expect(fallbackWidth([480, 700])).toBe(700);
  expect(fallbackWidth([1200, 1920], 960)).toBe(1200);
});
