import { describe, expect, it } from 'vitest';
import cases from '../safety/crisis-eval.json' with { type: 'json' };
import { joinSpelled, matcher, normalise, squeeze, textForms } from '../../server/domain/safety/normalise.js';
import { explainRisk, RISK_PATTERN_VERSION, screenRisk, type RiskKind } from '../../server/domain/safety/risk-screen.js';

/**
 * The evaluation set was written as people type, before the patterns. Two later rounds of
 * phrases were first run as held-out sets (recall before tuning: 23/40, then 14/31) and then
 * merged in. So the numbers printed here are measured on data the lexicon was tuned on:
 * they are a regression floor, not an estimate of recall on new messages.
 */

interface EvalCase {
  text: string;
  language: 'es' | 'en';
  label: 'risk' | 'safe';
  kind?: RiskKind;
}

const SET = cases as EvalCase[];
const KINDS: RiskKind[] = ['explicit', 'coded', 'indirect'];
const LANGUAGES = ['en', 'es'] as const;

interface Scored extends EvalCase { flagged: boolean; kinds: RiskKind[] }
const scored: Scored[] = SET.map((c) => {
  const screen = screenRisk(c.text);
  return { ...c, flagged: screen.risk, kinds: screen.kinds };
});

const positives = scored.filter((c) => c.label === 'risk');
const negatives = scored.filter((c) => c.label === 'safe');

interface Ratio { hit: number; total: number; value: number }
const ratio = (hit: number, total: number): Ratio => ({ hit, total, value: total === 0 ? 1 : hit / total });
const recall = (rows: Scored[]): Ratio => ratio(rows.filter((c) => c.flagged).length, rows.length);
const show = (r: Ratio) => `${r.value.toFixed(2)} (${r.hit}/${r.total})`;

const truePositives = positives.filter((c) => c.flagged).length;
const falsePositives = negatives.filter((c) => c.flagged);
const precision = ratio(truePositives, truePositives + falsePositives.length);
const overall = recall(positives);
const byKind = Object.fromEntries(KINDS.map((k) => [k, recall(positives.filter((c) => c.kind === k))])) as Record<RiskKind, Ratio>;

function report(): string {
  const rows = [
    `crisis-eval, patterns v${RISK_PATTERN_VERSION}: ${SET.length} phrases, ${positives.length} risk, ${negatives.length} hard negatives`,
    `recall ${show(overall)}  precision ${show(precision)}  false positives ${falsePositives.length}/${negatives.length}`,
    `${'kind'.padEnd(10)}${'all'.padEnd(18)}${'en'.padEnd(18)}es`,
    ...KINDS.map((k) => {
      const of = (lang: string) => recall(positives.filter((c) => c.kind === k && c.language === lang));
      return `${k.padEnd(10)}${show(byKind[k]).padEnd(18)}${show(of('en')).padEnd(18)}${show(of('es'))}`;
    }),
    `${'language'.padEnd(10)}${LANGUAGES.map((l) => `${l} ${show(recall(positives.filter((c) => c.language === l)))}`).join('   ')}`,
    `kind agreement ${show(ratio(positives.filter((c) => c.kind && c.kinds.includes(c.kind)).length, positives.length))} (labelled kind among the kinds found)`,
    'misses:',
    ...positives.filter((c) => !c.flagged).map((c) => `  [${c.language} ${c.kind}] ${c.text}`),
    'false positives:',
    ...falsePositives.map((c) => `  [${c.language}] ${c.text}  <- ${explainRisk(c.text).map((m) => m.kind).join(', ')}`),
  ];
  return rows.join('\n');
}

describe('crisis evaluation set', () => {
  it('has at least 12 positives per kind and language, and 24 hard negatives', () => {
    for (const kind of KINDS) {
      for (const language of LANGUAGES) {
        expect(positives.filter((c) => c.kind === kind && c.language === language).length, `${kind}/${language}`).toBeGreaterThanOrEqual(12);
      }
    }
    expect(negatives.length).toBeGreaterThanOrEqual(24);
    expect(SET.every((c) => (c.label === 'risk') === (c.kind !== undefined))).toBe(true);
    expect(new Set(SET.map((c) => c.text)).size).toBe(SET.length);
  });

  it('meets the recall floor: 0.95 overall, 0.9 for every kind', () => {
    console.log(report());
    expect(overall.value).toBeGreaterThanOrEqual(0.95);
    for (const kind of KINDS) expect(byKind[kind].value, kind).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps precision reasonable on the hard negatives', () => {
    expect(precision.value).toBeGreaterThanOrEqual(0.9);
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
    expect(screenRisk('quiero suicidarme, kms, todos estarian mejor sin mi')).toEqual({ risk: true, kinds: ['explicit', 'coded', 'indirect'] });
    expect(screenRisk('everyone would be better off without me')).toEqual({ risk: true, kinds: ['indirect'] });
    expect(screenRisk('')).toEqual({ risk: false, kinds: [] });
    expect(RISK_PATTERN_VERSION).toBe(1);
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
      return JSON.stringify(screenRisk(c.text).kinds) !== JSON.stringify(oneByOne);
    });
    expect(disagreements.map((c) => c.text)).toEqual([]);
  });

  it('explains what matched', () => {
    const [match] = explainRisk('I want to kill myself');
    expect(match).toMatchObject({ kind: 'explicit', form: 'i want to kill myself' });
  });
});
