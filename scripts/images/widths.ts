/** Widths we make variants at: phone, tablet and laptop at 1x and 2x, and a wide desktop. */
export const VARIANT_WIDTHS = [480, 960, 1440, 1920] as const;

/**
 * The widths to make for a source `sourceWidth` pixels wide: every candidate narrower than the
 * source, plus the source's own width (or the largest candidate, if the source is wider), so a
 * picture is never enlarged and its full detail is still offered.
 */
export function variantWidths(sourceWidth: number, candidates: readonly number[] = VARIANT_WIDTHS): number[] {
  if (!Number.isInteger(sourceWidth) || sourceWidth < 1) throw new Error(`Invalid source width: ${sourceWidth}`);
  const sorted = [...new Set(candidates)].sort((a, b) => a - b);
  const largest = Math.min(sourceWidth, sorted.at(-1) ?? sourceWidth);
  return [...sorted.filter((width) => width < largest), largest];
}

/** The width the `<img src>` fallback uses: the largest variant up to `preferred`, else the smallest. */
export function fallbackWidth(widths: readonly number[], preferred = 960): number {
  const fitting = widths.filter((width) => width <= preferred);
  const chosen = fitting.at(-1) ?? widths[0];
  if (chosen === undefined) throw new Error("No variant widths to choose a fallback from");
  return chosen;
}
