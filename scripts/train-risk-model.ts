/**
 * Trains the learned risk scorer (server/domain/safety/risk-learned.ts) on the tuning material only, estimates
 * by k-fold cross-validation how the concept model and the two together generalise, chooses the thresholds on
 * those cross-validated scores, and writes the weights to server/domain/safety/risk-learned.json.
 *
 *   npx tsx scripts/train-risk-model.ts          train, print the cross-validation, write the weights
 *   npx tsx scripts/train-risk-model.ts --check  print the cross-validation only
 *
 * The fresh held-out set (tests/safety/crisis-heldout-2.json) is never read here: it measures the result.
 * Deterministic: the same material gives the same folds, weights and thresholds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { learnedFeatures, learnedScore, type LearnedModel } from '../server/domain/safety/risk-learned.js';
import { learnedForm, screenRisk } from '../server/domain/safety/risk-screen.js';

const TUNING_FILES = ['tests/safety/crisis-eval.json', 'tests/safety/crisis-tuning.json', 'tests/safety/crisis-heldout.json'];
const OUT = 'server/domain/safety/risk-learned.json';
const FOLDS = 5;
const EPOCHS = 60;
const L2 = 1e-3;
const RATE = 0.5;
/** Cross-validated false alarms the learned path may raise on its own when choosing its thresholds. */
const LEARNED_FALSE_ALARMS = 0.0075;
const MIN_FEATURE_COUNT = 2;

interface Example { text: string; risky: boolean; category: string; form: string; features: string[] }

function load(): Example[] {
  return TUNING_FILES.flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>).map((row) => {
    const text = String(row.text);
    const form = learnedForm(text);
    const risky = row.risky === true || row.label === 'risk';
    return { text, risky, category: String(row.category ?? row.kind ?? 'negative'), form, features: learnedFeatures(form) };
  }));
}

/** A fixed shuffle (a linear congruential generator), so folds mix the files and stay the same run to run. */
function foldOf(examples: Example[]): number[] {
  let seed = 20261123;
  const order = examples.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const folds = new Array<number>(examples.length);
  order.forEach((index, rank) => { folds[index] = rank % FOLDS; });
  return folds;
}

/** Logistic regression by stochastic gradient descent in a fixed order, L2-regularised, classes weighted equal. */
function train(examples: Example[]): LearnedModel {
  const counts = new Map<string, number>();
  for (const e of examples) for (const f of e.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const weights = new Map<string, number>();
  let bias = 0;
  const positives = examples.filter((e) => e.risky).length;
  const classWeight = { true: examples.length / (2 * positives), false: examples.length / (2 * (examples.length - positives)) };
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    const rate = RATE / (1 + epoch * 0.1);
    for (const e of examples) {
      const kept = e.features.filter((f) => (counts.get(f) ?? 0) >= MIN_FEATURE_COUNT);
      const scale = 1 / Math.sqrt(Math.max(1, e.features.length));
      const z = kept.reduce((sum, f) => sum + (weights.get(f) ?? 0) * scale, bias);
      const gradient = (1 / (1 + Math.exp(-z)) - (e.risky ? 1 : 0)) * classWeight[`${e.risky}`];
      bias -= rate * gradient * 0.1;
      for (const f of kept) {
        const w = weights.get(f) ?? 0;
        weights.set(f, w - rate * (gradient * scale + L2 * w));
      }
    }
  }
  const rounded = [...weights].filter(([, w]) => Math.abs(w) >= 0.005).sort(([a], [b]) => a.localeCompare(b))
    .map(([f, w]) => [f, Math.round(w * 1000) / 1000] as const);
  return { version: 1, threshold: { alone: 1, withLow: 1 }, bias: Math.round(bias * 1000) / 1000, weights: Object.fromEntries(rounded) };
}

interface Scored { risky: boolean; category: string; concept: 'none' | 'low' | 'flag'; open: boolean; p: number }

/** For each example, the model trained without its fold: its score, the concept verdict, and whether a frame or game would hold a learned flag back. */
function crossValidate(examples: Example[]): Scored[] {
  const folds = foldOf(examples);
  const scored = new Array<Scored>(examples.length);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const model = train(examples.filter((_, i) => folds[i] !== fold));
    const always = { ...model, threshold: { alone: 0, withLow: 0 } };
    examples.forEach((e, i) => {
      if (folds[i] !== fold) return;
      const alone = screenRisk(e.text, null);
      const concept = alone.risk ? 'flag' as const : alone.level === 'low' ? 'low' as const : 'none' as const;
      scored[i] = { risky: e.risky, category: e.category, concept, open: screenRisk(e.text, always).risk, p: learnedScore(e.form, model) };
    });
  }
  return scored;
}

/**
 * The learned path judged on its own, as if the concept model flagged nothing: the concept model was tuned on
 * every fold, so its verdicts there say little about new text, while the learned scores here are honest.
 */
const learnedFlags = (s: Scored, alone: number, withLow: number) => s.open && (s.p >= alone || (s.concept !== 'none' && s.p >= withLow));
const together = (s: Scored, alone: number, withLow: number) => s.concept === 'flag' || learnedFlags(s, alone, withLow);

function rates(scored: Scored[], flags: (s: Scored) => boolean) {
  const risky = scored.filter((s) => s.risky);
  const ordinary = scored.filter((s) => !s.risky);
  return { recall: risky.filter(flags).length / risky.length, falseAlarms: ordinary.filter(flags).length / ordinary.length };
}

/** The thresholds with the best cross-validated recall of the learned path whose own false alarms stay within the budget. */
function chooseThresholds(scored: Scored[]) {
  const grid = Array.from({ length: 39 }, (_, i) => Math.round((0.05 + i * 0.025) * 1000) / 1000);
  let best = { alone: 1, withLow: 1, ...rates(scored, (s) => learnedFlags(s, 1, 1)) };
  for (const alone of grid) for (const withLow of grid.filter((t) => t <= alone)) {
    const r = rates(scored, (s) => learnedFlags(s, alone, withLow));
    if (r.falseAlarms <= LEARNED_FALSE_ALARMS + 1e-9 && (r.recall > best.recall || (r.recall === best.recall && alone + withLow > best.alone + best.withLow))) best = { alone, withLow, ...r };
  }
  return best;
}

const pct = (n: number) => n.toFixed(3);

function report(scored: Scored[], best: ReturnType<typeof chooseThresholds>): void {
  const concept = rates(scored, (s) => s.concept === 'flag');
  const both = rates(scored, (s) => together(s, best.alone, best.withLow));
  console.log(`${FOLDS}-fold cross-validation on ${scored.length} tuning messages (${scored.filter((s) => s.risky).length} risky)`);
  console.log(`  concept model alone (tuned on every fold, so optimistic): recall ${pct(concept.recall)}, false alarms ${pct(concept.falseAlarms)}`);
  for (const t of [0.5, 0.6, 0.7, 0.8, 0.9]) {
    const r = rates(scored, (s) => s.open && s.p >= t);
    console.log(`  learned scorer alone at ${t}: recall ${pct(r.recall)}, false alarms ${pct(r.falseAlarms)}`);
  }
  console.log(`  learned path at ${best.alone} alone / ${best.withLow} with a weak concept: recall ${pct(best.recall)}, false alarms ${pct(best.falseAlarms)}`);
  console.log(`  together: recall ${pct(both.recall)}, false alarms ${pct(both.falseAlarms)}`);
  const categories = [...new Set(scored.filter((s) => s.risky).map((s) => s.category))].sort();
  console.log(`  learned path recall by category: ${categories.map((c) => {
    const rows = scored.filter((s) => s.risky && s.category === c);
    return `${c} ${rows.filter((s) => learnedFlags(s, best.alone, best.withLow)).length}/${rows.length}`;
  }).join(', ')}`);
}

const examples = load();
const scored = crossValidate(examples);
const best = chooseThresholds(scored);
report(scored, best);
if (!process.argv.includes('--check')) {
  const model = { ...train(examples), threshold: { alone: best.alone, withLow: best.withLow } };
  writeFileSync(OUT, `${JSON.stringify(model, null, 0)}\n`);
  console.log(`wrote ${OUT}: ${Object.keys(model.weights).length} weights`);
}
