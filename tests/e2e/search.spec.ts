import type { Page } from "@playwright/test";
import { findCaseStudy } from "../../content/case-studies.ts";
import { expect, test, visit } from "./fixtures.ts";
import { mainNavigation, pathname, rememberCookieChoice } from "./helpers.ts";

const cableTrays = findCaseStudy("cable-trays");

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

/** The header's box, from 768 px wide. */
function searchBox(page: Page) {
  return page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
}

function results(page: Page) {
  return page.getByRole("listbox");
}

function option(page: Page, title: string) {
  return results(page).getByRole("option", { name: new RegExp(`^${title}`) });
}

/** The /search page's list of results. */
function pageResults(page: Page) {
  return page.getByRole("region", { name: "Results" }).getByRole("listitem");
}

/** Marks the window, so a test can tell a client navigation (mark kept) from a page load. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { searchTestMark: true }));
}

function windowMarked(page: Page) {
  return page.evaluate(() => "searchTestMark" in window);
}

test.describe("the search box", () => {
  test("downloads the index only when it is first focused, not with the page", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await visit(page, "/");
    await page.waitForLoadState("load");
    const scriptsWithPage = new Set(requested.filter((p) => p.endsWith(".js")));
    expect(requested).not.toContain("/search-index.json");

    const index = page.waitForResponse((r) => new URL(r.url()).pathname === "/search-index.json");
    await searchBox(page).focus();
    expect((await index).ok()).toBe(true);
    await searchBox(page).fill("cable");
    await expect(option(page, "Cable Trays")).toBeVisible();
    // MiniSearch itself arrived with the index, as a script the page had not loaded.
    expect(requested.filter((p) => p.endsWith(".js") && !scriptsWithPage.has(p))).not.toEqual([]);
    expect(requested.filter((p) => p === "/search-index.json")).toHaveLength(1);
  });

  test("results drop down from the third character and clear again below it", async ({ page }) => {
    await visit(page, "/");
    const box = searchBox(page);
    await box.pressSequentially("cab");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(box).toHaveAttribute("aria-controls", (await results(page).getAttribute("id")) ?? "missing id");
    const result = option(page, "Cable Trays");
    await expect(result).toBeVisible();
    await expect(page.getByRole("banner").getByRole("status")).toContainText(/\d+ results? found/);

    await box.press("Backspace");
    await expect(box).toHaveValue("ca");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(results(page).getByRole("option")).toHaveCount(0);
    await expect(results(page)).toBeHidden();
    await expect(page.getByRole("banner").getByRole("status")).toHaveText("");
  });

  test("each result is a link showing the title, type and excerpt, whatever the case typed", async ({ page }) => {
    await visit(page, "/");
    await searchBox(page).fill("CABLE TRAYS");
    const result = option(page, "Cable Trays");
    await expect(result).toHaveAttribute("href", "/case-studies/cable-trays");
    await expect(result).toHaveAccessibleName("Cable Trays Case Study");
    await expect(result).toContainText("Case Study");
    await expect(result).toContainText(cableTrays?.summary ?? "missing case study");
  });

  test("a small typo still finds the page", async ({ page }) => {
    await visit(page, "/");
    await searchBox(page).fill("hackny wick");
    await expect(option(page, "Hackney Wick")).toHaveAttribute("href", "/projects#hackney-wick");
  });

  test("the clear button empties the box and the results", async ({ page }) => {
    await visit(page, "/");
    const box = searchBox(page);
    await box.fill("procurement");
    await expect(results(page).getByRole("option").first()).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Clear search" }).click();
    await expect(box).toHaveValue("");
    await expect(box).toBeFocused();
    await expect(results(page).getByRole("option")).toHaveCount(0);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("banner").getByRole("button", { name: "Clear search" })).toHaveCount(0);
  });

  test("arrow keys move through the results and Enter opens the active one in the app", async ({ page }) => {
    await visit(page, "/");
    await markWindow(page);
    const box = searchBox(page);
    await box.fill("cable tray");
    const options = results(page).getByRole("option");
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeGreaterThan(1);
    await expect(box).not.toHaveAttribute("aria-activedescendant");

    await box.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id")) ?? "none");
    await box.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await box.press("ArrowUp");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAccessibleName(/^Cable Trays/);
    await expect(box).toBeFocused();

    await box.press("Enter");
    await expect.poll(() => pathname(page)).toBe("/case-studies/cable-trays");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cableTrays?.title ?? "missing");
    expect(await windowMarked(page)).toBe(true);
    await expect(box).toHaveValue("");
    await expect(box).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the results and keeps what was typed", async ({ page }) => {
    await visit(page, "/");
    const box = searchBox(page);
    await box.fill("procurement");
    await expect(results(page).getByRole("option").first()).toBeVisible();

    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(results(page)).toBeHidden();
    await expect(box).toHaveValue("procurement");
    await expect(box).toBeFocused();

    // The arrow key brings them back.
    await box.press("ArrowDown");
    await expect(results(page).getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  });

  test("clicking a result opens it", async ({ page }) => {
    await visit(page, "/about");
    await markWindow(page);
    await searchBox(page).fill("hackney");
    await option(page, "Hackney Wick").click();
    await expect.poll(() => pathname(page)).toBe("/projects");
    expect(await windowMarked(page)).toBe(true);
    await expect(results(page).getByRole("option")).toHaveCount(0);
  });

  test("Enter without a chosen result shows every result on the search page", async ({ page }) => {
    await visit(page, "/");
    await markWindow(page);
    await searchBox(page).fill("procurement");
    await expect(results(page).getByRole("option").first()).toBeVisible();
    await searchBox(page).press("Enter");

    await expect.poll(() => new URL(page.url()).search).toBe("?q=procurement");
    expect(await windowMarked(page)).toBe(true);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Search");
    await expect(main.getByRole("searchbox", { name: "Search terms" })).toHaveValue("procurement");
    await expect(main.getByRole("link", { name: "Procurement Playbook" })).toHaveAttribute(
      "href",
      "/procurement-playbook",
    );
  });
});

test.describe("the search box in the mobile menu", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  async function openMenu(page: Page) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(mainNavigation(page)).toBeVisible();
  }

  function menuToggle(page: Page) {
    return page.getByRole("button", { name: /^(Open|Close) menu$/ });
  }

  test("choosing a result navigates there and closes the menu", async ({ page }) => {
    await visit(page, "/");
    await openMenu(page);
    await mainNavigation(page).getByRole("combobox", { name: "Search the site" }).fill("fire door");
    await option(page, "Fire-Rated Glazed Doors").click();

    await expect.poll(() => pathname(page)).toBe("/case-studies/fire-rated-glazed-doors");
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mainNavigation(page)).toBeHidden();
  });

  test("choosing a result on the page already shown closes the menu too", async ({ page }) => {
    await visit(page, "/faq");
    await openMenu(page);
    const box = mainNavigation(page).getByRole("combobox", { name: "Search the site" });
    await box.fill("development manager");
    await option(page, "What is a development manager?").click();

    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    expect(pathname(page)).toBe("/faq");
  });

  test("Escape closes the results first and the menu second", async ({ page }) => {
    await visit(page, "/");
    await openMenu(page);
    const box = mainNavigation(page).getByRole("combobox", { name: "Search the site" });
    await box.fill("procurement");
    await expect(results(page).getByRole("option").first()).toBeVisible();

    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(mainNavigation(page)).toBeVisible();
    await box.press("Escape");
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("the search page", () => {
  test("lists the results with their type and excerpt, and is kept out of search engines", async ({ page }) => {
    await visit(page, "/search?q=cable%20trays");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const main = page.getByRole("main");
    await expect(main.getByRole("status")).toContainText(/\d+ results? for “cable trays”/);
    const first = pageResults(page).first();
    await expect(first.getByRole("link", { name: "Cable Trays" })).toHaveAttribute("href", "/case-studies/cable-trays");
    await expect(first).toContainText("Case Study");
    await expect(first).toContainText(cableTrays?.summary ?? "missing case study");
  });

  test("a query of 2 characters or fewer asks for more, and an unknown word says nothing matched", async ({ page }) => {
    await visit(page, "/search");
    const main = page.getByRole("main");
    const field = main.getByRole("searchbox", { name: "Search terms" });
    await field.fill("ab");
    await main.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?q=ab");
    await expect(main.getByRole("status")).toHaveText("“ab” is too short: type more than 2 characters to search.");
    await expect(pageResults(page)).toHaveCount(0);

    await field.fill("xylophone");
    await field.press("Enter");
    await expect(main.getByRole("status")).toContainText("No results for “xylophone”");
    await expect(pageResults(page)).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's box submits to the search page, which lists the results", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).fill("fire door");
    await searchBox(page).press("Enter");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/search");
    expect(new URL(page.url()).searchParams.get("q")).toBe("fire door");

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Search");
    await expect(main.getByRole("searchbox", { name: "Search terms" })).toHaveValue("fire door");
    await expect(main.getByRole("link", { name: "Fire-Rated Glazed Doors" })).toHaveAttribute(
      "href",
      "/case-studies/fire-rated-glazed-doors",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("the search page explains short queries and queries that match nothing", async ({ page }) => {
    await page.goto("/search?q=%20ab%20");
    const main = page.getByRole("main");
    await expect(main.getByRole("status")).toHaveText("“ab” is too short: type more than 2 characters to search.");
    await expect(pageResults(page)).toHaveCount(0);

    await page.goto("/search?q=xylophone");
    await expect(main.getByRole("status")).toContainText("No results for “xylophone”");
    await expect(pageResults(page)).toHaveCount(0);
  });
});
