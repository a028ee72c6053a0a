import { expect, test } from "vitest";
import { extractFigures } from "./figures.ts";

test("money figures keep their suffixes, ranges and rates", () => {
  expect(extractFigures("We saved £9.2m and £9.2m+ on £5-10 million projects at £135/sq ft.")).toEqual([
    "£9.2m",
    "£9.2m+",
    "£5-10 million",
    "£135/sq ft",
  ]);
  expect(extractFigures("UK quotes ran £11,000-£13,387 per door, against £3,000.")).toEqual([
    "£11,000-£13,387",
    "£3,000",
  ]);
  expect(extractFigures("over £1m of efficiencies and £300k saved")).toEqual(["£1m", "£300k"]);
});

test("areas, percentages, lengths and counted durations are found", () => {
  expect(extractFigures("103,000 sq ft in 28 months, 210 studios; 1M+ sq ft overall")).toEqual([
    "103,000 sq ft",
    "28 months",
    "210 studios",
    "1M+ sq ft",
  ]);
  // An area as a visitor may write it: a figure to hold to the ledger like any other.
  expect(extractFigures("you've delivered 5 million sq ft")).toEqual(["5 million sq ft"]);
  expect(extractFigures("30-40% savings, about 40% below market")).toEqual(["30-40%", "40%"]);
  expect(extractFigures("from 9,993m to 1,500m, a 6,493m reduction")).toEqual(["9,993m", "1,500m", "6,493m"]);
  expect(extractFigures("25,000-50,000 sq ft over 6-7 months; replies within 24 hours")).toEqual([
    "25,000-50,000 sq ft",
    "6-7 months",
    "24 hours",
  ]);
});

test("a comma or full stop that ends a clause is not part of the figure", () => {
  expect(extractFigures("each door cost £13,387, then £3,000. Trays fell from 9,993m, saving £541,545.")).toEqual([
    "£13,387",
    "£3,000",
    "9,993m",
    "£541,545",
  ]);
});

test("certification marks are figures too", () => {
  expect(extractFigures("E30/E60 certified and BS 476 compliant")).toEqual(["E30/E60", "BS 476"]);
});

test("dates, phone numbers, postcodes and step numbers are not figures", () => {
  expect(extractFigures("Step 3 of 9, 21 November 2026, call 020 7946 0321, London EC1A 1BB, 5 min read")).toEqual([]);
});

test("kilometres are lengths too, with or without a space", () => {
  expect(extractFigures("You cut 50km of tray, or 9.9 km?")).toEqual(["50km", "9.9 km"]);
});
