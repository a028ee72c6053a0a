import type { Page } from "@playwright/test";
import { deliveryPlaybook } from "../../content/playbooks.ts";
import { expect, test, visit } from "./fixtures.ts";
import { rememberCookieChoice } from "./helpers.ts";

const { walkthrough, parties, structure, principles, consultants, benefits } = deliveryPlaybook;
const STEP_MS = 3000;
const CLOCK_START = new Date("2025-06-02T09:00:00Z");
const STEP_TITLES = [
  "Client Engagement",
  "Design Control",
  "Procurement Management",
  "Contractor Coordination",
  "Risk Transfer",
  "Delivery Excellence",
];

/** Opens the playbook with the page's clock under the test's control. */
async function openPlaybook(page: Page) {
  await rememberCookieChoice(page);
  // The page's clock stands still until the test moves it: no timer fires on its own, however slow the machine.
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START.getTime() + 10_000);
  await visit(page, "/delivery-playbook");
  const section = page.getByRole("region", { name: walkthrough.heading });
  const involved = section.getByRole("listitem").filter({ hasText: "(involved in this step)" });
  return {
    section,
    mainButton: section.getByRole("button", { name: /^(Start Demo|Pause|Resume)$/ }),
    reset: section.getByRole("button", { name: "Reset" }),
    progress: section.getByRole("progressbar"),
    stepButton: (n: number) => section.getByRole("button", { name: STEP_TITLES[n - 1] }),
    expectCurrentStep: async (n: number) => {
      await expect(section.locator('button[aria-current="step"]')).toContainText(STEP_TITLES[n - 1] ?? "");
      await expect(section.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(n));
      const involvedIds = walkthrough.steps[n - 1]?.parties ?? [];
      // The chips keep the order of the party list.
      const expected = parties.filter((party) => involvedIds.includes(party.id)).map((party) => party.name);
      await expect(involved).toHaveText(expected.map((name) => `${name} (involved in this step)`));
    },
    wait: (ms: number) => page.clock.runFor(ms),
  };
}

test("the walkthrough has the spec's six steps in order", async ({ page }) => {
  const w = await openPlaybook(page);
  expect(walkthrough.steps.map((s) => s.title)).toEqual(STEP_TITLES);
  await expect(w.section.getByRole("listitem").getByRole("button")).toHaveText(
    STEP_TITLES.map((title) => new RegExp(title)),
  );
  await expect(w.progress).toHaveAttribute("aria-valuemax", "6");
});

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
});

test("it plays one step every three seconds, highlighting each step's parties, and stops on the last", async ({
  page,
}) => {
  const w = await openPlaybook(page);
  await w.mainButton.click();
  await w.expectCurrentStep(1);
  for (let n = 2; n <= 6; n++) {
    await w.wait(STEP_MS);
    await w.expectCurrentStep(n);
  }
  await expect(w.mainButton).toHaveText("Resume");
  await w.wait(STEP_MS * 2);
  await w.expectCurrentStep(6);
});

test("the main button toggles between Pause and Resume, and Reset starts over", async ({ page }) => {
  const w = await openPlaybook(page);
  await expect(w.mainButton).toHaveText("Start Demo");
  await w.mainButton.click();
  await expect(w.mainButton).toHaveText("Pause");
  await w.wait(STEP_MS);
  await w.expectCurrentStep(2);
  await w.mainButton.click();
  await expect(w.mainButton).toHaveText("Resume");
  await w.wait(STEP_MS);
  await w.expectCurrentStep(2);
  await w.reset.click();
  await w.expectCurrentStep(1);
  await expect(w.mainButton).toHaveText("Start Demo");
});

test("clicking a step jumps to it and pauses", async ({ page }) => {
  const w = await openPlaybook(page);
  await w.mainButton.click();
  await w.stepButton(4).click();
  await w.expectCurrentStep(4);
  await expect(w.mainButton).toHaveText("Resume");
  await w.wait(STEP_MS * 2);
  await w.expectCurrentStep(4);
});

test("the team structure is a diagram of real text naming every party and contract", async ({ page }) => {
  await visit(page, "/delivery-playbook");
  const region = page.getByRole("region", { name: structure.heading });
  const chart = region.getByRole("figure");
  await expect(chart.getByRole("img")).toHaveCount(0);
  for (const name of [
    "Client",
    "Delivery Team",
    "Main Contractor",
    "Design Team",
    "Design Manager",
    "Subcontractors",
    "Trade Package Suppliers",
  ]) {
    await expect(chart.getByText(name, { exact: true })).toBeVisible();
  }
  // Each contract is read out as the relationship of a party to the one above it.
  for (const contract of ["Development management appointment", "Design-and-build contract", "Novation agreement"]) {
    await expect(chart.getByText(`Relationship to the party above: ${contract}`)).toBeVisible();
  }
  await expect(chart.getByRole("list", { name: "Appointed under Main Contractor" }).locator(":scope > li")).toHaveCount(
    4,
  );
  for (const relationship of structure.relationships) {
    await expect(region.getByRole("term").filter({ hasText: relationship.title })).toBeVisible();
  }
});

test("the playbook shows the four principles, the consultant structure, the benefits and the calls to action", async ({
  page,
}) => {
  await visit(page, "/delivery-playbook");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Delivery Playbook");
  await expect(main.getByRole("region", { name: principles.heading }).getByRole("heading", { level: 3 })).toHaveText([
    "Central Management",
    "Hybrid Structure",
    "Risk Transfer",
    "Controlled Delivery",
  ]);

  const team = main.getByRole("region", { name: consultants.heading });
  await expect(team.getByRole("list", { name: "Core consultants" }).getByRole("listitem")).toHaveText([
    "Architects",
    "Structural Engineers",
    "Interior Designer",
    "QS & CA",
  ]);
  await expect(team.getByRole("list", { name: "Specialist consultants" }).getByRole("listitem")).toHaveText([
    "Fire Safety",
    "Approved Inspectors",
    "Principal Designer",
    "Legals",
    "Building Surveyors",
    "Planning Consultants",
  ]);

  const benefitRegion = main.getByRole("region", { name: benefits.heading });
  await expect(benefitRegion.getByRole("heading", { level: 3 })).toHaveText(["For clients", "For project teams"]);
  for (const item of [...benefits.clients, ...benefits.projectTeams]) await expect(benefitRegion).toContainText(item);

  await expect(main.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
});

test("the playbook prints every step and the structure without the controls or navigation", async ({ page }) => {
  await visit(page, "/delivery-playbook");
  await page.emulateMedia({ media: "print" });
  const section = page.getByRole("region", { name: walkthrough.heading });
  for (const step of walkthrough.steps) await expect(section.getByText(step.description)).toBeVisible();
  await expect(section.getByRole("button", { name: "Reset" })).toBeHidden();
  await expect(page.getByRole("region", { name: structure.heading }).getByRole("figure")).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
});
