import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { mulberry32 } from "./images/placeholders/random.ts";

/**
 * Splits a new set of visitor questions, once and before any tuning on it,
 * into a tuning half and a test half: within each kind (answer, unanswerable,
 * adversarial), a Fisher-Yates shuffle seeded with mulberry32, the first
 * half (rounded down) to tuning. The same file and seed always give the same
 * halves, so the split can be checked.
 *
 *   node scripts/split-eval-set.ts --seed 20261129 raw.json evals/visitor-questions-5
 *
 * writes evals/visitor-questions-5.tuning.json and .test.json.
 */

type RawSet = { about: string; questions: { id: string; kind?: string }[] };

export function split<T extends { kind?: string }>(questions: readonly T[], seed: number): { tuning: T[]; test: T[] } {
  const random = mulberry32(seed);
  const tuning: T[] = [];
  const test: T[] = [];
  const kinds = [...new Set(questions.map((q) => q.kind ?? "answer"))];
  for (const kind of kinds) {
    const ofKind = questions.filter((q) => (q.kind ?? "answer") === kind);
    for (let i = ofKind.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [ofKind[i], ofKind[j]] = [ofKind[j] as T, ofKind[i] as T];
    }
    const half = Math.floor(ofKind.length / 2);
    tuning.push(...ofKind.slice(0, half));
    test.push(...ofKind.slice(half));
  }
  return { tuning, test };
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({ options: { seed: { type: "string" } }, allowPositionals: true });
  const [input, output] = positionals;
  const seed = Number(values.seed);
  if (!input || !output || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new Error("usage: node scripts/split-eval-set.ts --seed N raw.json evals/visitor-questions-N");
  }
  const raw = JSON.parse(readFileSync(input, "utf8")) as RawSet;
  const ids = new Set(raw.questions.map((q) => q.id));
  if (ids.size !== raw.questions.length) throw new Error("every question needs an id of its own");
  // A set is split once: halves already written are never written again.
  for (const half of ["tuning", "test"]) {
    if (existsSync(`${output}.${half}.json`)) throw new Error(`${output}.${half}.json exists: a set is split once`);
  }
  const halves = split(raw.questions, seed);
  const about = `${raw.about} Split once at random, by kind, with a seeded Fisher-Yates shuffle (mulberry32, seed ${seed}) into a tuning half and a test half before any tuning on it (scripts/split-eval-set.ts).`;
  for (const half of ["tuning", "test"] as const) {
    const file = `${output}.${half}.json`;
    writeFileSync(file, `${JSON.stringify({ about, half, questions: halves[half] }, null, 2)}\n`);
    console.log(`${path.basename(file)}: ${halves[half].length} questions`);
  }
}
