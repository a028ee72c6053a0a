import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { findCaseStudy } from "../../content/case-studies.ts";
import { expect, test, visit } from "./fixtures.ts";
import { mainNavigation, pathname, rememberCookieChoice } from "./helpers.ts";

const cableTrays = findCaseStudy("cable-trays");

/** WCAG 2.2 AA, as axe-core tags it. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

/** The header's box, from 768 px wide. */
function searchBox(page: Page) {
  return page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
}

/** The dropdown under the box the test typed in: a list of links, named "Results for …". */
function results(page: Page) {
  return page.getByRole("list", { name: /^Results for / });
}

/** A result: a real link named by the result's title. */
function resultLink(page: Page, title: string) {
  return results(page).getByRole("link", { name: title, exact: true });
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
    await expect(resultLink(page, "Cable Trays")).toBeVisible();
    // MiniSearch itself arrived with the index, as a script the page had not loaded.
    expect(requested.filter((p) => p.endsWith(".js") && !scriptsWithPage.has(p))).not.toEqual([]);
    expect(requested.filter((p) => p === "/search-index.json")).toHaveLength(1);
  });

  test("results drop down from the third character and clear again below it", async ({ page }) => {
    await visit(page, "/");
    const box = searchBox(page);
    await box.pressSequentially("cab");
    const dropdown = page.locator(`[id="${await box.getAttribute("aria-controls")}"]`);
    const result = results(page)
      .getByRole("link", { name: /Cable Trays/ })
      .first();
    await expect(result).toBeVisible();
    await expect(dropdown).toBeVisible();
    await expect(page.getByRole("banner").getByRole("status")).toContainText(/\d+ results? found/);

    await box.press("Backspace");
    await expect(box).toHaveValue("ca");
    await expect(results(page)).toHaveCount(0);
    await expect(dropdown).toBeHidden();
    await expect(page.getByRole("banner").getByRole("status")).toHaveText("");
  });

  test("each result is a real link named by its title and described by its type and excerpt, whatever the case typed", async ({
    page,
  }) => {
    await visit(page, "/");
    await searchBox(page).fill("CABLE TRAYS");
    const result = resultLink(page, "Cable Trays");
    await expect(result).toHaveAttribute("href", "/case-studies/cable-trays");
    await expect(result).toHaveAccessibleName("Cable Trays");
    await expect(result).toHaveAccessibleDescription(
      new RegExp(`^Case Study ${escapeRegExp(cableTrays?.summary ?? "missing case study")}`),
    );
    // Links, not options: nothing in the dropdown claims another role.
    await expect(page.getByRole("banner").getByRole("option")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("listbox")).toHaveCount(0);
  });

  test("with the dropdown open, and with a result focused, axe finds nothing", async ({ page }) => {
    // Four full axe runs over the home page: on a busy two-core machine that is near the default 30 s.
    test.setTimeout(90_000);
    // Reveal animations fade the page in; with reduced motion, asked for before the page loads so that no section
    // is caught half-faded (axe then measured its contrast mid-fade), axe sees it as it finally looks.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/");
    await searchBox(page).fill("procurement");
    await expect(results(page).getByRole("link").first()).toBeVisible();
    const check = async () => {
      // The page against WCAG 2.2 AA, and the search itself against every rule axe has.
      const page22 = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const search = await new AxeBuilder({ page }).include("header form[role=search]").analyze();
      return [...page22.violations, ...search.violations].map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
      );
    };
    expect(await check()).toEqual([]);

    await searchBox(page).press("ArrowDown");
    await expect(results(page).getByRole("link").first()).toBeFocused();
    expect(await check()).toEqual([]);
  });

  test("a small typo still finds the page", async ({ page }) => {
    await visit(page, "/");
    await searchBox(page).fill("hackny wick");
    await expect(resultLink(page, "Hackney Wick")).toHaveAttribute("href", "/projects#hackney-wick");
  });

  test("the clear button empties the box and the results", async ({ page }) => {
    await visit(page, "/");
    const box = searchBox(page);
    await box.fill("procurement");
    await expect(results(page).getByRole("link").first()).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Clear search" }).click();
    await expect(box).toHaveValue("");
    await expect(box).toBeFocused();
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button", { name: "Clear search" })).toHaveCount(0);
  });

  test("the down arrow moves focus to the results, the arrows move between them and Enter follows the focused one in the app", async ({
    page,
  }) => {
    await visit(page, "/");
    await markWindow(page);
    const box = searchBox(page);
    await box.fill("cable tray");
    const links = results(page).getByRole("link");
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThan(1);

    await box.press("ArrowDown");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.nth(0)).toBeFocused();
    await expect(links.nth(0)).toHaveAccessibleName("Cable Trays");
    // Up from the first result is back in the box, where typing goes on.
    await page.keyboard.press("ArrowUp");
    await expect(box).toBeFocused();
    await box.press("ArrowDown");
    await expect(links.nth(0)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect.poll(() => pathname(page)).toBe("/case-studies/cable-trays");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cableTrays?.title ?? "missing");
    expect(await windowMarked(page)).toBe(true);
    await expect(box).toHaveValue("");
    await expect(results(page)).toHaveCount(0);
  });

  test("Escape closes the results and returns to the box with what was typed", async ({ page }) => {
    await visit(page, "/");
    const box = searchBox(page);
    await box.fill("procurement");
    await expect(results(page).getByRole("link").first()).toBeVisible();

    // From the box.
    await box.press("Escape");
    await expect(results(page)).toHaveCount(0);
    await expect(box).toHaveValue("procurement");
    await expect(box).toBeFocused();

    // The arrow key brings them back, with focus on the first.
    await box.press("ArrowDown");
    await expect(results(page).getByRole("link").first()).toBeFocused();

    // From a result.
    await page.keyboard.press("Escape");
    await expect(results(page)).toHaveCount(0);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("procurement");
  });

  test("Tab from a result leaves the search and closes the results", async ({ page }) => {
    await visit(page, "/");
    const box = searchBox(page);
    await box.fill("procurement");
    // The index arrives after the first keystroke: there is nothing to move down to before the results show.
    await expect(results(page).getByRole("link").first()).toBeVisible();
    await box.press("ArrowDown");
    await expect(results(page).getByRole("link").first()).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(results(page)).toHaveCount(0);
    const focusInSearch = await page
      .getByRole("banner")
      .getByRole("search")
      .evaluate((form) => form.contains(document.activeElement));
    expect(focusInSearch).toBe(false);
  });

  test("clicking a result opens it", async ({ page }) => {
    await visit(page, "/about");
    await markWindow(page);
    await searchBox(page).fill("hackney");
    await resultLink(page, "Hackney Wick").click();
    await expect.poll(() => pathname(page)).toBe("/projects");
    expect(await windowMarked(page)).toBe(true);
    await expect(results(page)).toHaveCount(0);
  });

  test("a middle click opens a result in a new tab and leaves this page and its results as they were", async ({
    page,
    context,
  }) => {
    await visit(page, "/about");
    await searchBox(page).fill("cable trays");
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      resultLink(page, "Cable Trays").click({ button: "middle" }),
    ]);
    await tab.waitForLoadState("domcontentloaded");
    expect(new URL(tab.url()).pathname).toBe("/case-studies/cable-trays");
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(cableTrays?.title ?? "missing");
    await tab.close();

    expect(pathname(page)).toBe("/about");
    await expect(resultLink(page, "Cable Trays")).toBeVisible();
    await expect(searchBox(page)).toHaveValue("cable trays");
  });

  test("Enter in the box shows every result on the search page", async ({ page }) => {
    await visit(page, "/");
    await markWindow(page);
    await searchBox(page).fill("procurement");
    await expect(results(page).getByRole("link").first()).toBeVisible();
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

  test("a query with more results than the dropdown holds ends with a See all results link", async ({ page }) => {
    await visit(page, "/");
    const box = searchBox(page);
    await box.fill("procurement");
    const seeAll = page.getByRole("banner").getByRole("link", { name: /^See all \d+ results$/ });
    await expect(seeAll).toHaveAttribute("href", "/search?q=procurement");
    await box.press("ArrowUp");
    await expect(seeAll).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).search).toBe("?q=procurement");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Search");
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

  function menuSearchBox(page: Page) {
    return mainNavigation(page).getByRole("searchbox", { name: "Search the site" });
  }

  test("choosing a result navigates there and closes the menu", async ({ page }) => {
    await visit(page, "/");
    await openMenu(page);
    await menuSearchBox(page).fill("fire door");
    await resultLink(page, "Fire-Rated Glazed Doors").click();

    await expect.poll(() => pathname(page)).toBe("/case-studies/fire-rated-glazed-doors");
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mainNavigation(page)).toBeHidden();
  });

  test("choosing a result on the page already shown closes the menu too", async ({ page }) => {
    await visit(page, "/faq");
    await openMenu(page);
    await menuSearchBox(page).fill("development manager");
    await resultLink(page, "What is a development manager?").click();

    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    expect(pathname(page)).toBe("/faq");
  });

  test("Escape closes the results first and the menu second", async ({ page }) => {
    await visit(page, "/");
    await openMenu(page);
    const box = menuSearchBox(page);
    await box.fill("procurement");
    await expect(results(page).getByRole("link").first()).toBeVisible();
    await box.press("ArrowDown");
    await expect(results(page).getByRole("link").first()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(results(page)).toHaveCount(0);
    await expect(box).toBeFocused();
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
