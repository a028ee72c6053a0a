import type { Page } from "@playwright/test";
import { posts } from "../../content/blog.ts";
import { company } from "../../content/company.ts";
import { expect, test, visit } from "./fixtures.ts";
import { cookieBanner, pathname, storedConsent } from "./helpers.ts";

test.use({ viewport: { width: 1280, height: 800 } });

function footer(page: Page) {
  return page.getByRole("contentinfo");
}

test("the footer has five columns: brand blurb, Services, Company, Resources and Newsletter", async ({ page }) => {
  await visit(page, "/");
  const headings = footer(page).getByRole("heading", { level: 2 });
  await expect(headings).toHaveText([company.name, "Services", "Company", "Resources", "Newsletter"]);
  await expect(footer(page).getByText(company.blurb)).toBeVisible();

  // Side by side on a wide screen: one row, left to right.
  const boxes = await headings.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON()));
  expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
  const lefts = boxes.map((box) => box.left);
  expect([...lefts].sort((a, b) => a - b)).toEqual(lefts);
  expect(new Set(lefts).size).toBe(5);
});

test("the footer links to both case studies, every blog post and the privacy policy", async ({ page }) => {
  await visit(page, "/");
  const hrefs = await footer(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const required = [
    "/case-studies/fire-rated-glazed-doors",
    "/case-studies/cable-trays",
    ...posts.map((post) => `/blog/${post.id}`),
    "/privacy",
  ];
  expect(posts.length).toBeGreaterThanOrEqual(4);
  expect(hrefs).toEqual(expect.arrayContaining(required));

  // And they lead somewhere real.
  await footer(page).locator('a[href="/case-studies/cable-trays"]').first().click();
  await expect.poll(() => pathname(page)).toBe("/case-studies/cable-trays");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Cable Trays");
});

test("the copyright line is for 2025", async ({ page }) => {
  await visit(page, "/");
  await expect(footer(page).getByText(/©\s*2025\b/)).toBeVisible();
});

test("Cookie settings in the footer reopens the cookie choice after one was made", async ({ page }) => {
  await visit(page, "/");
  const banner = cookieBanner(page);
  await banner.getByRole("button", { name: "Accept All Cookies" }).click();
  await expect(banner).toBeHidden();

  // After a reload too, where the choice comes from storage.
  await visit(page, "/about");
  await expect(banner).toBeHidden();
  await footer(page).getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(banner).toBeHidden();
  expect(await storedConsent(page)).toBe("declined");
});
