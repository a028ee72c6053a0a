import { expect, test } from "vitest";
import { siteIndex } from "#server/content/site-index.ts";
import { CONCEPTS, conceptsIn } from "./vocabulary.ts";

test("every concept's home is an entry of the content index", () => {
  const urls = new Set(siteIndex().map((e) => e.url));
  for (const concept of CONCEPTS)
    for (const home of concept.homes) expect(urls.has(home), `${concept.id}: ${home}`).toBe(true);
});

test("a concept is recognised in the different words visitors use for it", () => {
  const ids = (text: string) => conceptsIn(text).map((c) => c.id);
  expect(ids("do you charge anything on top")).toContain("fees");
  expect(ids("how much cheaper is it")).toContain("savings");
  expect(ids("is it eco friendly, net-zero?")).toContain("sustainability");
  expect(ids("how quickly can you finish")).toContain("timeline");
  expect(ids("do you work in manchester")).toContain("areas");
});
