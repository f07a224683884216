/**
 * Trains the learned risk scorer (server/domain/safety/risk-learned.ts) on the training material
 * (scripts/risk-training/material.ts), estimates by grouped cross-validation (one file held out at a time) how
 * the whole screen generalises, chooses the regularisation and the thresholds on those held-out scores only, and
 * writes the weights to server/domain/safety/risk-learned.json.
 *
 *   npx tsx scripts/train-risk-model.ts          train, print the cross-validation, write the weights
 *   npx tsx scripts/train-risk-model.ts --check  print the cross-validation only
 *
 * The held-out set (tests/safety/crisis-heldout-3.json) is never read here: it measures the result.
 * Deterministic: the same material gives the same folds, weights and thresholds.
 */
import { writeFileSync } from 'node:fs';
import { chooseThresholds, conceptFlags, crossValidate, flags, rates, type Rates, type Scored, type Thresholds } from './risk-training/cross-validate.js';
import { train, type TrainOptions } from './risk-training/logistic.js';
import { featuresOf, loadMaterial } from './risk-training/material.js';

const OUT = 'server/domain/safety/risk-learned.json';
/** Pooled cross-validated false alarms of the whole screen, and in the worst held-out file: a fresh set is harsher. */
const FALSE_ALARM_BUDGET = 0.03;
const WORST_FILE_BUDGET = Number(process.env.FILE_FA ?? 0.04);
const flag = (name: string) => process.argv.includes(name);
const BASE: TrainOptions = {
  shape: { char: flag('--short-grams') ? [3, 4] : [3, 4, 5], across: !flag('--in-words'), concepts: !flag('--no-concepts'), bits: 19 },
  l2: 1e-3, epochs: Number(process.env.EPOCHS ?? 40), rate: 0.5, minCount: Number(process.env.MIN_COUNT ?? 1),
};
/** The regularisation tried; the one with the best cross-validated recall within the budget is kept. */
const L2_GRID = process.env.L2 ? [Number(process.env.L2)] : [3e-3, 1e-2, 3e-2];

const threshold = (t: Thresholds): Thresholds => ({ none: t.none, low: t.low, moderate: t.moderate, high: t.high });
const pct = (r: Rates) => `recall ${r.recall.toFixed(3)} (${r.hit}/${r.risky}), false alarms ${r.falseAlarms.toFixed(3)} (${r.alarms}/${r.ordinary})`;

function report(scored: Scored[], t: Thresholds): void {
  const at = (s: Scored) => flags(s, t);
  console.log(`  concept model alone: ${pct(rates(scored, conceptFlags))}`);
  console.log(`  whole screen at thresholds ${JSON.stringify(t)}: ${pct(rates(scored, at))}`);
  for (const group of [...new Set(scored.map((s) => s.group))]) {
    const rows = scored.filter((s) => s.group === group);
    console.log(`    held out ${group.padEnd(12)} ${pct(rates(rows, at))}; concepts alone ${pct(rates(rows, conceptFlags))}`);
  }
  for (const lang of ['es', 'en']) console.log(`    ${lang}: ${pct(rates(scored.filter((s) => s.lang === lang), at))}`);
  const categories = [...new Set(scored.filter((s) => s.risky).map((s) => s.category))].sort();
  console.log(`    recall by category: ${categories.map((c) => { const r = rates(scored.filter((s) => s.category === c), at); return `${c} ${r.hit}/${r.risky}`; }).join(', ')}`);
  const negatives = [...new Set(scored.filter((s) => !s.risky).map((s) => s.category))].sort();
  console.log(`    false alarms by family: ${negatives.map((c) => { const r = rates(scored.filter((s) => s.category === c), at); return `${c} ${r.alarms}/${r.ordinary}`; }).join(', ')}`);
}

const examples = loadMaterial();
console.log(`grouped cross-validation on ${examples.length} messages (${examples.filter((e) => e.risky).length} risky), one file held out at a time`);
let chosen: { options: TrainOptions; scored: Scored[]; t: Thresholds & Rates } | null = null;
for (const l2 of L2_GRID) {
  const options = { ...BASE, l2 };
  const scored = crossValidate(examples, options);
  const t = chooseThresholds(scored, FALSE_ALARM_BUDGET, WORST_FILE_BUDGET);
  console.log(`l2 ${l2}: ${pct(t)} at ${JSON.stringify(threshold(t))}`);
  for (const fileBudget of [0.06, 0.08, 0.1, 1]) {
    const loose = chooseThresholds(scored, FALSE_ALARM_BUDGET, fileBudget);
    console.log(`    (were every held-out file allowed ${fileBudget} false alarms: ${pct(loose)} at ${JSON.stringify(threshold(loose))})`);
  }
  if (!chosen || t.recall > chosen.t.recall) chosen = { options, scored, t };
}
if (!chosen) throw new Error('no material');
console.log(`chosen l2 ${chosen.options.l2}`);
report(chosen.scored, threshold(chosen.t));
if (!process.argv.includes('--check')) {
  const { options, t } = chosen;
  const model = { ...train(examples.map((e) => ({ features: featuresOf(e, options.shape), risky: e.risky })), options), threshold: threshold(t) };
  writeFileSync(OUT, `${JSON.stringify(model, null, 0)}\n`);
  console.log(`wrote ${OUT}: ${Object.keys(model.weights).length} weights`);
}
