import { renderRobots } from "#app/utils/sitemap.ts";
import { getConfig } from "#server/config.ts";
import { contentTypeFor } from "#server/http/mime.ts";

/** Served on demand, like the feed, so the Sitemap line names the running server's SITE_URL. */
export function loader() {
  return new Response(renderRobots(getConfig().SITE_URL), {
    headers: {
      "Content-Type": contentTypeFor("robots.txt"),
      "Cache-Control": "public, max-age=3600",
    },
  });
}
