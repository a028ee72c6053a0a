import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures.ts";
import { cookieBanner, gatePages, mainNavigation, NOT_FOUND_PAGE, rememberCookieChoice } from "./helpers.ts";

/** WCAG 2.2 AA, as axe-core tags it. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

type PageState = {
  name: string;
  /** Runs once, before the first visit (viewport, stored choices). */
  prepare?: (page: Page) => Promise<void>;
  /** Runs on each page after it has hydrated, and brings it into the state. */
  open: (page: Page) => Promise<void>;
};

/**
 * The states every page is checked in. Each entry is one more pass over
 * every page, so a new piece of furniture (a panel, a dialog) is one entry.
 */
const STATES: PageState[] = [
  {
    name: "default",
    prepare: rememberCookieChoice,
    open: async (page) => {
      await expect(cookieBanner(page)).toBeHidden();
    },
  },
  {
    name: "cookie banner open",
    open: async (page) => {
      await expect(cookieBanner(page)).toBeVisible();
    },
  },
  {
    name: "mobile menu open",
    prepare: async (page) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await rememberCookieChoice(page);
    },
    open: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(mainNavigation(page)).toBeVisible();
    },
  },
  {
    name: "chat panel open",
    prepare: rememberCookieChoice,
    open: async (page) => {
      await page.getByRole("button", { name: "Open chat assistant" }).click();
      await expect(page.getByRole("dialog", { name: "Chat assistant" })).toBeVisible();
    },
  },
];

for (const state of STATES) {
  test(`every page has no WCAG 2.2 AA violation that axe finds, ${state.name}`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The 404 page logs the attempted path by design, and Chrome reports the 404 answer itself.
    consoleErrors.allow(/404 Error: User attempted to access non-existent route/);
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    const pages = await gatePages(request);
    // A generous budget per page: the whole suite shares two cores.
    test.setTimeout(30_000 + pages.length * 15_000);
    // Reveal animations fade blocks in as they scroll into view; mid-fade text
    // is pale and a hidden block is skipped. With reduced motion every block
    // is shown at once, so axe checks all of it as it finally looks.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await state.prepare?.(page);

    const violations: string[] = [];
    for (const path of pages) {
      await test.step(path, async () => {
        const response = await visit(page, path);
        expect(response?.status(), path).toBe(path === NOT_FOUND_PAGE ? 404 : 200);
        await state.open(page);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        for (const violation of results.violations) {
          const where = violation.nodes.map((node) => node.target.join(" ")).join(" | ");
          violations.push(
            `${path} [${state.name}] ${violation.id} (${violation.impact}): ${violation.help} at ${where}`,
          );
        }
      });
    }
    expect(violations, `axe violations ${state.name}`).toEqual([]);
  });
}
