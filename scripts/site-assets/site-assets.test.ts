import { expect, test } from "vitest";
import { prerenderedPaths } from "#content/navigation.ts";
import { pngsToIco } from "./ico.ts";
import { webManifest } from "./manifest.ts";
import { ogPages } from "./og-pages.ts";
import { escapeXml, markPath, ogCardSvg, wrap } from "./templates.ts";

const FAVICON = '<svg viewBox="0 0 32 32"><rect width="32" height="32"/><path d="M8 25V11z" fill="#fff"/></svg>';

test("every prerendered page gets a card with a title", () => {
  const pages = ogPages();
  expect(pages.map((page) => page.path)).toEqual(prerenderedPaths);
  for (const page of pages) expect(page.title.length, page.path).toBeGreaterThan(0);
  expect(pages.find((page) => page.path === "/case-studies/cable-trays")?.title).toBe("Cable Trays");
});

test("titles wrap on word boundaries within the line length", () => {
  expect(wrap("Lessons from the Federal Reserve's Headquarters Cost Overrun", 26)).toEqual([
    "Lessons from the Federal",
    "Reserve's Headquarters",
    "Cost Overrun",
  ]);
  expect(wrap("Supercalifragilistic", 5)).toEqual(["Supercalifragilistic"]);
});

test("card text is escaped, so a title with & or < cannot break the drawing", () => {
  expect(escapeXml(`A & B <C> "D" 'E'`)).toBe("A &#38; B &#60;C&#62; &#34;D&#34; &#39;E&#39;");
  const svg = ogCardSvg({ eyebrow: "", title: "Management & Procurement" }, brandFor(), markPath(FAVICON));
  expect(svg).toContain("Management &#38; Procurement");
  expect(svg).not.toContain("Management & ");
  expect(svg).toContain('width="1200" height="630"');
});

test("the icon mark is read from the favicon, and a favicon without one stops the build", () => {
  expect(markPath(FAVICON)).toBe("M8 25V11z");
  expect(() => markPath("<svg></svg>")).toThrow(/favicon\.svg/);
});

test("an .ico holds its PNGs behind a directory of sizes and offsets", () => {
  const png = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
  const ico = pngsToIco([
    { size: 32, png },
    { size: 256, png },
  ]);
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
  expect([ico.readUInt8(6), ico.readUInt8(7), ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([32, 32, 7, 38]);
  // 256 pixels is written as 0.
  expect([ico.readUInt8(22), ico.readUInt32LE(34)]).toEqual([0, 45]);
  expect([...ico.subarray(38, 45)]).toEqual([...png]);
  expect(() => pngsToIco([{ size: 300, png }])).toThrow();
});

test("the manifest starts at / and offers any and maskable icons", () => {
  const manifest = webManifest();
  expect(manifest.start_url).toBe("/");
  expect(["browser", "minimal-ui"]).toContain(manifest.display);
  expect(manifest.icons.filter((icon) => icon.purpose === "maskable")).toHaveLength(1);
});

function brandFor() {
  return { name: "Studio", tagline: "Tagline", colour: "#000", accent: "#f00" };
}
