/**
 * Where a page's Open Graph image lives. The build draws one per prerendered
 * page (scripts/build-site-assets.ts) and the meta helper points at it, both
 * through this function, so the two cannot disagree.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function ogImagePath(pathname: string): string {
  return pathname === "/" ? "/og/home.png" : `/og${pathname}.png`;
}
