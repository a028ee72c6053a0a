import type { Page, Request, Route } from "@playwright/test";

export function launcher(page: Page) {
  return page.getByRole("button", { name: "Open chat assistant" });
}

export function chatPanel(page: Page) {
  return page.getByRole("dialog", { name: "Chat assistant" });
}

export function messageBox(page: Page) {
  return chatPanel(page).getByRole("textbox", { name: "Your message" });
}

export function sendButton(page: Page) {
  return chatPanel(page).getByRole("button", { name: "Send message" });
}

export function messageList(page: Page) {
  return chatPanel(page).getByRole("list", { name: "Messages" });
}

/** The conversation's messages, greeting first, each "You"/"Assistant", its time, then its text. */
export function messages(page: Page) {
  return messageList(page)
    .getByRole("listitem")
    .filter({ has: page.locator("time") });
}

export async function openChat(page: Page) {
  await launcher(page).click();
  await chatPanel(page).waitFor();
}

/** A sonner toast with exactly this title and description. */
export function toast(page: Page, title: string, description: string) {
  return page
    .locator("[data-sonner-toast]")
    .filter({ has: page.locator("[data-title]").getByText(title, { exact: true }) })
    .filter({ has: page.locator("[data-description]").getByText(description, { exact: true }) });
}

export type StubAnswer = { status?: number; json?: unknown; body?: string };

/**
 * Answers POST `path` in the browser, so the widget is tested on its own:
 * `answer` sees each request's JSON body and may wait before answering.
 * Returns the bodies received, in order.
 */
export async function stubApi(
  page: Page,
  path: "/api/chat" | "/api/chat/handoff",
  answer: (body: Record<string, unknown>, index: number) => StubAnswer | Promise<StubAnswer>,
) {
  const received: Record<string, unknown>[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      received.push(body);
      const reply = await answer(body, received.length - 1);
      await route.fulfill({
        status: reply.status ?? 200,
        contentType: "application/json",
        body: reply.body ?? JSON.stringify(reply.json ?? {}),
      });
    },
  );
  return received;
}

/** A reply the test lets go when it is ready: the pending state lasts exactly as long as the test needs. */
export function heldReply() {
  let release: (answer: StubAnswer) => void = () => {};
  const answer = new Promise<StubAnswer>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

/** Every request the page makes to `path`, stubbed or not. */
export function recordRequests(page: Page, path: string) {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}
