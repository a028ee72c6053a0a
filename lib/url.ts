/**
 * The site's one URL per page has no trailing slash (except the root).
 * Returns the canonical form of a pathname, or the same string when it
 * already is canonical.
 */
export function canonicalPath(pathname: string): string {
  if (pathname === "/") return "/";
  const trimmed = pathname.replace(/\/+$/, "");
  const collapsed = trimmed.replace(/\/{2,}/g, "/");
  return collapsed === "" ? "/" : collapsed;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return path === "/" ? `${origin}/` : `${origin}${path}`;
}
