import { expect, test } from "vitest";
import { MIN_QUERY_LENGTH } from "#lib/search.ts";
import { accessibilityStatement } from "./accessibility.ts";

const using = accessibilityStatement.sections.find((s) => s.id === "using-this-site");
const said = (term: string) => using?.items?.find((i) => i.term === term)?.text ?? "";

test("what the statement says of the search is what the search does", () => {
  expect(said("Search")).toContain(`once you have typed ${MIN_QUERY_LENGTH} characters or more`);
});
