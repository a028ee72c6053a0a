import type { Page } from "@playwright/test";
import { home } from "../../content/home.ts";
import { page as pageContent } from "../../content/pages.ts";
import { expect, test, visit } from "./fixtures.ts";

/** Figure → where the home page shows it, exactly as the spec gives it. */
const FIGURES: { figure: string; where: string }[] = [
  { figure: "1M+ sq ft", where: "stats bar" },
  { figure: "£250m", where: "stats bar" },
  { figure: "£9.2m", where: "stats bar" },
  { figure: "103,000 sq ft", where: "stats bar" },
  { figure: "30-40%", where: "stats bar" },
  { figure: "40%", where: "hero introduction" },
];

/** Stores a cookie choice before the page's scripts run, so the banner is out of the way. */
async function chooseCookies(page: Page, choice: "accepted" | "declined") {
  await page.addInitScript((value) => window.localStorage.setItem("cookie-consent", value), choice);
}

function section(page: Page, heading: string) {
  return page.getByRole("region", { name: heading });
}

test("the hero shows the page heading and a Book Exploratory Call button to /contact", async ({ page }) => {
  await visit(page, "/");
  const hero = section(page, pageContent("home").heading);
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(pageContent("home").heading);
  await expect(hero.getByRole("link", { name: "Book Exploratory Call" })).toHaveAttribute("href", "/contact");
});

test("with no video configured the hero shows its still image as the eager, high-priority largest image", async ({
  page,
}) => {
  expect(home.heroVideoUrl).toBeNull();
  await chooseCookies(page, "accepted");
  await visit(page, "/");
  const hero = section(page, pageContent("home").heading);
  const still = hero.locator("picture img");
  await expect(still).toBeVisible();
  await expect(still).not.toHaveAttribute("loading", "lazy");
  await expect(still).toHaveAttribute("fetchpriority", "high");
  await expect(still).toHaveAttribute("alt", /\w+/);
  // Even with cookies accepted there is no player to load.
  await expect(page.locator("iframe")).toHaveCount(0);
  const largest = await page.evaluate(() => {
    const images = [...document.querySelectorAll("img")].filter((img) => img.getBoundingClientRect().top < innerHeight);
    const area = (img: HTMLImageElement) => img.getBoundingClientRect().width * img.getBoundingClientRect().height;
    return images
      .sort((a, b) => area(b) - area(a))[0]
      ?.closest("section")
      ?.getAttribute("aria-labelledby");
  });
  expect(largest).toBe("hero-heading");
});

test("before the visitor accepts cookies no request leaves the site's origin", async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if ((url.protocol === "http:" || url.protocol === "https:") && url.origin !== origin) foreign.push(url.href);
  });
  await visit(page, "/");
  await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeVisible();
  // Scroll through the page so every lazy image and deferred script is requested too.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  }
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
});

test("the stats bar and hero show every figure exactly as the spec gives it", async ({ page }) => {
  await visit(page, "/");
  const stats = page.getByRole("region", { name: "Our results in figures" });
  for (const { figure, where } of FIGURES) {
    const scope = where === "stats bar" ? stats : section(page, pageContent("home").heading);
    await expect(scope, `${figure} in the ${where}`).toContainText(figure);
  }
  await expect(stats.getByRole("definition")).toHaveCount(home.stats.length);
});

test("Who We Are has four cards linking to services, the procurement playbook, case studies and the delivery playbook", async ({
  page,
}) => {
  await visit(page, "/");
  const links = section(page, "Who We Are").getByRole("listitem").getByRole("link");
  await expect(links).toHaveCount(4);
  expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual([
    "/services",
    "/procurement-playbook",
    "/case-studies",
    "/delivery-playbook",
  ]);
});

test("Recently Delivered Projects shows three cards whose details open on hover", async ({ page }) => {
  await chooseCookies(page, "declined");
  await visit(page, "/");
  const projects = section(page, "Recently Delivered Projects");
  await expect(projects.getByRole("article")).toHaveCount(3);
  const details = projects.getByRole("group", { name: "Islington project details" });
  await expect(details).toBeHidden();
  await projects.getByRole("article", { name: "Islington" }).hover();
  await expect(details).toBeVisible();
  await expect(details).toContainText("44,000 sq ft");
  await expect(details).toContainText("£7.4m (£168/sq ft)");
  await page.mouse.move(0, 0);
  await expect(details).toBeHidden();
});

test("project details on the home page open on keyboard focus and close with Escape", async ({ page }) => {
  await chooseCookies(page, "declined");
  await visit(page, "/");
  const projects = section(page, "Recently Delivered Projects");
  await section(page, "Who We Are").getByRole("link", { name: "Delivery Playbook" }).focus();
  await page.keyboard.press("Tab");
  await expect(projects.getByRole("button", { name: "Project details for Hackney Wick" })).toBeFocused();
  const details = projects.getByRole("group", { name: "Hackney Wick project details" });
  await expect(details).toBeVisible();
  await expect(details).toContainText("£4.2m (£135/sq ft)");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
});

test("Explore Our Expertise shows its link groups", async ({ page }) => {
  await visit(page, "/");
  const expertise = section(page, "Explore Our Expertise");
  for (const group of home.expertise.groups) {
    await expect(expertise.getByRole("heading", { level: 3, name: group.heading })).toBeVisible();
    for (const link of group.links) {
      await expect(expertise.getByRole("link", { name: new RegExp(`^${link.label}`) })).toHaveAttribute(
        "href",
        link.href,
      );
    }
  }
});

test("the page closes with a call to action to /contact", async ({ page }) => {
  await visit(page, "/");
  const closing = section(page, home.closing.heading);
  await expect(closing).toContainText("24 hours");
  await expect(closing.getByRole("link", { name: "Book Exploratory Call" })).toHaveAttribute("href", "/contact");
  const last = page.locator("main > *").last();
  await expect(last.getByRole("link", { name: "Book Exploratory Call" })).toBeVisible();
});
