import { ledgerFigures } from "#content/claims.ts";
import type { IndexEntry } from "#lib/content-index.ts";
import { extractFigures } from "#lib/figures.ts";
import { sentences } from "./text.ts";

/**
 * The assistant's two safety nets. Replies are plain text: any markup is
 * removed. And a reply may state only figures the site states: a sentence
 * carrying any other figure is dropped, whoever wrote it.
 */

export type FigureGuard = {
  /** Figures in `text` that neither the claims ledger nor the content states. */
  unsupported(text: string): string[];
  /** `text` without the sentences that carry an unsupported figure. */
  keepSupported(text: string, visitorsOwn?: string): string;
};

/**
 * A figure the visitor gave ("my 38k sq ft building") may be repeated to
 * them as theirs: pass their message as `visitorsOwn`.
 */
export function createFigureGuard(entries: readonly Pick<IndexEntry, "title" | "text">[]): FigureGuard {
  const allowed = new Set<string>(ledgerFigures);
  for (const e of entries) for (const figure of extractFigures(`${e.title} ${e.text}`)) allowed.add(figure);
  const unsupported = (text: string, theirs: ReadonlySet<string> = new Set()) =>
    extractFigures(text).filter((figure) => !allowed.has(figure) && !theirs.has(figure));
  return {
    unsupported: (text) => unsupported(text),
    keepSupported: (text, visitorsOwn = "") => {
      const theirs = new Set(extractFigures(visitorsOwn));
      return sentences(text)
        .filter((s) => unsupported(s, theirs).length === 0)
        .join(" ");
    },
  };
}

/**
 * Text with every tag, and every angle bracket, removed: nothing a browser
 * could read as markup. Script and style elements go with their contents.
 */
export function plainText(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>?/g, " ")
    .replace(/[<>]/g, " ")
    .replace(/[ \t\f\v\u00a0]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}
