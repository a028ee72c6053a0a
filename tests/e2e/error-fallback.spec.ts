import type { Page } from "@playwright/test";
import { page as pageContent } from "../../content/pages.ts";
import { expect, test, visit } from "./fixtures.ts";
import { mainNavigation, pathname } from "./helpers.ts";

const ABOUT_HEADING = pageContent("about").heading;

/**
 * Serves a stand-in for the About page's code: it re-exports the real module
 * but its component throws while `window.breakAboutPage` is true, the way an
 * unexpected bug would. No application code changes.
 */
async function makeAboutPageThrow(page: Page) {
  await page.route(
    (url) => /\/assets\/about-[\w-]+\.js$/.test(url.pathname) && url.search === "",
    (route) => {
      const real = `${new URL(route.request().url()).pathname}?real`;
      return route.fulfill({
        contentType: "text/javascript",
        body: `import Real from "${real}";
export * from "${real}";
export default function AboutPage(props) {
  if (window.breakAboutPage) throw new Error("Simulated rendering failure");
  return Real(props);
}`,
      });
    },
  );
  await page.evaluate(() => {
    (window as unknown as { breakAboutPage: boolean }).breakAboutPage = true;
  });
}

async function repairAboutPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { breakAboutPage: boolean }).breakAboutPage = false;
  });
}

function allowTheSimulatedError(consoleErrors: { allow: (pattern: RegExp) => void }) {
  consoleErrors.allow(/Simulated rendering failure/);
  // React reports the caught error once more in its own words.
  consoleErrors.allow(/error occurred in the <\w+> component|React Router caught the following error/);
}

async function expectFallback(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(
    page.getByText("We're sorry, but something unexpected happened. Please try refreshing the page.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh Page" })).toBeVisible();
}

test("an unexpected rendering error shows the fallback screen and logs the error", async ({ page, consoleErrors }) => {
  allowTheSimulatedError(consoleErrors);
  await visit(page, "/");
  await makeAboutPageThrow(page);
  await mainNavigation(page).getByRole("link", { name: "About" }).click();
  await expectFallback(page);
  await expect(page.getByRole("heading", { name: ABOUT_HEADING })).toHaveCount(0);
  expect(consoleErrors.errors().some((text) => text.includes("Simulated rendering failure"))).toBe(true);
});

test("Try Again clears the error and renders the page once the fault is gone", async ({ page, consoleErrors }) => {
  allowTheSimulatedError(consoleErrors);
  await visit(page, "/");
  await makeAboutPageThrow(page);
  await mainNavigation(page).getByRole("link", { name: "About" }).click();
  await expectFallback(page);

  await repairAboutPage(page);
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ABOUT_HEADING);
  expect(pathname(page)).toBe("/about");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
});

test("Try Again retries a page whose data request failed", async ({ page, consoleErrors }) => {
  // This test provokes a server failure on purpose (and the 404 page logs by design): every console error is expected.
  consoleErrors.allow(/.*/);
  // An unknown nested address: its breadcrumb leads to another address whose page data comes from the server.
  await visit(page, "/missing/deeper");
  await page.route("**/missing.data*", (route) => route.fulfill({ status: 500, body: "garbage" }));
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Missing" }).click();
  await expectFallback(page);

  await page.unroute("**/missing.data*");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  expect(pathname(page)).toBe("/missing");
});

test("Refresh Page reloads the page", async ({ page, consoleErrors }) => {
  allowTheSimulatedError(consoleErrors);
  await visit(page, "/");
  await makeAboutPageThrow(page);
  await mainNavigation(page).getByRole("link", { name: "About" }).click();
  await expectFallback(page);

  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Refresh Page" }).click();
  await reloaded;
  expect(pathname(page)).toBe("/about");
  // A fresh document: the fault flag set in the old one is gone.
  expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.toJSON().type)).toBe("reload");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ABOUT_HEADING);
});
