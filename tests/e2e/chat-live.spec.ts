import { chatPanel, messageBox, messages, openChat, toast } from "./chat-helpers.ts";
import { expect, test, visit } from "./fixtures.ts";
import { rememberCookieChoice } from "./helpers.ts";

/**
 * The widget against the real POST /api/chat and POST /api/chat/handoff of
 * the server under test, nothing stubbed: the journey a visitor makes.
 */

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test("the built-in assistant answers a question about getting in touch, with a real link to the contact page", async ({
  page,
}) => {
  await visit(page, "/");
  await openChat(page);
  await messageBox(page).fill("How can I contact your team?");
  await messageBox(page).press("Enter");
  await expect(messages(page)).toHaveCount(3, { timeout: 15_000 });
  const reply = messages(page).nth(2);
  await expect(reply.getByText("Assistant", { exact: true })).toBeVisible();
  await expect(reply.locator('a[href="/contact"]').first()).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});

test("a visitor hands the conversation to the team and the server confirms it", async ({ page }) => {
  await visit(page, "/services");
  await openChat(page);
  await messageBox(page).fill("Which procurement methods do you use?");
  await messageBox(page).press("Enter");
  await expect(messages(page)).toHaveCount(3, { timeout: 15_000 });

  await chatPanel(page).getByRole("button", { name: "Ask the team to contact me" }).click();
  const form = chatPanel(page).getByRole("form", { name: "Ask the team to contact you" });
  await form.getByRole("textbox", { name: "First Name", exact: true }).fill("Grace");
  await form.getByRole("textbox", { name: "Last Name", exact: true }).fill("Hopper");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill("grace@example.com");
  await form.getByRole("checkbox", { name: "I agree to be contacted about this conversation" }).check();
  await form.getByRole("button", { name: "Send to the team" }).click();

  await expect(toast(page, "Request sent", "Thank you. We'll get back to you within 24 hours.")).toBeVisible();
  await expect(messages(page).last()).toContainText("Thank you, Grace.");
});
