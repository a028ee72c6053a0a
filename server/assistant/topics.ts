import { termsOf } from "./retrieval.ts";
import model from "./topic-model.json" with { type: "json" };
import { conceptsIn } from "./vocabulary.ts";

/**
 * Which entry of the content index answers a question, as a learned second
 * opinion for the search: a softmax regression over the question's stems,
 * pairs of stems and concepts (and those of the earlier question it follows
 * up), trained by scripts/train-topic-model.ts on the tuning halves of the
 * visitor sets alone. Each question is labelled with the entries, on the
 * pages its writer said hold the answer, that state the most of the facts
 * the writer expected.
 *
 * The vocabulary holds the ways of naming a concept that its writers thought
 * of; a new writer's paraphrase ("what did the works come to per square
 * foot?") often uses none of them, but shares words with what other writers
 * asked of the same entry. The search lifts each of the entries the words
 * found by how likely this model finds it (retrieval.ts): it re-orders them
 * and adds none (decision 045).
 */
export type TopicModel = {
  /** The tuning halves it was trained on, by file name: a set added since is not in it yet. */
  sets?: readonly string[];
  /** The entries, by id. */
  entries: readonly string[];
  /** Per entry. */
  bias: readonly number[];
  /**
   * Per feature, its weights that matter, as pairs in one list: an entry's place in `entries`, then the weight
   * ([3, 0.52, 17, -0.1] is 0.52 for the fourth entry and -0.1 for the eighteenth; 0 for every other).
   */
  weights: Readonly<Record<string, readonly number[]>>;
};

/** The model's features of a normalised question and of the earlier question it follows up ("" when none). */
export function topicFeatures(text: string, earlier = ""): string[] {
  const features = new Set<string>();
  const add = (of: string, prefix: string) => {
    const stems = termsOf(of);
    for (const s of stems) features.add(prefix + s);
    for (let i = 1; i < stems.length; i++) features.add(`${prefix}${stems[i - 1]} ${stems[i]}`);
    for (const c of conceptsIn(of)) features.add(`${prefix}concept:${c.id}`);
  };
  add(text, "");
  // The earlier question sets the context: its words count, as words of another place.
  if (earlier) add(earlier, "earlier:");
  return [...features];
}

/** Each entry's probability of holding the answer, by id, from the features of a question. */
export function entryProbabilities(features: readonly string[], of: TopicModel): Map<string, number> {
  const z = [...of.bias];
  for (const feature of features) {
    // Own properties only: "constructor" in a question is a word, not the object's.
    if (!Object.hasOwn(of.weights, feature)) continue;
    const pairs = of.weights[feature] as readonly number[];
    for (let i = 0; i < pairs.length; i += 2) {
      const k = pairs[i] as number;
      z[k] = (z[k] as number) + (pairs[i + 1] as number);
    }
  }
  const top = Math.max(...z);
  const exp = z.map((v) => Math.exp(v - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return new Map(of.entries.map((id, k) => [id, (exp[k] as number) / sum]));
}

/** The committed model's probabilities for a question (normalised) and the earlier one it follows up. */
export function likelyEntries(text: string, earlier = "", of: TopicModel = model): Map<string, number> {
  return entryProbabilities(topicFeatures(text, earlier), of);
}
