// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { AUTO_START_DELAY_MS, STEP_DURATION_MS, useWalkthrough } from "./use-walkthrough.ts";

/** A stand-in for the browser's IntersectionObserver that the test scrolls by hand. */
function fakeViewport() {
  const observers = new Set<{ callback: IntersectionObserverCallback; target?: Element }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
    }
    disconnect() {
      observers.delete(this.entry);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback, target } of [...observers]) {
        if (target) callback([{ isIntersecting, target } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return { scrollIntoView: () => report(true), scrollAway: () => report(false) };
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

type Walkthrough = ReturnType<typeof useWalkthrough>;

function Probe({ total, onRender }: { total: number; onRender: (view: Walkthrough) => void }) {
  const view = useWalkthrough(total);
  onRender(view);
  return <section ref={view.ref} />;
}

/** Renders the hook on a real element and returns a live view of what it exposes. */
function renderWalkthrough(total = 9) {
  let view!: Walkthrough;
  render(<Probe total={total} onRender={(latest) => (view = latest)} />);
  return {
    get: () => view,
    /** Lets time pass in small slices, so React re-renders and re-arms its timers between them, as in a browser. */
    wait: async (ms: number) => {
      for (let left = ms; left > 0; left -= 50) await act(() => vi.advanceTimersByTime(Math.min(50, left)));
    },
    press: (action: (w: Walkthrough) => void) => act(() => action(view)),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test("starts at step 0, neither playing nor started, with the main button reading Start Demo", () => {
  fakeViewport();
  const w = renderWalkthrough();
  expect(w.get()).toMatchObject({ current: 0, playing: false, started: false, mainLabel: "Start Demo" });
});

test("auto-starts 500 ms after it scrolls into view", async () => {
  const viewport = fakeViewport();
  const w = renderWalkthrough();
  await viewport.scrollIntoView();
  await w.wait(AUTO_START_DELAY_MS - 1);
  expect(w.get().playing).toBe(false);
  await w.wait(1);
  expect(w.get()).toMatchObject({ playing: true, started: true, current: 0, mainLabel: "Pause" });
});

test("does not auto-start when it leaves the screen before the 500 ms are up", async () => {
  const viewport = fakeViewport();
  const w = renderWalkthrough();
  await viewport.scrollIntoView();
  await w.wait(AUTO_START_DELAY_MS - 100);
  await viewport.scrollAway();
  await w.wait(AUTO_START_DELAY_MS * 4);
  expect(w.get()).toMatchObject({ playing: false, started: false });
});

test("never auto-starts when it has already started", async () => {
  const viewport = fakeViewport();
  const w = renderWalkthrough();
  await w.press((x) => x.toggle());
  await w.press((x) => x.toggle());
  await viewport.scrollIntoView();
  await w.wait(AUTO_START_DELAY_MS * 2);
  expect(w.get()).toMatchObject({ playing: false, started: true, mainLabel: "Resume" });
});

test("does not auto-start under reduced motion, but Start Demo still plays it", async () => {
  stubReducedMotion(true);
  const viewport = fakeViewport();
  const w = renderWalkthrough();
  await viewport.scrollIntoView();
  await w.wait(AUTO_START_DELAY_MS * 4);
  expect(w.get()).toMatchObject({ playing: false, started: false, mainLabel: "Start Demo" });
  await w.press((x) => x.toggle());
  await w.wait(STEP_DURATION_MS);
  expect(w.get()).toMatchObject({ playing: true, current: 1 });
});

test("advances one step every 3000 ms while playing", async () => {
  fakeViewport();
  const w = renderWalkthrough();
  await w.press((x) => x.toggle());
  await w.wait(STEP_DURATION_MS - 1);
  expect(w.get().current).toBe(0);
  await w.wait(1);
  expect(w.get().current).toBe(1);
  await w.wait(STEP_DURATION_MS);
  expect(w.get().current).toBe(2);
});

test("stops playing on the last step", async () => {
  fakeViewport();
  const w = renderWalkthrough(6);
  await w.press((x) => x.toggle());
  await w.wait(STEP_DURATION_MS * 4);
  expect(w.get()).toMatchObject({ current: 4, playing: true });
  await w.wait(STEP_DURATION_MS);
  expect(w.get()).toMatchObject({ current: 5, playing: false, started: true, mainLabel: "Resume" });
  await w.wait(STEP_DURATION_MS * 5);
  expect(w.get().current).toBe(5);
});

test("the main button pauses and resumes: Start Demo, then Pause, then Resume", async () => {
  fakeViewport();
  const w = renderWalkthrough();
  expect(w.get().mainLabel).toBe("Start Demo");
  await w.press((x) => x.toggle());
  expect(w.get()).toMatchObject({ playing: true, mainLabel: "Pause" });
  await w.wait(STEP_DURATION_MS);
  await w.press((x) => x.toggle());
  expect(w.get()).toMatchObject({ playing: false, started: true, current: 1, mainLabel: "Resume" });
  await w.wait(STEP_DURATION_MS * 3);
  expect(w.get().current).toBe(1);
  await w.press((x) => x.toggle());
  await w.wait(STEP_DURATION_MS);
  expect(w.get()).toMatchObject({ playing: true, current: 2, mainLabel: "Pause" });
});

test("Resume on the last step plays the walkthrough again from the start", async () => {
  fakeViewport();
  const w = renderWalkthrough(3);
  await w.press((x) => x.goTo(2));
  await w.press((x) => x.toggle());
  expect(w.get()).toMatchObject({ current: 0, playing: true });
});

test("Reset returns to step 0, stops and clears started", async () => {
  fakeViewport();
  const w = renderWalkthrough();
  await w.press((x) => x.toggle());
  await w.wait(STEP_DURATION_MS * 3);
  expect(w.get().current).toBe(3);
  await w.press((x) => x.reset());
  expect(w.get()).toMatchObject({ current: 0, playing: false, started: false, mainLabel: "Start Demo" });
  await w.wait(STEP_DURATION_MS * 2);
  expect(w.get().current).toBe(0);
});

test("after Reset it stays stopped while on screen, and auto-starts again when scrolled back into view", async () => {
  const viewport = fakeViewport();
  const w = renderWalkthrough();
  await viewport.scrollIntoView();
  await w.wait(AUTO_START_DELAY_MS);
  await w.press((x) => x.reset());
  await w.wait(AUTO_START_DELAY_MS * 4);
  expect(w.get()).toMatchObject({ playing: false, started: false });
  await viewport.scrollAway();
  await viewport.scrollIntoView();
  await w.wait(AUTO_START_DELAY_MS);
  expect(w.get()).toMatchObject({ playing: true, started: true });
});

test("clicking a step jumps to it and pauses", async () => {
  fakeViewport();
  const w = renderWalkthrough();
  await w.press((x) => x.toggle());
  await w.press((x) => x.goTo(6));
  expect(w.get()).toMatchObject({ current: 6, playing: false, started: true, mainLabel: "Resume" });
  await w.wait(STEP_DURATION_MS * 2);
  expect(w.get().current).toBe(6);
});

test("a step click before the auto-start fires cancels it", async () => {
  const viewport = fakeViewport();
  const w = renderWalkthrough();
  await viewport.scrollIntoView();
  await w.wait(AUTO_START_DELAY_MS - 100);
  await w.press((x) => x.goTo(4));
  await w.wait(AUTO_START_DELAY_MS * 4);
  expect(w.get()).toMatchObject({ current: 4, playing: false });
});

test("steps before the current one are completed, the current one active and the rest upcoming", async () => {
  fakeViewport();
  const w = renderWalkthrough(5);
  await w.press((x) => x.goTo(2));
  expect([0, 1, 2, 3, 4].map((i) => w.get().statusOf(i))).toEqual([
    "completed",
    "completed",
    "active",
    "upcoming",
    "upcoming",
  ]);
});

test("progress is (current + 1) / total", async () => {
  fakeViewport();
  const w = renderWalkthrough(4);
  expect(w.get().progress).toBe(1 / 4);
  await w.press((x) => x.goTo(2));
  expect(w.get().progress).toBe(3 / 4);
  await w.press((x) => x.goTo(3));
  expect(w.get().progress).toBe(1);
});
