import zlib from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { prerenderedPaths } from "#content/navigation.ts";
import { type RunningServer, startServer } from "#tests/setup/server.ts";
import { request, requireProductionBuild } from "./http.ts";

requireProductionBuild();

// Not the SITE_URL of the build (http://localhost:3000): the sitemap and robots.txt follow the running server's.
const SITE_URL = "https://www.example.com";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ SITE_URL });
}, 60_000);

afterAll(async () => {
  if (server) await server.stop("SIGTERM");
}, 20_000);

test("the sitemap names every page on the running server's SITE_URL, compressed like other text", async () => {
  const response = await request(server.url, "/sitemap.xml", { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
  expect(response.headers["content-encoding"]).toBe("gzip");
  const xml = zlib.gunzipSync(response.body).toString("utf8");
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(prerenderedPaths.map((p) => (p === "/" ? `${SITE_URL}/` : `${SITE_URL}${p}`)));
});

test("robots.txt points to the sitemap on the running server's SITE_URL", async () => {
  const response = await request(server.url, "/robots.txt", { headers: { "Accept-Encoding": "identity" } });
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(response.body.toString("utf8")).toContain(`Sitemap: ${SITE_URL}/sitemap.xml\n`);
});
