import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  ADVERSARIAL_THRESHOLD,
  type AdversarialModel,
  adversarialFeatures,
  adversarialScore,
} from "#server/assistant/adversarial.ts";
import { loadEvalSet, VISITOR_SETS } from "#server/assistant/evaluation.ts";
import { mulberry32 } from "./images/placeholders/random.ts";

/**
 * Trains the assistant's adversarial-message model (server/assistant/
 * adversarial.ts) on the tuning halves of the visitor sets, and never on a
 * test half: logistic regression by stochastic gradient descent, in a seeded
 * order, so the same halves always give the same model.
 *
 *   node scripts/train-adversarial-model.ts            writes the model
 *   node scripts/train-adversarial-model.ts --check    leave-one-set-out figures by threshold, writes nothing
 *
 * Only answerable, unanswerable and adversarial messages are used: an
 * unanswerable one is a fair question, to be answered honestly, not refused.
 */

export type Example = { text: string; adversarial: boolean; set: string };

const EPOCHS = 12;
const LEARNING_RATE = 0.2;
const L2 = 3e-3;
/** Weights smaller than this change no score that matters: left out of the file. */
const SMALLEST_WEIGHT = 0.01;
const SEED = 20261129;

/**
 * The model returned is the average of the weights at the end of each epoch
 * of the second half: one pass of stochastic gradient descent leaves the
 * weights of the last messages seen too strong, and a message's score then
 * depends on the order of training.
 */
export function train(examples: readonly Example[]): AdversarialModel {
  const random = mulberry32(SEED);
  const rows = examples.map((e) => ({ y: e.adversarial ? 1 : 0, features: adversarialFeatures(e.text) }));
  const weights = new Map<string, number>();
  let bias = 0;
  const averaged = new Map<string, number>();
  let averagedBias = 0;
  const averagedEpochs = EPOCHS - Math.floor(EPOCHS / 2);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = rows.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [rows[i], rows[j]] = [rows[j] as (typeof rows)[number], rows[i] as (typeof rows)[number]];
    }
    for (const { y, features } of rows) {
      let z = bias;
      for (const f of features) z += weights.get(f) ?? 0;
      const gradient = 1 / (1 + Math.exp(-Math.max(-30, Math.min(30, z)))) - y;
      bias -= LEARNING_RATE * gradient;
      for (const f of features) {
        const w = weights.get(f) ?? 0;
        weights.set(f, w - LEARNING_RATE * (gradient + L2 * w));
      }
    }
    if (epoch < EPOCHS - averagedEpochs) continue;
    averagedBias += bias / averagedEpochs;
    for (const [f, w] of weights) averaged.set(f, (averaged.get(f) ?? 0) + w / averagedEpochs);
  }
  const kept = [...averaged]
    .filter(([, w]) => Math.abs(w) >= SMALLEST_WEIGHT)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([f, w]) => [f, Math.round(w * 10_000) / 10_000] as const);
  return { bias: Math.round(averagedBias * 10_000) / 10_000, weights: Object.fromEntries(kept) };
}

/** The tuning halves' messages, each with the set it came from. */
export function tuningExamples(files: readonly string[] = VISITOR_SETS.tuning): Example[] {
  return files.flatMap((file) =>
    loadEvalSet(file)
      .filter((q) => ["answer", "unanswerable", "unknown", "adversarial", undefined].includes(q.kind))
      .map((q) => ({ text: q.question, adversarial: q.kind === "adversarial", set: path.basename(file) })),
  );
}

/**
 * Each set held out in turn, the model trained on the rest: by threshold, the share of held-out adversarial
 * messages flagged, and how many held-out others were.
 */
export function crossValidate(examples: readonly Example[], thresholds: readonly number[]) {
  const scored: { adversarial: boolean; score: number }[] = [];
  for (const set of new Set(examples.map((e) => e.set))) {
    const model = train(examples.filter((e) => e.set !== set));
    for (const e of examples)
      if (e.set === set) scored.push({ adversarial: e.adversarial, score: adversarialScore(e.text, model) });
  }
  const adversarial = scored.filter((s) => s.adversarial);
  const fair = scored.filter((s) => !s.adversarial);
  return thresholds.map((threshold) => ({
    threshold,
    adversarialShare: adversarial.filter((s) => s.score > threshold).length / adversarial.length,
    fairFlagged: fair.filter((s) => s.score > threshold).length,
    fair: fair.length,
  }));
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
  const examples = tuningExamples();
  if (values.check) {
    for (const row of crossValidate(
      examples,
      [...new Set([1, 2, 2.5, 3, 3.5, ADVERSARIAL_THRESHOLD, 4.5])].sort((a, b) => a - b),
    )) {
      console.log(
        `threshold ${row.threshold}: ${(row.adversarialShare * 100).toFixed(1)}% of adversarial flagged, ` +
          `${row.fairFlagged} of ${row.fair} others`,
      );
    }
  } else {
    const file = path.join(import.meta.dirname, "../server/assistant/adversarial-model.json");
    const model = train(examples);
    writeFileSync(file, `${JSON.stringify(model, null, 2)}\n`);
    console.log(
      `${path.basename(file)}: ${Object.keys(model.weights).length} weights from ${examples.length} messages`,
    );
  }
}
