import { expect, test } from "vitest";
import {
  type AnalyticsCommand,
  type AnalyticsState,
  type ConsentValue,
  consentChanged,
  cookieDomains,
  INITIAL_STATE,
  isAnalyticsCookie,
  routeChanged,
} from "./state.ts";

/** Plays a visitor's story through the transitions and collects every command. */
function play(steps: Array<{ consent: ConsentValue; path: string } | { route: string }>) {
  let state: AnalyticsState = INITIAL_STATE;
  const commands: AnalyticsCommand[] = [];
  for (const step of steps) {
    const result = "route" in step ? routeChanged(state, step.route) : consentChanged(state, step.consent, step.path);
    state = result.state;
    commands.push(...result.commands);
  }
  return { state, commands };
}

test("with no choice nothing happens, whatever the visitor reads", () => {
  const { commands } = play([{ consent: null, path: "/" }, { route: "/about" }, { route: "/services" }]);
  expect(commands).toEqual([]);
});

test("declining loads nothing and reports no page, only clears any leftover analytics cookies", () => {
  const { commands, state } = play([{ consent: "declined", path: "/" }, { route: "/about" }, { route: "/faq" }]);
  expect(commands).toEqual([{ kind: "remove-cookies" }]);
  expect(state.loaded).toBe(false);
});

test("accepting pushes the denied default, then the analytics grant, then loads the container, in that order", () => {
  const { commands } = play([
    { consent: null, path: "/" },
    { consent: "accepted", path: "/" },
  ]);
  expect(commands).toEqual([
    { kind: "consent-default-denied" },
    { kind: "consent-update", analytics: "granted" },
    { kind: "load-container" },
  ]);
});

test("after accepting, each client-side route change is one page view and the landing page is not counted twice", () => {
  const { commands } = play([
    { consent: "accepted", path: "/" },
    { route: "/" },
    { route: "/about" },
    { route: "/about" },
    { route: "/blog?page=2" },
  ]);
  expect(commands.filter((c) => c.kind === "page-view")).toEqual([
    { kind: "page-view", path: "/about" },
    { kind: "page-view", path: "/blog?page=2" },
  ]);
});

test("withdrawing consent denies analytics storage, removes the cookies and stops page views", () => {
  const { commands, state } = play([
    { consent: "accepted", path: "/" },
    { route: "/about" },
    { consent: "declined", path: "/about" },
    { route: "/faq" },
    { route: "/contact" },
  ]);
  expect(commands.slice(4)).toEqual([{ kind: "consent-update", analytics: "denied" }, { kind: "remove-cookies" }]);
  expect(state).toMatchObject({ loaded: true, granted: false });
});

test("accepting again on the same page re-grants without loading the container twice", () => {
  const { commands } = play([
    { consent: "accepted", path: "/" },
    { consent: "declined", path: "/" },
    { route: "/faq" },
    { consent: "accepted", path: "/faq" },
    { route: "/contact" },
  ]);
  expect(commands.filter((c) => c.kind === "load-container")).toHaveLength(1);
  expect(commands.slice(5)).toEqual([
    { kind: "consent-update", analytics: "granted" },
    { kind: "page-view", path: "/faq" },
    { kind: "page-view", path: "/contact" },
  ]);
});

test("accepting twice changes nothing the second time", () => {
  const { commands } = play([
    { consent: "accepted", path: "/" },
    { consent: "accepted", path: "/" },
  ]);
  expect(commands).toHaveLength(3);
});

test("only Google Analytics cookies are recognised", () => {
  for (const name of ["_ga", "_ga_ABC123", "_gid", "_gat", "_gat_UA1"])
    expect(isAnalyticsCookie(name), name).toBe(true);
  for (const name of ["ga", "_gab", "session", "_gads", "cookie-consent"])
    expect(isAnalyticsCookie(name), name).toBe(false);
});

test("cookie domains are the host and each parent; IPs and single labels have none", () => {
  expect(cookieDomains("www.example.co.uk")).toEqual(["www.example.co.uk", "example.co.uk", "co.uk"]);
  expect(cookieDomains("example.com")).toEqual(["example.com"]);
  expect(cookieDomains("127.0.0.1")).toEqual([]);
  expect(cookieDomains("localhost")).toEqual([]);
  expect(cookieDomains("::1")).toEqual([]);
});
