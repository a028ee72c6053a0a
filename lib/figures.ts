/**
 * Finds the business figures in a piece of text: money, areas, percentages,
 * lengths, durations and counts with their units, and the certification
 * marks the site quotes. Used to hold every page and every assistant reply
 * to the claims ledger.
 */
const MONEY = String.raw`£\d[\d,]*(?:\.\d+)?(?:\s?(?:million|bn|m|k)\b)?(?:-£?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|bn|m|k)\b)?)?(?:\/sq ft)?\+?`;
const AREA = String.raw`\d[\d,]*(?:\.\d+)?(?:-\d[\d,]*)?M?\+?\s?sq ft`;
const PERCENT = String.raw`\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?%`;
const LENGTH = String.raw`\d[\d,]*(?:\.\d+)?m\b`;
const COUNTED = String.raw`\d[\d,]*(?:-\d+)?\s(?:months|month|weeks|hours|years|studios|doors|units)\b`;
const MARKS = String.raw`E30\/E60|BS 476`;

const FIGURE = new RegExp(`(?<![\\w£])(?:${MONEY}|${AREA}|${PERCENT}|${LENGTH}|${COUNTED}|${MARKS})`, "g");

export function extractFigures(text: string): string[] {
  return [...text.replace(/\u00a0/g, " ").matchAll(FIGURE)].map((m) => m[0]);
}
