/**
 * The fragment a page section is reached by, made from its heading: "Fee
 * Structure" is #fee-structure. Pages render it as the section's id and the
 * content index links to it, so both derive it from the same words.
 */
export function anchorFor(heading: string): string {
  return heading
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
