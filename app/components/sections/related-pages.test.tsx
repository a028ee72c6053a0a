// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { RelatedPage } from "#content/related-links.schema.ts";
import { DEFAULT_RELATED_PAGES, RelatedPages, selectRelatedPages } from "./related-pages.tsx";

afterEach(cleanup);

function relatedPage(href: string, priority: RelatedPage["priority"] = "medium"): RelatedPage {
  return { title: `Page ${href}`, description: `About ${href}`, href, category: "About", priority };
}

/** Twelve pages, as the spec's block holds, alternating medium and high priority. */
function twelvePages(): RelatedPage[] {
  return Array.from({ length: 12 }, (_, i) => relatedPage(`/page-${i + 1}`, i % 2 ? "high" : "medium"));
}

test("the current page is never among the related pages", () => {
  const pages = twelvePages();
  const shown = selectRelatedPages(pages, "/page-2", 12);
  expect(shown.map((p) => p.href)).not.toContain("/page-2");
  expect(shown).toHaveLength(11);
});

test("at most eight pages are shown unless another maximum is given", () => {
  expect(DEFAULT_RELATED_PAGES).toBe(8);
  expect(selectRelatedPages(twelvePages(), "/elsewhere")).toHaveLength(8);
  expect(selectRelatedPages(twelvePages(), "/elsewhere", 3)).toHaveLength(3);
  expect(selectRelatedPages(twelvePages().slice(0, 5), "/elsewhere")).toHaveLength(5);
});

test("high-priority pages come first, each priority in content order", () => {
  const shown = selectRelatedPages(twelvePages(), "/page-4", 8).map((p) => p.href);
  expect(shown).toEqual(["/page-2", "/page-6", "/page-8", "/page-10", "/page-12", "/page-1", "/page-3", "/page-5"]);
});

function renderBlock(props: Partial<Parameters<typeof RelatedPages>[0]> = {}) {
  return render(
    <MemoryRouter>
      <RelatedPages pages={twelvePages()} currentPath="/page-1" {...props} />
    </MemoryRouter>,
  );
}

test("the block links to the selected pages, with title, category and description", () => {
  renderBlock();
  const list = screen.getByRole("list");
  const links = within(list).getAllByRole("link");
  expect(links).toHaveLength(8);
  expect(links.map((link) => link.getAttribute("href"))).not.toContain("/page-1");
  const first = within(list).getAllByRole("listitem")[0] as HTMLElement;
  expect(within(first).getByRole("link", { name: "Page /page-2" }).getAttribute("href")).toBe("/page-2");
  expect(within(first).getByText("About /page-2")).toBeTruthy();
  expect(within(first).getByText("About")).toBeTruthy();
});

test("the block lays its pages out as a grid by default, or as a list", () => {
  renderBlock();
  expect(screen.getByRole("list").dataset.layout).toBe("grid");
  cleanup();
  renderBlock({ layout: "list", max: 4 });
  expect(screen.getByRole("list").dataset.layout).toBe("list");
  expect(screen.getAllByRole("link")).toHaveLength(4);
});
