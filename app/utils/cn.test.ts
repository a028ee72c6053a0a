import { twMerge } from "tailwind-merge";
import { describe, expect, test } from "vitest";
import { cn } from "./cn.ts";

/** The source of every component, hook and route module (not tests, not generated files). */
const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!../generated/**"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The argument text of every cn(...) and cva(...) call, up to its closing parenthesis. */
function callArguments(source: string): string[] {
  const found: string[] = [];
  for (const call of source.matchAll(/\b(?:cn|cva)\(/g)) {
    const start = (call.index ?? 0) + call[0].length;
    let depth = 1;
    let quote = "";
    let end = start;
    for (; end < source.length && depth > 0; end++) {
      const c = source[end];
      if (quote) {
        if (c === quote) quote = "";
      } else if (c === '"' || c === "`") quote = c;
      else if (c === "(") depth++;
      else if (c === ")") depth--;
    }
    found.push(source.slice(start, end - 1));
  }
  return found;
}

/** Every class-like word written in a string of the app's components. */
function classesInApp(): string[] {
  const found = new Set<string>();
  for (const source of Object.values(sources)) {
    const written = [
      ...[...source.matchAll(/className="([^"]+)"/g)].map((match) => match[1] ?? ""),
      ...callArguments(source).flatMap((args) =>
        // String literals, except the ones compared against (`layout === "list"`).
        [...args.matchAll(/(===?\s*)?"([^"]*)"/g)].map((literal) => (literal[1] ? "" : (literal[2] ?? ""))),
      ),
    ];
    for (const word of written.flatMap((text) => text.split(/\s+/))) {
      if (/^!?-?[a-z[@*&]/.test(word)) found.add(word);
    }
  }
  return [...found].sort();
}

describe("cn", () => {
  test("joins conditional class names like clsx", () => {
    expect(cn("a", false, undefined, ["b", { c: true, d: false }])).toBe("a b c");
  });

  test("a later utility of the same family replaces the earlier one", () => {
    expect(cn("px-4 py-2 text-sm", "px-2")).toBe("py-2 text-sm px-2");
    expect(cn("grid gap-4 lg:grid-cols-4", "lg:grid-cols-3")).toBe("grid gap-4 lg:grid-cols-3");
    expect(cn("text-sm text-ink", "text-accent-strong")).toBe("text-sm text-accent-strong");
    expect(cn("border border-line", "border-danger")).toBe("border border-danger");
    expect(cn("p-6", "p-4")).toBe("p-4");
    expect(cn("h-10 px-4 py-2 text-sm", "h-12 px-6 text-base")).toBe("py-2 h-12 px-6 text-base");
  });

  test("a shorthand replaces the sides it covers, a side never replaces the shorthand", () => {
    expect(cn("px-2 pt-1", "p-4")).toBe("p-4");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("w-4 h-4", "size-8")).toBe("size-8");
  });

  test("utilities under different variants or of different families are kept", () => {
    expect(cn("px-4 sm:px-6 hover:bg-surface", "bg-white")).toBe("px-4 sm:px-6 hover:bg-surface bg-white");
    expect(cn("text-lg font-semibold text-ink", "mt-2")).toBe("text-lg font-semibold text-ink mt-2");
    expect(cn("[&_svg]:size-4", "size-10")).toBe("[&_svg]:size-4 size-10");
  });

  test("an unknown class is never dropped", () => {
    expect(cn("reveal", "reveal-visible", "custom-thing")).toBe("reveal reveal-visible custom-thing");
  });

  // Every pair is tens of thousands of merges: seconds of work, more when the other test files share the cores.
  test("agrees with tailwind-merge on every pair of classes the app writes", { timeout: 30_000 }, () => {
    const classes = classesInApp();
    expect(classes.length).toBeGreaterThan(200);
    const disagreements: string[] = [];
    for (const earlier of classes) {
      for (const later of classes) {
        if (earlier === later) continue;
        const expected = twMerge(earlier, later);
        const actual = cn(earlier, later);
        if (actual !== expected)
          disagreements.push(`${earlier} + ${later}: cn "${actual}", tailwind-merge "${expected}"`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

test("a list merged again, or after many others, gives the same classes as the first time", () => {
  const first = cn("px-4 text-sm", "px-2");
  for (let i = 0; i < 2500; i++) expect(cn(`p-${i % 97}`, `m-${i}`, "p-1")).toBe(`m-${i} p-1`);
  expect(cn("px-4 text-sm", "px-2")).toBe(first);
  expect(first).toBe("text-sm px-2");
});
