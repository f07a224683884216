import type { RiskLevel } from '../../server/domain/safety/conversation-risk.js';
import { learnedScore } from '../../server/domain/safety/risk-learned.js';
import { featuresOf, type Example } from './material.js';
import { train, type TrainOptions } from './logistic.js';

/**
 * Grouped cross-validation: each file of the material is held out in turn, the scorer is trained on the others
 * and scores the file it never saw. The thresholds are then chosen on those scores only.
 */

export interface Scored extends Example { p: number }
export type Thresholds = Record<RiskLevel, number>;
const LEVELS: readonly RiskLevel[] = ['none', 'low', 'moderate', 'high'];

export function crossValidate(examples: Example[], options: TrainOptions): Scored[] {
  const groups = [...new Set(examples.map((e) => e.group))];
  const scored = new Map<Example, number>();
  for (const group of groups) {
    const model = train(examples.filter((e) => e.group !== group).map((e) => ({ features: featuresOf(e, options.shape), risky: e.risky })), options);
    for (const e of examples) if (e.group === group) scored.set(e, learnedScore(e.form, e.concepts, model));
  }
  return examples.map((e) => ({ ...e, p: scored.get(e) ?? 0 }));
}

const raisedLevel = (level: RiskLevel) => level === 'none' || level === 'low';

/** The screen's verdict with these thresholds (scoreConcepts in risk-model.ts): a weak verdict raised, a flag kept. */
export const flags = (s: Scored, t: Thresholds): boolean => (raisedLevel(s.level) ? s.open && s.p >= t[s.level] : s.firm || s.p >= t[s.level]);
export const conceptFlags = (s: Scored): boolean => !raisedLevel(s.level);

export interface Rates { recall: number; falseAlarms: number; hit: number; risky: number; alarms: number; ordinary: number }

export function rates(rows: Scored[], flagged: (s: Scored) => boolean): Rates {
  const risky = rows.filter((s) => s.risky);
  const ordinary = rows.filter((s) => !s.risky);
  const hit = risky.filter(flagged).length;
  const alarms = ordinary.filter(flagged).length;
  return { recall: risky.length ? hit / risky.length : 1, falseAlarms: ordinary.length ? alarms / ordinary.length : 0, hit, risky: risky.length, alarms, ordinary: ordinary.length };
}

/** A raise needs the scorer to find the message more likely risky than not (the classes are weighted equal in training). */
const RAISE_GRID = [...Array.from({ length: 19 }, (_, i) => Math.round((0.525 + i * 0.025) * 1000) / 1000), 1.01];
const KEEP_GRID = [0, ...Array.from({ length: 19 }, (_, i) => Math.round((0.05 + i * 0.05) * 1000) / 1000)];

/**
 * The thresholds with the best cross-validated recall of the whole screen whose false alarms stay within the
 * budget, both pooled and in every held-out file with enough ordinary messages to say (a fresh set is harsher
 * than the pool); ties go to fewer false alarms, then to the learned scorer acting less. Each level's flags
 * depend on its own threshold only, so they are counted once per level and threshold and added up.
 */
export function chooseThresholds(scored: Scored[], budget: number, fileBudget: number): Thresholds & Rates {
  const files = [...new Set(scored.map((s) => s.group))].filter((g) => scored.filter((s) => s.group === g && !s.risky).length >= 50);
  const slots = ['all', ...files];
  const count = (level: RiskLevel, t: number) => slots.map((slot) => {
    const rows = scored.filter((s) => s.level === level && (slot === 'all' || s.group === slot) && flags(s, { none: t, low: t, moderate: t, high: t }));
    return [rows.filter((s) => s.risky).length, rows.filter((s) => !s.risky).length] as const;
  });
  const grids = LEVELS.map((level) => (raisedLevel(level) ? RAISE_GRID : KEEP_GRID).map((t) => ({ t, counts: count(level, t) })));
  const ordinary = slots.map((slot) => scored.filter((s) => !s.risky && (slot === 'all' || s.group === slot)).length);
  const limit = slots.map((_, i) => (i === 0 ? budget : fileBudget) * (ordinary[i] ?? 0) + 1e-9);
  let best: { t: number[]; hit: number; alarms: number; acts: number } | null = null;
  const [gn, gl, gm, gh] = grids as [typeof grids[0], typeof grids[0], typeof grids[0], typeof grids[0]];
  for (const n of gn) for (const l of gl) for (const m of gm) for (const h of gh) {
    const parts = [n, l, m, h];
    if (slots.some((_, i) => parts.reduce((sum, p) => sum + (p.counts[i]?.[1] ?? 0), 0) > (limit[i] ?? 0))) continue;
    const hit = parts.reduce((sum, p) => sum + (p.counts[0]?.[0] ?? 0), 0);
    const alarms = parts.reduce((sum, p) => sum + (p.counts[0]?.[1] ?? 0), 0);
    const acts = n.t + l.t - m.t - h.t;
    if (!best || hit > best.hit || (hit === best.hit && (alarms < best.alarms || (alarms === best.alarms && acts > best.acts)))) best = { t: parts.map((p) => p.t), hit, alarms, acts };
  }
  const [none = 1.01, low = 1.01, moderate = 0, high = 0] = best?.t ?? [];
  const t = { none, low, moderate, high };
  return { ...t, ...rates(scored, (s) => flags(s, t)) };
}
