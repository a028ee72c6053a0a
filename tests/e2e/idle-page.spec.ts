import type { Page } from "@playwright/test";
import { parseDocument } from "#lib/page-document.ts";
import { expect, test, visit } from "./fixtures.ts";
import { rememberCookieChoice } from "./helpers.ts";

/** Resolves once the browser has been idle, as a page left alone would be. */
function idle(page: Page) {
  return page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
}

test("a page left alone runs only the scripts its HTML lists; the notifications code waits for the visitor", async ({
  page,
  request,
}) => {
  await rememberCookieChoice(page, "declined");
  const html = await (await request.get("/about")).text();
  const listed = new Set(parseDocument(html).modulesAfterPaint);
  expect(listed.size).toBeGreaterThan(3);

  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
  });
  await visit(page, "/about");
  await idle(page);
  await idle(page);
  expect(scripts.filter((path) => !listed.has(path))).toEqual([]);

  // The first focus in a form starts loading sonner, before any toast is needed.
  const more = page.waitForRequest(
    (sent) => sent.resourceType() === "script" && !listed.has(new URL(sent.url()).pathname),
  );
  await page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" }).focus();
  await more;
});
