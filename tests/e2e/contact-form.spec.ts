import type { Page, Route } from "@playwright/test";
import { claims } from "../../content/claims.ts";
import { expect, test, visit } from "./fixtures.ts";
import { rememberCookieChoice } from "./helpers.ts";

const SUCCESS_TITLE = "Message Sent!";
const SUCCESS_TEXT = `Thank you for your inquiry. We'll get back to you within ${claims.firm.responseTime.value}.`;
const DEFAULT_FAILURE = "Failed to send message. Please try again.";

const VALID = {
  "First Name": "Ada",
  "Last Name": "Lovelace",
  Email: "ada@example.com",
  Company: "Analytical Engines Ltd",
  "Project Details": "A 30,000 sq ft office refurbishment in Shoreditch, CAT A+ fit-out.",
};
type Label = keyof typeof VALID;
const LABELS = Object.keys(VALID) as Label[];

function form(page: Page) {
  return page.getByRole("form", { name: "Contact form" });
}

function field(page: Page, label: Label) {
  return form(page).getByRole("textbox", { name: label, exact: true });
}

function sendButton(page: Page) {
  return form(page).getByRole("button", { name: /Send Message|Sending\.\.\./ });
}

/** A sonner toast with exactly this title and description. */
function toast(page: Page, title: string, description: string) {
  return page
    .locator("[data-sonner-toast]")
    .filter({ has: page.locator("[data-title]").getByText(title, { exact: true }) })
    .filter({ has: page.locator("[data-description]").getByText(description, { exact: true }) });
}

async function fill(page: Page, values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values)) await field(page, label as Label).fill(value);
}

async function expectValues(page: Page, values: Partial<Record<Label, string>>) {
  for (const label of LABELS) await expect(field(page, label), label).toHaveValue(values[label] ?? "");
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await rememberCookieChoice(page);
    await visit(page, "/contact");
  });

  test("the form has the spec's fields: four required with asterisks, company optional, e-mail type, 5-row details", async ({
    page,
  }) => {
    for (const label of LABELS) {
      const required = label !== "Company";
      await expect(field(page, label), label).toBeVisible();
      await expect(form(page).locator("label", { hasText: label }), label).toHaveText(required ? `${label}*` : label);
      if (required) await expect(field(page, label), label).toHaveAttribute("required", "");
      else await expect(field(page, label), label).not.toHaveAttribute("required", "");
    }
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
    await expect(field(page, "Project Details")).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(field(page, "Project Details")).toHaveAttribute("rows", "5");

    // The honeypot is there for bots, out of sight and out of the tab order.
    const honeypot = form(page).locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot).not.toBeInViewport();
    await expect(form(page).locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
  });

  test("checks run in the spec's order, each failure a destructive 'Error' toast, and nothing is sent", async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/contact")) sent.push(request.url());
    });
    const steps: { fill: Partial<Record<Label, string>>; message: string; marker: string; label: Label }[] = [
      { fill: {}, message: "First name is required", marker: "First Name is required", label: "First Name" },
      {
        fill: { "First Name": "Ada" },
        message: "Last name is required",
        marker: "Last name is required",
        label: "Last Name",
      },
      {
        fill: { "Last Name": "Lovelace", Email: "ada@example" },
        message: "Please enter a valid email address",
        marker: "Please enter a valid email address",
        label: "Email",
      },
      {
        fill: { Email: "ada@example.com" },
        message: "Please provide project details",
        marker: "Please provide project details",
        label: "Project Details",
      },
    ];
    for (const [index, step] of steps.entries()) {
      await fill(page, step.fill);
      await sendButton(page).click();
      const notice = toast(page, "Error", step.message);
      await expect(notice, step.message).toBeVisible();
      await expect(notice).toHaveAttribute("data-type", "error");
      // The field is marked with the marker text (the first name's differs from the toast's).
      await expect(field(page, step.label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, step.label)).toHaveAccessibleDescription(step.marker);
      // Only the first failure is reported: later checks have not run yet.
      for (const later of steps.slice(index + 1)) {
        await expect(page.locator("[data-sonner-toast]", { hasText: later.message })).toHaveCount(0);
      }
    }
    // Whitespace only is empty: names are trimmed.
    await fill(page, { "First Name": "   ", "Project Details": "Details" });
    await sendButton(page).click();
    await expect(page.locator("[data-sonner-toast]", { hasText: "First name is required" })).toHaveCount(2);
    expect(sent).toEqual([]);
  });

  test("while sending every field and the button are disabled with a spinner and 'Sending...'; success toasts and clears", async ({
    page,
  }) => {
    let held: Route | undefined;
    let heldRequest!: () => void;
    const requested = new Promise<void>((resolve) => {
      heldRequest = resolve;
    });
    await page.route("**/api/contact", (route) => {
      held = route;
      heldRequest();
    });
    await fill(page, VALID);
    await sendButton(page).click();
    await requested;

    for (const label of LABELS) await expect(field(page, label), label).toBeDisabled();
    await expect(sendButton(page)).toBeDisabled();
    await expect(sendButton(page)).toHaveText("Sending...");
    await expect(sendButton(page).locator("svg.animate-spin")).toBeVisible();
    // Nothing is claimed before the server has answered.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expectValues(page, VALID);

    const answered = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
    await held?.continue();
    const response = await answered;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { id: string } };
    expect(body.data.id).toEqual(expect.any(String));
    expect(held?.request().postDataJSON()).toMatchObject({
      firstName: VALID["First Name"],
      lastName: VALID["Last Name"],
      email: VALID.Email,
      company: VALID.Company,
      projectDetails: VALID["Project Details"],
      website: "",
    });

    const notice = toast(page, SUCCESS_TITLE, SUCCESS_TEXT);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("data-type", "success");
    await expectValues(page, {});
    await expect(sendButton(page)).toHaveText("Send Message");
    await expect(sendButton(page)).toBeEnabled();
    for (const label of LABELS) await expect(field(page, label), label).toBeEnabled();
  });

  test("a server failure shows its message in an 'Error' toast and keeps every field", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/);
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, json: { error: { message: "Our message store is down for a moment" } } }),
    );
    await fill(page, VALID);
    await sendButton(page).click();
    const notice = toast(page, "Error", "Our message store is down for a moment");
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("data-type", "error");
    await expectValues(page, VALID);
    await expect(sendButton(page)).toBeEnabled();
    await expect(page.locator("[data-sonner-toast]", { hasText: SUCCESS_TITLE })).toHaveCount(0);
  });

  test("an error the server reports without text shows 'Failed to send message' and keeps every field", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/);
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, json: { error: {} } }));
    await fill(page, VALID);
    await sendButton(page).click();
    await expect(toast(page, "Error", "Failed to send message")).toBeVisible();
    await expectValues(page, VALID);
  });

  test("a failure without a message (network or a bare 5xx) shows the default text and keeps every field", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource/);
    await page.route("**/api/contact", (route) => route.abort("failed"));
    await fill(page, VALID);
    await sendButton(page).click();
    await expect(toast(page, "Error", DEFAULT_FAILURE)).toBeVisible();
    await expectValues(page, VALID);

    await page.unroute("**/api/contact");
    await page.route("**/api/contact", (route) => route.fulfill({ status: 502, body: "Bad Gateway" }));
    await field(page, "Company").fill("");
    await sendButton(page).click();
    await expect(toast(page, "Error", DEFAULT_FAILURE)).toHaveCount(2);
    await expectValues(page, { ...VALID, Company: "" });
    await expect(page.locator("[data-sonner-toast]", { hasText: SUCCESS_TITLE })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the page, which answers the success notice with the fields cleared", async ({ page }) => {
    await page.goto("/contact");
    await fill(page, VALID);
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/contact",
    );
    await sendButton(page).click();
    expect((await answered).status()).toBe(200);

    const notice = page.getByRole("status").filter({ hasText: SUCCESS_TITLE });
    await expect(notice).toContainText(SUCCESS_TEXT);
    await expectValues(page, {});
    await expect(page.getByRole("alert").filter({ hasText: "Error" })).toHaveCount(0);
  });

  test("a failed check answers an 'Error' alert with the message, the marker under the field, and every field kept", async ({
    page,
    consoleErrors,
  }) => {
    // The page answers a refused post with 400, which the browser logs.
    consoleErrors.allow(/status of 400/);
    await page.goto("/contact");
    const values = { ...VALID, "First Name": "" };
    await fill(page, values);
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/contact",
    );
    await sendButton(page).click();
    expect((await answered).status()).toBe(400);

    const alert = page.getByRole("alert").filter({ hasText: "Error" });
    await expect(alert).toContainText("First name is required");
    await expect(field(page, "First Name")).toHaveAccessibleDescription("First Name is required");
    await expectValues(page, values);
    await expect(page.getByRole("status").filter({ hasText: SUCCESS_TITLE })).toHaveCount(0);

    // Visitor text comes back as text, never as markup.
    await fill(page, { "First Name": "Ada", Email: "<b>ada</b>@example" });
    await sendButton(page).click();
    await expect(alert).toContainText("Please enter a valid email address");
    await expect(field(page, "Email")).toHaveValue("<b>ada</b>@example");
    await expect(page.locator("main b", { hasText: "ada" })).toHaveCount(0);
  });
});
