import type { Locator } from "@playwright/test";
import { company } from "../../content/company.ts";
import { page as pageContent } from "../../content/pages.ts";
import { expect, test, visit } from "./fixtures.ts";
import { mainNavigation, NAV_HREFS, NAV_ITEMS, nextFrames, pathname, scrollToY } from "./helpers.ts";

// A short window, so that even the shortest page can scroll past the header's 50 px threshold.
test.use({ viewport: { width: 1280, height: 500 } });

/** The alpha channel of an element's computed background, whatever colour syntax the browser reports. */
function backgroundAlpha(element: Locator): Promise<number> {
  return element.evaluate(async (node) => {
    // Let any running background transition finish first.
    await Promise.all(node.getAnimations().map((animation) => animation.finished));
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.fillStyle = getComputedStyle(node).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return (context.getImageData(0, 0, 1, 1).data[3] ?? 0) / 255;
  });
}

/** True when a sighted visitor can see the element: a real size, not clipped away, on screen and on top. */
function visuallyShown(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    if (rect.width < 20 || rect.height < 10) return false;
    if (style.clipPath !== "none" || style.opacity === "0" || style.visibility !== "visible") return false;
    if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= window.innerHeight || rect.left >= window.innerWidth) {
      return false;
    }
    // Drawn above everything else (the fixed header included), not hidden behind it.
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && node.contains(hit);
  });
}

function look(element: Locator): Promise<string> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return `color ${style.color}; background ${style.backgroundColor}; weight ${style.fontWeight}`;
  });
}

test("the logo links to the home page", async ({ page }) => {
  await visit(page, "/about");
  const logo = page.getByRole("banner").getByRole("link", { name: `${company.name}, home` });
  await expect(logo).toHaveAttribute("href", "/");
  await logo.click();
  await expect.poll(() => pathname(page)).toBe("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageContent("home").heading);
});

test("the skip link is the first thing Tab reaches, shows itself on focus and moves focus to the main content", async ({
  page,
}) => {
  await visit(page, "/about");
  const skipLink = page.getByRole("link", { name: "Skip to main content" });
  expect(await visuallyShown(skipLink)).toBe(false);

  await page.keyboard.press("Tab");
  await expect(skipLink).toBeFocused();
  expect(await visuallyShown(skipLink)).toBe(true);

  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await expect(page).toHaveURL(/#main-content$/);
});

test("the top navigation lists Home, About, Services, Projects, Case Studies, Playbooks, Team, Blog, FAQ and Contact in that order", async ({
  page,
}) => {
  await visit(page, "/");
  const navigation = mainNavigation(page);
  await expect(navigation.getByRole("listitem")).toHaveText([
    ...NAV_ITEMS.slice(0, 5),
    "Playbooks",
    ...NAV_ITEMS.slice(5),
  ]);
  await expect(navigation.getByRole("listitem").nth(5).getByRole("button", { name: "Playbooks" })).toBeVisible();
  const links = navigation.getByRole("link");
  await expect(links).toHaveText(NAV_ITEMS);
  expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(NAV_HREFS);
});

test("the Playbooks dropdown opens on hover and holds the two playbooks", async ({ page }) => {
  await visit(page, "/");
  const navigation = mainNavigation(page);
  const procurement = navigation.getByRole("link", { name: "Procurement Playbook" });
  const delivery = navigation.getByRole("link", { name: "Delivery Playbook" });
  await expect(procurement).toBeHidden();

  await navigation.getByRole("button", { name: "Playbooks" }).hover();
  await expect(procurement).toBeVisible();
  await expect(procurement).toHaveAttribute("href", "/procurement-playbook");
  await expect(delivery).toBeVisible();
  await expect(delivery).toHaveAttribute("href", "/delivery-playbook");

  await procurement.click();
  await expect.poll(() => pathname(page)).toBe("/procurement-playbook");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Procurement Playbook");
});

test("the Playbooks dropdown opens 200 ms after the pointer arrives, closes 150 ms after it leaves, and reopens at once within 300 ms", async ({
  page,
}) => {
  // The page's clock stands still until the test moves it: no timer fires on its own, however slow the machine.
  // It is stopped once the page has hydrated: hydration waits on timers of its own (the first-paint bootstrap).
  await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
  await visit(page, "/");
  await page.clock.pauseAt(new Date("2026-01-05T10:00:00Z"));
  const navigation = mainNavigation(page);
  const trigger = navigation.getByRole("button", { name: "Playbooks" });
  const procurement = navigation.getByRole("link", { name: "Procurement Playbook" });
  const away = async () => page.mouse.move(5, 400);

  // Open delay: a pointer that only passes over does not open it.
  await trigger.hover();
  await page.clock.runFor(199);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await page.clock.runFor(1);
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(procurement).toBeVisible();

  // Close delay.
  await away();
  await page.clock.runFor(149);
  await expect(procurement).toBeVisible();
  await page.clock.runFor(1);
  await expect(procurement).toBeHidden();

  // Skip delay: back within 300 ms of closing, it opens at once.
  await page.clock.runFor(250);
  await trigger.hover();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");

  // After the skip delay has passed, the open delay applies again.
  await away();
  await page.clock.runFor(150);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await page.clock.runFor(300);
  await trigger.hover();
  await page.clock.runFor(199);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await page.clock.runFor(1);
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
});

test("the Playbooks dropdown opens and closes on click", async ({ page }) => {
  await visit(page, "/");
  const navigation = mainNavigation(page);
  const trigger = navigation.getByRole("button", { name: "Playbooks" });
  const delivery = navigation.getByRole("link", { name: "Delivery Playbook" });

  // Click events alone, with the pointer never hovering the trigger, so hover cannot be what opens it.
  await trigger.dispatchEvent("click");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(delivery).toBeVisible();
  await trigger.dispatchEvent("click");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(delivery).toBeHidden();
});

test("the Playbooks dropdown works from the keyboard", async ({ page }) => {
  await visit(page, "/");
  const navigation = mainNavigation(page);
  const trigger = navigation.getByRole("button", { name: "Playbooks" });
  const procurement = navigation.getByRole("link", { name: "Procurement Playbook" });
  const delivery = navigation.getByRole("link", { name: "Delivery Playbook" });

  await navigation.getByRole("link", { name: "Case Studies" }).focus();
  await page.keyboard.press("Tab");
  await expect(trigger).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(procurement).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(procurement).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press("Space");
  await expect(procurement).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(procurement).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(delivery).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => pathname(page)).toBe("/delivery-playbook");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delivery Playbook");
});

test("the current page's link is marked with aria-current and highlighted", async ({ page }) => {
  await visit(page, "/services");
  const navigation = mainNavigation(page);
  const services = navigation.getByRole("link", { name: "Services" });
  const about = navigation.getByRole("link", { name: "About" });
  await expect(services).toHaveAttribute("aria-current", "page");
  await expect(about).not.toHaveAttribute("aria-current");
  await expect(navigation.locator("[aria-current]")).toHaveCount(1);
  expect(await look(services)).not.toBe(await look(about));

  // The mark follows client-side navigation.
  const team = navigation.getByRole("link", { name: "Team" });
  const plainTeam = await look(team);
  await team.click();
  await expect(team).toHaveAttribute("aria-current", "page");
  await expect(services).not.toHaveAttribute("aria-current");
  await expect.poll(() => look(team)).not.toBe(plainTeam);
  await expect.poll(() => look(services)).toBe(await look(about));
});

test("on a playbook page the Playbooks item is highlighted and its dropdown marks the current playbook", async ({
  page,
}) => {
  await visit(page, "/delivery-playbook");
  const navigation = mainNavigation(page);
  const trigger = navigation.getByRole("button", { name: "Playbooks" });
  const highlightedTrigger = await look(trigger);
  await trigger.click();
  await expect(navigation.getByRole("link", { name: "Delivery Playbook" })).toHaveAttribute("aria-current", "page");
  await expect(navigation.getByRole("link", { name: "Procurement Playbook" })).not.toHaveAttribute("aria-current");

  await visit(page, "/");
  expect(await look(trigger)).not.toBe(highlightedTrigger);
});

test("the search box shows from 768 px wide and hides below", async ({ page }) => {
  await visit(page, "/");
  const search = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
  await expect(search).toBeVisible();
  await page.setViewportSize({ width: 768, height: 500 });
  await expect(search).toBeVisible();
  await page.setViewportSize({ width: 767, height: 500 });
  await expect(search).toBeHidden();
});

test("the header stays fixed at the top of the window while the page scrolls", async ({ page }) => {
  await visit(page, "/about");
  const header = page.getByRole("banner");
  await scrollToY(page, 300);
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  expect((await header.boundingBox())?.y).toBe(0);
  await expect(header).toBeInViewport({ ratio: 1 });
});

test("the header turns translucent only once the page is scrolled more than 50 px", async ({ page }) => {
  await visit(page, "/about");
  const header = page.getByRole("banner");
  expect(await backgroundAlpha(header)).toBe(1);

  await scrollToY(page, 40);
  await nextFrames(page);
  expect(await backgroundAlpha(header)).toBe(1);

  await scrollToY(page, 60);
  await expect.poll(() => backgroundAlpha(header)).toBeLessThan(1);
  // "Slightly" translucent: the bar stays readable.
  expect(await backgroundAlpha(header)).toBeGreaterThan(0.5);

  await scrollToY(page, 0);
  await expect.poll(() => backgroundAlpha(header)).toBe(1);
});
