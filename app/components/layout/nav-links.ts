import { canonicalPath } from "#lib/url.ts";

/** True when `href` is the current page or the section it belongs to. */
export function isInSection(pathname: string, href: string): boolean {
  const path = canonicalPath(pathname);
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}

/**
 * True when `href` is exactly the page being shown. Compared on canonical
 * paths because prerendering renders "/about" as "/about/": NavLink's own
 * `end` matching then leaves aria-current out of the static HTML, and
 * hydration does not add it back.
 */
export function isCurrentPage(pathname: string, href: string): boolean {
  return canonicalPath(pathname) === href;
}
