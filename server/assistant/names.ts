import { sentences } from "./text.ts";

/**
 * Names in a message that the site never uses, put to the firm: "Tell me about Marcus Thornton, your head of
 * procurement", "can you confirm Tesco are among your clients?", "are you cheaper than Arcadis?". A name is a run
 * of capitalised words (or words in capitals) with a word the site's content never uses; a place ("a block in
 * Wembley"), the visitor's own name or company ("I'm Sarah Jones from Acme Homes") and a greeting's or a
 * sign-off's name are not put to the firm. Put to the firm means the message speaks of the firm's people,
 * clients, work or standing ("your", "you've", "your clients") or compares it with someone.
 */
export function strangeNamesPutToFirm(message: string, known: (word: string) => boolean): string[] {
  return PUT_TO_FIRM.test(message) ? strangeNames(message, known, { putToFirm: true }) : [];
}

/**
 * Names in a message that the site never uses, wherever they stand ("was Brexit good or bad?"), or only those put
 * to the firm (`strangeNamesPutToFirm`).
 */
export function strangeNames(
  message: string,
  known: (word: string) => boolean,
  { putToFirm = false }: { putToFirm?: boolean } = {},
): string[] {
  if (shouted(message)) return [];
  const found: string[] = [];
  // What is quoted is what a screen said or words to be said, not a name put to the firm.
  const all = sentences(message.replace(QUOTED, " "));
  for (const [i, sentence] of all.entries()) {
    // Said of the firm in the same sentence, or in the next one pointing back ("… the Stirling Prize! Which of
    // your projects won it?").
    const next = all[i + 1] ?? "";
    if (putToFirm && !PUT_TO_FIRM.test(sentence) && !(PUT_TO_FIRM.test(next) && POINTS_BACK.test(next))) continue;
    let skipped = -1;
    for (const run of nameRuns(sentence)) {
      const before = sentence.slice(0, run.at).toLowerCase();
      // "From Europe and Asia": a name joined to one that was a place or the visitor's own is one too.
      const joined = skipped >= 0 && /^\s*(?:,|and|or|&)\s*$/.test(sentence.slice(skipped, run.at));
      if (joined || NOT_THE_FIRMS.test(before)) {
        skipped = run.end;
        continue;
      }
      skipped = -1;
      if (!run.words.some((word) => isStrange(word, known))) continue;
      const name = sentence.slice(run.at, run.end);
      if (!found.includes(name)) found.push(name);
    }
  }
  return found;
}

/** Every word of the site's entries, for `strangeNamesPutToFirm`'s `known`. */
export function wordsOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const token of text.toLowerCase().match(/[a-z][a-z0-9'’-]*/g) ?? []) {
      const word = token.replace(/[’']s$|[’'-]+$/, "");
      words.add(word);
      // "Reserve's", "London-focused": each part is a word of the site too.
      for (const part of word.split(/[-’']/)) if (part) words.add(part);
    }
  }
  return words;
}

const QUOTED = /"[^"]*"|\u201c[^\u201d]*\u201d|(?<![\w])'[^']*'(?![\w])|\u2018[^\u2019]*\u2019/g;
const POINTS_BACK = /\b(?:it|that|them|they|he|she|his|her|this|those|these)\b/i;

/** A message written mostly in capitals: its capitals name nothing. */
function shouted(message: string): boolean {
  const words = message.match(/[A-Za-z]{2,}/g) ?? [];
  return words.length > 3 && words.filter((w) => w === w.toUpperCase()).length * 2 > words.length;
}

/** The firm's people, clients, work or standing spoken of, or the firm compared with another. */
const PUT_TO_FIRM =
  /\b(?:your|yours|you(?:'ve| have| had| did| do| worked| work| built| delivered| completed| won| were| are|'re)|(?:cheaper|better|bigger|faster|worse) than|compared? (?:to|with)|versus|vs\.?)\b/i;

/**
 * What comes right before a name that is a place, or the visitor's own: "in Wembley", "from Acme Homes", "I'm
 * Sarah", "Hi Priya", "Thanks, Sarah", "our architect, Jane Doe".
 */
const NOT_THE_FIRMS =
  /(?:\b(?:in|at|near|around|outside|from|across|to|into|within|(?:north|south|east|west|outskirts|edge|centre|center|city|town|borough|county|heart|parts?|side|rest|places?|areas?|regions?) of|for|by|beyond|north|south|east|west|central|greater|i'm|im|i am|we're|we are|name is|name's|called|named|this is|here's|hi|hello|hey|dear|thanks|thank you|cheers|regards|like|me)(?: (?:a|an|the|some|most|many|other))?|\b(?:my|our)\b(?: [\w'’-]+){0,4}|\b(?:we|i)(?:['’](?:re|ve|d|m)| are| am| have| had| were| was)? (?:(?:already|currently|also|now) )?(?:considering|consider|using|use|used|appointed|appoint|hired|hire|working with|worked with|talking to|talked to|speaking to|spoke to|engaged|chose|chosen|picked|got|get|went with|going with|shortlisted)|[-–—,])\s*$/;

/** Words that start a sentence or are said in capitals without naming anyone. */
const COMMON = new Set(
  (
    "i i'm i've i'd i'll a an the and or but so if my our we you your please hi hello hey ok okay thanks yes no " +
    "what which who whom whose when where why how can could would will should do does did is are was were have has " +
    "tell give show list let just quick honestly also then now great good congratulations congrats dear mr mrs ms dr " +
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august " +
    "september october november december faq ai bot chat chatbot assistant ps as api json csv css html llm ids ceo " +
    "cfo coo md msc bsc phd mba ba ma beng meng mphil"
  ).split(" "),
);

const ENDINGS = [/s$/, /es$/, /ed$/, /d$/, /ing$/];

type NameRun = { words: string[]; at: number; end: number };

/** Runs of capitalised words in a sentence; its first word counts only when another capitalised word follows. */
function nameRuns(sentence: string): NameRun[] {
  const runs: (NameRun & { first: boolean })[] = [];
  let current: (NameRun & { first: boolean }) | null = null;
  let lastEnd = 0;
  for (const match of sentence.matchAll(/[A-Za-z][\w'’-]*/g)) {
    const text = match[0].replace(/[’']s$/, "");
    const at = match.index;
    const gap = sentence.slice(lastEnd, at);
    // The sentence's first word, or one after a colon or a bracket, is capitalised for where it is.
    const first = at === 0 || /[.!?:([]\s*$/.test(sentence.slice(0, at));
    lastEnd = at + match[0].length;
    // "PMs", "QSs": capitals made plural are a kind of people or thing, not a name; "MSc", "PhD" are degrees.
    const capital =
      /^[A-Z]/.test(text) && !/^[A-Z]{2,}s$|^[A-Z][a-z]?[A-Z][a-z]?$/.test(text) && !COMMON.has(text.toLowerCase());
    // "Turner & Townsend", "Bank of England": one name.
    if (capital && current && /^\s+(?:(?:&|of|de|van|von)\s+)?$/.test(gap)) {
      current.words.push(text);
      current.end = lastEnd;
      continue;
    }
    if (current) runs.push(current);
    current = capital ? { words: [text], at, end: lastEnd, first } : null;
  }
  if (current) runs.push(current);
  // A first word alone is capitalised for being first.
  return runs.filter((r) => !r.first || r.words.length > 1).map(({ first: _, ...run }) => run);
}

function isStrange(word: string, known: (word: string) => boolean): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 2 || COMMON.has(lower) || COMMON.has(lower.replace(/s$/, ""))) return false;
  // "Focused", "certified": the site's word with an ending of its own.
  const knownWord = (w: string) => [w, ...ENDINGS.map((e) => w.replace(e, ""))].some((stem) => stem && known(stem));
  // "London-focused" is made of words the site uses; "Passivhaus-certified" is not.
  return !knownWord(lower) && lower.split("-").some((part) => part && !knownWord(part));
}

/**
 * Words of a sentence that the site never uses, of five letters or more ("workmanship" in "you give a 10-year
 * workmanship warranty"): what the sentence says that no page can.
 */
export function strangeWords(sentence: string, known: (word: string) => boolean): string[] {
  const found: string[] = [];
  for (const token of sentence.toLowerCase().match(/[a-z][a-z'’-]*/g) ?? []) {
    const word = token.replace(/[’']s$|[’'-]+$/, "");
    if (word.length >= 5 && !found.includes(word) && isStrange(word, known)) found.push(word);
  }
  return found;
}

/**
 * Whether a word is one of `words` mistyped by a letter: one left out ("realy"), one too many ("garantee" is
 * not, "guarrantee" is), or, in words of seven letters or more, one changed. One letter changed in a shorter
 * word makes a word of its own ("lifts", "lists"). Built once per set of words: each question's check is a few
 * set lookups.
 */
export function mistypedWords(words: ReadonlySet<string>): (word: string) => boolean {
  const dropped = new Set<string>();
  const changed = new Set<string>();
  for (const w of words) {
    for (let i = 0; i < w.length; i++) {
      const without = w.slice(0, i) + w.slice(i + 1);
      dropped.add(without);
      if (w.length >= 7) changed.add(`${i}:${without}`);
    }
  }
  return (word) => {
    if (words.has(word)) return false;
    if (dropped.has(word)) return true;
    for (let i = 0; i < word.length; i++) {
      const without = word.slice(0, i) + word.slice(i + 1);
      if (words.has(without) || (word.length >= 7 && changed.has(`${i}:${without}`))) return true;
    }
    return false;
  };
}
