import type { Page } from "@playwright/test";
import { claims } from "../../content/claims.ts";
import { company } from "../../content/company.ts";
import { prerenderedPaths } from "../../content/navigation.ts";
import { expect, test, visit } from "./fixtures.ts";
import { pathname, rememberCookieChoice } from "./helpers.ts";

const SECTIONS = [
  "Our Commitment",
  "What We Do",
  "Using This Site",
  "Known Limitations",
  "Reporting a Problem",
  "Enforcement Procedure",
  "Preparation of This Statement",
];

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("the accessibility statement is a prerendered public page", () => {
  expect(prerenderedPaths).toContain("/accessibility");
});

test("the statement names the WCAG 2.2 AA target and has its sections in order", async ({ page }) => {
  await visit(page, "/accessibility");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
  await expect(page.locator("main section > h2")).toHaveText(SECTIONS);
  await expect(page.getByText("WCAG 2.2 level AA", { exact: true })).toBeVisible();
  await expect(region(page, "Our Commitment")).toContainText("WCAG) 2.2 at level AA");
});

test("it says what the site does and owns up to its known limitations", async ({ page }) => {
  await visit(page, "/accessibility");
  const doing = region(page, "What We Do");
  for (const term of ["Keyboard", "Screen readers", "Reduced motion", "Contrast and zoom", "Text alternatives"]) {
    await expect(doing.getByText(`${term}:`, { exact: true })).toBeVisible();
  }
  await expect(doing.getByText("JavaScript optional:", { exact: true })).toBeVisible();
  const limits = region(page, "Known Limitations");
  await expect(limits.getByText("Embedded video:", { exact: true })).toBeVisible();
  await expect(limits.getByText("Placeholder images:", { exact: true })).toBeVisible();
});

test("it says how the site's own controls work: the chat, the walkthroughs, the FAQ, back to the top, search, the newsletter", async ({
  page,
}) => {
  await visit(page, "/accessibility");
  const using = region(page, "Using This Site");
  for (const term of [
    "No account",
    "Chat assistant",
    "Playbook demos",
    "Questions that open",
    "Breadcrumbs",
    "Scroll to top",
    "Menu on small screens",
    "Pages not found",
    "Search",
    "Contact form",
    "Error messages",
    "Sharing an article",
    "Newsletter",
    "Notifications",
  ]) {
    await expect(using.getByText(`${term}:`, { exact: true })).toBeVisible();
  }
  await expect(using).toContainText("Enter sends your message and Shift+Enter starts a new line");
  await expect(using).toContainText("pressing Alt+T jumps to these messages");
  await expect(using).toContainText(
    "Pause while it plays and Resume once paused; Reset takes it back to the first step",
  );
  await expect(using).toContainText("the up and down arrow keys move from one question to the next, and Home and End");
  await expect(using).toContainText("lists every page and the Playbooks group, with the search box");
  await expect(using).toContainText("once you have typed 3 characters or more");
  await expect(using).toContainText("“Successfully Subscribed!”");
  await expect(using).toContainText("the button reads “Sending...”");
  await expect(using).toContainText(
    "If sending fails, it says “Failed to send message. Please try again.” and everything you typed is kept in the form",
  );
  await expect(using).toContainText("“Something went wrong” with a Try Again button and a Refresh Page button");
});

test("the menu button the statement names is the one a phone shows", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/accessibility");
  const menu = region(page, "Using This Site").getByText("Menu on small screens:", { exact: true }).locator("..");
  const label = /“([^”]+)”/.exec((await menu.textContent()) ?? "")?.[1] ?? "";
  expect(label).not.toBe("");
  await page.getByRole("button", { name: label, exact: true }).click();
  await expect(page.getByRole("button", { name: "Close menu", exact: true })).toBeVisible();
});

test("a problem can be reported by e-mail, phone or the contact form, with the reply promise", async ({ page }) => {
  await visit(page, "/accessibility");
  const report = region(page, "Reporting a Problem");
  await expect(report.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
  await expect(report.getByRole("link", { name: company.phone.display })).toHaveAttribute(
    "href",
    `tel:${company.phone.e164}`,
  );
  await expect(report).toContainText(`within ${claims.firm.responseTime.value}`);
  await report.getByRole("link", { name: "our contact form" }).click();
  await expect.poll(() => pathname(page)).toBe("/contact");
});

test("the enforcement procedure points to the Equality Advisory and Support Service", async ({ page }) => {
  await visit(page, "/accessibility");
  await expect(region(page, "Enforcement Procedure")).toContainText("Equality Advisory and Support Service (EASS)");
});

test("the preparation date is the build's, in en-GB long format, the same before and after hydration", async ({
  page,
}) => {
  const response = await page.request.get("/accessibility");
  const served = /This statement was prepared on <time dateTime="([\d-]+)">([^<]+)<\/time>/i.exec(
    await response.text(),
  );
  expect(served).not.toBeNull();
  const [, dateTime = "", display = ""] = served ?? [];
  expect(display).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await visit(page, "/accessibility");
  const time = region(page, "Preparation of This Statement").locator("time");
  await expect(time).toHaveText(display);
  await expect(time).toHaveAttribute("datetime", dateTime);
});

test("the breadcrumb names the page", async ({ page }) => {
  await visit(page, "/accessibility");
  const crumbs = page.getByRole("navigation", { name: /breadcrumb/i });
  await expect(crumbs.getByText("Accessibility Statement")).toBeVisible();
});

test("the footer links to the statement next to the privacy policy and cookie settings", async ({ page }) => {
  // The cookie banner would cover the footer's last line.
  await rememberCookieChoice(page, "declined");
  await visit(page, "/");
  const footer = page.getByRole("contentinfo");
  const legal = footer
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Accessibility Statement" }) });
  await expect(legal).toHaveCount(1);
  const siblings = legal.locator("xpath=..").getByRole("listitem");
  await expect(siblings).toHaveText(["Privacy Policy", "Accessibility Statement", "Cookie settings"]);
  await footer.getByRole("link", { name: "Accessibility Statement" }).click();
  await expect.poll(() => pathname(page)).toBe("/accessibility");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
});

test("what the statement says of a page not found is what such a page shows", async ({ page, consoleErrors }) => {
  // The 404 page logs the address it was asked for, by design, and the browser logs the 404 response.
  consoleErrors.allow(/404 Error: User attempted to access non-existent route/);
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  await visit(page, "/accessibility");
  const notFound = region(page, "Using This Site").getByText("Pages not found:", { exact: true }).locator("..");
  const says = "doesn't exist or has been moved";
  await expect(notFound).toContainText(
    `“Page Not Found”, which says the page you're looking for ${says}, with a Go Home`,
  );
  await page.goto("/no-such-page-here");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByRole("main")).toContainText(says);
  await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
});
