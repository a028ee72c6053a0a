import { canonicalPath } from "#lib/url.ts";

/** True when `href` is the current page or the section it belongs to. */
export function isInSection(pathname: string, href: string): boolean {
  const path = canonicalPath(pathname);
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}
