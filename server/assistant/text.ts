/**
 * Words for retrieval: tokenising, a light English stemmer, stop words and
 * sentence splitting. The same functions run over the content and over a
 * visitor's question, so both sides meet on the same stems.
 */

/** Words that carry no topic in a visitor's question or in the content. */
export const STOP_WORDS = new Set(
  (
    "a about above after again all also am an and any are as at be been before being both but by can could did do " +
    "does doing done each either else etc ever for from further get gets give go got had has have having he her here " +
    "hers him his how i if in into is it its itself just know let like lot make many may me might mine more most much " +
    "must my need no nor not now of off on once one only or other others our ours out over own per please really same say " +
    "she should so some such tell than thank thanks that the their them then there these they this those through to " +
    "too under until up upon us use very want was we well were what when where which while who whom whose why will " +
    "with would yes yet you your yours yourself hi hello hey ok okay sure something anything thing things kind way " +
    "explain describe mean means info information question questions sure whats ur pls plz deal deals dealt " +
    "handle handles handled take takes took taking help helps assist interested looking find " +
    // Words that stand in for a thing named elsewhere ("the specialist ones", "the transit bit"): they name nothing.
    "ones bit bits stuff lots side sides " +
    // Where a thing is on the site, not what it is: "how many people are shown on your team page?", "how many
    // approach cards are there?".
    "page pages shown show shows showing link links url card cards tile tiles " +
    // How a visitor asks, not what about: "what do you actually do, broadly?", "sorry, which was it again?".
    "actually basically broadly quick sorry again instead still cannot " +
    // "Have you written anything on that?": asks for an article (the blog's concept), whatever it is about.
    "written " +
    // "What did you end up paying?", "what they wanted": the asking, not the thing asked about.
    "end ended ends wanted wants wanting happen happens happened happening " +
    // "What principles does it follow?", "the process you follow": how a thing is asked after.
    "follow follows followed " +
    // "What topics does the FAQ cover?": the kind of thing asked for, which the site never names as such (and
    // which the spelling correction would otherwise take for "typical").
    "topic topics subject subjects " +
    // What the visitor looks forward to, not what about: "roughly what saving could we expect?" asks about savings.
    "expect expecting expected"
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

/** "what's" is "what", "don't" is "do": contractions add nothing to a topic. */
export function unContract(word: string): string {
  return word.replace(/(?:'s|'d|'m|'re|'ll|'ve|n't)$/, "");
}

/**
 * Sentences of a prose text. A full stop ends one only before a space and a
 * capital or figure, so "£9.2m" stays whole, and never after an initial ("Marriner S. Eccles").
 */
export function sentences(text: string): string[] {
  const pieces = (text.replace(/\s+/g, " ").match(/\S.*?(?:(?<!\b[A-Z])[.!?](?=\s+[A-Z£"(0-9])|$)/g) ?? [])
    .map((s) => s.trim())
    .filter(Boolean);
  // A quotation of more than one sentence (“Failed to subscribe. Please try again.”) stays inside its sentence.
  const whole: string[] = [];
  let open = "";
  for (const piece of pieces) {
    const joined = open ? `${open} ${piece}` : piece;
    const unclosed = (joined.match(/\u201c/g)?.length ?? 0) > (joined.match(/\u201d/g)?.length ?? 0);
    if (unclosed) open = joined;
    else {
      whole.push(joined);
      open = "";
    }
  }
  if (open) whole.push(open);
  return whole;
}

/**
 * "Phone" as a way to reach someone, not a phone used as a device ("let visitors in from their phone", "on my
 * phone", "a phone app"): the one pattern the contact intent and the contact concept both read.
 */
export const PHONE_TO_REACH = String.raw`(?<!\b(?:on|from|using|with) (?:my|a|your|their|the|our|his|her|its) (?:mobile |smart ?)?)phone(?! ?(?:apps?|application|screens?|cameras?|chargers?|signal|browser|settings|notifications?)\b)`;

/** Text to match literally inside a regular expression. */
export const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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
