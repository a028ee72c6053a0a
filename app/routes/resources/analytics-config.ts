import { publicConfig } from "#server/config.ts";

/**
 * The Tag Manager container id, read at run time: prerendered pages carry the
 * build's data, while GTM_ID belongs to the deployment. The browser asks for
 * it only after the visitor accepts cookies.
 */
export function loader() {
  return Response.json({ gtmId: publicConfig().gtmId }, { headers: { "Cache-Control": "public, max-age=300" } });
}
