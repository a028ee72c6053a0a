/**
 * The preloads a page's head announces (the largest image, the font), as a
 * `Link` response header. The browser starts them when the headers arrive,
 * before it has read any of the HTML, and a proxy or CDN can turn the header
 * into 103 Early Hints.
 */

const HEAD = /<head>([\s\S]*?)<\/head>/i;
const PRELOAD_TAG = /<link\s+rel="preload"([^>]*?)\/?>/gi;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;
/** The attributes a preload's header form carries, by their lower-case HTML names. */
const CARRIED = ["as", "type", "crossorigin", "fetchpriority", "imagesrcset", "imagesizes"] as const;

/** A value that may go unquoted (RFC 9110 token); anything else is a quoted string. */
const TOKEN = /^[!#$%&'*+.^`|~\w-]+$/;

const decode = (value: string) =>
  value.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

export function preloadLinkHeader(html: string): string | null {
  const head = HEAD.exec(html)?.[1] ?? "";
  const links: string[] = [];
  for (const [, attributeText = ""] of head.matchAll(PRELOAD_TAG)) {
    const attributes = new Map(
      [...attributeText.matchAll(ATTRIBUTE)].map(([, name = "", value = ""]) => [name.toLowerCase(), decode(value)]),
    );
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
