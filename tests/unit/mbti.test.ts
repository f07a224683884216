import { describe, expect, it } from 'vitest';
import { STATEMENTS } from '../../server/domain/mbti/questions.js';
import { parseAnswer, progress, scoreMbti, type Answer } from '../../server/domain/mbti/scoring.js';

/** Answers that agree fully with the given poles and disagree fully with the others. */
const leaning = (poles: string): Answer[] => STATEMENTS.map((s) => (poles.includes(s.pole) ? 5 : 1));

describe('MBTI scoring', () => {
  it.each(['ESTJ', 'INFP', 'ENTP', 'ISFJ', 'ENFJ', 'ISTP', 'INTJ', 'ESFP'])('given full agreement with %s, then the type is %s at 100%% per pole', (type) => {
    const result = scoreMbti(leaning(type));
    expect(result.type).toBe(type);
    for (const value of Object.values(result.percentages)) expect([0, 100]).toContain(value);
  });

  it('reaches all 16 types', () => {
    const types = new Set<string>();
    for (const e of 'EI') for (const s of 'SN') for (const t of 'TF') for (const j of 'JP') types.add(scoreMbti(leaning(e + s + t + j)).type);
    expect(types.size).toBe(16);
  });

  it('given neutral answers throughout, then every dichotomy is 50% and the tie goes to the second pole', () => {
    expect(scoreMbti(STATEMENTS.map(() => 3))).toEqual({ type: 'INFP', percentages: { EI: 50, SN: 50, TF: 50, JP: 50 } });
  });

  it('given agreeing with everything, then the keyed statements cancel out', () => {
    expect(scoreMbti(STATEMENTS.map(() => 5)).percentages).toEqual({ EI: 50, SN: 50, TF: 50, JP: 50 });
  });

  it('gives partial percentages: one extravert statement at 4, the rest neutral -> E 56% (50 + 1/8 of 50)', () => {
    const answers = STATEMENTS.map((s, i) => (i === 0 ? 4 : 3)) as Answer[];
    expect(scoreMbti(answers).percentages.EI).toBe(56);
    expect(scoreMbti(answers).type[0]).toBe('E');
  });

  it('refuses an incomplete questionnaire', () => {
    expect(() => scoreMbti([1, 2, 3])).toThrow();
  });
});

describe('answers in chat', () => {
  it.each([
    ['4', 4], [' 5 ', 5], ['1.', 1], ['mmm 2', 2], ['Strongly agree', 5], ['muy en desacuerdo', 1], ['de acuerdo', 4],
    ['neutral', 3], ['en desacuerdo', 2], ['yes', 4], ['Sí', 4], ['no', 2], ['not at all', 1], ['para nada', 1],
    ['totally agree', 5], ['totalmente', 5], ['maybe', 3], ['no sé', 3], ['a veces', 3], ['not really', 2], ['más bien sí', 4], ['no idea', 3],
  ])('reads %j as %i', (text, expected) => expect(parseAnswer(text)).toBe(expected));

  it.each(['', 'A', 'B', 'hmm', '6', '12', 'I think 2 or 3'])('does not read %j', (text) => expect(parseAnswer(text)).toBeNull());

  it('replays progress from the messages: the first starts, unclear ones are asked again', () => {
    expect(progress(['start'])).toEqual({ answers: [], next: 0, lastUnclear: false, unclear: 0 });
    expect(progress(['start', '4', 'what?'])).toEqual({ answers: [4], next: 1, lastUnclear: true, unclear: 1 });
    expect(progress(['start', 'A', 'B', '5'])).toEqual({ answers: [5], next: 1, lastUnclear: false, unclear: 2 });
    const done = progress(['start', ...STATEMENTS.map(() => '5'), 'extra']);
    expect(done.next).toBeNull();
    expect(done.answers).toHaveLength(16);
  });
});
