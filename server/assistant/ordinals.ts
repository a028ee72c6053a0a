/**
 * Places in a list as visitors write them: "the fourth", "the 4th", "step
 * four", "the last", "the opening phase": the ordinals and counting words
 * that step numbers (normalise.ts), a list item pointed at (references.ts,
 * which adds "former", "latter" and "middle" of its own) and a principle, a
 * step or a phase (records.ts) are read with.
 */

/** "first" to "tenth": the word at index i is place i + 1. */
export const ORDINAL_WORDS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
] as const;
/** "one" to "ten": the word at index i is the number i + 1. */
export const COUNTING_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"] as const;

/** "1st", "2nd", "3rd", "4th"… for 1 to 9. */
export const SUFFIXED_ORDINALS = ORDINAL_WORDS.slice(0, 9).map(
  (_, i) => `${i + 1}${i === 0 ? "st" : i === 1 ? "nd" : i === 2 ? "rd" : "th"}`,
);

/** Words for the first and the last place that are no ordinal: "the opening phase", "the final step". */
const FIRST_WORDS = new Set(["opening"]);
const LAST_WORDS = new Set(["last", "final", "closing"]);

/**
 * A place word, as a pattern: "first"…"tenth", "1st"…"9th", "last", "final". "Opening" and "closing" are places only
 * beside a noun that takes them ("the closing phase"; not "closing out the project"): PHASE_PLACE_WORD.
 */
const PLACE_WORDS = `${ORDINAL_WORDS.join("|")}|last|final|[1-9](?:st|nd|rd|th)`;
export const PLACE_WORD = `(?:${PLACE_WORDS})`;
export const PHASE_PLACE_WORD = `(?:${PLACE_WORDS}|opening|closing)`;

/** "The last", "the final", "the closing": the end of the list, however long. */
export const namesTheLast = (word: string) => LAST_WORDS.has(word);

/**
 * A place word's number (1 for the first) in a list of `length` items: the last is the length. NaN for a word
 * that is no place.
 */
export function placeNumber(word: string, length: number): number {
  if (LAST_WORDS.has(word)) return length;
  if (FIRST_WORDS.has(word)) return 1;
  const n = (ORDINAL_WORDS as readonly string[]).indexOf(word);
  return n >= 0 ? n + 1 : Number.parseInt(word, 10);
}
