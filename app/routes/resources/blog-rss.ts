import { renderBlogFeed } from "#app/utils/blog-metadata.ts";
import { getConfig } from "#server/config.ts";
import { listPosts } from "#server/content/blog.ts";

export function loader() {
  return new Response(renderBlogFeed(listPosts(), getConfig().SITE_URL), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
