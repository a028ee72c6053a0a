import { parseArgs } from "node:util";
import { prerenderedPaths } from "#content/navigation.ts";

export type BenchOptions = {
  runs: number;
  routes: string[];
  skipLighthouse: boolean;
  skipLoad: boolean;
  duration: number;
  connections: number;
  contactCount: number;
};

/** The command line, checked: a bad value stops the bench before it starts anything. */
export function readOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: "string", default: "3" },
      routes: { type: "string" },
      "skip-lighthouse": { type: "boolean", default: false },
      "skip-load": { type: "boolean", default: false },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "50" },
      "contact-count": { type: "string", default: "2000" },
    },
  });
  const positive = (name: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
    return n;
  };
  const routes = values.routes
    ? values.routes.split(",").map((route) => route.trim())
    : [...prerenderedPaths, "/search?q=procurement"];
  for (const route of routes) if (!route.startsWith("/")) throw new Error(`--routes: "${route}" is not a path`);
  return {
    runs: positive("runs", values.runs),
    routes,
    skipLighthouse: values["skip-lighthouse"],
    skipLoad: values["skip-load"],
    duration: positive("duration", values.duration),
    connections: positive("connections", values.connections),
    contactCount: positive("contact-count", values["contact-count"]),
  };
}
