import type { Page, Route } from "@playwright/test";
import { expect, test, visit } from "./fixtures.ts";
import { pathname, rememberCookieChoice } from "./helpers.ts";

const SUCCESS_TITLE = "Successfully Subscribed!";
const SUCCESS_TEXT =
  "Thank you for subscribing to our newsletter. You'll receive updates about our latest insights and services.";
const THANKS_TITLE = "Thanks for subscribing!";
const THANKS_TEXT = "You'll receive our latest insights and updates.";
const INVALID = "Please enter a valid email address";
const FAILURE = "Failed to subscribe. Please try again.";

test.use({ viewport: { width: 1280, height: 800 } });

function footer(page: Page) {
  return page.getByRole("contentinfo");
}

function form(page: Page) {
  return footer(page).getByRole("form", { name: "Newsletter" });
}

function emailInput(page: Page) {
  return form(page).getByRole("textbox", { name: "Email address" });
}

function button(page: Page) {
  return form(page).getByRole("button", { name: /Subscribe|Subscribing\.\.\./ });
}

function thanksCard(page: Page) {
  return footer(page).getByRole("status").filter({ hasText: THANKS_TITLE });
}

function toast(page: Page, title: string, description: string) {
  return page
    .locator("[data-sonner-toast]")
    .filter({ has: page.locator("[data-title]").getByText(title, { exact: true }) })
    .filter({ has: page.locator("[data-description]").getByText(description, { exact: true }) });
}

/** A new address for each test: every e2e run shares one server and database. */
function uniqueEmail(prefix: string) {
  return `${prefix}-${test.info().testId}-${Date.now()}@example.com`;
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await rememberCookieChoice(page);
    await visit(page, "/about");
  });

  test("the footer's Newsletter column holds a labelled, required e-mail input and a Subscribe button", async ({
    page,
  }) => {
    const column = footer(page).getByRole("region", { name: "Newsletter" });
    await expect(column.getByRole("form", { name: "Newsletter" })).toBeVisible();
    await expect(emailInput(page)).toHaveAttribute("type", "email");
    await expect(emailInput(page)).toHaveAttribute("required", "");
    await expect(button(page)).toHaveText("Subscribe");
  });

  test("an address without the text@text.text shape gives the destructive 'Error' toast and sends nothing", async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/newsletter")) sent.push(request.url());
    });
    // The browser's own check lets "name@host" through; the spec's shape does not.
    await emailInput(page).fill("someone@localhost");
    await button(page).click();
    const notice = toast(page, "Error", INVALID);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("data-type", "error");
    await expect(button(page)).toHaveText("Subscribe");
    await expect(emailInput(page)).toHaveValue("someone@localhost");
    expect(sent).toEqual([]);
  });

  test("'Subscribing...' while pending; success only after the server confirmed, then the toast and the thank-you card", async ({
    page,
  }) => {
    let held: Route | undefined;
    let heldRequest!: () => void;
    const requested = new Promise<void>((resolve) => {
      heldRequest = resolve;
    });
    await page.route("**/api/newsletter", (route) => {
      held = route;
      heldRequest();
    });
    const email = uniqueEmail("Reader");
    await emailInput(page).fill(email);
    await button(page).click();
    await requested;

    await expect(button(page)).toHaveText("Subscribing...");
    await expect(button(page)).toBeDisabled();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(thanksCard(page)).toHaveCount(0);
    // Spec, section 3: the payload's email is lower-cased, already in the browser.
    expect(held?.request().postDataJSON()).toMatchObject({ email: email.toLowerCase(), page: "/about" });

    const answered = page.waitForResponse((response) => response.url().endsWith("/api/newsletter"));
    await held?.continue();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ data: { status: "subscribed" } });

    const notice = toast(page, SUCCESS_TITLE, SUCCESS_TEXT);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("data-type", "success");
    await expect(thanksCard(page)).toContainText(THANKS_TEXT);
    await expect(form(page)).toHaveCount(0);
  });

  test("the address leaves the browser lower-cased and trimmed, as the spec's payload has it", async ({ page }) => {
    const sent: unknown[] = [];
    await page.route("**/api/newsletter", async (route) => {
      sent.push(route.request().postDataJSON());
      await route.continue();
    });
    const email = uniqueEmail("Mixed.Case");
    await emailInput(page).fill(`  ${email.toUpperCase()} `);
    await button(page).click();
    await expect(thanksCard(page)).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ email: email.toLowerCase() })]);
  });

  test("a server failure gives the 'Error' failure toast and the form is idle again", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/);
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({ status: 500, json: { error: { message: "Failed to subscribe. Please try again." } } }),
    );
    const email = uniqueEmail("failing");
    await emailInput(page).fill(email);
    await button(page).click();
    const notice = toast(page, "Error", FAILURE);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("data-type", "error");
    await expect(button(page)).toHaveText("Subscribe");
    await expect(button(page)).toBeEnabled();
    await expect(emailInput(page)).toHaveValue(email);
    await expect(thanksCard(page)).toHaveCount(0);
    await expect(page.locator("[data-sonner-toast]", { hasText: SUCCESS_TITLE })).toHaveCount(0);
  });

  test("a request that never reaches the server gives the failure toast, not a blind success", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource/);
    await page.route("**/api/newsletter", (route) => route.abort("failed"));
    await emailInput(page).fill(uniqueEmail("offline"));
    await button(page).click();
    await expect(toast(page, "Error", FAILURE)).toBeVisible();
    await expect(button(page)).toHaveText("Subscribe");
    await expect(button(page)).toBeEnabled();
    await expect(thanksCard(page)).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, the server subscribes and sends the visitor back to the page with the thank-you card", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(thanksCard(page)).toHaveCount(0);
    await emailInput(page).fill(uniqueEmail("plain"));
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/newsletter",
    );
    await button(page).click();
    const response = await answered;
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/about#newsletter-subscribed");

    await expect.poll(() => pathname(page)).toBe("/about");
    await expect(thanksCard(page)).toBeVisible();
    await expect(thanksCard(page)).toContainText(THANKS_TEXT);
    await expect(form(page)).toBeHidden();
  });

  test("an address the server refuses sends the visitor back with the error line and the form", async ({ page }) => {
    await page.goto("/services");
    await emailInput(page).fill("someone@localhost");
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/newsletter",
    );
    await button(page).click();
    expect((await answered).status()).toBe(303);

    await expect.poll(() => pathname(page)).toBe("/services");
    const alert = footer(page).getByRole("alert");
    await expect(alert).toHaveText(`Error: ${INVALID}`);
    await expect(form(page)).toBeVisible();
    await expect(thanksCard(page)).toHaveCount(0);
  });
});
