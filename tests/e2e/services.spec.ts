import { caseStudies } from "../../content/case-studies.ts";
import { services } from "../../content/services.ts";
import { expect, test, visit } from "./fixtures.ts";

test("the services hero offers an exploratory call and shows the headline figures", async ({ page }) => {
  await visit(page, "/services");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Book Exploratory Call" })).toHaveAttribute("href", "/contact");
  for (const highlight of services.hero.highlights) {
    await expect(main.getByRole("definition").filter({ hasText: highlight.value }).first()).toBeVisible();
  }
});

test("the fee structure names the management fee on total development value and what the markup covers", async ({
  page,
}) => {
  await visit(page, "/services");
  const partnership = page.getByRole("region", { name: "Development Partnership" });
  await expect(partnership.getByRole("heading", { level: 3, name: "Fee Structure" })).toBeVisible();
  const fee = partnership.getByRole("heading", { level: 4, name: "Management fee" }).locator("..");
  await expect(fee).toContainText("percentage of the total development value");
  const markup = partnership.getByRole("heading", { level: 4, name: "Procurement markup" }).locator("..");
  await expect(markup).toContainText("markup on the items we procure");
  const covered = await markup.getByRole("listitem").allTextContents();
  for (const item of [
    "coordination",
    "certification approval",
    "manufacturer workshops",
    "quality assurance",
    "transport",
    "customs",
    "delivery",
  ]) {
    expect(
      covered.some((text) => text.toLowerCase().includes(item)),
      item,
    ).toBe(true);
  }
});

test("procurement methods show both case studies as cards linking to their pages", async ({ page }) => {
  await visit(page, "/services");
  const methods = page.getByRole("region", { name: "Procurement Methods" });
  for (const study of caseStudies) {
    const link = methods.getByRole("link", { name: study.title });
    await expect(link).toHaveAttribute("href", `/case-studies/${study.id}`);
    const card = methods.getByRole("listitem").filter({ has: page.getByRole("link", { name: study.title }) });
    await expect(card).toContainText(study.summary);
  }
  await expect(methods.getByRole("link")).toHaveCount(2);
});

test("a whole case-study card is clickable and opens the case study", async ({ page }) => {
  await visit(page, "/services");
  const methods = page.getByRole("region", { name: "Procurement Methods" });
  const card = methods.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Cable Trays" }) });
  // The centre of the card, well away from its title link.
  await card.click();
  await expect(page).toHaveURL(/\/case-studies\/cable-trays$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cable Trays" })).toBeVisible();
});

test("the procurement playbook summary lists the four stages in order and links to the playbook", async ({ page }) => {
  await visit(page, "/services");
  const playbook = page.getByRole("region", { name: "Procurement Playbook" });
  await expect(playbook.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText([
    "Pre-Procure",
    "Manufacturing",
    "Transit",
    "On Site Process",
  ]);
  await expect(playbook.getByRole("link", { name: "Explore the Procurement Playbook" })).toHaveAttribute(
    "href",
    "/procurement-playbook",
  );
});

test("the delivery playbook summary links to the delivery playbook", async ({ page }) => {
  await visit(page, "/services");
  const playbook = page.getByRole("region", { name: "Delivery Playbook" });
  await expect(playbook.getByRole("heading", { level: 3 })).toHaveText(
    services.deliveryPlaybook.principles.map((p) => p.title),
  );
  await playbook.getByRole("link", { name: "Explore the Delivery Playbook" }).click();
  await expect(page).toHaveURL(/\/delivery-playbook$/);
});

test("the smart technology section shows all six offerings", async ({ page }) => {
  await visit(page, "/services");
  const technology = page.getByRole("region", { name: "Smart Building Technology" });
  await expect(technology.getByRole("heading", { level: 3 })).toHaveText([
    "Remote site management",
    "AI-enabled CCTV",
    "Connected intercoms",
    "WiFi smart meters",
    "Mobile app access",
    "Smart meeting rooms",
  ]);
});

test("the services page's headings never skip a level", async ({ page }) => {
  await visit(page, "/services");
  const levels = await page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0) expect(level - (levels[index - 1] ?? 1), `heading ${index + 1}`).toBeLessThanOrEqual(1);
  }
});
