import { useCallback, useEffect, useReducer, useRef } from "react";

/** Spec section 9: one step every 3000 ms; auto-start 500 ms after the walkthrough scrolls into view. */
export const STEP_DURATION_MS = 3000;
export const AUTO_START_DELAY_MS = 500;

/** The walkthrough's button labels (spec section 9), which the accessibility statement quotes too. */
export const WALKTHROUGH_LABELS = { start: "Start Demo", pause: "Pause", resume: "Resume", reset: "Reset" } as const;

export type StepStatus = "completed" | "active" | "upcoming";

type State = { current: number; playing: boolean; started: boolean };

type Action =
  | { type: "autoStart" }
  | { type: "advance"; from: number; last: number }
  | { type: "toggle"; last: number }
  | { type: "reset" }
  | { type: "goTo"; index: number };

const initialState: State = { current: 0, playing: false, started: false };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "autoStart":
      return state.started ? state : { ...state, started: true, playing: true };
    case "advance": {
      // A timer armed for an earlier step (before a jump or a pause) is stale.
      if (!state.playing || state.current !== action.from) return state;
      const current = Math.min(state.current + 1, action.last);
      // Playing stops as the last step is reached.
      return { ...state, current, playing: current < action.last };
    }
    case "toggle":
      if (state.playing) return { ...state, playing: false };
      // The spec leaves Resume on the last step open: play the walkthrough again from the start.
      return { current: state.current >= action.last ? 0 : state.current, playing: true, started: true };
    case "reset":
      return initialState;
    case "goTo":
      return { ...state, current: action.index, playing: false };
  }
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The one walkthrough mechanism of both playbooks (spec section 4): the
 * current step starts at 0; it auto-starts 500 ms after it scrolls into view
 * when not started (never under reduced motion); while playing it advances
 * one step every 3000 ms and stops on the last step; the main control reads
 * Start Demo, Pause or Resume; Reset returns to step 0, stops and clears
 * started; a step click jumps there and pauses.
 */
export function useWalkthrough(total: number) {
  const last = Math.max(total - 1, 0);
  const [state, dispatch] = useReducer(reducer, initialState);
  // A ref object, not state: a callback ref that sets state would re-render the
  // walkthrough synchronously in the middle of hydration.
  const element = useRef<HTMLElement>(null);
  const pendingStart = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelAutoStart = useCallback(() => {
    clearTimeout(pendingStart.current);
    pendingStart.current = undefined;
  }, []);

  // Auto-start is triggered by scrolling into view, not by being in view: after
  // Reset the walkthrough stays stopped until it leaves the screen and comes back.
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
    let inView = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible && !inView) {
          cancelAutoStart();
          pendingStart.current = setTimeout(() => {
            pendingStart.current = undefined;
            dispatch({ type: "autoStart" });
          }, AUTO_START_DELAY_MS);
        } else if (!visible) {
          cancelAutoStart();
        }
        inView = visible;
      },
      // In view once it reaches the upper three quarters of the screen, however tall it is.
      { rootMargin: "0px 0px -25% 0px" },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      cancelAutoStart();
    };
  }, [cancelAutoStart]);

  useEffect(() => {
    if (!state.playing) return;
    const from = state.current;
    const timer = setTimeout(() => dispatch({ type: "advance", from, last }), STEP_DURATION_MS);
    return () => clearTimeout(timer);
  }, [state.playing, state.current, last]);

  const toggle = useCallback(() => {
    cancelAutoStart();
    dispatch({ type: "toggle", last });
  }, [cancelAutoStart, last]);

  const reset = useCallback(() => {
    cancelAutoStart();
    dispatch({ type: "reset" });
  }, [cancelAutoStart]);

  const goTo = useCallback(
    (index: number) => {
      cancelAutoStart();
      dispatch({ type: "goTo", index: Math.min(Math.max(index, 0), last) });
    },
    [cancelAutoStart, last],
  );

  const statusOf = (index: number): StepStatus =>
    index < state.current ? "completed" : index === state.current ? "active" : "upcoming";

  return {
    /** Attach to the walkthrough's outer element: its scrolling into view starts the demo. */
    ref: element,
    current: state.current,
    playing: state.playing,
    started: state.started,
    total,
    /** (current + 1) / total, between 0 and 1. */
    progress: total > 0 ? (state.current + 1) / total : 0,
    mainLabel: state.playing
      ? WALKTHROUGH_LABELS.pause
      : state.started
        ? WALKTHROUGH_LABELS.resume
        : WALKTHROUGH_LABELS.start,
    statusOf,
    toggle,
    reset,
    goTo,
  } as const;
}
