// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { useHydrated } from "./use-hydrated.ts";

function Probe() {
  return <span>{useHydrated() ? "browser" : "server"}</span>;
}

test("false in the server's markup and the first render, true once mounted", async () => {
  expect(renderToString(<Probe />)).toContain("server");
  const seen: string[] = [];
  function Recorder() {
    const hydrated = useHydrated();
    seen.push(hydrated ? "browser" : "server");
    return null;
  }
  await act(async () => {
    render(<Recorder />);
  });
  expect(seen[0]).toBe("server");
  expect(seen.at(-1)).toBe("browser");
});
