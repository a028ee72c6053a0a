import { expect, test } from "vitest";
import { PageSchema } from "./pages.schema.ts";
import { validateContent } from "./validate.ts";

test("the site's content passes its schemas", () => {
  expect(() => validateContent()).not.toThrow();
});

test("a bad record is reported with its file and field", () => {
  const broken = {
    path: "/about",
    heading: "About",
    intro: "Too short",
    title: "About",
    description: "x".repeat(60),
    keywords: ["a", "b", "c"],
  };
  expect(() => validateContent([{ file: "content/pages.ts", schema: PageSchema.array(), value: [broken] }])).toThrow(
    /content\/pages\.ts: 0\.intro: .*40/,
  );
});
