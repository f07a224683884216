import { describe, expect, it } from 'vitest';
import cases from '../safety/crisis-eval.json' with { type: 'json' };
import heldOutCases from '../safety/crisis-heldout.json' with { type: 'json' };
import tuningCases from '../safety/crisis-tuning.json' with { type: 'json' };
import { joinSpelled, matcher, normalise, squeeze, textForms } from '../../server/domain/safety/normalise.js';
import { explainRisk, phraseKinds, RISK_PATTERN_VERSION, screenRisk, type RiskKind } from '../../server/domain/safety/risk-screen.js';

/**
 * Two parts, measured apart (docs/crisis-resources.md says how each was made):
 * - the tuning part: tests/safety/crisis-eval.json (the project's earlier set) and tests/safety/crisis-tuning.json
 *   (grown for issue 11 across every warning-sign category, with hard negatives per family). The lexicons were
 *   tuned on it, so its figures are a regression floor, not an estimate; its misses are listed.
 * - the held-out part: tests/safety/crisis-heldout.json, written by another helper from the category
 *   descriptions only, committed before the concept model. Only aggregate figures are printed for it, never a
 *   text, so that nobody tunes on it. It is what the targets below hold to.
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

const tuning = score([...legacy, ...fromCategories(tuningCases as CategoryCase[])]);
const heldOut = score(fromCategories(heldOutCases as CategoryCase[]));

interface Ratio { hit: number; total: number; value: number }
const ratio = (hit: number, total: number): Ratio => ({ hit, total, value: total === 0 ? 1 : hit / total });
const recall = (rows: Scored[]): Ratio => ratio(rows.filter((c) => c.risky && c.flagged).length, rows.filter((c) => c.risky).length);
const falseAlarms = (rows: Scored[]): Ratio => ratio(rows.filter((c) => !c.risky && c.flagged).length, rows.filter((c) => !c.risky).length);
const show = (r: Ratio) => `${r.value.toFixed(3)} (${r.hit}/${r.total})`;

/** Aggregates only: safe to print for the held-out part. */
function figures(name: string, rows: Scored[]): string[] {
  const categories = [...new Set(rows.filter((c) => c.risky).map((c) => c.category))].sort();
  return [
    `${name}: ${rows.length} messages, ${rows.filter((c) => c.risky).length} risky, ${rows.filter((c) => !c.risky).length} ordinary`,
    `  recall ${show(recall(rows))}   false alarms ${show(falseAlarms(rows))}`,
    `  ${LANGUAGES.map((l) => `${l}: recall ${show(recall(rows.filter((c) => c.language === l)))} false alarms ${show(falseAlarms(rows.filter((c) => c.language === l)))}`).join('   ')}`,
    `  recall by category: ${categories.map((k) => `${k} ${recall(rows.filter((c) => c.category === k)).hit}/${recall(rows.filter((c) => c.category === k)).total}`).join(', ')}`,
  ];
}

function tuningReport(): string {
  return [
    `crisis-eval, patterns v${RISK_PATTERN_VERSION}, run ${new Date().toISOString().slice(0, 10)}`,
    ...figures('tuning part', tuning),
    '  misses:',
    ...tuning.filter((c) => c.risky && !c.flagged).map((c) => `    [${c.language} ${c.category}] ${c.text}`),
    '  false alarms:',
    ...tuning.filter((c) => !c.risky && c.flagged).map((c) => `    [${c.language} ${c.category}] ${c.text}  <- ${screenRisk(c.text).concepts?.join(', ')}`),
  ].join('\n');
}

describe('crisis evaluation, tuning part', () => {
  const ours = tuning.filter((c) => !c.kind);
  it('holds well over 300 es/en messages, every category in both languages, and hard negatives for every family', () => {
    expect(tuning.length).toBeGreaterThan(300);
    for (const category of CATEGORIES) {
      for (const language of LANGUAGES) expect(ours.filter((c) => c.risky && c.category === category && c.language === language).length, `${category}/${language}`).toBeGreaterThanOrEqual(3);
    }
    for (const family of NEGATIVE_FAMILIES) expect(ours.filter((c) => !c.risky && c.category === family).length, family).toBeGreaterThanOrEqual(4);
    expect(new Set(tuning.map((c) => c.text)).size).toBe(tuning.length);
  });

  it('meets its floor: recall 0.95, every kind 0.9, false alarms at most 5%', () => {
    console.log(tuningReport());
    expect(recall(tuning).value).toBeGreaterThanOrEqual(0.95);
    for (const kind of KINDS) expect(recall(tuning.filter((c) => c.kind === kind)).value, kind).toBeGreaterThanOrEqual(0.9);
    expect(falseAlarms(tuning).value).toBeLessThanOrEqual(0.05);
  });
});

describe('crisis evaluation, held-out part', () => {
  it('is the set committed before the concept model, untouched: 130 risky and 90 ordinary, es and en', () => {
    expect(heldOut.filter((c) => c.risky)).toHaveLength(130);
    expect(heldOut.filter((c) => !c.risky)).toHaveLength(90);
    expect(new Set(heldOut.map((c) => c.language))).toEqual(new Set(LANGUAGES));
  });

  /*
   * Issue 11's target is recall 0.95 with at most 5% false alarms on this part. It is not met yet (0.738 on
   * 2026-11-23, docs/crisis-resources.md), so the issue stays open and the output says NOT MET. What fails the
   * suite is falling below what has been reached: a change that loses held-out recall, or any rise of false
   * alarms past 5%. Raise RECALL_FLOOR with the figure; never lower it.
   */
  const TARGET_RECALL = 0.95;
  const RECALL_FLOOR = 0.73;

  it('reports recall and false alarms against the 0.95 target, and never falls below what was reached (aggregates only)', () => {
    const reached = recall(heldOut).value;
    console.log([
      `crisis-eval held-out, patterns v${RISK_PATTERN_VERSION}, run ${new Date().toISOString().slice(0, 10)}`,
      ...figures('held-out part', heldOut),
      `target recall ${TARGET_RECALL}: ${reached >= TARGET_RECALL ? 'met' : 'NOT MET'} (floor held by this test: ${RECALL_FLOOR})`,
    ].join('\n'));
    expect(reached).toBeGreaterThanOrEqual(RECALL_FLOOR);
    expect(falseAlarms(heldOut).value).toBeLessThanOrEqual(0.05);
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
    expect(RISK_PATTERN_VERSION).toBe(2);
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
