import { existsSync, readFileSync } from 'node:fs';
import { learnedFeatures, type LearnedFeatureShape } from '../../server/domain/safety/risk-learned.js';
import { learnedInput, screenRisk } from '../../server/domain/safety/risk-screen.js';
import { LEARNED } from '../../server/domain/safety/risk-learned.js';
import type { RiskLevel } from '../../server/domain/safety/conversation-risk.js';

/**
 * The training material of the learned risk scorer, one group per file: cross-validation holds out a whole
 * file at a time, so each estimate is of text written by other hands than the text it was trained on.
 * The held-out set (tests/safety/crisis-heldout-3.json) is never read here: it measures the result.
 */
export const MATERIAL = [
  'tests/safety/crisis-eval.json',
  'tests/safety/crisis-tuning.json',
  'tests/safety/crisis-heldout.json',
  'tests/safety/crisis-heldout-2.json',
  'tests/safety/crisis-train-short.json',
  'tests/safety/crisis-train-long.json',
  'tests/safety/crisis-train-es.json',
  'tests/safety/crisis-train-en.json',
  'tests/safety/crisis-train-es-2.json',
  'tests/safety/crisis-train-en-2.json',
  'tests/safety/crisis-train-mixed.json',
];

export interface Example {
  group: string;
  text: string;
  lang: string;
  risky: boolean;
  category: string;
  form: string;
  concepts: string[];
  /** the concept model's level, before the learned scorer */
  level: RiskLevel;
  /** whether the learned scorer may raise it (no reading frame without a first-person signal, no veto) */
  open: boolean;
  /** a flag the learned scorer may not hold back (two rules agree on it) */
  firm: boolean;
}

/** A model that passes any score, so that the screen answers whether a learned flag may stand. */
const ALWAYS = { ...LEARNED, threshold: { none: 0, low: 0, moderate: 0, high: 0 } };
/** A model that passes no score, so that the screen answers which flags stand whatever the learned scorer says. */
const NEVER = { ...LEARNED, threshold: { none: 2, low: 2, moderate: 2, high: 2 } };


export function loadMaterial(files: string[] = MATERIAL): Example[] {
  return files.filter((file) => existsSync(file)).flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>).map((row) => {
    const text = String(row.text);
    const alone = screenRisk(text, null);
    return {
      group: file.replace(/^.*\/crisis-|\.json$/g, ''),
      text,
      lang: String(row.lang ?? row.language ?? '?'),
      risky: row.risky === true || row.label === 'risk',
      category: String(row.category ?? row.kind ?? 'negative'),
      ...learnedInput(text),
      level: alone.level ?? 'none',
      open: screenRisk(text, ALWAYS).risk,
      firm: screenRisk(text, NEVER).risk,
    };
  }));
}

export const featuresOf = (e: Example, shape: LearnedFeatureShape): number[] => learnedFeatures(e.form, e.concepts, shape);
