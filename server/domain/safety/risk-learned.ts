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

/** The probability the model gives to "risky", each present feature weighted by 1/sqrt(count) so long messages do not win by length. */
export function learnedScore(form: string, m: LearnedModel = LEARNED): number {
  const features = learnedFeatures(form);
  if (features.length === 0) return 0;
  const scale = 1 / Math.sqrt(features.length);
  const z = features.reduce((sum, f) => sum + (m.weights[f] ?? 0) * scale, m.bias);
  return 1 / (1 + Math.exp(-z));
}
