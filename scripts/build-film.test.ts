import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { heroFilm } from "#content/video/hero-film.ts";

const root = path.resolve(import.meta.dirname, "..");
const files = [...heroFilm.phone, ...heroFilm.wide];

test("the film's variants were made from the source that is in content/video (run npm run film after replacing it)", () => {
  const source = readFileSync(path.join(root, "content/video/hero.mp4"));
  expect(createHash("sha256").update(source).digest("hex")).toBe(heroFilm.sourceSha256);
});

test("every variant is in public/video at the size recorded", () => {
  for (const file of files) {
    expect(file.src).toMatch(/^\/video\/[\w-]+\.(webm|mp4)$/);
    expect(statSync(path.join(root, "public", file.src)).size, file.src).toBe(file.bytes);
  }
});

test("each size comes in a modern codec first and H.264 after it, which every browser plays", () => {
  for (const variant of [heroFilm.phone, heroFilm.wide]) {
    expect(variant.map((file) => file.type.split(";")[0])).toEqual(["video/webm", "video/mp4"]);
    expect(variant[0]?.type).toMatch(/codecs="(av01|vp09)\./);
    expect(variant[1]?.type).toMatch(/codecs="avc1\./);
  }
});

test("the phone's film is portrait and well under 1 MB; the wide one is 16:9", () => {
  for (const file of heroFilm.phone) {
    expect(file.height).toBeGreaterThan(file.width);
    expect(file.bytes, file.src).toBeLessThan(400 * 1024);
  }
  for (const file of heroFilm.wide) expect(file.width / file.height).toBeCloseTo(16 / 9, 2);
});
