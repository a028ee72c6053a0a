import type { Page } from "@playwright/test";
import { company } from "../../content/company.ts";
import { expect, test, visit } from "./fixtures.ts";
import { rememberCookieChoice, scrollToY } from "./helpers.ts";

test.use({ viewport: { width: 1280, height: 600 } });

const digits = company.whatsapp.e164.replace(/\D/g, "");

function whatsappLink(page: Page) {
  return page.getByRole("link", { name: /whatsapp/i });
}

test("the WhatsApp link opens a chat with the configured number and a prefilled greeting", async ({ page }) => {
  // The spec's placeholder is a UK number.
  expect(digits).toMatch(/^44\d{9,10}$/);
  await visit(page, "/");
  const href = (await whatsappLink(page).getAttribute("href")) ?? "";
  const url = new URL(href);
  expect(url.origin).toBe("https://wa.me");
  expect(url.pathname).toBe(`/${digits}`);
  expect(url.searchParams.get("text")).toBe(company.whatsapp.greeting);
  expect(company.whatsapp.greeting.length).toBeGreaterThan(0);
});

test("the WhatsApp link opens in a new tab with noopener and noreferrer", async ({ page }) => {
  await visit(page, "/contact");
  const link = whatsappLink(page);
  await expect(link).toHaveAttribute("target", "_blank");
  const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
  expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
});

test("the WhatsApp button floats over every page as it scrolls", async ({ page }) => {
  await rememberCookieChoice(page);
  for (const path of ["/", "/about", "/faq"]) {
    await visit(page, path);
    const link = whatsappLink(page);
    await expect(link).toBeInViewport({ ratio: 1 });
    const atTop = await link.boundingBox();
    await scrollToY(page, 300);
    await expect(link).toBeInViewport({ ratio: 1 });
    expect(await link.boundingBox()).toEqual(atTop);
  }
});

test("choosing the WhatsApp button opens wa.me in a new tab that cannot reach back to the site", async ({
  page,
  context,
}) => {
  // Never leave the machine: answer for wa.me ourselves.
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title>" }),
  );
  await rememberCookieChoice(page);
  await visit(page, "/");
  const href = await whatsappLink(page).getAttribute("href");
  const opened = context.waitForEvent("page");
  await whatsappLink(page).click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toBe(href);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  expect(await tab.evaluate(() => document.referrer)).toBe("");
  // The site itself stays where it was.
  expect(new URL(page.url()).pathname).toBe("/");
  await tab.close();
});
