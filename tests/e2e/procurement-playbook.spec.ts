import type { Page } from "@playwright/test";
import { procurementPlaybook } from "../../content/playbooks.ts";
import { expect, test, visit } from "./fixtures.ts";
import { rememberCookieChoice } from "./helpers.ts";

const { walkthrough, phases, principles, qualityAndRisk, resources } = procurementPlaybook;
const STEP_MS = 3000;
const CLOCK_START = new Date("2025-06-02T09:00:00Z");

/**
 * Opens the playbook with the page's clock under the test's control, so the
 * walkthrough's 500 ms and 3000 ms timers run exactly when the test says.
 */
async function openPlaybook(page: Page, { reducedMotion = false } = {}) {
  await rememberCookieChoice(page);
  if (reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
  // The page's clock stands still until the test moves it: no timer fires on its own, however slow the machine.
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START.getTime() + 10_000);
  await visit(page, "/procurement-playbook");
  const section = page.getByRole("region", { name: walkthrough.heading });
  return {
    section,
    mainButton: section.getByRole("button", { name: /^(Start Demo|Pause|Resume)$/ }),
    reset: section.getByRole("button", { name: "Reset" }),
    progress: section.getByRole("progressbar"),
    stepButton: (n: number) => section.getByRole("button", { name: walkthrough.steps[n - 1]?.title, exact: false }),
    /** The step marked as current, by its number in the walkthrough. */
    expectCurrentStep: async (n: number) => {
      await expect(section.locator('button[aria-current="step"]')).toHaveCount(1);
      await expect(section.locator('button[aria-current="step"]')).toContainText(walkthrough.steps[n - 1]?.title ?? "");
      await expect(section.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(n));
    },
    wait: (ms: number) => page.clock.runFor(ms),
  };
}

test("the walkthrough auto-starts once it scrolls into view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 360 });
  const w = await openPlaybook(page);
  await w.wait(2000);
  await expect(w.mainButton).toHaveText("Start Demo");

  await w.section.getByRole("heading", { level: 2 }).scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      await w.wait(100);
      return w.mainButton.textContent();
    })
    .toBe("Pause");
  await w.expectCurrentStep(1);
});

test("it plays one step every three seconds through the four phases and stops on the last step", async ({ page }) => {
  const w = await openPlaybook(page);
  await w.mainButton.click();
  await expect(w.mainButton).toHaveText("Pause");
  await w.expectCurrentStep(1);
  await expect(w.section.locator('[aria-current="true"]')).toContainText("Pre-Procurement");

  const phaseOfStep = walkthrough.steps.map((step) => phases.find((phase) => phase.id === step.phase)?.title);
  for (let n = 2; n <= 9; n++) {
    await w.wait(STEP_MS);
    await w.expectCurrentStep(n);
    await expect(w.section.locator('[aria-current="true"]')).toContainText(phaseOfStep[n - 1] ?? "");
  }
  await expect(w.mainButton).toHaveText("Resume");
  await w.wait(STEP_MS * 2);
  await w.expectCurrentStep(9);
});

test("the phases highlight as the spec groups the steps: 1-3, 4-6, 7-8 and 9", async ({ page }) => {
  const w = await openPlaybook(page);
  const expected = {
    1: "Pre-Procurement",
    3: "Pre-Procurement",
    4: "Manufacturing",
    6: "Manufacturing",
    7: "In Transit",
    8: "In Transit",
    9: "On Site",
  };
  for (const [step, phase] of Object.entries(expected)) {
    await w.stepButton(Number(step)).click();
    await expect(w.section.locator('[aria-current="true"]')).toContainText(phase);
  }
});

test("the main button reads Start Demo, then Pause, then Resume, and pausing stops the steps", async ({ page }) => {
  const w = await openPlaybook(page);
  await expect(w.mainButton).toHaveText("Start Demo");
  await w.mainButton.click();
  await expect(w.mainButton).toHaveText("Pause");
  await w.wait(STEP_MS);
  await w.expectCurrentStep(2);
  await w.mainButton.click();
  await expect(w.mainButton).toHaveText("Resume");
  await w.wait(STEP_MS * 2);
  await w.expectCurrentStep(2);
  await w.mainButton.click();
  await expect(w.mainButton).toHaveText("Pause");
  await w.wait(STEP_MS);
  await w.expectCurrentStep(3);
});

test("Reset returns to the first step, stops and shows Start Demo again", async ({ page }) => {
  const w = await openPlaybook(page);
  await w.mainButton.click();
  await w.wait(STEP_MS);
  await w.expectCurrentStep(2);
  await w.wait(STEP_MS);
  await w.expectCurrentStep(3);
  await w.reset.click();
  await w.expectCurrentStep(1);
  await expect(w.mainButton).toHaveText("Start Demo");
  await w.wait(STEP_MS * 2);
  await w.expectCurrentStep(1);
});

test("clicking a step jumps to it and pauses, marking earlier steps completed and later ones upcoming", async ({
  page,
}) => {
  const w = await openPlaybook(page);
  await w.mainButton.click();
  await w.stepButton(6).click();
  await w.expectCurrentStep(6);
  await expect(w.mainButton).toHaveText("Resume");
  await w.wait(STEP_MS * 2);
  await w.expectCurrentStep(6);
  await expect(w.stepButton(5)).toContainText("(completed)");
  await expect(w.stepButton(7)).toContainText("(upcoming)");
});

test("the progress bar is (current + 1) / total wide and says so", async ({ page }) => {
  const w = await openPlaybook(page, { reducedMotion: true });
  await expect(w.progress).toHaveAttribute("aria-valuemax", "9");
  for (const n of [1, 3, 9]) {
    await w.stepButton(n).click();
    await expect(w.progress).toHaveAttribute("aria-valuenow", String(n));
    await expect(w.progress).toHaveAttribute("aria-valuetext", `Step ${n} of 9`);
    await expect
      .poll(async () => {
        const outer = await w.progress.boundingBox();
        const inner = await w.progress.locator("div").boundingBox();
        return Math.round(((inner?.width ?? 0) / (outer?.width ?? 1)) * 1000) / 1000;
      })
      .toBeCloseTo(n / 9, 2);
  }
});

test("under reduced motion the walkthrough does not start by itself", async ({ page }) => {
  const w = await openPlaybook(page, { reducedMotion: true });
  await w.section.getByRole("heading", { level: 2 }).scrollIntoViewIfNeeded();
  await w.wait(STEP_MS);
  await expect(w.mainButton).toHaveText("Start Demo");
  await w.expectCurrentStep(1);
});

test("the playbook shows the principles, the detailed process flow, quality and risk, and more resources", async ({
  page,
}) => {
  await visit(page, "/procurement-playbook");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Procurement Playbook: Step by Step");

  const principleList = main.getByRole("region", { name: principles.heading });
  await expect(principleList.getByRole("heading", { level: 3 })).toHaveText(principles.items.map((p) => p.title));

  const flow = main.getByRole("region", { name: "The Detailed Process Flow" });
  const phaseCards = flow.getByRole("list").first().locator(":scope > li");
  await expect(phaseCards).toHaveCount(4);
  const expectedCounts = [3, 6, 7, 4];
  for (const [index, phase] of ["Pre-Procurement", "Manufacturing", "In Transit", "On Site"].entries()) {
    await expect(phaseCards.nth(index).getByRole("heading", { level: 3 })).toContainText(phase);
    await expect(phaseCards.nth(index).getByRole("heading", { level: 4 })).toHaveCount(expectedCounts[index] ?? 0);
  }

  const qa = main.getByRole("region", { name: qualityAndRisk.heading });
  await expect(qa.getByRole("heading", { level: 3 })).toHaveText(["Quality assurance", "Risk management"]);
  for (const item of [...qualityAndRisk.quality.items, ...qualityAndRisk.risk.items])
    await expect(qa).toContainText(item);

  const more = main.getByRole("region", { name: "Explore More Resources" });
  const hrefs = await more.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(["/delivery-playbook", "/services", "/case-studies", "/contact"]);
  expect(resources.links).toHaveLength(4);
});

test("the breadcrumbs read Home, then Procurement Playbook", async ({ page }) => {
  await visit(page, "/procurement-playbook");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
  await expect(crumbs).toHaveText(["Home", "Procurement Playbook"]);
  await expect(crumbs.last().getByText("Procurement Playbook")).toHaveAttribute("aria-current", "page");
});

test("the playbook prints every step without the controls, navigation or banners", async ({ page }) => {
  await visit(page, "/procurement-playbook");
  await page.emulateMedia({ media: "print" });
  const section = page.getByRole("region", { name: walkthrough.heading });
  for (const step of walkthrough.steps) await expect(section.getByText(step.description)).toBeVisible();
  await expect(section.getByRole("button", { name: "Start Demo" })).toBeHidden();
  await expect(section.getByRole("progressbar")).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeHidden();
});
