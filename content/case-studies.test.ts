import { expect, test } from "vitest";
import { extractFigures } from "#lib/figures.ts";
import { caseStudies, caseStudiesOverview, findCaseStudy } from "./case-studies.ts";
import { allClaims, ledgerFigures } from "./claims.ts";
import { deliveryPlaybook, procurementPlaybook } from "./playbooks.ts";
import { contentChecks } from "./validate.ts";

function allText(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (node && typeof node === "object") return Object.values(node).flatMap(allText);
  return [];
}

test("every figure in the case studies and playbooks is a claims-ledger value", () => {
  const records = { caseStudies, caseStudiesOverview, procurementPlaybook, deliveryPlaybook };
  for (const [name, record] of Object.entries(records)) {
    const strangers = allText(record)
      .flatMap(extractFigures)
      .filter((figure) => !ledgerFigures.has(figure));
    expect(strangers, name).toEqual([]);
  }
});

test("the fire-door results carry the spec's figures in its wording", () => {
  expect(findCaseStudy("fire-rated-glazed-doors")?.results).toEqual(
    expect.arrayContaining([
      "£13,387 down to £3,000 per door",
      "210 doors: £630,000 versus £2,500,000",
      "A 65% cost reduction on the door package",
    ]),
  );
  expect(allText(findCaseStudy("fire-rated-glazed-doors")).join(" ")).toContain(
    "UK quotes we received ranged from £11,000-£13,387",
  );
});

test("the cable-tray results carry the spec's figures in its wording", () => {
  expect(findCaseStudy("cable-trays")?.results).toEqual(
    expect.arrayContaining([
      "£649,545 for 9,993m reduced to 1,500m (85% less)",
      "£108,000 at £72 per metre versus £65 UK standard",
      "£541,545 saved",
      "A 45% cost reduction on the electrical containment package",
    ]),
  );
});

test("the list page's headline stats and totals are the spec's", () => {
  expect(caseStudiesOverview.headlineStats.map((s) => s.value).slice(0, 4)).toEqual([
    "£2.4m",
    "6,493m",
    "E30/E60",
    "BS 476",
  ]);
  // The last two are words, not figures: the spec's words, so the page says them.
  const cards = caseStudiesOverview.headlineStats.map((s) => `${s.value} ${s.label}`.toLowerCase());
  expect(cards[4]).toContain("custom design");
  expect(cards[5]).toContain("building control and fire sign-off");
  expect(caseStudiesOverview.totals.map((s) => s.value)).toEqual(["£9.2m+", "1M+ sq ft", "100%"]);
});

test("a figure that carries its own unit is not followed by that unit again", () => {
  // "210 doors" written into "called for 210 doors fire-rated glazed doors" reads as a typo.
  const unitClaims = allClaims.flatMap((claim) => {
    const unit = /\s([a-z]+)$/i.exec(claim.value)?.[1];
    return unit ? [{ value: claim.value, unit }] : [];
  });
  expect(unitClaims.length).toBeGreaterThan(0);
  const repeats = contentChecks.flatMap(({ file, value }) =>
    allText(value).flatMap((text) =>
      unitClaims.flatMap(({ value: figure, unit }) => {
        const at = text.indexOf(figure);
        if (at < 0) return [];
        const next = text
          .slice(at + figure.length)
          .split(/[^\w-]+/)
          .filter(Boolean)
          .slice(0, 4);
        return next.some((word) => word.toLowerCase() === unit.toLowerCase())
          ? [`${file}: ${figure} ${next.join(" ")}`]
          : [];
      }),
    ),
  );
  expect(repeats).toEqual([]);
});
