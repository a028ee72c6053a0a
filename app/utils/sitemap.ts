import { absoluteUrl } from "#lib/url.ts";

export type SitemapEntry = {
  /** Site-relative path, canonical (no trailing slash). */
  path: string;
  /** Calendar day (YYYY-MM-DD) the page's content last changed, as far as the content tells. */
  lastmod: string;
};

type SitemapSources = {
  /** Every public page: content/navigation.ts prerenderedPaths. */
  paths: readonly string[];
  /** Blog posts with their publication day, newest first or not. */
  posts: readonly { id: string; date: string }[];
  /** The build's moment (ISO 8601), as compiled into the bundle. */
  buildDate: string;
};

/**
 * Which day each public page last changed.
 *
 * - A blog post: its own date (the content's only dated record; posts are
 *   not revised after publication).
 * - The blog listing: the newest post's date, since the list is made of the posts.
 * - Every other page, the privacy policy included: the build's date. The
 *   policy states on the page that its "Last updated" is the build date, and
 *   the sitemap must agree with it. The other pages' words live in undated
 *   content records, so the build is the last moment they can have changed;
 *   claiming an older day would be a guess, and case studies' "date" is the
 *   year of the project, not of the page.
 */
export function sitemapEntries({ paths, posts, buildDate }: SitemapSources): SitemapEntry[] {
  const built = buildDate.slice(0, 10);
  const postDates = new Map(posts.map((post) => [`/blog/${post.id}`, post.date]));
  const newestPost = posts
    .map((post) => post.date)
    .sort()
    .at(-1);
  return paths.map((path) => {
    const postDate = postDates.get(path);
    if (postDate) return { path, lastmod: postDate };
    if (path === "/blog" && newestPost) return { path, lastmod: newestPost };
    return { path, lastmod: built };
  });
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** The sitemaps.org XML for these pages, every URL absolute on the public origin. */
export function renderSitemap(entries: readonly SitemapEntry[], siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) =>
      [
        "  <url>",
        `    <loc>${xml(absoluteUrl(siteUrl, entry.path))}</loc>`,
        `    <lastmod>${entry.lastmod}</lastmod>`,
        "  </url>",
      ].join("\n"),
    ),
    "</urlset>",
    "",
  ].join("\n");
}

/** Every crawler may read every page; the JSON API is not content. */
export function renderRobots(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
