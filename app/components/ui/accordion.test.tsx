// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion.tsx";

afterEach(cleanup);

const questions = [
  { question: "First question?", answer: "First answer." },
  { question: "Second question?", answer: "Second answer." },
  { question: "Third question?", answer: "Third answer." },
];

function Questions() {
  return (
    <Accordion type="single" collapsible>
      {questions.map((item) => (
        <AccordionItem key={item.question} value={item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<Questions />);
  const trigger = (name: string) => screen.getByRole("button", { name });
  const panel = (answer: string) => screen.getByText(answer).closest("section") as HTMLElement;
  return { user, trigger, panel };
}

test("every answer is in the server-rendered HTML, even with every item closed", () => {
  const html = renderToString(<Questions />);
  for (const item of questions) expect(html).toContain(item.answer);
  const server = document.createElement("div");
  server.innerHTML = html;
  // Without scripting, no attribute hides an answer (a class does, only while scripting is on).
  expect(server.querySelectorAll("[hidden]")).toHaveLength(0);
});

test("closed panels are hidden until found, so find-in-page can still reach them", () => {
  const { trigger, panel } = setup();
  expect(panel("First answer.").getAttribute("hidden")).toBe("until-found");
  expect(trigger("First question?").getAttribute("aria-expanded")).toBe("false");
  expect(trigger("First question?").getAttribute("aria-controls")).toBe(panel("First answer.").id);
});

test("opening one item closes the one that was open", async () => {
  const { user, trigger, panel } = setup();
  await user.click(trigger("First question?"));
  expect(panel("First answer.").hasAttribute("hidden")).toBe(false);
  expect(trigger("First question?").getAttribute("aria-expanded")).toBe("true");

  await user.click(trigger("Second question?"));
  expect(panel("Second answer.").hasAttribute("hidden")).toBe(false);
  expect(panel("First answer.").getAttribute("hidden")).toBe("until-found");
  expect(trigger("First question?").getAttribute("aria-expanded")).toBe("false");
});

test("the open item closes again when its trigger is pressed a second time", async () => {
  const { user, trigger, panel } = setup();
  await user.click(trigger("Second question?"));
  await user.click(trigger("Second question?"));
  expect(panel("Second answer.").getAttribute("hidden")).toBe("until-found");
  expect(trigger("Second question?").getAttribute("aria-expanded")).toBe("false");
});

test("arrow keys, Home and End move focus between the questions", async () => {
  const { user, trigger } = setup();
  trigger("First question?").focus();
  await user.keyboard("{ArrowDown}");
  expect(document.activeElement).toBe(trigger("Second question?"));
  await user.keyboard("{End}");
  expect(document.activeElement).toBe(trigger("Third question?"));
  await user.keyboard("{ArrowDown}");
  expect(document.activeElement).toBe(trigger("First question?"));
  await user.keyboard("{ArrowUp}");
  expect(document.activeElement).toBe(trigger("Third question?"));
  await user.keyboard("{Home}");
  expect(document.activeElement).toBe(trigger("First question?"));
  await user.keyboard("{Enter}");
  expect(trigger("First question?").getAttribute("aria-expanded")).toBe("true");
});

test("a find-in-page match inside a closed answer opens its item", () => {
  const { trigger, panel } = setup();
  panel("Third answer.").dispatchEvent(new Event("beforematch"));
  return expect.poll(() => trigger("Third question?").getAttribute("aria-expanded")).toBe("true");
});

test("the trigger sits inside a heading of the level asked for", () => {
  render(
    <Accordion type="single" collapsible>
      <AccordionItem value="only">
        <AccordionTrigger headingLevel={2}>Only question?</AccordionTrigger>
        <AccordionContent>Only answer.</AccordionContent>
      </AccordionItem>
    </Accordion>,
  );
  expect(screen.getByRole("heading", { level: 2, name: "Only question?" })).toBeTruthy();
});
