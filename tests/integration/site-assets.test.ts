import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { company } from "#content/company.ts";
import { prerenderedPaths } from "#content/navigation.ts";
import { ogImagePath } from "#lib/og-image.ts";
import { type RunningServer, startServer } from "#tests/setup/server.ts";
import { projectRoot, request, requireProductionBuild } from "./http.ts";

requireProductionBuild();

const clientDir = path.join(projectRoot, "build/client");

function prerenderedHtml(pagePath: string): string {
  return readFileSync(
    path.join(clientDir, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`),
    "utf8",
  );
}

/** The content of `<meta property|name="key" content="...">` in a page. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  return tag?.[1]?.replace(/&amp;/g, "&");
}

describe("Open Graph images", () => {
  test.each(prerenderedPaths)("%s has its own 1200x630 PNG card, named in og:image and twitter:image", async (page) => {
    const html = prerenderedHtml(page);
    const image = metaContent(html, "og:image");
    expect(image).toBeDefined();
    const url = new URL(image ?? "");
    // Absolute, on the site's origin (the build's SITE_URL), and this page's own file.
    expect(url.pathname).toBe(ogImagePath(page));
    expect(url.origin).toBe(new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "").origin);
    expect(metaContent(html, "twitter:image")).toBe(image);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "og:image:width")).toBe("1200");
    expect(metaContent(html, "og:image:height")).toBe("630");
    expect(metaContent(html, "og:image:alt")).toContain(company.name);

    const file = path.join(clientDir, url.pathname);
    expect(existsSync(file), `${url.pathname} exists in the build`).toBe(true);
    const metadata = await sharp(file).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: "png",
      width: 1200,
      height: 630,
    });
  });

  test("no two pages share a card, and no card is left over from a removed page", () => {
    const images = prerenderedPaths.map((page) => metaContent(prerenderedHtml(page), "og:image"));
    expect(new Set(images).size).toBe(prerenderedPaths.length);
    const files = readdirSync(path.join(clientDir, "og"), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith(".png"))
      .map((name) => `/og/${name}`)
      .sort();
    expect(files).toEqual(prerenderedPaths.map(ogImagePath).sort());
  });
});

describe("icons, manifest and font over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 60_000);
  afterAll(async () => {
    if (server) await server.stop("SIGTERM");
  }, 20_000);

  const get = (requestPath: string) => request(server.url, requestPath, { headers: { "Accept-Encoding": "identity" } });

  async function expectPng(requestPath: string, size: number) {
    const response = await get(requestPath);
    expect(response.status, requestPath).toBe(200);
    expect(response.headers["content-type"], requestPath).toBe("image/png");
    const metadata = await sharp(response.body).metadata();
    expect([metadata.format, metadata.width, metadata.height], requestPath).toEqual(["png", size, size]);
  }

  test("every page links the icons and the manifest", async () => {
    const html = (await get("/about")).body.toString("utf8");
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    expect(html).toContain('<link rel="manifest" href="/site.webmanifest"/>');
  });

  test("the web app manifest is served as application/manifest+json with the firm's name, colours and icons", async () => {
    const response = await get("/site.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    const manifest = JSON.parse(response.body.toString("utf8"));
    expect(manifest).toMatchObject({
      name: company.name,
      short_name: company.shortName,
      start_url: "/",
      display: "minimal-ui",
      background_color: "#ffffff",
    });
    const themeColour = /<meta name="theme-color" content="([^"]+)"/.exec((await get("/")).body.toString("utf8"))?.[1];
    expect(manifest.theme_color).toBe(themeColour);
    expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose).sort()).toEqual(["any", "any", "maskable"]);
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      expect(icon.type).toBe("image/png");
      await expectPng(icon.src, Number(icon.sizes.split("x")[0]));
    }
  });

  test("the favicon set is served with image types and its sizes", async () => {
    await expectPng("/apple-touch-icon.png", 180);
    await expectPng("/icons/icon-192.png", 192);
    await expectPng("/icons/icon-512.png", 512);
    await expectPng("/icons/icon-maskable-512.png", 512);

    const svg = await get("/favicon.svg");
    expect(svg.headers["content-type"]).toBe("image/svg+xml");

    const ico = await get("/favicon.ico");
    expect(ico.status).toBe(200);
    expect(ico.headers["content-type"]).toBe("image/x-icon");
    // ICONDIR: reserved 0, type 1 (icon), one image of 32x32 holding a PNG.
    expect([ico.body.readUInt16LE(0), ico.body.readUInt16LE(2), ico.body.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.body.readUInt8(6), ico.body.readUInt8(7)]).toEqual([32, 32]);
    const offset = ico.body.readUInt32LE(18);
    const png = await sharp(ico.body.subarray(offset, offset + ico.body.readUInt32LE(14))).metadata();
    expect([png.format, png.width, png.height]).toEqual(["png", 32, 32]);
  });

  test("Inter is two woff2 files from the site itself, named by the stylesheet in the document, the core one preloaded, hashed and cached for a year", async () => {
    const page = await get("/");
    const html = page.body.toString("utf8");
    // The stylesheet is written into the document (decision 020); its @font-face rules name the two cut files.
    const css = /<style[^>]*data-href="app-stylesheet"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const fontUrls = [...css.matchAll(/url\(["']?([^"')]+\.woff2?)["']?\)/g)].map((m) => m[1]);
    expect(fontUrls).toHaveLength(2);
    const [fontUrl = "", extendedUrl = ""] = fontUrls;
    expect(fontUrl).toMatch(/^\/assets\/inter-core-[\w-]+\.woff2$/);
    expect(extendedUrl).toMatch(/^\/assets\/inter-extended-[\w-]+\.woff2$/);
    expect(css).toMatch(/font-display:\s*optional/);
    expect(css).toMatch(/font-family:\s*"?Inter Fallback"?[^}]*size-adjust/);
    // The core file is preloaded, in the head and in the Link header (decision 016, second amendment).
    expect(html).toContain(
      `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin="anonymous"/>`,
    );
    expect(page.headers.link).toContain(`<${fontUrl}>; rel=preload; as=font`);

    const font = await get(fontUrl);
    expect(font.status).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(font.body.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });
});
