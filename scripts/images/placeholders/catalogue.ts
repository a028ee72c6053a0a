import { constructionSite, elevation, hoarding, linkedTowers, scaffold, skyline, steelFrame } from "./buildings.ts";
import { brickwork, cableTrays, fireDoor, glazing } from "./details.ts";
import { axonometric, costChart, floorPlan, sitePlan, smartBuilding } from "./drawings.ts";
import type { Canvas, Drawing } from "./parts.ts";
import { portrait } from "./portrait.ts";

/** The aspect ratios promised to the pages, with the intrinsic size each placeholder is drawn at. */
export const aspects = {
  "16:9": { width: 1920, height: 1080 },
  "4:3": { width: 1440, height: 1080 },
  "3:4": { width: 1080, height: 1440 },
  "1:1": { width: 960, height: 960 },
} as const;
export type Aspect = keyof typeof aspects;

export type Placeholder = {
  /** `group/name`, the file's path below content/images without extension. */
  name: string;
  aspect: Aspect;
  draw: (canvas: Canvas) => Drawing;
  /** Changes the composition without renaming the image. */
  seed?: string;
};

type Draw = Placeholder["draw"];

const landscapeScenes: readonly Draw[] = [
  (c) => elevation(c),
  (c) => constructionSite(c),
  (c) => floorPlan(c, { style: "paper" }),
  (c) => glazing(c, { view: "flat" }),
  (c) => hoarding(c),
  (c) => steelFrame(c),
  (c) => sitePlan(c),
  (c) => scaffold(c),
  (c) => axonometric(c),
  (c) => cableTrays(c, { view: "corridor" }),
  (c) => skyline(c),
  (c) => brickwork(c),
  (c) => fireDoor(c, { kind: "double" }),
  (c) => floorPlan(c, { style: "blueprint" }),
  (c) => smartBuilding(c),
  (c) => elevation(c, { water: true }),
  (c) => cableTrays(c, { view: "wall" }),
];

const portraitScenes: readonly Draw[] = [
  (c) => constructionSite(c),
  (c) => fireDoor(c, { kind: "single" }),
  (c) => glazing(c, { view: "corner" }),
  (c) => elevation(c),
  (c) => scaffold(c),
  (c) => linkedTowers(c),
  (c) => brickwork(c),
  (c) => fireDoor(c, { kind: "screen" }),
];

const wideScenes: readonly Draw[] = [
  (c) => skyline(c, { cranes: true }),
  (c) => hoarding(c),
  (c) => elevation(c, { crane: true }),
  (c) => sitePlan(c, { style: "blueprint" }),
  (c) => cableTrays(c, { view: "corridor" }),
  (c) => linkedTowers(c),
];

/** Mostly 4:3, every sixth from the third portrait, every eighth wide, so the gallery can vary its spans. */
export function galleryAspect(index: number): Aspect {
  if (index % 6 === 3) return "3:4";
  if (index % 8 === 0) return "16:9";
  return "4:3";
}

/**
 * Gallery pictures that would otherwise come out as a near copy of an earlier one (the scene list
 * comes round twice), drawn from another seed so that each looks, and is described, as its own.
 */
const gallerySeeds: Readonly<Record<string, string>> = { "gallery/42": "gallery/42-b" };

function gallery(): Placeholder[] {
  const counters: Record<Aspect, number> = { "16:9": 0, "4:3": 0, "3:4": 0, "1:1": 0 };
  return Array.from({ length: 48 }, (_, i) => {
    const index = i + 1;
    const aspect = galleryAspect(index);
    const list = aspect === "3:4" ? portraitScenes : aspect === "16:9" ? wideScenes : landscapeScenes;
    const draw = list[counters[aspect]++ % list.length] as Draw;
    const name = `gallery/${String(index).padStart(2, "0")}`;
    return { name, aspect, draw, seed: gallerySeeds[name] };
  });
}

export const placeholders: readonly Placeholder[] = [
  { name: "home/hero", aspect: "16:9", draw: (c) => skyline(c, { mood: "dusk", cranes: true }) },
  { name: "projects/hackney-wick", aspect: "4:3", draw: (c) => elevation(c, { water: true, mood: "day" }) },
  { name: "projects/islington", aspect: "4:3", draw: (c) => elevation(c, { mood: "overcast", crane: false }) },
  { name: "projects/southwark", aspect: "4:3", draw: (c) => constructionSite(c, { mood: "day", cranes: 2 }) },
  { name: "team/member-1", aspect: "1:1", draw: (c) => portrait(c, { backdrop: "arch", figure: "teal" }) },
  { name: "team/member-2", aspect: "1:1", draw: (c) => portrait(c, { backdrop: "grid", figure: "slate" }) },
  { name: "team/member-3", aspect: "1:1", draw: (c) => portrait(c, { backdrop: "stripes", figure: "teal" }) },
  { name: "team/member-4", aspect: "1:1", draw: (c) => portrait(c, { backdrop: "circle", figure: "slate" }) },
  ...gallery(),
  { name: "case-studies/fire-rated-glazed-doors-1", aspect: "4:3", draw: (c) => fireDoor(c, { kind: "double" }) },
  { name: "case-studies/fire-rated-glazed-doors-2", aspect: "4:3", draw: (c) => fireDoor(c, { kind: "single" }) },
  { name: "case-studies/fire-rated-glazed-doors-3", aspect: "4:3", draw: (c) => fireDoor(c, { kind: "screen" }) },
  { name: "case-studies/cable-trays-1", aspect: "4:3", draw: (c) => cableTrays(c, { view: "corridor" }) },
  { name: "case-studies/cable-trays-2", aspect: "4:3", draw: (c) => cableTrays(c, { view: "wall" }) },
  { name: "case-studies/cable-trays-3", aspect: "4:3", draw: (c) => cableTrays(c, { view: "overhead" }) },
  { name: "blog/federal-reserve-cost-overruns", aspect: "16:9", draw: (c) => costChart(c, { trend: "overrun" }) },
  { name: "blog/future-of-development-partnerships", aspect: "16:9", draw: (c) => linkedTowers(c, { mood: "dusk" }) },
  { name: "blog/smart-building-technology-trends-2025", aspect: "16:9", draw: (c) => smartBuilding(c) },
  { name: "blog/procurement-cost-optimization", aspect: "16:9", draw: (c) => costChart(c, { trend: "savings" }) },
];
