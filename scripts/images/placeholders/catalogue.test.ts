import path from "node:path";
import { expect, test } from "vitest";
import { altText } from "#content/images/alt-text.ts";
import { findSources } from "../sources.ts";
import { aspects, placeholders } from "./catalogue.ts";
import { renderPlaceholder } from "./render.ts";

const ratio = (name: string) => {
  const placeholder = placeholders.find((p) => p.name === name);
  if (!placeholder) throw new Error(`No placeholder named ${name}`);
  const { width, height } = aspects[placeholder.aspect];
  return width / height;
};

test("the names and shapes promised to the pages are all drawn", () => {
  const range = (prefix: string, count: number, pad = 0) =>
    Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(pad, "0")}`);
  const promised = [
    "home/hero",
    "projects/hackney-wick",
    "projects/islington",
    "projects/southwark",
    ...range("team/member-", 4),
    ...range("gallery/", 48, 2),
    ...range("case-studies/fire-rated-glazed-doors-", 3),
    ...range("case-studies/cable-trays-", 3),
    "blog/federal-reserve-cost-overruns",
    "blog/future-of-development-partnerships",
    "blog/smart-building-technology-trends-2025",
    "blog/procurement-cost-optimization",
  ];
  expect(placeholders.map((p) => p.name).sort()).toEqual(promised.sort());
  expect(ratio("home/hero")).toBeCloseTo(16 / 9);
  for (const name of ["projects/islington", "case-studies/cable-trays-1"]) expect(ratio(name)).toBeCloseTo(4 / 3);
  expect(ratio("team/member-1")).toBe(1);
  expect(ratio("blog/procurement-cost-optimization")).toBeCloseTo(16 / 9);
});

test("the gallery is mostly 4:3, with some portrait and some wide pictures", () => {
  const shapes = placeholders.filter((p) => p.name.startsWith("gallery/")).map((p) => p.aspect);
  const count = (aspect: string) => shapes.filter((shape) => shape === aspect).length;
  expect(count("4:3")).toBeGreaterThan(shapes.length / 2);
  expect(count("3:4")).toBeGreaterThan(4);
  expect(count("16:9")).toBeGreaterThan(4);
});

test("a placeholder is the same picture on every run", () => {
  for (const placeholder of placeholders.slice(0, 12))
    expect(renderPlaceholder(placeholder)).toEqual(renderPlaceholder(placeholder));
});

test("while a placeholder is shown, its alt text is the drawing's own description", async () => {
  // Once the firm drops in a photograph of that name, they describe the photograph instead.
  const shown = await findSources(path.join(import.meta.dirname, "../../../content/images"));
  const stillPlaceholders = new Set(shown.filter((source) => source.kind === "svg").map((source) => source.name));
  for (const placeholder of placeholders) {
    if (!stillPlaceholders.has(placeholder.name)) continue;
    expect(altText[placeholder.name as keyof typeof altText], placeholder.name).toBe(
      renderPlaceholder(placeholder).alt,
    );
  }
});

test("pictures differ from one another", () => {
  const drawn = new Set(placeholders.map((p) => renderPlaceholder(p).svg));
  expect(drawn.size).toBe(placeholders.length);
});

test("no two gallery pictures share a description", () => {
  const gallery = placeholders.filter((p) => p.name.startsWith("gallery/"));
  const described = new Set(gallery.map((p) => renderPlaceholder(p).alt));
  expect(described.size).toBe(gallery.length);
});
