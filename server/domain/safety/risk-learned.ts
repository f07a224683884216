import model from './risk-learned.json' with { type: 'json' };

/**
 * A small learned scorer beside the concept model: logistic regression over word and character n-grams,
 * trained offline by scripts/train-risk-model.ts on the tuning material only (never a held-out set), its
 * weights in risk-learned.json. It catches phrasings that meet no concept of the lexicons but read like the
 * risky messages it learned from ("hoping my heart gives out"); the concept model still explains most flags.
 * Pure and deterministic: the same text always gets the same score.
 */

export interface LearnedModel {
  version: number;
  /** recall-first thresholds chosen by cross-validation on the tuning material (the script prints how) */
  threshold: { alone: number; withLow: number };
  bias: number;
  weights: Record<string, number>;
}

export const LEARNED: LearnedModel = model;

/** Character n-grams this long, inside words padded with a space, so "pastillas" and "pastilla" share most. */
const CHAR_N = [3, 4, 5];

/**
 * The features of a message, from its normalised and squeezed form (normalise.ts): each word, each pair of
 * neighbouring words, and the character n-grams of each word. Presence only, never counts.
 */
export function learnedFeatures(form: string): string[] {
  const words = form.split(' ').filter(Boolean);
  const features = new Set<string>();
  words.forEach((word, i) => {
    features.add(`w:${word}`);
    if (i > 0) features.add(`b:${words[i - 1]}_${word}`);
    const padded = ` ${word} `;
    for (const n of CHAR_N) for (let at = 0; at + n <= padded.length; at += 1) features.add(`c:${padded.slice(at, at + n)}`);
  });
  return [...features];
}

/** A model's weights split by feature kind and keyed without the prefix, so scoring builds no prefixed strings. */
interface Tables { w: Map<string, number>; b: Map<string, number>; c: Map<string, number> }
const TABLES = new WeakMap<LearnedModel, Tables>();

function tablesOf(m: LearnedModel): Tables {
  let tables = TABLES.get(m);
  if (!tables) {
    tables = { w: new Map(), b: new Map(), c: new Map() };
    for (const [feature, weight] of Object.entries(m.weights)) tables[feature.slice(0, 1) as keyof Tables].set(feature.slice(2), weight);
    TABLES.set(m, tables);
  }
  return tables;
}

/**
 * The probability the model gives to "risky", each present feature weighted by 1/sqrt(count) so long messages
 * do not win by length. The features are learnedFeatures' in the same order, met once each; a feature the
 * model has no weight for adds nothing to the sum, so only the known weights are kept, in that order.
 */
export function learnedScore(form: string, m: LearnedModel = LEARNED): number {
  const tables = tablesOf(m);
  const seen = { w: new Set<string>(), b: new Set<string>(), c: new Set<string>() };
  const known: number[] = [];
  let count = 0;
  const meet = (kind: keyof Tables, key: string) => {
    if (seen[kind].has(key)) return;
    seen[kind].add(key);
    count += 1;
    const weight = tables[kind].get(key);
    if (weight !== undefined) known.push(weight);
  };
  const words = form.split(' ').filter(Boolean);
  words.forEach((word, i) => {
    const again = seen.w.has(word);
    meet('w', word);
    if (i > 0) meet('b', `${words[i - 1]}_${word}`);
    if (again) return; // its character n-grams were all met the first time
    const padded = ` ${word} `;
    for (const n of CHAR_N) for (let at = 0; at + n <= padded.length; at += 1) meet('c', padded.slice(at, at + n));
  });
  if (count === 0) return 0;
  const scale = 1 / Math.sqrt(count);
  const z = known.reduce((sum, weight) => sum + weight * scale, m.bias);
  return 1 / (1 + Math.exp(-z));
}
