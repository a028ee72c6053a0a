import type { Page } from "@playwright/test";
import { chatPanel, messageBox, messages, openChat, recordRequests, stubApi, toast } from "./chat-helpers.ts";
import { expect, test, visit } from "./fixtures.ts";
import { rememberCookieChoice } from "./helpers.ts";

const QUESTION = "Can you manage a fit-out in Camden?";
const ANSWER = "Yes, we lead fit-outs across London.";
const CONSENT = "I agree to be contacted about this conversation";
const CONSENT_MESSAGE = "Please agree to be contacted about this conversation";

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

function handoffForm(page: Page) {
  return chatPanel(page).getByRole("form", { name: "Ask the team to contact you" });
}

function field(page: Page, name: "First Name" | "Last Name" | "Email") {
  return handoffForm(page).getByRole("textbox", { name, exact: true });
}

function consent(page: Page) {
  return handoffForm(page).getByRole("checkbox", { name: CONSENT });
}

function submit(page: Page) {
  return handoffForm(page).getByRole("button", { name: "Send to the team" });
}

/** Opens the chat on a page, has one exchange (stubbed), and opens the hand-off form. */
async function startHandoff(page: Page, answer = ANSWER) {
  await stubApi(page, "/api/chat", () => ({ json: { response: answer, sources: [] } }));
  await visit(page, "/services");
  await openChat(page);
  await messageBox(page).fill(QUESTION);
  await messageBox(page).press("Enter");
  await expect(messages(page)).toHaveCount(3);
  await chatPanel(page).getByRole("button", { name: "Ask the team to contact me" }).click();
  await expect(handoffForm(page)).toBeVisible();
}

/** The field's error as a screen reader reaches it: invalid, and described by the message. */
async function expectFieldError(page: Page, control: ReturnType<typeof consent>, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
  expect(describedBy).not.toBe("");
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
  await expect(page.locator(`[id="${describedBy}"]`)).toBeVisible();
}

test("the offer to be contacted appears once the visitor has written, with labelled fields and a consent box", async ({
  page,
}) => {
  await stubApi(page, "/api/chat", () => ({ json: { response: ANSWER } }));
  await visit(page, "/");
  await openChat(page);
  // Before the first message there is nothing to pass on.
  await expect(chatPanel(page).getByRole("button", { name: "Ask the team to contact me" })).toHaveCount(0);
  await messageBox(page).fill(QUESTION);
  await messageBox(page).press("Enter");
  await chatPanel(page).getByRole("button", { name: "Ask the team to contact me" }).click();

  await expect(field(page, "First Name")).toBeFocused();
  await expect(field(page, "First Name")).toHaveAttribute("autocomplete", "given-name");
  await expect(field(page, "Last Name")).toHaveAttribute("autocomplete", "family-name");
  await expect(field(page, "Email")).toHaveAttribute("autocomplete", "email");
  await expect(field(page, "Email")).toHaveAttribute("type", "email");
  await expect(consent(page)).not.toBeChecked();
  await expect(handoffForm(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");

  // Back to the chat, where the conversation is as it was.
  await handoffForm(page).getByRole("button", { name: "Back to chat" }).click();
  await expect(handoffForm(page)).toHaveCount(0);
  await expect(messages(page)).toHaveCount(3);
  await expect(messageBox(page)).toBeFocused();
});

test("the details are checked in order beside each field, consent is required, and nothing is sent until they pass", async ({
  page,
}) => {
  const requests = recordRequests(page, "/api/chat/handoff");
  await startHandoff(page);

  await submit(page).click();
  await expectFieldError(page, field(page, "First Name"), "First name is required");
  await expect(field(page, "First Name")).toBeFocused();

  await field(page, "First Name").fill("Ada");
  await submit(page).click();
  await expectFieldError(page, field(page, "Last Name"), "Last name is required");
  await expect(field(page, "First Name")).not.toHaveAttribute("aria-invalid", "true");

  await field(page, "Last Name").fill("Lovelace");
  await field(page, "Email").fill("ada@localhost");
  await submit(page).click();
  await expectFieldError(page, field(page, "Email"), "Please enter a valid email address");

  await field(page, "Email").fill("ada@example.com");
  await submit(page).click();
  await expectFieldError(page, consent(page), CONSENT_MESSAGE);
  await expect(consent(page)).toBeFocused();

  expect(requests).toHaveLength(0);
});

test("a field error from the server shows beside its field and everything typed is kept", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of (400|500)/);
  const answers = [
    { status: 400, json: { error: { message: "Please enter a valid email address", field: "email" } } },
    { status: 500, json: { error: { message: "Failed to send message. Please try again." } } },
  ];
  const bodies = await stubApi(page, "/api/chat/handoff", (_body, index) => answers[index] ?? { status: 500 });
  await startHandoff(page);
  await field(page, "First Name").fill("Ada");
  await field(page, "Last Name").fill("Lovelace");
  await field(page, "Email").fill("ada@example.com");
  await consent(page).check();
  await submit(page).click();

  await expectFieldError(page, field(page, "Email"), "Please enter a valid email address");
  await expect(field(page, "First Name")).toHaveValue("Ada");
  await expect(field(page, "Last Name")).toHaveValue("Lovelace");
  await expect(field(page, "Email")).toHaveValue("ada@example.com");
  await expect(consent(page)).toBeChecked();

  // A failure with no field is a toast; the form stays filled in.
  await submit(page).click();
  await expect(toast(page, "Error", "Failed to send message. Please try again.")).toBeVisible();
  await expect(field(page, "Email")).toHaveValue("ada@example.com");
  await expect(consent(page)).toBeChecked();
  expect(bodies).toHaveLength(2);
});

test("a sent hand-off carries the details, consent and the conversation, and is confirmed in the chat and a toast", async ({
  page,
}) => {
  const bodies = await stubApi(page, "/api/chat/handoff", () => ({ json: { data: { id: "msg_1" } } }));
  await startHandoff(page);
  await field(page, "First Name").fill(" Ada ");
  await field(page, "Last Name").fill("Lovelace");
  await field(page, "Email").fill("ada@example.com");
  await consent(page).check();
  await submit(page).click();

  await expect(toast(page, "Request sent", "Thank you. We'll get back to you within 24 hours.")).toBeVisible();
  await expect(handoffForm(page)).toHaveCount(0);
  await expect(messages(page).last()).toContainText(
    "Thank you, Ada. I have passed this conversation to the team, and they will contact you at ada@example.com within 24 hours.",
  );
  await expect(chatPanel(page).getByRole("status")).toContainText("Thank you, Ada.");
  await expect(messageBox(page)).toBeFocused();
  expect(bodies).toEqual([
    {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      consent: true,
      chatHistory: [
        { role: "user", content: QUESTION },
        { role: "assistant", content: ANSWER },
      ],
    },
  ]);
});

test("a reply about getting in touch offers the hand-off right under it", async ({ page }) => {
  await stubApi(page, "/api/chat", (_body, index) => ({
    json: { response: index === 0 ? "We lead fit-outs." : "You can reach the team through /contact." },
  }));
  await visit(page, "/");
  await openChat(page);
  const offer = chatPanel(page).getByRole("button", { name: "Yes, ask the team to contact me" });
  await messageBox(page).fill(QUESTION);
  await messageBox(page).press("Enter");
  await expect(messages(page)).toHaveCount(3);
  await expect(offer).toHaveCount(0);

  await messageBox(page).fill("How do I get in touch?");
  await messageBox(page).press("Enter");
  await expect(messages(page)).toHaveCount(5);
  await expect(messages(page).last().getByRole("button", { name: "Yes, ask the team to contact me" })).toBeVisible();
  await offer.click();
  await expect(handoffForm(page)).toBeVisible();
  await expect(field(page, "First Name")).toBeFocused();
});
