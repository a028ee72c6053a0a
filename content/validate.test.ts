import { expect, test } from "vitest";
import { PageSchema } from "./pages.schema.ts";
import { ProcurementPlaybookSchema } from "./playbooks.schema.ts";
import { procurementPlaybook } from "./procurement-playbook.ts";
import { validateContent } from "./validate.ts";

test("the site's content passes its schemas", () => {
  expect(() => validateContent()).not.toThrow();
});

test("a bad record is reported with its file and field", () => {
  const broken = {
    path: "/about",
    heading: "About",
    intro: "Too short",
    title: "About",
    description: "x".repeat(60),
    keywords: ["a", "b", "c"],
  };
  expect(() => validateContent([{ file: "content/pages.ts", schema: PageSchema.array(), value: [broken] }])).toThrow(
    /content\/pages\.ts: 0\.intro: .*40/,
  );
});

test("each procurement principle names a phase of the process, in the phases' order", () => {
  const check = (items: typeof procurementPlaybook.principles.items) => () =>
    validateContent([
      {
        file: "content/procurement-playbook.ts",
        schema: ProcurementPlaybookSchema,
        value: { ...procurementPlaybook, principles: { ...procurementPlaybook.principles, items } },
      },
    ]);
  const items = procurementPlaybook.principles.items;
  expect(check(items)).not.toThrow();
  expect(check(items.map((p, i) => (i === 4 ? { ...p, phase: "at-sea" } : p)))).toThrow(
    /principles\.items\.4\.phase: unknown phase/,
  );
  expect(check([...items].reverse())).toThrow(/phases out of order/);
});
