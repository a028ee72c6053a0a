/**
 * Finds the business figures in a piece of text: money, areas, percentages,
 * lengths, durations and counts with their units, and the certification
 * marks the site quotes. Used to hold every page and every assistant reply
 * to the claims ledger.
 */
// Digits with thousands separators; a comma that ends a clause is not part of the number.
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?!\d)|\d+`;
const AMOUNT = String.raw`(?:${NUMBER})(?:\.\d+)?(?:\s?(?:million|bn|m|k)\b)?`;
const MONEY = String.raw`£${AMOUNT}(?:-£?${AMOUNT})?(?:\/sq ft)?\+?`;
// "1M+ sq ft" as the site writes it; "5 million sq ft" as a visitor may.
const AREA = String.raw`(?:${NUMBER})(?:\.\d+)?(?:-(?:${NUMBER}))?(?:M|\s(?:million|thousand))?\+?\s?sq ft`;
const PERCENT = String.raw`\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?%`;
// "1,500m", and kilometres as a visitor may give them ("50km", "9.9 km").
const LENGTH = String.raw`(?:${NUMBER})(?:\.\d+)?(?:m|\s?km)\b`;
const COUNTED = String.raw`(?:${NUMBER})(?:-\d+)?\s(?:months|month|weeks|hours|years|studios|doors|units)\b`;
const MARKS = String.raw`E30\/E60|BS 476`;

const FIGURE = new RegExp(`(?<![\\w£])(?:${MONEY}|${AREA}|${PERCENT}|${LENGTH}|${COUNTED}|${MARKS})`, "g");

export function extractFigures(text: string): string[] {
  return [...text.replace(/\u00a0/g, " ").matchAll(FIGURE)].map((m) => m[0]);
}
