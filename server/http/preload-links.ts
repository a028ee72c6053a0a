/**
 * The preloads a page's head announces (the largest image, the font), as a
 * `Link` response header. The browser starts them when the headers arrive,
 * before it has read any of the HTML, and a proxy or CDN can turn the header
 * into 103 Early Hints.
 */

/** The attributes a preload's header form carries, by their lower-case HTML names. */
const CARRIED = ["as", "type", "crossorigin", "fetchpriority", "imagesrcset", "imagesizes"] as const;

/** A value that may go unquoted (RFC 9110 token); anything else is a quoted string. */
const TOKEN = /^[!#$%&'*+.^`|~\w-]+$/;

/** `preloads`: the head's `<link rel="preload">` attributes, as lib/page-document.ts reads them. */
export function preloadLinkHeader(preloads: readonly ReadonlyMap<string, string>[]): string | null {
  const links: string[] = [];
  for (const attributes of preloads) {
    // An image preload with a srcset has no href (React leaves it out); its header form names the
    // middle candidate, which a browser that cannot read imagesrcset fetches instead.
    const candidates = attributes
      .get("imagesrcset")
      ?.split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0]);
    const href = attributes.get("href") ?? candidates?.[Math.floor((candidates.length - 1) / 2)];
    if (!href || !attributes.get("as") || /[<>"\s,;]/.test(href)) continue;
    const parts = [`<${href}>`, "rel=preload"];
    for (const name of CARRIED) {
      const value = attributes.get(name);
      if (value === undefined || value.includes('"')) continue;
      if (name === "crossorigin" && value === "") parts.push(name);
      else parts.push(TOKEN.test(value) ? `${name}=${value}` : `${name}="${value}"`);
    }
    links.push(parts.join("; "));
  }
  return links.length > 0 ? links.join(", ") : null;
}
