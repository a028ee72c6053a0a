import { expect, test } from "vitest";
import { absoluteUrl, canonicalPath } from "./url.ts";

test("the canonical path has no trailing slash except for the root", () => {
  expect(canonicalPath("/")).toBe("/");
  expect(canonicalPath("/about/")).toBe("/about");
  expect(canonicalPath("/about")).toBe("/about");
  expect(canonicalPath("/blog/post//")).toBe("/blog/post");
  expect(canonicalPath("//about")).toBe("/about");
});

test("absolute URLs join the site origin and the path", () => {
  expect(absoluteUrl("https://example.com", "/")).toBe("https://example.com/");
  expect(absoluteUrl("https://example.com/", "/faq")).toBe("https://example.com/faq");
});
