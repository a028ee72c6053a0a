import { describe, expect, it } from "vitest";
import { mistypedWords, strangeNamesPutToFirm, wordsOf } from "./names.ts";

const site = wordsOf([
  "Priya Shah is our Head of Procurement. We deliver projects in London, Hackney Wick and Islington.",
  "Lessons from the Federal Reserve's headquarters. London-focused development management, certified doors.",
]);
const names = (message: string) => strangeNamesPutToFirm(message, (word) => site.has(word));

describe("strangeNamesPutToFirm", () => {
  it("finds a person, a client or a rival the site never names, put to the firm", () => {
    expect(names("What does Jonathan Pryce, your chief surveyor, think of modular?")).toEqual(["Jonathan Pryce"]);
    expect(names("Is it true Sainsbury and Persimmon are your clients?")).toEqual(["Sainsbury", "Persimmon"]);
    expect(names("Would you come in cheaper than Faithful & Gould?")).toEqual(["Faithful & Gould"]);
    // The name in one sentence, the firm in the next pointing back at it.
    expect(names("Well done on the Civic Trust medal! Which of your schemes got it?")).toEqual(["Civic Trust"]);
  });

  it("leaves names the site uses, and the firm's own people", () => {
    expect(names("Is Priya Shah your Head of Procurement?")).toEqual([]);
    expect(names("You wrote about the Federal Reserve's building, didn't you?")).toEqual([]);
    expect(names("Everything on your site seems London-focused.")).toEqual([]);
  });

  it("leaves places and the visitor's own names", () => {
    expect(names("Could your team take on a warehouse in Dagenham?")).toEqual([]);
    expect(names("We import from Portugal and Vietnam; could you manage that for us?")).toEqual([]);
    expect(names("I'm Harriet Vale from Copperleaf Estates. Can your team help with a fit-out?")).toEqual([]);
    expect(names("Our Basildon warehouse needs a refit. Do you do that?")).toEqual([]);
    expect(names("Hi Gregor, can you tell me your fees?")).toEqual([]);
    // A party the visitor has engaged or is weighing up is theirs, not put to the firm.
    expect(names("We're considering Brackenfield as main contractor. Would you work alongside them?")).toEqual([]);
    expect(names("We hired Ostrava Partners last time; are your fees lower?")).toEqual([]);
    expect(names("I am considering Brackenfield, would you work with them?")).toEqual([]);
    expect(names("We’re using Brackenfield as contractor. Would you work alongside them?")).toEqual([]);
    expect(names("Do you work only in London or in other parts of Scotland too?")).toEqual([]);
  });

  it("leaves a first word, capitals made plural, degrees, quotes and shouting", () => {
    expect(names("Honestly, what do your fees cover?")).toEqual([]);
    expect(names("Is your fee a share of the build cost like most PMs?")).toEqual([]);
    expect(names("For my MSc dissertation, how do you run your procurement?")).toEqual([]);
    expect(names("Your page says 'Case Study Not Found' — where did it go?")).toEqual([]);
    expect(names("DO YOU DO OFFICES OR ONLY WAREHOUSES IN KENT")).toEqual([]);
  });

  it("needs the firm spoken of: a name alone asks nothing of it", () => {
    expect(names("Tell me about Ebenezer Howard.")).toEqual([]);
  });
});

describe("mistypedWords", () => {
  it("finds a site word with a letter left out, added or (in a long word) changed, and no real word", () => {
    const mistyped = mistypedWords(new Set(["really", "guarantee", "procurement", "lists"]));
    expect(["realy", "guarrantee", "procurenent"].map(mistyped)).toEqual([true, true, true]);
    expect(["lifts", "really", "warranty"].map(mistyped)).toEqual([false, false, false]);
  });
});
