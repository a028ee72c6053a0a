// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { STEP_DURATION_MS } from "#app/hooks/use-walkthrough.ts";
import { Walkthrough } from "./walkthrough.tsx";

const steps = ["Brief", "Design", "Build"].map((title) => ({
  title,
  description: `What happens during the ${title.toLowerCase()} step of the project.`,
  highlight: `The point of the ${title.toLowerCase()} step.`,
  duration: "A while",
}));

function renderWalkthrough() {
  render(
    <Walkthrough
      heading="How it works"
      intro="Three steps from the first conversation to a finished building."
      steps={steps}
      context={(current) => <p>Context for step {current + 1}</p>}
    />,
  );
  return {
    progress: () => screen.getByRole("progressbar", { name: "How it works: progress" }),
    current: () => screen.getAllByRole("button").find((b) => b.getAttribute("aria-current") === "step"),
    main: () => screen.getByRole("button", { name: /^(Start Demo|Pause|Resume)$/ }),
  };
}

afterEach(() => cleanup());

test("every step's text is on the page, with the first step current and the progress at 1 of 3", () => {
  const view = renderWalkthrough();
  for (const step of steps) expect(screen.getByText(step.description)).toBeTruthy();
  expect(view.current()?.textContent).toContain("Brief");
  expect(view.progress().getAttribute("aria-valuenow")).toBe("1");
  expect(view.progress().getAttribute("aria-valuemax")).toBe("3");
  expect(screen.getByText("Context for step 1")).toBeTruthy();
});

test("playing moves the current step, its highlight, the context and the progress bar together", () => {
  vi.useFakeTimers();
  const view = renderWalkthrough();
  act(() => view.main().click());
  expect(view.main().textContent).toBe("Pause");
  act(() => vi.advanceTimersByTime(STEP_DURATION_MS));
  expect(view.current()?.textContent).toContain("Design");
  expect(screen.getByText("The point of the design step.")).toBeTruthy();
  expect(screen.getByText("Context for step 2")).toBeTruthy();
  expect(view.progress().getAttribute("aria-valuenow")).toBe("2");
  expect((view.progress().firstElementChild as HTMLElement).style.width).toBe(`${(2 / 3) * 100}%`);
});

test("a step button jumps there, and the others say whether they are completed or upcoming", () => {
  const view = renderWalkthrough();
  act(() => screen.getByRole("button", { name: /Build/ }).click());
  expect(view.current()?.textContent).toContain("Build");
  expect(screen.getByRole("button", { name: /Brief \(completed\)/ })).toBeTruthy();
  act(() => screen.getByRole("button", { name: /Design/ }).click());
  expect(screen.getByRole("button", { name: /Build \(upcoming\)/ })).toBeTruthy();
});

test("Reset brings back the first step and Start Demo", () => {
  const view = renderWalkthrough();
  act(() => view.main().click());
  act(() => screen.getByRole("button", { name: /Build/ }).click());
  expect(view.main().textContent).toBe("Resume");
  act(() => screen.getByRole("button", { name: "Reset" }).click());
  expect(view.current()?.textContent).toContain("Brief");
  expect(view.main().textContent).toBe("Start Demo");
});
