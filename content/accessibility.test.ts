import { expect, test } from "vitest";
import { CHAT_ERROR } from "#app/components/chat/chat-api.ts";
import { NEWSLETTER_TEXT } from "#app/components/layout/newsletter-form.tsx";
import { SCROLL_BUTTON_AFTER_PX } from "#app/components/layout/scroll-to-top-button.tsx";
import { CONTACT_TEXT } from "#app/components/sections/contact-form.tsx";
import { STEP_DURATION_MS, WALKTHROUGH_LABELS } from "#app/hooks/use-walkthrough.ts";
import { MIN_QUERY_LENGTH } from "#lib/search.ts";
import { accessibilityStatement } from "./accessibility.ts";

const using = accessibilityStatement.sections.find((s) => s.id === "using-this-site");
const said = (term: string) => using?.items?.find((i) => i.term === term)?.text ?? "";

test("what the statement says of the search is what the search does", () => {
  expect(said("Search")).toContain(`once you have typed ${MIN_QUERY_LENGTH} characters or more`);
});

test("the statement says when the scroll-to-top button appears, as the button does", () => {
  expect(said("Scroll to top")).toContain(`once you scroll more than ${SCROLL_BUTTON_AFTER_PX} px down a page`);
});

test("the statement quotes the confirmations the forms show", () => {
  expect(said("Newsletter")).toContain(`“${NEWSLETTER_TEXT.successTitle}”`);
  expect(said("Newsletter")).toContain(`“${NEWSLETTER_TEXT.thanksTitle}”`);
  expect(said("Contact form")).toContain(`“${CONTACT_TEXT.successTitle}”`);
});

test("the statement quotes what the forms show while sending and on failure, ", () => {
  expect(said("Contact form")).toContain(`“${CONTACT_TEXT.sending}”`);
  expect(said("Contact form")).toContain(`“${CONTACT_TEXT.failure}”`);
  expect(said("Newsletter")).toContain(`“${NEWSLETTER_TEXT.subscribing}”`);
  expect(said("Newsletter")).toContain(`“${NEWSLETTER_TEXT.failure}”`);
});

test("the statement names the playbook demos' buttons as they read", () => {
  const { start, pause, resume, reset } = WALKTHROUGH_LABELS;
  expect(said("Playbook demos")).toContain(
    `The main button reads ${start} before a demo starts, ${pause} while it plays and ${resume} once paused; ${reset} takes it back to the first step`,
  );
});

test("the statement gives the demos' pace as they play it", () => {
  expect(said("Playbook demos")).toContain(`one step every ${STEP_DURATION_MS / 1000} seconds`);
});

test("the statement quotes the failures the chat and the newsletter form show", () => {
  expect(said("Error messages")).toContain(`“${CHAT_ERROR.description}”`);
  expect(said("Error messages")).toContain(`“${NEWSLETTER_TEXT.failure}”`);
});
