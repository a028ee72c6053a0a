export type Crumb = { label: string; href: string };

/** "smart-building" becomes "Smart building": the fallback for unknown segments. */
export function capitalise(segment: string): string {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One crumb per path segment after Home, with friendly labels for known
 * segments. The home page has no trail.
 */
export function breadcrumbTrail(pathname: string, labels: Record<string, string>): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  return segments.map((segment, index) => ({
    label: labels[segment] ?? capitalise(segment),
    href: `/${segments.slice(0, index + 1).join("/")}`,
  }));
}
