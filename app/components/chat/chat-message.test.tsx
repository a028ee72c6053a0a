// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test } from "vitest";
import { company } from "#content/company.ts";
import { MessageBubble } from "./chat-message.tsx";

afterEach(cleanup);

function renderMessage(message: Parameters<typeof MessageBubble>[0]["message"]) {
  const { container } = render(
    <MemoryRouter>
      <ul>
        <MessageBubble message={message} />
      </ul>
    </MemoryRouter>,
  );
  return { container, item: screen.getAllByRole("listitem")[0] as HTMLElement };
}

test("a reply's markup is text, its paths and the firm's contacts are links, its sources are listed", () => {
  const { container, item } = renderMessage({
    role: "assistant",
    content: `<img src=x onerror=alert(1)> See /contact or write to ${company.email}.`,
    timestamp: "2026-01-01T09:05:00.000Z",
    sources: [{ title: "Contact", url: "/contact" }],
  });
  expect(container.querySelector("img")).toBeNull();
  expect(item.textContent).toContain("<img src=x onerror=alert(1)>");
  expect(within(item).getByRole("link", { name: "/contact" }).getAttribute("href")).toBe("/contact");
  expect(within(item).getByRole("link", { name: company.email }).getAttribute("href")).toBe(`mailto:${company.email}`);
  expect(within(item).getByRole("link", { name: "Contact" }).getAttribute("href")).toBe("/contact");
  expect(within(item).getByText("Assistant")).toBeTruthy();
  expect(item.querySelector("time")?.getAttribute("dateTime")).toBe("2026-01-01T09:05:00.000Z");
  expect(item.querySelector("time")?.textContent).toMatch(/^\d{2}:\d{2}$/);
});

test("the visitor's own message is shown as typed, links and all as plain text", () => {
  const { item } = renderMessage({
    role: "user",
    content: "Is /contact <b>right</b>?",
    timestamp: "2026-01-01T09:05:00.000Z",
  });
  expect(within(item).queryAllByRole("link")).toEqual([]);
  expect(item.querySelector("b")).toBeNull();
  expect(item.textContent).toContain("Is /contact <b>right</b>?");
  expect(within(item).getByText("You")).toBeTruthy();
});
