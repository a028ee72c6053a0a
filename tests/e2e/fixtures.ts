import { test as base, expect, type Page } from "@playwright/test";

type ConsoleGuard = {
  /** Lets console errors matching `pattern` through for this test (the 404 page logs one by design). */
  allow: (pattern: RegExp) => void;
  errors: () => string[];
};

/**
 * Every test runs against the production server the global setup started,
 * and fails on any console error or uncaught exception it did not expect —
 * CSP violations and hydration errors included.
 */
export const test = base.extend<{ consoleErrors: ConsoleGuard }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run the browser tests through playwright.config.ts");
    await use(url);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const seen: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") seen.push(message.text());
      });
      page.on("pageerror", (error) => seen.push(`Uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern), errors: () => [...seen] });
      const unexpected = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Navigates and waits until React has hydrated the page, so clicks reach handlers. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

export { expect };
