// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test } from "vitest";
import type { Project } from "#content/projects.schema.ts";
import { projects } from "#content/projects.ts";
import { ProjectCard, projectFacts } from "./project-card.tsx";

afterEach(cleanup);

function renderCard(project: Project = projects[0] as Project) {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Before</button>
      <ProjectCard project={project} />
      <button type="button">After</button>
      <p>Outside</p>
    </>,
  );
  const trigger = screen.getByRole("button", { name: `Project details for ${project.name}` });
  const card = screen.getByRole("article", { name: project.name });
  const details = screen.getByRole("group", { name: `${project.name} project details`, hidden: true });
  const isOpen = () => trigger.getAttribute("aria-expanded") === "true" && details.dataset.state === "open";
  return { user, trigger, card, details, isOpen };
}

test("hovering a project card opens its details and moving away closes them", async () => {
  const { user, card, isOpen } = renderCard();
  expect(isOpen()).toBe(false);
  await user.hover(card);
  expect(isOpen()).toBe(true);
  await user.unhover(card);
  expect(isOpen()).toBe(false);
});

test("keyboard focus on a project card opens its details, Escape dismisses them and leaving closes them", async () => {
  const { user, trigger, isOpen } = renderCard();
  await user.tab();
  await user.tab();
  expect(document.activeElement).toBe(trigger);
  expect(isOpen()).toBe(true);
  await user.keyboard("{Escape}");
  expect(isOpen()).toBe(false);
  await user.tab({ shift: true });
  await user.tab();
  expect(isOpen()).toBe(true);
  await user.tab();
  expect(isOpen()).toBe(false);
});

test("a tap on a touch screen opens the details and a second tap closes them", async () => {
  const { user, trigger, isOpen } = renderCard();
  await user.pointer({ keys: "[TouchA]", target: trigger });
  expect(isOpen()).toBe(true);
  await user.pointer({ keys: "[TouchA]", target: trigger });
  expect(isOpen()).toBe(false);
});

test("a tap elsewhere closes details opened by a tap, even where tapping does not focus the button", async () => {
  const { user, trigger, isOpen } = renderCard();
  // iOS Safari does not focus a tapped button, so no blur will close the panel.
  fireEvent.click(trigger);
  expect(document.activeElement).not.toBe(trigger);
  expect(isOpen()).toBe(true);
  await user.pointer({ keys: "[TouchA]", target: screen.getByText("Outside") });
  expect(isOpen()).toBe(false);
});

for (const project of projects) {
  test(`the ${project.name} popover shows every field of the project record`, async () => {
    const { user, card, details } = renderCard(project);
    await user.hover(card);
    const text = details.textContent ?? "";
    for (const value of [
      project.name,
      project.description,
      project.location,
      String(project.year),
      project.size,
      project.purchasePrice,
      `${project.capex} (${project.capexRate})`,
      project.planning ? "Yes" : "No",
      project.condition,
      project.final,
      project.duration,
      project.epc,
    ]) {
      expect(text).toContain(value);
    }
    const labels = within(details)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(labels).toEqual(projectFacts(project).map((fact) => fact.label));
    expect(labels).toEqual(expect.arrayContaining(["Planning", "Condition", "Final specification", "EPC"]));
  });
}
