// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { images } from "#app/generated/images/projects.ts";
import { ResponsiveImage, type ResponsiveImageProps } from "./responsive-image.tsx";

afterEach(cleanup);

const entry = images["projects/islington"];

function renderImage(props: Partial<ResponsiveImageProps> = {}) {
  const view = render(<ResponsiveImage image={entry} sizes="(min-width: 1024px) 33vw, 100vw" {...props} />);
  const sources = [...view.container.querySelectorAll("picture > source")];
  return { img: screen.getByRole("img"), sources };
}

test("offers AVIF first, then WebP, at every width, with the sizes the page gives", () => {
  const { sources } = renderImage();
  expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
  expect(sources.map((source) => source.getAttribute("srcset"))).toEqual([entry.avif, entry.webp]);
  for (const source of sources) expect(source.getAttribute("sizes")).toBe("(min-width: 1024px) 33vw, 100vw");
  expect(entry.avif).toMatch(/^\/_img\/projects\/islington-480\.[0-9a-f]{10}\.avif 480w, /);
});

test("the image keeps its place before it loads: width and height come from the manifest", () => {
  const { img } = renderImage();
  expect(img.getAttribute("width")).toBe(String(entry.width));
  expect(img.getAttribute("height")).toBe(String(entry.height));
  expect(img.getAttribute("src")).toBe(entry.src);
});

test("describes the picture with the alt text kept beside the images", () => {
  renderImage();
  expect(entry.alt.length).toBeGreaterThan(20);
  expect(screen.getByRole("img", { name: entry.alt })).toBeDefined();
});

test("a page can describe the picture in its own words", () => {
  renderImage({ alt: "The Islington scheme from the street" });
  expect(screen.getByRole("img", { name: "The Islington scheme from the street" })).toBeDefined();
});

test("loads lazily and decodes off the main thread by default", () => {
  const { img } = renderImage();
  expect(img.getAttribute("loading")).toBe("lazy");
  expect(img.getAttribute("decoding")).toBe("async");
  expect(img.hasAttribute("fetchpriority")).toBe(false);
});

test("the priority image loads at once, ahead of other images", () => {
  const { img } = renderImage({ priority: true });
  expect(img.getAttribute("loading")).toBe("eager");
  expect(img.getAttribute("fetchpriority")).toBe("high");
  expect(img.hasAttribute("decoding")).toBe(false);
});

test("the page's classes style the image itself", () => {
  const { img } = renderImage({ className: "size-full object-cover" });
  expect(img.getAttribute("class")).toBe("size-full object-cover");
});
