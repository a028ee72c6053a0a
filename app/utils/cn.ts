import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, letting later Tailwind utilities override earlier ones
 * (`cn("px-4 text-sm", "px-2")` → `"text-sm px-2"`). A small stand-in for
 * tailwind-merge, which costs about 8 KB compressed on every page
 * (docs/decisions/019): it knows the utility families this site uses and
 * keeps anything it does not recognise, so an unknown class is never dropped.
 * cn.test.ts checks it against tailwind-merge for every pair of classes in app/.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const known = merged.get(joined);
  if (known !== undefined) return known;
  const result = merge(joined);
  // The class lists come from the components, so they are few; the cap only guards against a list built from data.
  if (merged.size >= MERGED_LIMIT) merged.clear();
  merged.set(joined, result);
  return result;
}

/**
 * Every page renders the same class lists again and again (each card, link and
 * button on the server for every search, in the browser on every render), so
 * each list is merged once.
 */
const merged = new Map<string, string>();
const MERGED_LIMIT = 2000;

function merge(joined: string): string {
  const tokens = joined.split(" ");
  const kept: string[] = [];
  const taken = new Set<string>();
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] ?? "";
    if (!token) continue;
    const { variant, group } = classify(token);
    const key = `${variant}:${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const covered of COVERS[group] ?? []) taken.add(`${variant}:${covered}`);
    kept.push(token);
  }
  return kept.reverse().join(" ");
}

const SIDES = ["x", "y", "t", "r", "b", "l", "s", "e"];
const CORNERS = ["t", "r", "b", "l", "s", "e", "tl", "tr", "br", "bl", "ss", "se", "es", "ee"];

/** A later class of the key's group also overrides earlier classes of these groups. */
const COVERS: Record<string, string[]> = {
  p: SIDES.map((side) => `p${side}`),
  px: ["pl", "pr", "ps", "pe"],
  py: ["pt", "pb"],
  m: SIDES.map((side) => `m${side}`),
  mx: ["ml", "mr", "ms", "me"],
  my: ["mt", "mb"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["left", "right", "start", "end"],
  "inset-y": ["top", "bottom"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  rounded: CORNERS.map((corner) => `rounded-${corner}`),
  "border-w": SIDES.map((side) => `border-w-${side}`),
  "border-w-x": ["border-w-l", "border-w-r", "border-w-s", "border-w-e"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": SIDES.map((side) => `border-color-${side}`),
  "border-color-x": ["border-color-l", "border-color-r", "border-color-s", "border-color-e"],
  "border-color-y": ["border-color-t", "border-color-b"],
  overflow: ["overflow-x", "overflow-y"],
  flex: ["basis", "grow", "shrink"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  "scroll-m": SIDES.map((side) => `scroll-m${side}`),
};

const FONT_SIZE = /^text-(xs|sm|base|lg|\d?xl|\[\d[^\]]*\])(\/.+)?$/;
const SHADOW_SIZE = /^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|\[(?!#|rgb|hsl|color:).*\]))?$/;
const BORDER_STYLE = /^border-(solid|dashed|dotted|double|hidden|none)$/;

/** Single words that each set one property, keyed by that property. */
const KEYWORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display: "block inline-block inline flex inline-flex grid inline-grid contents hidden table flow-root list-item",
  position: "static fixed absolute relative sticky",
  visibility: "visible invisible collapse",
  "sr-only": "sr-only not-sr-only",
  "text-transform": "uppercase lowercase capitalize normal-case",
  "text-decoration": "underline overline line-through no-underline",
  "font-style": "italic not-italic",
  grow: "grow grow-0",
  shrink: "shrink shrink-0",
  truncate: "truncate",
  isolation: "isolate isolation-auto",
})) {
  for (const word of words.split(" ")) KEYWORDS[word] = group;
}

/**
 * Prefixes whose value decides nothing about the group: `prefix-anything` is
 * in the group named after the prefix. Longest prefixes first.
 */
const PREFIXES = [
  "grid-cols",
  "grid-rows",
  "col-span",
  "col-start",
  "col-end",
  "row-span",
  "auto-cols",
  "auto-rows",
  "line-clamp",
  "underline-offset",
  "ring-offset",
  "pointer-events",
  "backdrop-blur",
  "inset-x",
  "inset-y",
  "gap-x",
  "gap-y",
  "space-x",
  "space-y",
  "divide-x",
  "divide-y",
  "translate-x",
  "translate-y",
  "scroll-mt",
  "scroll-mb",
  "min-w",
  "max-w",
  "min-h",
  "max-h",
  "overflow-x",
  "overflow-y",
  "whitespace",
  "break-inside",
  "break-before",
  "break-after",
  "break",
  "items",
  "justify",
  "content",
  "self",
  "place-items",
  "place-content",
  "place-self",
  "order",
  "basis",
  "gap",
  "inset",
  "top",
  "right",
  "bottom",
  "left",
  "start",
  "end",
  "size",
  "w",
  "h",
  "z",
  "opacity",
  "leading",
  "tracking",
  "duration",
  "delay",
  "ease",
  "animate",
  "cursor",
  "select",
  "aspect",
  "overflow",
  "columns",
  "scale",
  "rotate",
  "blur",
  "fill",
  "stroke",
  "decoration",
  "list",
  "align",
  "origin",
  "will-change",
  "mix-blend",
  "outline-offset",
].sort((a, b) => b.length - a.length);

function classify(token: string): { variant: string; group: string } {
  // Variants end at the last colon outside brackets: `lg:hover:px-4`, `[&_svg]:size-4`.
  let depth = 0;
  let split = -1;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) split = i;
  }
  const variant = token.slice(0, split + 1);
  const important = token.slice(split + 1).startsWith("!") ? "!" : "";
  const utility = token.slice(split + 1 + important.length).replace(/^-/, "");
  return { variant: variant + important, group: groupOf(utility) ?? `=${utility}` };
}

function groupOf(utility: string): string | undefined {
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  const spacing = /^(p|m)([xytrblse]?)-/.exec(utility);
  if (spacing) return `${spacing[1]}${spacing[2]}`;
  const scrollMargin = /^scroll-m([xytrblse]?)-/.exec(utility);
  if (scrollMargin) return `scroll-m${scrollMargin[1]}`;
  if (utility.startsWith("text-")) {
    if (FONT_SIZE.test(utility)) return "font-size";
    if (/^text-(left|center|right|justify|start|end)$/.test(utility)) return "text-align";
    if (/^text-(wrap|nowrap|balance|pretty)$/.test(utility)) return "text-wrap";
    if (/^text-(ellipsis|clip)$/.test(utility)) return "text-overflow";
    return "text-color";
  }
  if (utility.startsWith("font-")) {
    return /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/.test(utility)
      ? "font-weight"
      : "font-family";
  }
  if (utility.startsWith("bg-")) {
    if (/^bg-(fixed|local|scroll)$/.test(utility)) return "bg-attachment";
    if (/^bg-(auto|cover|contain)$/.test(utility)) return "bg-size";
    if (/^bg-(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/.test(utility)) return "bg-repeat";
    if (/^bg-(center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom)$/.test(utility))
      return "bg-position";
    if (/^bg-(none|linear-|radial|conic|gradient-)/.test(utility)) return "bg-image";
    if (/^bg-(clip|origin|blend)-/.test(utility)) return undefined;
    return "bg-color";
  }
  const border = /^border(?:-([xytrblse]))?(?:-(.+))?$/.exec(utility);
  if (border && !/^border-(collapse|separate|spacing)/.test(utility)) {
    const side = border[1] ? `-${border[1]}` : "";
    const value = border[2];
    if (value === undefined || /^\d+$|^\[\d/.test(value)) return `border-w${side}`;
    if (BORDER_STYLE.test(`border-${value}`)) return "border-style";
    return `border-color${side}`;
  }
  const rounded = /^rounded(?:-(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee))?(?:-|$)/.exec(utility);
  if (rounded) return rounded[1] ? `rounded-${rounded[1]}` : "rounded";
  if (utility.startsWith("shadow")) return SHADOW_SIZE.test(utility) ? "shadow" : "shadow-color";
  if (utility === "outline" || /^outline-(\d+|\[\d)/.test(utility)) return "outline-w";
  if (/^outline-(none|hidden|solid|dashed|dotted|double)$/.test(utility)) return "outline-style";
  if (utility.startsWith("outline-") && !utility.startsWith("outline-offset")) return "outline-color";
  if (utility === "ring" || /^ring-(\d+|\[\d)/.test(utility)) return "ring-w";
  if (utility === "ring-inset") return "ring-inset";
  if (utility.startsWith("ring-") && !utility.startsWith("ring-offset")) return "ring-color";
  if (/^flex-(row|row-reverse|col|col-reverse)$/.test(utility)) return "flex-direction";
  if (/^flex-(wrap|wrap-reverse|nowrap)$/.test(utility)) return "flex-wrap";
  if (/^flex-/.test(utility)) return "flex";
  if (/^grow-|^shrink-/.test(utility)) return utility.startsWith("grow") ? "grow" : "shrink";
  if (/^object-(contain|cover|fill|none|scale-down)$/.test(utility)) return "object-fit";
  if (utility.startsWith("object-")) return "object-position";
  if (utility === "transition" || utility.startsWith("transition-")) return "transition";
  for (const prefix of PREFIXES) {
    if (utility === prefix || utility.startsWith(`${prefix}-`)) return prefix;
  }
  return undefined;
}
