/**
 * Generators for property-based tests of every text input (tests only:
 * fast-check is a development dependency and nothing shipped imports this).
 */
import fc from "fast-check";
import { isBlank } from "./fields.ts";

/** Characters that break naive handling, weighted up: plain random code points rarely hit them. */
const awkward = fc.constantFrom(
  "\u0000", // NUL: PostgreSQL text cannot hold it
  "\uD83D", // half a surrogate pair, alone
  "\uDE00",
  "\r",
  "\n",
  "\r\n",
  "\u2028",
  "\u0085",
  "\t",
  "\u200B", // zero-width space
  "\u200D",
  "\uFEFF",
  "\u00AD",
  "\u3164", // Hangul filler
  "e\u0301", // an accent as two code points (NFD)
  "\u00E9",
  "😀",
  "👩‍👩‍👧",
  "مرحبا", // right-to-left
  "\u202E", // right-to-left override
  "<script>",
  '"',
  "\\",
  " ",
);

/** Any UTF-16 code unit or code point, lone surrogates included. */
const anyCodeUnit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((point) => String.fromCodePoint(point)),
);

/** Strings from the whole Unicode range, with the awkward characters often among them. */
export function anyText(maxLength = 40): fc.Arbitrary<string> {
  return fc
    .array(fc.oneof({ arbitrary: anyCodeUnit, weight: 3 }, { arbitrary: awkward, weight: 2 }), { maxLength })
    .map((parts) => parts.join(""));
}

/** Unusual text that a person could type and the database can store: emoji, right-to-left, accents. */
export function storableText(maxLength = 30): fc.Arbitrary<string> {
  const piece = fc.oneof(
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 3 }),
    fc.constantFrom("😀", "👩‍👩‍👧", "مرحبا", "שלום", "Zoë", "Ørsted", "日本語", "naïve café", "O'Brien", "&amp;"),
  );
  return (
    fc
      .array(piece, { minLength: 1, maxLength: 6 })
      .map((parts) => {
        const oneLine = parts
          .join(" ")
          .normalize("NFC")
          .replace(/[\r\n\v\f\u0085\u2028\u2029]/g, " ");
        // Cut by code point, never inside a surrogate pair.
        return Array.from(oneLine.trim()).slice(0, maxLength).join("").trim().normalize("NFC");
      })
      // Something a reader sees: a Hangul filler is a letter, and still counts as blank.
      .filter((text) => /\p{L}|\p{N}|\p{So}/u.test(text) && !isBlank(text) && text.length <= maxLength)
  );
}
