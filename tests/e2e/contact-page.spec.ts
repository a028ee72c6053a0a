import { company } from "../../content/company.ts";
import { contactContent } from "../../content/contact.ts";
import { expect, test, visit } from "./fixtures.ts";

/** Figure → place on /contact, exactly as the spec gives it. */
const FIGURES = [
  { figure: "24 hours", where: "page introduction" },
  { figure: "30-40%", where: "Why Choose Us" },
  { figure: "40%", where: "Why Choose Us" },
  { figure: "£9.2m", where: "Why Choose Us" },
];

test("the contact page shows the London address, a mailto e-mail link and a tel phone link", async ({ page }) => {
  await visit(page, "/contact");
  const details = page.getByRole("region", { name: contactContent.details.heading });
  const address = details.locator("address");
  await expect(address).toContainText(company.name);
  await expect(address).toContainText(company.address.street);
  await expect(address).toContainText(`London ${company.address.postcode}`);
  await expect(address.getByRole("link", { name: company.email })).toHaveAttribute("href", "mailto:hello@example.com");
  await expect(address.getByRole("link", { name: company.phone.display })).toHaveAttribute("href", "tel:+442079460321");
});

test("the contact page promises a reply within 24 hours and shows its figures exactly", async ({ page }) => {
  await visit(page, "/contact");
  await expect(page.locator("main header p").first()).toContainText("within 24 hours");
  const why = page.getByRole("region", { name: "Why Choose Us" });
  for (const { figure, where } of FIGURES) {
    const scope = where === "Why Choose Us" ? why : page.locator("main");
    await expect(scope, `${figure} in ${where}`).toContainText(figure);
  }
});

test("the Why Choose list shows every reason", async ({ page }) => {
  await visit(page, "/contact");
  const why = page.getByRole("region", { name: "Why Choose Us" });
  await expect(why.getByRole("listitem")).toHaveCount(contactContent.whyChoose.items.length);
  for (const item of contactContent.whyChoose.items) {
    await expect(why.getByRole("heading", { level: 3, name: item.title })).toBeVisible();
  }
});

test("the message form offers e-mail and phone as well", async ({ page }) => {
  await visit(page, "/contact");
  const place = page.getByRole("region", { name: "Send us a message" });
  await expect(place).toBeVisible();
  await expect(place.locator('a[href="mailto:hello@example.com"]')).toBeVisible();
  await expect(place.locator('a[href="tel:+442079460321"]')).toBeVisible();
});
