// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { expectConsoleError } from "#tests/setup/vitest.setup.ts";
import { ShareMenu } from "./share-menu.tsx";

const article = {
  title: "Procurement Cost Optimisation in Construction",
  text: "How direct procurement saves money without lowering the specification.",
  url: "https://example.com/blog/procurement-cost-optimization",
};

/** Renders the control in a browser without a native share sheet unless one is given. */
function renderShare(nativeShare?: (data: ShareData) => Promise<void>) {
  vi.stubGlobal("navigator", { ...navigator, share: nativeShare, canShare: undefined });
  const open = vi.fn<typeof window.open>(() => null);
  vi.stubGlobal("open", open);
  render(<ShareMenu {...article} />);
  return { user: userEvent.setup(), open, button: screen.getByRole("button", { name: "Share" }) };
}

const menu = () => screen.queryByRole("list", { name: "Share this article" });

// jsdom cannot follow a mailto: link; stop the navigation after React has handled the click.
function blockNavigation() {
  const block = (event: Event) => event.preventDefault();
  window.addEventListener("click", block);
  return () => window.removeEventListener("click", block);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("without a native share sheet, Share toggles a menu of Twitter, LinkedIn and Email", async () => {
  const { user, button } = renderShare();
  expect(menu()).toBeNull();
  expect(button.getAttribute("aria-expanded")).toBe("false");

  await user.click(button);
  expect(button.getAttribute("aria-expanded")).toBe("true");
  expect(
    screen
      .getAllByRole("link")
      .map((link) => link.textContent)
      .join(", "),
  ).toBe("Twitter, LinkedIn, Email");

  await user.click(button);
  expect(menu()).toBeNull();
});

test("Twitter opens a 600x400 window with the article's title and address, and the menu closes", async () => {
  const { user, button, open } = renderShare();
  await user.click(button);
  await user.click(screen.getByRole("link", { name: "Twitter" }));

  expect(open).toHaveBeenCalledOnce();
  const [href, , features] = open.mock.calls[0] ?? [];
  const url = new URL(String(href));
  expect(url.origin + url.pathname).toBe("https://twitter.com/intent/tweet");
  expect(url.searchParams.get("text")).toBe(article.title);
  expect(url.searchParams.get("url")).toBe(article.url);
  expect(features).toMatch(/width=600,height=400/);
  expect(menu()).toBeNull();
});

test("LinkedIn opens a 600x400 window sharing the article's address, and the menu closes", async () => {
  const { user, button, open } = renderShare();
  await user.click(button);
  await user.click(screen.getByRole("link", { name: "LinkedIn" }));

  const [href, , features] = open.mock.calls[0] ?? [];
  const url = new URL(String(href));
  expect(url.hostname).toBe("www.linkedin.com");
  expect(url.searchParams.get("url")).toBe(article.url);
  expect(features).toMatch(/width=600,height=400/);
  expect(menu()).toBeNull();
});

test("Email is a mailto link with the title as subject and the address in the body, and choosing it closes the menu", async () => {
  const { user, button, open } = renderShare();
  await user.click(button);
  const email = screen.getByRole("link", { name: "Email" });
  const href = email.getAttribute("href") ?? "";
  expect(href.startsWith("mailto:?")).toBe(true);
  const params = new URLSearchParams(href.slice("mailto:?".length));
  expect(params.get("subject")).toBe(article.title);
  expect(params.get("body")).toContain(article.url);

  const unblock = blockNavigation();
  await user.click(email);
  unblock();
  expect(open).not.toHaveBeenCalled();
  expect(menu()).toBeNull();
});

test("the menu works from the keyboard, and Escape closes it and returns focus to Share", async () => {
  const { user, button, open } = renderShare();
  button.focus();
  await user.keyboard("{Enter}");
  expect(menu()).not.toBeNull();
  await user.tab();
  expect(document.activeElement?.textContent).toBe("Twitter");
  await user.keyboard("{Escape}");
  expect(menu()).toBeNull();
  expect(document.activeElement).toBe(button);

  await user.keyboard(" ");
  await user.tab();
  await user.tab();
  await user.keyboard("{Enter}");
  expect(open).toHaveBeenCalledWith(expect.stringContaining("linkedin.com"), "share", expect.any(String));
  expect(menu()).toBeNull();
});

test("a click outside closes the menu", async () => {
  const { user, button } = renderShare();
  await user.click(button);
  await user.click(document.body);
  expect(menu()).toBeNull();
});

test("with a native share sheet, Share uses it and no menu appears", async () => {
  const nativeShare = vi.fn(async () => {});
  const { user, button } = renderShare(nativeShare);
  await user.click(button);
  expect(nativeShare).toHaveBeenCalledWith(article);
  expect(menu()).toBeNull();
});

test("a failed native share is only logged to the console", async () => {
  const { user, button } = renderShare(async () => {
    throw new Error("share target unavailable");
  });
  await user.click(button);
  const logged = expectConsoleError();
  expect(logged).toHaveLength(1);
  expect(String(logged[0]?.[1])).toContain("share target unavailable");
  expect(menu()).toBeNull();
});

test("dismissing the native share sheet is not logged as a failure", async () => {
  const { user, button } = renderShare(async () => {
    throw new DOMException("Share canceled", "AbortError");
  });
  await user.click(button);
  expect(expectConsoleError()).toEqual([]);
});
