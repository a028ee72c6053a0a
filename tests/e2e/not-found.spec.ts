import { page as pageContent } from "../../content/pages.ts";
import { expect, test, visit } from "./fixtures.ts";
import { pathname } from "./helpers.ts";

type ConsoleGuard = { allow: (pattern: RegExp) => void; errors: () => string[] };

/** The 404 page logs the attempted path by design, and Chrome reports the 404 answers themselves. */
function allowNotFoundErrors(consoleErrors: ConsoleGuard) {
  consoleErrors.allow(/404 Error: User attempted to access non-existent route/);
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
}

test("an unknown path answers 404 with the spec's texts", async ({ page, consoleErrors }) => {
  allowNotFoundErrors(consoleErrors);
  const response = await visit(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main.getByText("404", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(
    main.getByText("The page you're looking for doesn't exist or has been moved.", { exact: true }),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("button", { name: "Go Back" })).toBeVisible();
});

test("the 404 page logs the attempted path as a console error", async ({ page, consoleErrors }) => {
  allowNotFoundErrors(consoleErrors);
  await visit(page, "/no-such-page");
  await expect.poll(() => consoleErrors.errors().filter((text) => text.includes("/no-such-page"))).toHaveLength(1);
});

test("Go Home on the 404 page leads to the home page", async ({ page, consoleErrors }) => {
  allowNotFoundErrors(consoleErrors);
  await visit(page, "/no-such-page");
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect.poll(() => pathname(page)).toBe("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageContent("home").heading);
});

test("Go Back returns to the page the visitor came from", async ({ page, consoleErrors }) => {
  allowNotFoundErrors(consoleErrors);
  await visit(page, "/about");
  await visit(page, "/no-such-page");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect.poll(() => pathname(page)).toBe("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageContent("about").heading);
});

test("Go Back returns to the previous page after an in-site navigation", async ({ page, consoleErrors }) => {
  allowNotFoundErrors(consoleErrors);
  // An unknown nested address; its breadcrumb leads, within the site, to another unknown address.
  await visit(page, "/missing/deeper");
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Missing" }).click();
  await expect.poll(() => pathname(page)).toBe("/missing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");

  await page.getByRole("button", { name: "Go Back" }).click();
  await expect.poll(() => pathname(page)).toBe("/missing/deeper");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect
    .poll(() => consoleErrors.errors().filter((text) => text.includes("/missing/deeper")).length)
    .toBeGreaterThanOrEqual(2);
});

test("an unknown case study answers 404 with Case Study Not Found and a way back to the list", async ({
  page,
  consoleErrors,
}) => {
  allowNotFoundErrors(consoleErrors);
  const response = await visit(page, "/case-studies/unknown");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Study Not Found");
  const back = page.getByRole("main").getByRole("link", { name: /case studies/i });
  await expect(back).toHaveAttribute("href", "/case-studies");
  await back.click();
  await expect.poll(() => pathname(page)).toBe("/case-studies");
});

test("an unknown blog post answers 404 with Post not found", async ({ page, consoleErrors }) => {
  allowNotFoundErrors(consoleErrors);
  const response = await visit(page, "/blog/unknown");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
});

test("an address with a trailing slash redirects permanently to the one without", async ({ request }) => {
  const response = await request.get("/about/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/about");

  const withQuery = await request.get("/services/?ref=mail", { maxRedirects: 0 });
  expect(withQuery.status()).toBe(301);
  expect(withQuery.headers().location).toBe("/services?ref=mail");
});
