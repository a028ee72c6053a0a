import { expect, test } from "vitest";
import { privacyPolicy, privacyPolicyFor, retentionParagraph } from "./privacy.ts";

const retention = (months: number | undefined) =>
  privacyPolicyFor(months).sections.find((section) => section.id === "data-retention")?.paragraphs;

test("with RETENTION_MONTHS the retention section states that period and that deletion is automatic", () => {
  expect(retention(24)?.[0]).toContain(
    "for 24 months from the day we receive them; after that they are deleted automatically",
  );
  expect(retentionParagraph(1)).toContain("for 1 month from the day");
});

test("without it the section keeps the general rule, and says a withdrawal is kept", () => {
  expect(retention(undefined)).toEqual(privacyPolicy.sections.find((s) => s.id === "data-retention")?.paragraphs);
  expect(retention(undefined)?.[0]).toContain("for as long as we need them");
  expect(retention(undefined)?.[0]).not.toMatch(/\d+ months?/);
  expect(retention(undefined)?.[0]).toContain("we keep only your address and the date you withdrew");
});

test("only the retention section changes with the setting", () => {
  const other = (months: number | undefined) =>
    privacyPolicyFor(months).sections.filter((s) => s.id !== "data-retention");
  expect(other(12)).toEqual(other(undefined));
});
