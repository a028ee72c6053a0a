import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type IndexEntry, pagePath } from "#lib/content-index.ts";
import { loadEvalSet, pagePathOf, statesFact, VISITOR_SETS } from "#server/assistant/evaluation.ts";
import { understand } from "#server/assistant/question.ts";
import { entryProbabilities, type TopicModel, topicFeatures } from "#server/assistant/topics.ts";
import { siteIndex } from "#server/content/site-index.ts";
import { mulberry32 } from "./images/placeholders/random.ts";

/**
 * Trains the assistant's topic model (server/assistant/topics.ts) on the
 * tuning halves of the visitor sets, never on a test half: softmax regression
 * by stochastic gradient descent in a seeded order, each answerable question
 * labelled with the entries that state what its writer expected.
 *
 *   node scripts/train-topic-model.ts            writes the model
 *   node scripts/train-topic-model.ts --check    leave-one-set-out accuracy, writes nothing
 *
 * After a set is added, or the content's entries change, train again: an entry the model does not know is one it
 * cannot judge, which the search lifts as much as the likeliest.
 */

export type Example = { features: string[]; entries: string[]; set: string };

const EPOCHS = 10;
const LEARNING_RATE = 0.1;
const L2 = 1e-3;
/** A feature of one question alone says more about that question than about its page: left out. */
const FEWEST_QUESTIONS = 2;
/** Weights smaller than this change no probability that matters: left out of the file. */
const SMALLEST_WEIGHT = 0.05;
const SEED = 20261129;

const round = (w: number) => Math.round(w * 1000) / 1000;

/**
 * The model returned is the average of the weights at the end of each epoch of the second half, so that a
 * question's probabilities do not depend on which questions were seen last.
 */
export function train(examples: readonly Example[]): TopicModel {
  const ids = [...new Set(examples.flatMap((e) => e.entries))].sort();
  const column = new Map(ids.map((id, k) => [id, k]));
  const seen = new Map<string, number>();
  for (const e of examples) for (const f of e.features) seen.set(f, (seen.get(f) ?? 0) + 1);
  const rows = examples.map((e) => ({
    features: e.features.filter((f) => (seen.get(f) ?? 0) >= FEWEST_QUESTIONS),
    entries: e.entries.map((id) => column.get(id) as number),
  }));
  const width = ids.length;
  const weights = new Map<string, Float64Array>();
  const bias = new Float64Array(width);
  const averaged = new Map<string, Float64Array>();
  const averagedBias = new Float64Array(width);
  const averagedEpochs = EPOCHS - Math.floor(EPOCHS / 2);
  const random = mulberry32(SEED);
  /** The row of a feature's weights, or of their sums, made at its first use. */
  const rowOf = (rows: Map<string, Float64Array>, f: string) => {
    const row = rows.get(f) ?? new Float64Array(width);
    rows.set(f, row);
    return row;
  };
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = rows.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [rows[i], rows[j]] = [rows[j] as (typeof rows)[number], rows[i] as (typeof rows)[number]];
    }
    for (const row of rows) {
      const z = Float64Array.from(bias);
      for (const f of row.features) {
        const w = weights.get(f);
        if (w) for (let k = 0; k < width; k++) z[k] = (z[k] as number) + (w[k] as number);
      }
      const top = Math.max(...z);
      let sum = 0;
      for (let k = 0; k < width; k++) sum += z[k] = Math.exp((z[k] as number) - top);
      // The gradient of the cross-entropy against the answering entries, shared equally when several answer.
      const gradient = z.map((v) => v / sum);
      for (const k of row.entries) gradient[k] = (gradient[k] as number) - 1 / row.entries.length;
      for (let k = 0; k < width; k++) bias[k] = (bias[k] as number) - LEARNING_RATE * (gradient[k] as number);
      for (const f of row.features) {
        const w = rowOf(weights, f);
        for (let k = 0; k < width; k++)
          w[k] = (w[k] as number) - LEARNING_RATE * ((gradient[k] as number) + L2 * (w[k] as number));
      }
    }
    if (epoch < EPOCHS - averagedEpochs) continue;
    for (let k = 0; k < width; k++)
      averagedBias[k] = (averagedBias[k] as number) + (bias[k] as number) / averagedEpochs;
    for (const [f, w] of weights) {
      const sum = rowOf(averaged, f);
      for (let k = 0; k < width; k++) sum[k] = (sum[k] as number) + (w[k] as number) / averagedEpochs;
    }
  }
  const kept = [...averaged]
    .map(([f, w]) => [f, [...w].flatMap((v, k) => (Math.abs(v) >= SMALLEST_WEIGHT ? [k, round(v)] : []))] as const)
    .filter(([, pairs]) => pairs.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    sets: [...new Set(examples.map((e) => e.set))].sort(),
    entries: ids,
    bias: [...averagedBias].map(round),
    weights: Object.fromEntries(kept),
  };
}

/**
 * The tuning halves' answerable questions, each read as the assistant reads it, with the set it came from and
 * the entries that answer it: of the entries on the pages its writer gave, those stating the most of the facts
 * the writer expected. A question none of whose facts those entries state as written teaches nothing: left out.
 */
export function tuningExamples(
  files: readonly string[] = VISITOR_SETS.tuning,
  entries: readonly IndexEntry[] = siteIndex(),
): Example[] {
  const texts = entries.map((e) => `${e.title} ${e.text}`);
  return files.flatMap((file) =>
    loadEvalSet(file)
      .filter((q) => (q.kind ?? "answer") === "answer" && q.sources.length > 0 && q.facts.length > 0)
      .flatMap((q) => {
        const pages = new Set(q.sources.map(pagePathOf));
        const stated = entries.map((e, i) =>
          pages.has(pagePath(e)) ? q.facts.filter((f) => statesFact(texts[i] as string, f)).length : 0,
        );
        const most = Math.max(...stated);
        if (most === 0) return [];
        const question = understand(q.question, q.history ?? []);
        return [
          {
            features: topicFeatures(question.text, question.earlier[0]),
            entries: entries.filter((_, i) => stated[i] === most).map((e) => e.id),
            set: path.basename(file),
          },
        ];
      }),
  );
}

/** Each set held out in turn, the model trained on the rest: how often its likeliest entry answers. */
export function crossValidate(examples: readonly Example[]): { right: number; of: number } {
  let right = 0;
  for (const set of new Set(examples.map((e) => e.set))) {
    const model = train(examples.filter((e) => e.set !== set));
    for (const e of examples) {
      if (e.set !== set) continue;
      const [likeliest] = [...entryProbabilities(e.features, model)].sort((a, b) => b[1] - a[1]);
      if (likeliest && e.entries.includes(likeliest[0])) right++;
    }
  }
  return { right, of: examples.length };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
  const examples = tuningExamples();
  if (values.check) {
    const { right, of } = crossValidate(examples);
    console.log(
      `the likeliest entry answers ${right} of ${of} held-out questions (${((right / of) * 100).toFixed(1)}%)`,
    );
  } else {
    const file = path.join(import.meta.dirname, "../server/assistant/topic-model.json");
    const model = train(examples);
    writeFileSync(file, `${JSON.stringify(model)}\n`);
    console.log(
      `${path.basename(file)}: ${Object.keys(model.weights).length} features from ${examples.length} questions`,
    );
  }
}
