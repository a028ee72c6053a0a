import { afterEach, vi } from "vitest";

// An unexpected console.error fails the test that caused it.
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

export function expectConsoleError(): unknown[][] {
  const seen = errors;
  errors = [];
  return seen;
}

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.useRealTimers();
  if (seen.length) throw new Error(`Unexpected console.error: ${seen.map((a) => a.join(" ")).join("\n")}`);
});
