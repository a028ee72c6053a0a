import { statSync } from "node:fs";
import { company } from "../../content/company.ts";
import { expect, test, visit } from "./fixtures.ts";

const SECTIONS = [
  "About This Policy",
  "Information We Collect",
  "How We Use Your Information",
  "Cookies",
  "How We Share Your Information",
  "Data Security",
  "Your Rights Under UK GDPR",
  "Data Retention",
  "Third-Party Links",
  "Changes to This Policy",
  "Contact Us",
];

test("the privacy policy has every section the spec lists, in order", async ({ page }) => {
  await visit(page, "/privacy");
  await expect(page.locator("main section > h2")).toHaveText(SECTIONS);
});

test("the policy lists what is collected, given and automatic", async ({ page }) => {
  await visit(page, "/privacy");
  const collected = page.getByRole("region", { name: "Information We Collect" });
  for (const term of ["Contact form", "Newsletter", "Consultation requests", "E-mail and phone"]) {
    await expect(collected.getByText(`${term}:`, { exact: true })).toBeVisible();
  }
  for (const term of ["IP address and approximate location", "Browser", "Pages", "Referrer", "Device"]) {
    await expect(collected.getByText(`${term}:`, { exact: true })).toBeVisible();
  }
});

test("the cookies section covers analytics cookies and the consent banner", async ({ page }) => {
  await visit(page, "/privacy");
  const cookies = page.getByRole("region", { name: "Cookies", exact: true });
  await expect(cookies.getByText("Analytics:", { exact: true })).toBeVisible();
  await expect(cookies).toContainText('a banner asks for your consent. "Accept All Cookies"');
  await expect(cookies).toContainText('"Decline"');
});

test("the policy lists every UK GDPR right", async ({ page }) => {
  await visit(page, "/privacy");
  const rights = page.getByRole("region", { name: "Your Rights Under UK GDPR" });
  for (const right of ["Access", "Correct", "Delete", "Restrict", "Portability", "Object", "Withdraw consent"]) {
    await expect(rights.getByText(`${right}:`, { exact: true })).toBeVisible();
  }
});

test("the contact block shows the company e-mail and its London postal address", async ({ page }) => {
  await visit(page, "/privacy");
  const contact = page.getByRole("region", { name: "Contact Us" });
  await expect(contact.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
  const address = contact.locator("address");
  await expect(address).toContainText(company.address.street);
  await expect(address).toContainText(`London ${company.address.postcode}`);
});

test("Last updated shows the date the site was built, in en-GB long format, the same before and after hydration", async ({
  page,
  request,
}) => {
  // The prerendered page was written by the build, so its timestamp is the build's date.
  const built = statSync("build/client/privacy/index.html").mtime;
  const expected = built.toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "Europe/London" });
  expect(expected).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

  const html = await (await request.get("/privacy")).text();
  expect(html).toContain(`Last updated: <time`);
  expect(html).toContain(`>${expected}</time>`);

  // A visitor days later still sees the build's date, and hydration agrees with the HTML.
  await page.clock.setFixedTime(new Date(built.getTime() + 3 * 24 * 60 * 60 * 1000));
  await visit(page, "/privacy");
  const line = page.getByText(/^Last updated:/);
  await expect(line).toHaveText(`Last updated: ${expected}`);
  await expect(line.locator("time")).toHaveAttribute(
    "datetime",
    built.toLocaleDateString("en-CA", { timeZone: "Europe/London" }),
  );
});
