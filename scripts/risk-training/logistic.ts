import type { LearnedFeatureShape, LearnedModel } from '../../server/domain/safety/risk-learned.js';

/**
 * Logistic regression by stochastic gradient descent in a fixed order, L2-regularised, the two classes weighted
 * equal; features are indexed once so an epoch is array arithmetic. Deterministic: the same rows give the same
 * weights.
 */

export interface TrainOptions { shape: LearnedFeatureShape; l2: number; epochs: number; rate: number; minCount: number }
export interface Row { features: number[]; risky: boolean }

export function train(rows: Row[], options: TrainOptions): LearnedModel {
  const index = new Map<number, number>();
  const counts: number[] = [];
  for (const row of rows) for (const f of new Set(row.features)) {
    const at = index.get(f) ?? index.size;
    if (at === index.size) index.set(f, at);
    counts[at] = (counts[at] ?? 0) + 1;
  }
  const encoded = rows.map((row) => ({
    kept: Int32Array.from(row.features.map((f) => index.get(f) ?? -1).filter((i) => (counts[i] ?? 0) >= options.minCount)),
    scale: 1 / Math.sqrt(Math.max(1, row.features.length)),
    target: row.risky ? 1 : 0,
  }));
  const positives = rows.filter((r) => r.risky).length;
  const classWeight = [rows.length / (2 * (rows.length - positives)), rows.length / (2 * positives)];
  const weights = new Float64Array(index.size);
  let bias = 0;
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    const rate = options.rate / (1 + epoch * 0.1);
    for (const { kept, scale, target } of encoded) {
      let z = bias;
      for (const i of kept) z += (weights[i] ?? 0) * scale;
      const gradient = (1 / (1 + Math.exp(-z)) - target) * (classWeight[target] ?? 1);
      bias -= rate * gradient * 0.1;
      for (const i of kept) weights[i] = (weights[i] ?? 0) - rate * (gradient * scale + options.l2 * (weights[i] ?? 0));
    }
  }
  const kept = [...index].map(([f, i]) => [f, Math.round((weights[i] ?? 0) * 1000) / 1000] as const)
    .filter(([, w]) => Math.abs(w) >= 0.005).sort(([a], [b]) => a - b);
  return { version: 2, features: options.shape, threshold: { none: 1.01, low: 1.01, moderate: 0, high: 0 }, bias: Math.round(bias * 1000) / 1000, weights: Object.fromEntries(kept) };
}
