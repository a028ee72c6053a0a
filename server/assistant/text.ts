/**
 * Words for retrieval: tokenising, a light English stemmer, stop words, the
 * domain's synonyms and phrase rewrites ("D&B" is "design and build"), and
 * sentence splitting. The same functions run over the content and over a
 * visitor's question, so both sides meet on the same stems.
 */

/** Words that carry no topic in a visitor's question or in the content. */
const STOP_WORDS = new Set(
  (
    "a about above after again all also am an and any are as at be been before being both but by can could did do " +
    "does doing done each either else etc ever for from further get gets give go got had has have having he her here " +
    "hers him his how i if in into is it its itself just know let like lot make many may me might mine more most much " +
    "must my need no nor not now of off on once one only or other our ours out over own per please really same say " +
    "she should so some such tell than thank thanks that the their them then there these they this those through to " +
    "too under until up upon us use very want was we well were what when where which while who whom whose why will " +
    "with would yes yet you your yours yourself hi hello hey ok okay sure something anything thing things kind way " +
    "explain describe mean means info information question questions sure whats ur pls plz deal deals dealt " +
    "handle handles handled take takes took taking help helps assist interested looking"
  ).split(" "),
);

/**
 * Suffixes removed once, longest first, when at least three letters remain.
 * Crude but consistent: "procure", "procured", "procurement" and "procuring"
 * all become "procur"; "developer" and "development" both "develop".
 */
const SUFFIXES = [
  "ibilities",
  "abilities",
  "ications",
  "ication",
  "ability",
  "ibility",
  "ations",
  "ments",
  "ation",
  "ment",
  "ness",
  "ings",
  "able",
  "ible",
  "ing",
  "ies",
  "ers",
  "ed",
  "er",
  "es",
  "ly",
  "al",
  "s",
  "y",
];

export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, "");
  if (w.length <= 3 || /\d/.test(w)) return w;
  // Two passes: "delivery" and "delivered" go through "deliver" to "deliv".
  for (let pass = 0; pass < 2; pass++) {
    const suffix = SUFFIXES.find(
      (s) => w.endsWith(s) && w.length - s.length >= 3 && !(s === "s" && /(ss|us|is)$/.test(w)),
    );
    if (!suffix) break;
    w = w.slice(0, -suffix.length);
  }
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  // "planning" and "plan" meet at "plan"; "install" keeps its double l.
  if (w.length > 4 && /([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/**
 * Phrases rewritten before tokenising, so a visitor's shorthand meets the
 * content's words. Applied to questions only.
 */
const PHRASES: [RegExp, string][] = [
  [/\bd\s*&\s*b\b|\bd\s+and\s+b\b/gi, " design and build "],
  [/\bdesign\s*&\s*build\b/gi, " design and build "],
  [/\bqs\b/gi, " quantity surveyor "],
  [/\bdm\b/gi, " development manager "],
  [/\bjct\b/gi, " contract "],
  [/\bnet[\s-]?zero\b/gi, " net-zero sustainability "],
  [/\bhow long\b/gi, " duration "],
  [/\bhow big\b|\bhow large\b|\bhow small\b/gi, " size "],
  [/\bwho (?:are|is) (?:on )?(?:the|your) team\b/gi, " team "],
  [/\bwho runs\b|\bwho leads\b/gi, " team director "],
  [/\bfire doors?\b/gi, " fire-rated glazed doors "],
  [/\be-mail\b/gi, " email "],
];

/**
 * Query words and what else the content calls them. An expansion counts as
 * the word it expands: "charges" matches a passage about the fee.
 */
const SYNONYMS: Record<string, string[]> = {
  fee: ["fee", "markup", "percentage"],
  fees: ["fee", "markup", "percentage"],
  charge: ["fee", "markup"],
  charges: ["fee", "markup"],
  price: ["fee", "cost"],
  prices: ["fee", "cost"],
  pricing: ["fee", "cost"],
  cost: ["fee", "cost"],
  costs: ["fee", "cost"],
  paid: ["fee"],
  pay: ["fee"],
  expensive: ["cost", "fee"],
  cheap: ["saving", "cost"],
  cheaper: ["saving", "below"],
  save: ["saving"],
  savings: ["saving"],
  saved: ["saving"],
  route: ["method", "route"],
  routes: ["method", "route"],
  approach: ["approach", "method"],
  timeline: ["long", "month", "programme"],
  timelines: ["long", "month", "programme"],
  timescale: ["long", "month", "programme"],
  timescales: ["long", "month", "programme"],
  duration: ["long", "month", "programme"],
  quickly: ["long", "month"],
  fast: ["long", "month"],
  time: ["long", "month"],
  green: ["sustainability", "epc"],
  eco: ["sustainability", "epc"],
  environmental: ["sustainability", "epc"],
  environment: ["sustainability", "epc"],
  carbon: ["sustainability", "net-zero"],
  energy: ["energy", "epc"],
  sustainable: ["sustainability"],
  location: ["areas", "serve"],
  locations: ["areas", "serve"],
  region: ["areas", "serve"],
  regions: ["areas", "serve"],
  outside: ["areas", "uk"],
  nationwide: ["uk", "areas"],
  staff: ["team"],
  people: ["team"],
  founders: ["founded", "team"],
  founder: ["founded", "team"],
  history: ["story", "founded"],
  background: ["story", "founded"],
  tech: ["technology", "smart"],
  proptech: ["technology", "smart"],
  gadgets: ["technology", "smart"],
  portfolio: ["projects", "portfolio"],
  examples: ["projects", "case"],
  example: ["projects", "case"],
  track: ["projects", "portfolio"],
  record: ["projects", "portfolio"],
  big: ["size"],
  typical: ["typical"],
  permission: ["planning"],
  consent: ["planning", "consent"],
  certified: ["certification"],
  certificate: ["certification"],
  certificates: ["certification"],
  data: ["personal", "information"],
  usually: ["typical"],
  normally: ["typical"],
  generally: ["typical"],
  average: ["typical"],
  kinds: ["types"],
  kind: ["types"],
  sorts: ["types"],
  gdpr: ["gdpr", "rights"],
  cookie: ["cookies"],
  overrun: ["overrun", "budget"],
  overruns: ["overrun", "budget"],
  subcontractors: ["subcontractors", "trade"],
  guarantee: ["quality", "specification"],
  standards: ["quality", "specification"],
  cutting: ["corners", "quality"],
  risks: ["risk"],
  responsible: ["risk", "responsibility"],
  liability: ["risk"],
  safe: ["security", "secure"],
  safely: ["security", "secure"],
  secure: ["security", "secure"],
  protected: ["security", "protect"],
  suffer: ["compromise", "quality"],
  compromise: ["compromise", "quality"],
  sacrifice: ["compromise", "quality"],
  corners: ["compromise", "quality"],
  reply: ["answer"],
  respond: ["answer"],
  response: ["answer"],
};

export const SYNONYM_WEIGHT = 0.6;

export function rewritePhrases(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out;
}

/** Lower-case words of letters and digits; "design-and-build" is three words, "£9.2m" one. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/<[^>]*>/g, " ")
      .match(/[£$]?[\p{L}\p{N}]+(?:[.,'][\p{L}\p{N}]+)*[%+]?/gu) ?? []
  );
}

/** The stems a text is indexed under: stop words and single letters dropped. */
export function indexTerms(text: string): string[] {
  return words(text)
    .map(unContract)
    .filter((w) => !STOP_WORDS.has(w) && w.length > 1)
    .map(stem);
}

export type QueryTerm = {
  term: string;
  weight: number;
  /** The visitor's own stem this one stands for. */
  source: string;
  /** The word as typed, for spelling correction. */
  word?: string;
};

/** "what's" is "what", "don't" is "do": contractions add nothing to a topic. */
function unContract(word: string): string {
  return word.replace(/(?:'s|'d|'m|'re|'ll|'ve|n't)$/, "");
}

/** A question's stems, each with its synonyms at a lower weight. Duplicates keep their highest weight. */
export function queryTerms(text: string, weight = 1): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  const add = (term: string, w: number, source: string) => {
    const existing = terms.get(term);
    if (!existing || existing.weight < w) terms.set(term, { term, weight: w, source });
  };
  for (const typed of words(rewritePhrases(text))) {
    const word = unContract(typed);
    if (STOP_WORDS.has(word) || word.length < 2) continue;
    const own = stem(word);
    add(own, weight, own);
    const added = terms.get(own);
    if (added) added.word = word;
    for (const synonym of SYNONYMS[word] ?? []) {
      for (const part of indexTerms(synonym)) if (part !== own) add(part, weight * SYNONYM_WEIGHT, own);
    }
  }
  return [...terms.values()];
}

/**
 * Sentences of a prose text. A full stop ends one only before a space and a
 * capital or figure, so "£9.2m" stays whole, and never after an initial ("Marriner S. Eccles").
 */
export function sentences(text: string): string[] {
  return (text.replace(/\s+/g, " ").match(/\S.*?(?:(?<!\b[A-Z])[.!?](?=\s+[A-Z£"(0-9])|$)/g) ?? [])
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Levenshtein distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}
