import { caseStudies, caseStudiesOverview } from "../../content/case-studies.ts";
import { company } from "../../content/company.ts";
import { expect, test, visit } from "./fixtures.ts";
import { pathname, rememberCookieChoice } from "./helpers.ts";

test("the case studies page shows the headline stats, both studies, the call to action and the totals", async ({
  page,
}) => {
  await visit(page, "/case-studies");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Case Studies" })).toBeVisible();

  const headline = main.getByRole("region", { name: "Headline results" });
  await expect(headline.getByRole("definition")).toHaveText(caseStudiesOverview.headlineStats.map((s) => s.value));
  // The spec's six headline stats, each shown in the spec's words.
  await expect(headline.getByRole("definition")).toHaveCount(6);
  for (const text of [
    "£2.4m",
    "6,493m",
    "E30/E60",
    "BS 476",
    /custom design/i,
    /building control and fire sign-off/i,
  ]) {
    await expect(headline.getByText(text)).toBeVisible();
  }

  for (const study of caseStudies) {
    const section = main.getByRole("region", { name: study.title });
    await expect(section).toContainText(study.category);
    await expect(section).toContainText(study.summary);
    await expect(section.getByRole("link", { name: `Read the ${study.title} case study` })).toHaveAttribute(
      "href",
      `/case-studies/${study.id}`,
    );
  }

  const invitation = main.getByRole("region", { name: caseStudiesOverview.callToAction.heading });
  await expect(invitation.getByRole("link", { name: "Discuss your project" })).toHaveAttribute("href", "/contact");
  await expect(invitation.getByRole("link", { name: company.phone.display })).toHaveAttribute(
    "href",
    `tel:${company.phone.e164}`,
  );
  await expect(invitation.getByRole("link", { name: company.email })).toHaveAttribute(
    "href",
    `mailto:${company.email}`,
  );

  const totals = main.getByRole("region", { name: "Across All Our Projects" });
  await expect(totals.getByRole("definition")).toHaveText(["£9.2m+", "1M+ sq ft", "100%"]);
  await expect(totals).toContainText("Specification compliance");
});

test("a case study section leads to its detail page", async ({ page }) => {
  await visit(page, "/case-studies");
  await page.getByRole("link", { name: "Read the Cable Trays case study" }).click();
  await expect(page).toHaveURL(/\/case-studies\/cable-trays$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cable Trays" })).toBeVisible();
});

for (const study of caseStudies) {
  test(`the ${study.title} page shows category, title, date, location, images, story, results, achievements and tags`, async ({
    page,
  }) => {
    await visit(page, `/case-studies/${study.id}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(study.title);
    await expect(main.getByText(study.category, { exact: true })).toBeVisible();
    await expect(main.getByRole("definition").filter({ hasText: /^2023$/ })).toBeVisible();
    await expect(main.getByRole("definition").filter({ hasText: /^London$/ })).toBeVisible();

    const images = main.getByRole("img");
    await expect(images).toHaveCount(3);
    for (const alt of await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))) {
      expect(alt?.length).toBeGreaterThan(10);
    }

    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "The Challenge",
      "Our Solution",
      "Results",
      "Key Achievements",
    ]);
    for (const text of [...study.challenge, ...study.solution]) await expect(main).toContainText(text);
    await expect(main.getByRole("region", { name: "Results" }).getByRole("listitem")).toHaveText(study.results);
    await expect(main.getByRole("region", { name: "Key Achievements" }).getByRole("listitem")).toHaveText(
      study.achievements,
    );
    await expect(main.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(study.tags);

    await main.getByRole("link", { name: "Back to Case Studies" }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });
}

test("the fire-door page states the spec's figures", async ({ page }) => {
  await visit(page, "/case-studies/fire-rated-glazed-doors");
  const main = page.getByRole("main");
  for (const text of [
    "£13,387 down to £3,000 per door",
    "210 doors: £630,000 versus £2,500,000",
    "£11,000-£13,387",
    "65% cost reduction",
    "E30/E60 certified",
    "BS 476 compliant",
  ]) {
    await expect(main).toContainText(text);
  }
});

test("the cable-tray page states the spec's figures", async ({ page }) => {
  await visit(page, "/case-studies/cable-trays");
  const main = page.getByRole("main");
  for (const text of [
    "£649,545 for 9,993m reduced to 1,500m (85% less)",
    "£108,000 at £72 per metre versus £65 UK standard",
    "£541,545 saved",
    "45% cost reduction",
  ]) {
    await expect(main).toContainText(text);
  }
});

test("an unknown case study answers 404 and offers the way back to the list", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const response = await page.goto("/case-studies/no-such-study");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Case Study Not Found" })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("main").getByRole("link", { name: "Back to Case Studies" }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
  expect(pathname(page)).toBe("/case-studies");
});

test("a case study prints without the navigation, banners or floating buttons", async ({ page }) => {
  await visit(page, "/case-studies/cable-trays");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: "Cable Trays" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Results" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Back to Case Studies" })).toBeHidden();
});

test("the cookie banner does not print either", async ({ page }) => {
  await visit(page, "/case-studies");
  await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeHidden();
});

test.describe("with cookies already chosen", () => {
  test.beforeEach(async ({ page }) => rememberCookieChoice(page));

  test("the list page's headings never skip a level", async ({ page }) => {
    await visit(page, "/case-studies");
    const levels = await page
      .getByRole("main")
      .locator("h1, h2, h3, h4")
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries()) {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    }
  });
});
