import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import cases from '../safety/crisis-eval.json' with { type: 'json' };
import wornCases from '../safety/crisis-heldout.json' with { type: 'json' };
import wornCases2 from '../safety/crisis-heldout-2.json' with { type: 'json' };
import tuningCases from '../safety/crisis-tuning.json' with { type: 'json' };
import shortCases from '../safety/crisis-train-short.json' with { type: 'json' };
import longCases from '../safety/crisis-train-long.json' with { type: 'json' };
import spanishCases from '../safety/crisis-train-es.json' with { type: 'json' };
import englishCases from '../safety/crisis-train-en.json' with { type: 'json' };
import spanishCases2 from '../safety/crisis-train-es-2.json' with { type: 'json' };
import englishCases2 from '../safety/crisis-train-en-2.json' with { type: 'json' };
import mixedCases from '../safety/crisis-train-mixed.json' with { type: 'json' };
import learnedModel from '../../server/domain/safety/risk-learned.json' with { type: 'json' };
import { joinSpelled, matcher, normalise, squeeze, textForms } from '../../server/domain/safety/normalise.js';
import type { Concept } from '../../server/domain/safety/concept-lexicon.js';
import { learnedScore } from '../../server/domain/safety/risk-learned.js';
import { scoreConcepts } from '../../server/domain/safety/risk-model.js';
import { explainRisk, learnedInput, learnedScoreOf, phraseKinds, RISK_PATTERN_VERSION, screenRisk, type RiskKind } from '../../server/domain/safety/risk-screen.js';

/**
 * Measured apart (docs/crisis-resources.md says how each part was made):
 * - the tuning part: every file the lexicons or the learned scorer were tuned or trained on: the project's earlier
 *   set, the rounds grown for issue 11, the first and second held-out sets (both worn: their figures were read while
 *   tuning) and the seven blind-written training sets. Its figures are a regression floor, not an estimate; its misses
 *   are listed. The honest estimate of the tuning material is the grouped cross-validation that
 *   scripts/train-risk-model.ts prints.
 * - the held-out part: tests/safety/crisis-heldout-3.json, written blind by another helper from the category
 *   descriptions only, kept out of this worktree while the model was made, and added by the lead at merge. Only
 *   aggregate figures are printed for it, never a text or a per-message result, so that nobody tunes on it. It is
 *   what the targets below hold to.
 */

interface LegacyCase { text: string; language: 'es' | 'en'; label: 'risk' | 'safe'; kind?: RiskKind }
interface CategoryCase { text: string; lang: 'es' | 'en'; risky: boolean; category: string }
interface Case { text: string; language: 'es' | 'en'; risky: boolean; category: string; kind?: RiskKind }
interface Scored extends Case { flagged: boolean; kinds: RiskKind[] }

const SET = cases as LegacyCase[];
const legacy: Case[] = SET.map((c) => ({ text: c.text, language: c.language, risky: c.label === 'risk', category: c.kind ?? 'negative', kind: c.kind }));
const fromCategories = (rows: CategoryCase[]): Case[] => rows.map((c) => ({ text: c.text, language: c.lang, risky: c.risky, category: c.category }));
const KINDS: RiskKind[] = ['explicit', 'coded', 'indirect'];
const LANGUAGES = ['en', 'es'] as const;
const CATEGORIES = ['ideation', 'means', 'intent', 'preparation', 'burden', 'entrapment', 'self_harm', 'coded', 'third_person', 'past_attempt'];
const NEGATIVE_FAMILIES = ['idiom', 'gaming', 'cooking', 'medication', 'grief', 'fiction_study', 'farewell_work', 'disappear'];

const score = (rows: Case[]): Scored[] => rows.map((c) => {
  const screen = screenRisk(c.text);
  return { ...c, flagged: screen.risk, kinds: screen.kinds };
});

const worn = score(fromCategories([...wornCases, ...wornCases2] as CategoryCase[]));
const training = score(fromCategories([...shortCases, ...longCases, ...spanishCases, ...englishCases, ...spanishCases2, ...englishCases2, ...mixedCases] as CategoryCase[]));
const tuning = [...score([...legacy, ...fromCategories(tuningCases as CategoryCase[])]), ...worn, ...training];

/** The held-out set, added by the lead at merge; absent while the model is being made. */
const HELD_OUT_FILE = 'tests/safety/crisis-heldout-3.json';
const heldOut = existsSync(HELD_OUT_FILE) ? score(fromCategories(JSON.parse(readFileSync(HELD_OUT_FILE, 'utf8')) as CategoryCase[])) : null;

interface Ratio { hit: number; total: number; value: number }
const ratio = (hit: number, total: number): Ratio => ({ hit, total, value: total === 0 ? 1 : hit / total });
const recall = (rows: Scored[]): Ratio => ratio(rows.filter((c) => c.risky && c.flagged).length, rows.filter((c) => c.risky).length);
const falseAlarms = (rows: Scored[]): Ratio => ratio(rows.filter((c) => !c.risky && c.flagged).length, rows.filter((c) => !c.risky).length);
const show = (r: Ratio) => `${r.value.toFixed(3)} (${r.hit}/${r.total})`;

/** Aggregates only: safe to print for the held-out part. */
function figures(name: string, rows: Scored[]): string[] {
  const categories = [...new Set(rows.filter((c) => c.risky).map((c) => c.category))].sort();
  const families = [...new Set(rows.filter((c) => !c.risky).map((c) => c.category))].sort();
  return [
    `${name}: ${rows.length} messages, ${rows.filter((c) => c.risky).length} risky, ${rows.filter((c) => !c.risky).length} ordinary`,
    `  recall ${show(recall(rows))}   false alarms ${show(falseAlarms(rows))}`,
    `  ${LANGUAGES.map((l) => `${l}: recall ${show(recall(rows.filter((c) => c.language === l)))} false alarms ${show(falseAlarms(rows.filter((c) => c.language === l)))}`).join('   ')}`,
    `  recall by category: ${categories.map((k) => `${k} ${recall(rows.filter((c) => c.category === k)).hit}/${recall(rows.filter((c) => c.category === k)).total}`).join(', ')}`,
    `  false alarms by family: ${families.map((k) => `${k} ${falseAlarms(rows.filter((c) => c.category === k)).hit}/${falseAlarms(rows.filter((c) => c.category === k)).total}`).join(', ')}`,
  ];
}

function tuningReport(): string {
  return [
    `crisis-eval, patterns v${RISK_PATTERN_VERSION}, learned scorer v${learnedModel.version}, run ${new Date().toISOString().slice(0, 10)}`,
    ...figures('tuning part (trained and tuned on: a regression floor, not an estimate)', tuning),
    ...figures('  of which the first and second held-out sets (worn: now tuning material)', worn),
    ...figures('  of which the seven blind-written training sets', training),
    '  misses:',
    ...tuning.filter((c) => c.risky && !c.flagged).map((c) => `    [${c.language} ${c.category}] ${c.text}`),
    '  false alarms:',
    ...tuning.filter((c) => !c.risky && c.flagged).map((c) => `    [${c.language} ${c.category}] ${c.text}  <- ${screenRisk(c.text).concepts?.join(', ')}`),
  ].join('\n');
}

describe('crisis evaluation, tuning part', () => {
  const ours = tuning.filter((c) => !c.kind);
  it('holds every category in both languages, and hard negatives for every family', () => {
    expect(tuning.length).toBeGreaterThan(3000);
    for (const category of CATEGORIES) {
      for (const language of LANGUAGES) expect(ours.filter((c) => c.risky && c.category === category && c.language === language).length, `${category}/${language}`).toBeGreaterThanOrEqual(3);
    }
    for (const family of NEGATIVE_FAMILIES) expect(ours.filter((c) => !c.risky && c.category === family).length, family).toBeGreaterThanOrEqual(4);
  });

  /* The floor is what the committed model reaches on what it was trained on, less a little: a regression guard. */
  it('meets its floor: recall 0.89, every kind of the earlier set 0.9, false alarms at most 2%', () => {
    console.log(tuningReport());
    expect(recall(tuning).value).toBeGreaterThanOrEqual(0.89);
    for (const kind of KINDS) expect(recall(tuning.filter((c) => c.kind === kind)).value, kind).toBeGreaterThanOrEqual(0.9);
    expect(falseAlarms(tuning).value).toBeLessThanOrEqual(0.02);
  });
});

/*
 * Issue 11's target is recall 0.95 with at most 5% false alarms on the held-out part; the output says MET or NOT MET.
 * What fails the suite is false alarms past 5% or recall below RECALL_FLOOR, which the lead sets from the figure
 * measured at merge: raise it with the figure, never lower it.
 */
const TARGET_RECALL = 0.95;
const MAX_FALSE_ALARMS = 0.05;
const RECALL_FLOOR = 0.82;

describe('crisis evaluation, held-out part', () => {
  it.runIf(heldOut === null)(`is not in this checkout (${HELD_OUT_FILE}): the held-out figure is not measured here`, () => {
    console.log(`crisis-eval held-out: ${HELD_OUT_FILE} is absent, so the held-out figure is skipped; the lead adds it at merge`);
    expect(existsSync(HELD_OUT_FILE)).toBe(false);
  });

  it.runIf(heldOut !== null)('holds risky and ordinary messages in es and en', () => {
    const rows = heldOut ?? [];
    expect(rows.filter((c) => c.risky).length).toBeGreaterThan(0);
    expect(rows.filter((c) => !c.risky).length).toBeGreaterThan(0);
    expect(new Set(rows.map((c) => c.language))).toEqual(new Set(LANGUAGES));
  });

  it.runIf(heldOut !== null)('reports recall and false alarms against the targets, and holds the floor (aggregates only)', () => {
    const rows = heldOut ?? [];
    const reached = recall(rows).value;
    const alarms = falseAlarms(rows).value;
    const met = reached >= TARGET_RECALL && alarms <= MAX_FALSE_ALARMS;
    console.log([
      `crisis-eval held-out (${HELD_OUT_FILE}), patterns v${RISK_PATTERN_VERSION}, learned scorer v${learnedModel.version}, run ${new Date().toISOString().slice(0, 10)}`,
      ...figures('held-out part', rows),
      `target recall ${TARGET_RECALL}, false alarms at most ${MAX_FALSE_ALARMS}: ${met ? 'MET' : 'NOT MET'} (recall floor held by this test: ${RECALL_FLOOR})`,
    ].join('\n'));
    expect(reached).toBeGreaterThanOrEqual(RECALL_FLOOR);
    expect(alarms).toBeLessThanOrEqual(MAX_FALSE_ALARMS);
  });
});

describe('the learned scorer', () => {
  it('was trained with thresholds from cross-validation, and scores the same text the same way every time', () => {
    const { none, low, moderate, high } = learnedModel.threshold;
    for (const t of [none, low]) expect(t).toBeGreaterThan(0.5);
    for (const t of [none, low, moderate, high]) expect(t).toBeGreaterThanOrEqual(0);
    for (const t of [moderate, high]) expect(t).toBeLessThanOrEqual(1);
    const text = 'i keep wishing my heart would just give out in my sleep';
    expect(learnedScoreOf(text)).toBe(learnedScoreOf(text));
    const { form, concepts } = learnedInput(text);
    expect(learnedScore(form, concepts)).toBe(learnedScoreOf(text));
    expect(learnedScore('')).toBe(0);
  });

  it('raises a weak concept signal or none past its threshold, holds a flag back below it, and says so in the explanation', () => {
    const threshold = { none: 0.9, low: 0.7, moderate: 0.3, high: 0.1 };
    const weak = new Set<Concept>(['calm']);
    expect(scoreConcepts(weak, [], false, { score: 0.75, threshold })).toMatchObject({ level: 'moderate', kinds: ['indirect'] });
    expect(scoreConcepts(weak, [], false, { score: 0.75, threshold }).concepts).toContain('learned:0.75');
    expect(scoreConcepts(weak, [], false, { score: 0.65, threshold }).level).toBe('low');
    expect(scoreConcepts(new Set<Concept>(), [], false, { score: 0.75, threshold }).level).toBe('none');
    expect(scoreConcepts(new Set<Concept>(), [], false, { score: 0.95, threshold }).level).toBe('moderate');
    expect(scoreConcepts(new Set<Concept>(['calm', 'frame']), [], false, { score: 0.95, threshold }).level).toBe('low');
    expect(scoreConcepts(new Set<Concept>(['ideation', 'frame']), [], false, { score: 0.95, threshold }).level).toBe('moderate');
    const held = scoreConcepts(new Set<Concept>(['ideation']), [], false, { score: 0.2, threshold });
    expect(held).toMatchObject({ level: 'low', kinds: [] });
    expect(held.concepts).toContain('learned:0.20');
    expect(scoreConcepts(new Set<Concept>(['ideation']), [], false, { score: 0.35, threshold }).level).toBe('moderate');
    // two rules that agree, or an explicit phrase in the writer's voice, stand whatever the score
    expect(scoreConcepts(new Set<Concept>(['means', 'lethality', 'research']), [], false, { score: 0.01, threshold }).level).toBe('moderate');
    expect(scoreConcepts(new Set<Concept>(), ['explicit'], true, { score: 0.01, threshold }).level).toBe('moderate');
  });

  it('is lowered by a reading, study, news or fiction frame, but never clears a first-person signal', () => {
    const framed = 'a novel where the detective investigates a suicide off the highest bridge in town';
    expect(screenRisk(framed).risk).toBe(false);
    expect(screenRisk(`${framed}, and honestly i want to die too`).risk).toBe(true);
    expect(screenRisk('for my psych exam i need to know the warning signs of suicide').risk).toBe(false);
  });
});

describe('normalise', () => {
  it('lowercases and strips accents', () => {
    expect(normalise('Suicidarme MAÑANA, él sabrá')).toBe('suicidarme manana el sabra');
  });

  it('keeps at most two of a repeated letter', () => {
    expect(normalise('QUIEROOOO morirrrr')).toBe('quieroo morirr');
    expect(normalise('kill')).toBe('kill');
  });

  it('undoes leetspeak inside words but leaves numbers alone', () => {
    expect(normalise('su1c1de')).toBe('suicide');
    expect(normalise('m4t4rme')).toBe('matarme');
    expect(normalise('$elf h@rm')).toBe('self harm');
    expect(normalise('k3ep g0ing')).toBe('keep going');
    expect(normalise('llama al 024 o al 112')).toBe('llama al 024 o al 112');
  });

  it('reads "!" as "i" only between letters', () => {
    expect(normalise('I want to d!e')).toBe('i want to die');
    expect(normalise('help!')).toBe('help');
  });

  it('drops apostrophes and collapses punctuation and whitespace', () => {
    expect(normalise("I can't,  I’m   done...")).toBe('i cant im done');
    expect(normalise('  ¿qué   tal?!\n\tbien ')).toBe('que tal bien');
    expect(normalise('self-harm')).toBe('self harm');
    expect(normalise('🙂🙂')).toBe('');
  });

  it('joins spelled-out words and squeezes letters for matching', () => {
    expect(joinSpelled('s u i c i d e now')).toBe('suicide now');
    expect(joinSpelled('k m s')).toBe('kms');
    expect(joinSpelled('y a veces')).toBe('y a veces');
    expect(squeeze('moriir kill')).toBe('morir kil');
    expect(textForms('Quiero MORIRRR')).toEqual({ plain: ['quiero morirr'], squeezed: ['quiero morir'] });
  });

  it('tests squeezed text against a squeezed pattern, lookaheads included', () => {
    const corte = matcher(/\bcortarme\b(?! el flequillo)/);
    expect(corte.find(textForms('quiero cortarme el flequilllo'))).toBeNull();
    expect(corte.find(textForms('quiero cortarmeee'))).toBe('quiero cortarme');
  });
});

describe('screenRisk', () => {
  it('returns the kinds found, in a fixed order and without repeats', () => {
    expect(screenRisk('quiero suicidarme, kms, todos estarian mejor sin mi')).toMatchObject({ risk: true, kinds: ['explicit', 'coded', 'indirect'] });
    expect(screenRisk('everyone would be better off without me')).toMatchObject({ risk: true, kinds: ['indirect'] });
    expect(screenRisk('')).toEqual({ risk: false, kinds: [], level: 'none', concepts: [] });
    expect(RISK_PATTERN_VERSION).toBe(4);
  });

  it('finds risk inside a long message in either language, whatever the chat language', () => {
    const long = `${'hoy fue un dia largo en clase y nadie me hablo. '.repeat(20)}and honestly i want to die`;
    expect(screenRisk(long).risk).toBe(true);
  });

  it('excludes film titles but not a real mention next to one', () => {
    expect(screenRisk('the suicide squad movie was fun').risk).toBe(false);
    expect(screenRisk('watched suicide squad and now I keep thinking about suicide').risk).toBe(true);
  });

  it('finds, with one alternation per kind, exactly the kinds of the patterns that match one by one, on every eval phrase', () => {
    const disagreements = SET.filter((c) => {
      const oneByOne = KINDS.filter((kind) => explainRisk(c.text).some((m) => m.kind === kind));
      return JSON.stringify(phraseKinds(c.text)) !== JSON.stringify(oneByOne);
    });
    expect(disagreements.map((c) => c.text)).toEqual([]);
  });

  it('explains what matched', () => {
    const [match] = explainRisk('I want to kill myself');
    expect(match).toMatchObject({ kind: 'explicit', form: 'i want to kill myself' });
  });
});
