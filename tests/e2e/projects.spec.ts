import type { Page, Route } from "@playwright/test";
import { expect, test, visit } from "./fixtures.ts";

/**
 * Figure → place on /projects, exactly as the spec's project table and
 * project summary give them. Every field of each project record shows in its
 * popover.
 */
const PROJECTS: { name: string; fields: Record<string, string>; notes: string[] }[] = [
  {
    name: "Hackney Wick",
    fields: {
      Year: "2023",
      Size: "31,000 sq ft",
      "Purchase price": "£5m",
      Capex: "£4.2m (£135/sq ft)",
      Planning: "No",
      Condition: "Shell & Core",
      "Final specification": "CAT A+",
      Duration: "6 months",
      EPC: "B",
    },
    notes: [],
  },
  {
    name: "Islington",
    fields: {
      Year: "2023",
      Size: "44,000 sq ft",
      "Purchase price": "£8.2m",
      Capex: "£7.4m (£168/sq ft)",
      Planning: "Yes",
      Duration: "7 months",
      EPC: "A",
    },
    notes: ["third-party QS (quantity surveyor) confirmed a 40% saving"],
  },
  {
    name: "Southwark",
    fields: {
      Year: "2024",
      Size: "28,000 sq ft",
      "Purchase price": "£5.5m",
      Capex: "£6.3m (£225/sq ft)",
      Planning: "Yes",
      Duration: "6 months",
      EPC: "A",
    },
    notes: ["£300k under its capex budget", "found over £1m of efficiencies at planning stage"],
  },
];
const LABELS = [
  "Location",
  "Year",
  "Size",
  "Purchase price",
  "Capex",
  "Planning",
  "Condition",
  "Final specification",
  "Duration",
  "EPC",
];
const SUMMARY = ["28 months", "103,000 sq ft", "210 studios", "£36m", "£45.2m", "£9.2m"];

test.beforeEach(async ({ page }) => {
  // A stored choice keeps the cookie banner from covering the cards.
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "declined"));
});

function details(page: Page, name: string) {
  return page.getByRole("group", { name: `${name} project details` });
}

for (const project of PROJECTS) {
  test(`hovering the ${project.name} card shows every field of its record`, async ({ page }) => {
    await visit(page, "/projects");
    const popover = details(page, project.name);
    await expect(popover).toBeHidden();
    await page.getByRole("article", { name: project.name }).hover();
    await expect(popover).toBeVisible();
    await expect(popover.getByRole("term")).toHaveText(LABELS);
    const values = popover.getByRole("definition");
    for (const [label, value] of Object.entries(project.fields)) {
      await expect(values.nth(LABELS.indexOf(label)), label).toHaveText(value);
    }
    await expect(values.nth(LABELS.indexOf("Location"))).toContainText(`${project.name}, `);
    await expect(values.nth(LABELS.indexOf("Condition"))).not.toBeEmpty();
    await expect(values.nth(LABELS.indexOf("Final specification"))).not.toBeEmpty();
    // The name heads the popover and the description follows it.
    await expect(popover.getByText(project.name, { exact: true })).toBeVisible();
    await expect(popover.locator("p").nth(1)).toHaveText(/.{80,}/);
    for (const note of project.notes) await expect(popover).toContainText(note);
    await page.mouse.move(0, 0);
    await expect(popover).toBeHidden();
  });
}

test("project details open on keyboard focus, follow the focus and close with Escape", async ({ page }) => {
  await visit(page, "/projects");
  await page.getByRole("button", { name: "Project details for Islington" }).focus();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Project details for Hackney Wick" })).toBeFocused();
  await expect(details(page, "Hackney Wick")).toBeVisible();
  await expect(details(page, "Islington")).toBeHidden();
  await page.keyboard.press("Tab");
  await expect(details(page, "Islington")).toBeVisible();
  await expect(details(page, "Hackney Wick")).toBeHidden();
  await expect(details(page, "Islington")).toContainText("third-party QS (quantity surveyor) confirmed a 40% saving");
  await page.keyboard.press("Escape");
  await expect(details(page, "Islington")).toBeHidden();
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("a tap opens a project's details and a tap elsewhere closes them", async ({ page }) => {
    await visit(page, "/projects");
    await page.getByRole("button", { name: "Project details for Southwark" }).tap();
    await expect(details(page, "Southwark")).toBeVisible();
    await expect(details(page, "Southwark")).toContainText("£6.3m (£225/sq ft)");
    await page.getByRole("heading", { level: 1 }).tap();
    await expect(details(page, "Southwark")).toBeHidden();
  });
});

test("the project summary shows every portfolio figure exactly", async ({ page }) => {
  await visit(page, "/projects");
  const summary = page.getByRole("region", { name: "Project Summary" });
  await expect(summary.getByRole("definition")).toHaveText(SUMMARY);
});

test("the gallery shows 48 lazily loaded images, each with alt text and varied spans", async ({ page }) => {
  await visit(page, "/projects");
  const images = page.getByRole("region", { name: "Project Gallery" }).locator("img");
  await expect(images).toHaveCount(48);
  const attributes = await images.evaluateAll((list) =>
    (list as HTMLImageElement[]).map((img) => ({
      alt: img.getAttribute("alt") ?? "",
      loading: img.getAttribute("loading"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      span:
        getComputedStyle(img.closest("li") as Element).gridColumnEnd +
        getComputedStyle(img.closest("li") as Element).gridRowEnd,
    })),
  );
  for (const [index, image] of attributes.entries()) {
    expect(image.alt.trim(), `alt text of gallery image ${index + 1}`).not.toBe("");
    expect(image.loading, `gallery image ${index + 1} loads lazily`).toBe("lazy");
    expect(Number(image.width)).toBeGreaterThan(0);
    expect(Number(image.height)).toBeGreaterThan(0);
  }
  // Each picture is described on its own: no two share a text, even where two look alike.
  expect(new Set(attributes.map((a) => a.alt)).size, "every image has its own alt text").toBe(48);
  expect(new Set(attributes.map((a) => a.span)).size, "different grid spans").toBeGreaterThanOrEqual(3);
});

test("gallery images have their boxes before they load, so nothing shifts as they arrive", async ({ page }) => {
  // Hold back every image until the boxes have been measured.
  const held: Route[] = [];
  let release = false;
  await page.route(
    (url) => /\.(avif|webp|jpe?g|png)$/.test(url.pathname),
    (route) => (release ? route.continue() : held.push(route)),
  );
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: Node[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node: Node | null }[] }[]) {
        shifts.push({ value: entry.value, nodes: entry.sources.map((s) => s.node).filter((n): n is Node => !!n) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // The first project's photograph loads eagerly and is held too, so the load event waits: wait for hydration instead.
  await page.goto("/projects", { waitUntil: "commit" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const gallery = page.getByRole("region", { name: "Project Gallery" });
  await gallery.scrollIntoViewIfNeeded();
  const boxes = () =>
    gallery.locator("img").evaluateAll((list) =>
      list.map((img) => {
        const { width, height } = img.getBoundingClientRect();
        return `${Math.round(width)}x${Math.round(height)}`;
      }),
    );
  const before = await boxes();
  expect(before.filter((box) => box.startsWith("0x") || box.endsWith("x0"))).toEqual([]);
  expect(held.length, "images were held back while measuring").toBeGreaterThan(0);

  release = true;
  for (const route of held.splice(0)) await route.continue();
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  }
  await expect
    .poll(() =>
      gallery
        .locator("img")
        .evaluateAll((list) => (list as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0)),
    )
    .toBe(true);
  expect(await boxes()).toEqual(before);
  const galleryShift = await gallery.evaluate((element) =>
    (window as unknown as { __shifts: { value: number; nodes: Node[] }[] }).__shifts
      .filter((shift) => shift.nodes.some((node) => element.contains(node)))
      .reduce((sum, shift) => sum + shift.value, 0),
  );
  expect(galleryShift).toBe(0);
});
