import AxeBuilder from "@axe-core/playwright";
import { company } from "../../content/company.ts";
import {
  chatPanel,
  heldReply,
  launcher,
  messageBox,
  messageList,
  messages,
  openChat,
  recordRequests,
  sendButton,
  stubApi,
  toast,
} from "./chat-helpers.ts";
import { expect, test, visit } from "./fixtures.ts";
import { mainNavigation, pathname, rememberCookieChoice, scrollToY } from "./helpers.ts";

const GREETING_TOPICS = ["development management services", "procurement methods", "cost savings", "project approach"];
const CHAT_ERROR = "Sorry, I'm having trouble responding right now. Please try again.";
const TIME = /^\d{2}:\d{2}$/;

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test("the round button opens the labelled panel with the greeting, the starter questions and the honesty line", async ({
  page,
}) => {
  await visit(page, "/");
  const button = launcher(page);
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box?.width).toBe(box?.height);
  expect(await button.evaluate((element) => getComputedStyle(element).borderRadius)).not.toBe("0px");
  await expect(chatPanel(page)).toHaveCount(0);

  await button.click();
  const panel = chatPanel(page);
  await expect(panel).toBeVisible();
  // The round button gives way to the panel.
  await expect(button).toBeHidden();
  await expect(messageBox(page)).toBeFocused();

  const greeting = messages(page);
  await expect(greeting).toHaveCount(1);
  await expect(greeting.first()).toContainText("Assistant");
  for (const topic of GREETING_TOPICS) await expect(greeting.first()).toContainText(topic);

  const starters = panel.getByRole("list", { name: "Suggested questions" }).getByRole("button");
  expect(await starters.count()).toBeGreaterThanOrEqual(3);
  expect(await starters.count()).toBeLessThanOrEqual(4);

  await expect(panel).toContainText("Replies are written automatically from this site's content");
  await expect(panel.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");
});

test("the panel is about 24rem by 500 px, bubbles at most 260 px, and it fits a small screen", async ({ page }) => {
  await stubApi(page, "/api/chat", () => ({
    json: { response: "A long answer that certainly needs more than one line in a narrow bubble. ".repeat(4) },
  }));
  await visit(page, "/about");
  await openChat(page);
  const size = await chatPanel(page).boundingBox();
  expect(size?.width).toBe(384);
  expect(size?.height).toBe(500);

  await messageBox(page).fill("Tell me everything");
  await messageBox(page).press("Enter");
  await expect(messages(page)).toHaveCount(3);
  for (const item of await messages(page).all()) {
    const bubble = item.locator("time").locator("xpath=../following-sibling::div[1]");
    const width = (await bubble.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThan(0);
    expect(width).toBeLessThanOrEqual(260);
  }

  await page.setViewportSize({ width: 360, height: 560 });
  const small = await chatPanel(page).boundingBox();
  expect(small).not.toBeNull();
  if (!small) return;
  expect(small.x).toBeGreaterThanOrEqual(0);
  expect(small.x + small.width).toBeLessThanOrEqual(360);
  expect(small.y).toBeGreaterThanOrEqual(0);
  expect(small.y + small.height).toBeLessThanOrEqual(560);
  await expect(messageBox(page)).toBeInViewport({ ratio: 1 });
  await expect(sendButton(page)).toBeInViewport({ ratio: 1 });
});

test("on a phone the panel opens with the greeting's first line in sight", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await visit(page, "/about");
  await openChat(page);
  const greeting = messages(page).first();
  await expect(greeting.getByText("Assistant", { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(greeting.locator("time")).toBeInViewport({ ratio: 1 });
});

test("the chat button sits clear of the WhatsApp and scroll-to-top buttons, at 24 px or more", async ({ page }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    await page.setViewportSize(viewport);
    await visit(page, "/about");
    await scrollToY(page, 600);
    const chat = await launcher(page).boundingBox();
    const others = [
      await page.getByRole("link", { name: /whatsapp/i }).boundingBox(),
      await page.getByRole("button", { name: "Scroll to top" }).boundingBox(),
    ];
    expect(chat).not.toBeNull();
    if (!chat) return;
    expect(chat.width).toBeGreaterThanOrEqual(24);
    expect(chat.x + chat.width).toBeLessThanOrEqual(viewport.width);
    expect(chat.y + chat.height).toBeLessThanOrEqual(viewport.height);
    for (const other of others) {
      expect(other).not.toBeNull();
      if (!other) return;
      const apart =
        chat.x + chat.width <= other.x ||
        other.x + other.width <= chat.x ||
        chat.y + chat.height <= other.y ||
        other.y + other.height <= chat.y;
      expect(apart, JSON.stringify({ viewport, chat, other })).toBe(true);
    }
  }
});

test("the panel's code is not loaded with the page, only when the chat is first opened", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const response = await visit(page, "/");
  const html = (await response?.text()) ?? "";
  const isPanel = (path: string) => /\/chat-panel-[^/]*\.js$/.test(path);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(isPanel)).toEqual([]);
  expect(html).not.toMatch(/chat-panel-/);

  await openChat(page);
  expect(scripts.filter(isPanel)).toHaveLength(1);
});

test("close and Escape return to the round button and give it focus", async ({ page }) => {
  await visit(page, "/");
  await openChat(page);
  await expect(messageBox(page)).toBeFocused();
  await chatPanel(page).getByRole("button", { name: "Close chat" }).click();
  await expect(chatPanel(page)).toBeHidden();
  await expect(launcher(page)).toBeVisible();
  await expect(launcher(page)).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(chatPanel(page)).toBeVisible();
  await expect(messageBox(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(chatPanel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test("Enter sends the message with the spec's payload, Shift+Enter adds a line break", async ({ page }) => {
  const bodies = await stubApi(page, "/api/chat", (_body, index) => ({
    json: { response: index === 0 ? "We lead the whole team." : "Fixed fees, agreed up front.", sources: [] },
  }));
  await visit(page, "/");
  await openChat(page);
  const box = messageBox(page);
  await box.pressSequentially("What do you do?");
  await box.press("Shift+Enter");
  await box.pressSequentially("For offices");
  await expect(box).toHaveValue("What do you do?\nFor offices");
  expect(bodies).toEqual([]);

  await box.press("Enter");
  await expect(messages(page)).toHaveCount(3);
  expect(bodies).toEqual([{ message: "What do you do?\nFor offices", chatHistory: [] }]);
  await expect(box).toHaveValue("");

  const mine = messages(page).nth(1);
  await expect(mine.getByText("You", { exact: true })).toBeVisible();
  await expect(mine.locator("time")).toHaveText(TIME);
  await expect(mine.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  // The line break is kept and shown.
  const bubble = mine.locator("time").locator("xpath=../following-sibling::div[1]");
  expect(await bubble.evaluate((element) => element.textContent)).toBe("What do you do?\nFor offices");

  const reply = messages(page).nth(2);
  const oneLine = reply.locator("time").locator("xpath=../following-sibling::div[1]");
  // Two lines stand taller than the one-line reply.
  expect((await bubble.boundingBox())?.height ?? 0).toBeGreaterThan(((await oneLine.boundingBox())?.height ?? 0) + 10);
  await expect(reply.getByText("Assistant", { exact: true })).toBeVisible();
  await expect(reply.locator("time")).toHaveText(TIME);
  await expect(reply).toContainText("We lead the whole team.");

  // The next call carries the earlier messages, never the greeting.
  await box.fill("And fees?");
  await sendButton(page).click();
  await expect(messages(page)).toHaveCount(5);
  expect(bodies[1]).toEqual({
    message: "And fees?",
    chatHistory: [
      { role: "user", content: "What do you do?\nFor offices" },
      { role: "assistant", content: "We lead the whole team." },
    ],
  });
});

test("while a reply is awaited the typing indicator shows, input and send are disabled, and nothing more is sent", async ({
  page,
}) => {
  const held = heldReply();
  const bodies = await stubApi(page, "/api/chat", () => held.answer);
  await visit(page, "/");
  await openChat(page);
  await messageBox(page).fill("How long does procurement take?");
  await messageBox(page).press("Enter");

  const typing = chatPanel(page).getByText("Assistant is typing…");
  await expect(typing).toBeVisible();
  await expect(messageBox(page)).toBeDisabled();
  await expect(sendButton(page)).toBeDisabled();
  // Focus stays in the panel, so Enter reaches nothing and Escape still closes it.
  await expect(chatPanel(page)).toBeFocused();
  await expect.poll(() => bodies.length).toBe(1);
  await page.keyboard.press("Enter");
  await sendButton(page).click({ force: true });
  expect(bodies).toHaveLength(1);

  held.release({ json: { response: "It depends on the route.", sources: [] } });
  await expect(messages(page).last()).toContainText("It depends on the route.");
  await expect(typing).toHaveCount(0);
  await expect(messageBox(page)).toBeEnabled();
  await expect(sendButton(page)).toBeEnabled();
  await expect(messageBox(page)).toBeFocused();
  expect(bodies).toHaveLength(1);
});

test("an empty or whitespace-only message is not sent", async ({ page }) => {
  const requests = recordRequests(page, "/api/chat");
  await stubApi(page, "/api/chat", () => ({ json: { response: "Should not be asked" } }));
  await visit(page, "/");
  await openChat(page);
  await messageBox(page).press("Enter");
  await sendButton(page).click();
  await messageBox(page).fill("   \n\t  ");
  await messageBox(page).press("Enter");
  await sendButton(page).click();
  await expect(messages(page)).toHaveCount(1);
  await expect(chatPanel(page).getByText("Assistant is typing…")).toHaveCount(0);
  expect(requests).toHaveLength(0);
});

test("a starter question is sent when chosen, and the suggestions give way to the conversation", async ({ page }) => {
  const bodies = await stubApi(page, "/api/chat", () => ({ json: { response: "Through competitive tender." } }));
  await visit(page, "/");
  await openChat(page);
  const starters = chatPanel(page).getByRole("list", { name: "Suggested questions" });
  const first = starters.getByRole("button").first();
  const question = (await first.textContent()) ?? "";
  expect(question.length).toBeGreaterThan(5);
  await first.click();
  await expect(messages(page)).toHaveCount(3);
  expect(bodies).toEqual([{ message: question, chatHistory: [] }]);
  await expect(messages(page).nth(1)).toContainText(question);
  await expect(starters).toHaveCount(0);
});

test("a server error shows the spec's error toast and puts the message back in the box", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 500/);
  let fail = true;
  await stubApi(page, "/api/chat", () =>
    fail ? { status: 500, json: { error: { message: "Internal error" } } } : { json: { response: "Now it works." } },
  );
  await visit(page, "/");
  await openChat(page);
  await messageBox(page).fill("Do you work outside London?");
  await messageBox(page).press("Enter");

  await expect(toast(page, "Error", CHAT_ERROR)).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(1);
  await expect(messageBox(page)).toHaveValue("Do you work outside London?");
  await expect(messageBox(page)).toBeEnabled();
  await expect(messages(page)).toHaveCount(1);

  fail = false;
  await messageBox(page).press("Enter");
  await expect(messages(page)).toHaveCount(3);
  await expect(messages(page).nth(1)).toContainText("Do you work outside London?");
  await expect(messages(page).nth(2)).toContainText("Now it works.");
});

test("an empty reply, invalid JSON and a failed connection also show the error toast", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  const answers = [{ json: { response: "   ", sources: [] } }, { body: "<html>not json</html>" }];
  await stubApi(page, "/api/chat", (_body, index) => answers[index] ?? { json: {} });
  await visit(page, "/");
  await openChat(page);
  for (const question of ["First try", "Second try"]) {
    await messageBox(page).fill(question);
    await messageBox(page).press("Enter");
    await expect(toast(page, "Error", CHAT_ERROR)).toHaveCount(1);
    await expect(messageBox(page)).toHaveValue(question);
    await page.locator("[data-sonner-toast]").getByRole("button", { name: "Close toast" }).click();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  }
  await page.unrouteAll();
  await page.route("**/api/chat", (route) => route.abort("internetdisconnected"));
  await messageBox(page).press("Enter");
  await expect(toast(page, "Error", CHAT_ERROR)).toHaveCount(1);
  await expect(messages(page)).toHaveCount(1);
});

test("too many messages (429) shows the server's own advice in the error toast", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 429/);
  const advice = "You have sent a lot of messages. Please wait a minute and try again.";
  await stubApi(page, "/api/chat", () => ({ status: 429, json: { error: { message: advice } } }));
  await visit(page, "/");
  await openChat(page);
  await messageBox(page).fill("Hello");
  await messageBox(page).press("Enter");
  await expect(toast(page, "Error", advice)).toBeVisible();
  await expect(messageBox(page)).toHaveValue("Hello");
});

test("links in a reply are real links, its sources are listed, and markup in it is only text", async ({ page }) => {
  const reply = `Hello <img src=x onerror=alert(1)> <b>bold</b>\nSee /contact or /faq, e-mail ${company.email} or call ${company.phone.display}.`;
  await stubApi(page, "/api/chat", () => ({
    json: {
      response: reply,
      sources: [
        { title: "Frequently asked questions", url: "/faq" },
        { title: "Elsewhere", url: "https://evil.example/" },
      ],
    },
  }));
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await visit(page, "/about");
  await openChat(page);
  await messageBox(page).fill("How do I reach you?");
  await messageBox(page).press("Enter");

  const answer = messages(page).nth(2);
  await expect(answer).toContainText("Hello <img src=x onerror=alert(1)> <b>bold</b>");
  await expect(chatPanel(page).locator("img, b")).toHaveCount(0);
  await expect(answer.getByRole("link", { name: "/contact", exact: true })).toHaveAttribute("href", "/contact");
  await expect(answer.getByRole("link", { name: "/faq", exact: true })).toHaveAttribute("href", "/faq");
  await expect(answer.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
  await expect(answer.getByRole("link", { name: company.phone.display })).toHaveAttribute(
    "href",
    `tel:${company.phone.e164}`,
  );
  await expect(answer.getByRole("link", { name: "Frequently asked questions" })).toHaveAttribute("href", "/faq");
  await expect(answer.getByRole("link", { name: "Elsewhere" })).toHaveCount(0);
  expect(dialogs).toEqual([]);

  // A path in a reply navigates inside the site, and the conversation stays.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await answer.getByRole("link", { name: "/contact", exact: true }).click();
  await expect.poll(() => pathname(page)).toBe("/contact");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(messages(page)).toHaveCount(3);
});

test("a reply taller than the panel is shown from its first line", async ({ page }) => {
  const paragraphs = Array.from({ length: 30 }, (_, n) => `Line ${n + 1} of a long answer.`).join("\n");
  await stubApi(page, "/api/chat", () => ({
    json: { response: `First line of the reply.\n${paragraphs}`, sources: [] },
  }));
  await visit(page, "/about");
  await openChat(page);
  await messageBox(page).fill("Tell me everything");
  await messageBox(page).press("Enter");

  const answer = messages(page).nth(2);
  await expect(answer).toContainText("Line 30 of a long answer.");
  const list = messageList(page).locator("xpath=..");
  const [listTop, answerTop] = await Promise.all([
    list.evaluate((element) => element.getBoundingClientRect().top),
    answer.evaluate((element) => element.getBoundingClientRect().top),
  ]);
  // The reply starts inside the visible part of the scrolling list, not above it.
  expect(answerTop).toBeGreaterThanOrEqual(listTop);
  expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
});

test("a new reply is announced through a polite live region", async ({ page }) => {
  await stubApi(page, "/api/chat", () => ({ json: { response: "We manage the design team." } }));
  await visit(page, "/");
  await openChat(page);
  const region = chatPanel(page).getByRole("status");
  await expect(region).toHaveAttribute("aria-live", "polite");
  await expect(region).toHaveText("");
  await messageBox(page).fill("What do you manage?");
  await messageBox(page).press("Enter");
  await expect(region).toHaveText("Assistant: We manage the design team.");
});

test("the conversation survives client-side navigation and a reload in the same tab", async ({ page }) => {
  await stubApi(page, "/api/chat", () => ({
    json: { response: "We run tenders.", sources: [{ title: "Services", url: "/services" }] },
  }));
  await visit(page, "/");
  await openChat(page);
  await messageBox(page).fill("Do you run tenders?");
  await messageBox(page).press("Enter");
  await expect(messages(page)).toHaveCount(3);
  const times = await messages(page).locator("time").allTextContents();

  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await mainNavigation(page).getByRole("link", { name: "About", exact: true }).click();
  await expect.poll(() => pathname(page)).toBe("/about");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(chatPanel(page)).toBeVisible();
  await expect(messages(page)).toHaveCount(3);

  const stored = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem("chat-conversation") ?? "null"));
  expect(stored.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
    ["user", "Do you run tenders?"],
    ["assistant", "We run tenders."],
  ]);
  expect(stored.messages[1].sources).toEqual([{ title: "Services", url: "/services" }]);

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await openChat(page);
  await expect(messages(page)).toHaveCount(3);
  await expect(messages(page).nth(1)).toContainText("Do you run tenders?");
  await expect(messages(page).nth(2)).toContainText("We run tenders.");
  await expect(messages(page).nth(2).getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
  expect(await messages(page).locator("time").allTextContents()).toEqual(times);
  // The starter questions belong to a conversation not yet begun.
  await expect(chatPanel(page).getByRole("list", { name: "Suggested questions" })).toHaveCount(0);
});

test("a stored conversation that was tampered with is checked when read back", async ({ page }) => {
  await page.addInitScript(() => {
    window.sessionStorage.setItem(
      "chat-conversation",
      JSON.stringify({
        startedAt: "2026-01-01T12:00:00.000Z",
        messages: [
          { id: "a", role: "user", content: "Kept question", timestamp: "2026-01-01T12:01:00.000Z" },
          { id: "b", role: "system", content: "Dropped", timestamp: "2026-01-01T12:02:00.000Z" },
          {
            id: "c",
            role: "assistant",
            content: "Kept answer",
            timestamp: "2026-01-01T12:03:00.000Z",
            sources: [{ title: "Bad", url: "javascript:alert(1)" }],
          },
        ],
      }),
    );
  });
  await visit(page, "/");
  await openChat(page);
  await expect(messages(page)).toHaveCount(3);
  await expect(messageList(page)).not.toContainText("Dropped");
  await expect(messageList(page).getByRole("link", { name: "Bad" })).toHaveCount(0);
});

test("a new conversation clears the messages and the stored copy", async ({ page }) => {
  await stubApi(page, "/api/chat", () => ({ json: { response: "Yes." } }));
  await visit(page, "/");
  await openChat(page);
  const restart = chatPanel(page).getByRole("button", { name: "New conversation" });
  await expect(restart).toBeDisabled();
  await messageBox(page).fill("Any question");
  await messageBox(page).press("Enter");
  await expect(messages(page)).toHaveCount(3);
  await restart.click();
  await expect(messages(page)).toHaveCount(1);
  await expect(chatPanel(page).getByRole("list", { name: "Suggested questions" })).toBeVisible();
  await expect(messageBox(page)).toBeFocused();
  const stored = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem("chat-conversation") ?? "null"));
  expect(stored?.messages ?? []).toEqual([]);
});

test("the open panel, with a conversation and with the hand-off form, passes axe's WCAG 2.2 AA checks", async ({
  page,
}) => {
  await stubApi(page, "/api/chat", () => ({
    json: {
      response: `We tender packages competitively. See /services or call ${company.phone.display}.`,
      sources: [{ title: "Services", url: "/services" }],
    },
  }));
  await visit(page, "/");
  await openChat(page);
  await messageBox(page).fill("How do you buy materials?");
  await messageBox(page).press("Enter");
  await expect(messages(page)).toHaveCount(3);
  const scan = async () => {
    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    // The checks ran on the panel: colour contrast among them.
    expect(results.passes.map((rule) => rule.id)).toContain("color-contrast");
    return results;
  };
  expect((await scan()).violations).toEqual([]);

  await chatPanel(page).getByRole("button", { name: "Ask the team to contact me", exact: true }).click();
  await chatPanel(page).getByRole("button", { name: "Send to the team" }).click();
  await expect(chatPanel(page).getByText("First name is required")).toBeVisible();
  expect((await scan()).violations).toEqual([]);
});
