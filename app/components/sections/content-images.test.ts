import { expect, test } from "vitest";
import { images } from "#app/generated/images.ts";
import { home } from "#content/home.ts";
import { projectsContent } from "#content/projects.ts";
import { teamMembers } from "#content/team.ts";

// Content names images as plain strings (content imports no app code); this
// holds every name to the generated manifest, so a typo fails here.
const named = [
  home.hero.image,
  ...projectsContent.projects.map((project) => project.image),
  ...projectsContent.gallery.items.map((item) => item.image),
  ...teamMembers.map((member) => member.image),
];

test("every image the home, projects and team content names exists, with alt text", () => {
  const missing = named.filter((name) => !(name in images));
  expect(missing).toEqual([]);
  for (const name of named) {
    expect(images[name as keyof typeof images].alt.trim(), name).not.toBe("");
  }
});

test("the gallery holds 48 distinct images", () => {
  const gallery = projectsContent.gallery.items.map((item) => item.image);
  expect(gallery).toHaveLength(48);
  expect(new Set(gallery).size).toBe(48);
});

test("gallery spans follow each image's shape: portraits run two rows, wide shots two columns", () => {
  for (const item of projectsContent.gallery.items) {
    const { width, height } = images[item.image as keyof typeof images];
    if (height > width) expect(item.span, item.image).toBe("col-span-1 row-span-2");
    if (width / height > 1.5) expect(item.span, item.image).toMatch(/^col-span-2/);
  }
});
