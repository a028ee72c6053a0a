import { teamJourney, teamMembers } from "../../content/team.ts";
import { expect, test, visit } from "./fixtures.ts";

test("the team page shows four members with name, role, description, additional info and a photograph", async ({
  page,
}) => {
  await visit(page, "/team");
  const members = page.getByRole("region", { name: "Meet the Team" }).getByRole("article");
  await expect(members).toHaveCount(4);
  for (const [index, member] of teamMembers.entries()) {
    const card = members.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name);
    await expect(card).toContainText(member.role);
    await expect(card).toContainText(member.description);
    await expect(card).toContainText(member.additionalInfo);
    await expect(card.locator("img")).toHaveAttribute("alt", /\w+/);
    await expect(card.locator("img")).toHaveAttribute("width", /^\d+$/);
  }
});

test("each member's professional-network link opens in a new tab and says so", async ({ page, context }) => {
  // Nothing in a test reaches the internet: the profile pages answer locally.
  await context.route("https://www.linkedin.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Profile</title>" }),
  );
  await visit(page, "/team");
  for (const member of teamMembers) {
    const link = page.getByRole("link", { name: `${member.name} on LinkedIn (opens in a new tab)` });
    await expect(link).toHaveAttribute("href", member.linkedinUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  }
  const first = teamMembers[0];
  if (!first) throw new Error("no team members");
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: `${first.name} on LinkedIn (opens in a new tab)` }).click(),
  ]);
  expect(popup.url()).toBe(first.linkedinUrl);
  expect(page.url()).toMatch(/\/team$/);
});

test("the Team Journey shows four companies with year range, years and achievement", async ({ page }) => {
  await visit(page, "/team");
  const journey = page.getByRole("region", { name: "Team Journey" });
  const entries = journey.getByRole("listitem");
  await expect(entries).toHaveCount(4);
  for (const [index, entry] of teamJourney.entries()) {
    const item = entries.nth(index);
    await expect(item).toContainText(entry.yearRange);
    await expect(item).toContainText(entry.years);
    await expect(item.getByRole("heading", { level: 3 })).toHaveText(entry.company);
    await expect(item).toContainText(entry.achievement);
  }
  await expect(entries.nth(3)).toContainText("over 1,000,000 sq ft and £250m");
});

test("the team page's headings go in order: one h1, then h2 sections with h3 items", async ({ page }) => {
  await visit(page, "/team");
  const levels = await page
    .locator("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i] ?? 0).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
});
