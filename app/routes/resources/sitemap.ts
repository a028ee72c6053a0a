import { renderSitemap, sitemapEntries } from "#app/utils/sitemap.ts";
import { prerenderedPaths } from "#content/navigation.ts";
import { getConfig } from "#server/config.ts";
import { listPosts } from "#server/content/blog.ts";
import { contentTypeFor } from "#server/http/mime.ts";

// The dates come from the content and the build, so they are worked out once.
const entries = sitemapEntries({ paths: prerenderedPaths, posts: listPosts(), buildDate: __BUILD_DATE__ });

/**
 * Served on demand, like the feed, rather than prerendered: its URLs follow
 * the running server's SITE_URL even when the build was made with another.
 */
export function loader() {
  return new Response(renderSitemap(entries, getConfig().SITE_URL), {
    headers: {
      "Content-Type": contentTypeFor("sitemap.xml"),
      "Cache-Control": "public, max-age=3600",
    },
  });
}
