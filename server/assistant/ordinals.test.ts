import { describe, expect, it } from "vitest";
import { namesTheLast, PHASE_PLACE_WORD, PLACE_WORD, placeNumber, SUFFIXED_ORDINALS } from "./ordinals.ts";

describe("places in a list", () => {
  it("reads a place word as its number in a list of the given length", () => {
    expect(placeNumber("first", 4)).toBe(1);
    expect(placeNumber("opening", 4)).toBe(1);
    expect(placeNumber("fourth", 4)).toBe(4);
    expect(placeNumber("tenth", 12)).toBe(10);
    expect(placeNumber("3rd", 9)).toBe(3);
    expect(placeNumber("last", 9)).toBe(9);
    expect(placeNumber("closing", 4)).toBe(4);
    expect(placeNumber("final", 6)).toBe(6);
    expect(placeNumber("middle", 6)).toBeNaN();
  });

  it("tells the words for the end of a list from an ordinal that happens to be the last", () => {
    expect(namesTheLast("final")).toBe(true);
    expect(namesTheLast("fourth")).toBe(false);
  });

  it("writes 1st to 9th as visitors do", () => {
    expect(SUFFIXED_ORDINALS).toEqual(["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th"]);
  });

  it("matches a place word whole, and nothing else", () => {
    const place = new RegExp(`^${PLACE_WORD}$`);
    for (const word of ["second", "9th", "last"]) expect(place.test(word)).toBe(true);
    for (const word of ["seconds", "10th", "lasting", "one", "opening", "closing"])
      expect(place.test(word)).toBe(false);
    // "The closing phase" is a place; "closing out the project" is not.
    expect(new RegExp(`^${PHASE_PLACE_WORD}$`).test("closing")).toBe(true);
  });
});
