import { describe, expect, it } from 'vitest';
import enPeople from '../../client/src/locales/en/people.json';
import esPeople from '../../client/src/locales/es/people.json';
import { SPECIALIZATIONS } from '../../shared/people.js';
import { SPECIALIZATION_NAMES } from '../../shared/specializations.js';
import { highlight } from '../../server/domain/highlight.js';
import { directoryScore, queryWords, rankDirectory, type DirectoryEntry } from '../../server/domain/professional-directory.js';

const entry = (over: Partial<DirectoryEntry>): DirectoryEntry => ({
  username: 'x', description: '', specialization: null, countryIso: null, ratingAverage: null, ...over,
});

describe('directory matching', () => {
  it('folds the query: case, accents and spacing do not matter', () => {
    expect(queryWords('  ANSIEDÁD   Duelo ')).toEqual(['ansiedad', 'duelo']);
    const e = entry({ description: 'Ansiedad y duelo' });
    for (const q of ['ansiedad', 'ANSIEDAD', 'ansiédad duelo']) expect(directoryScore(e, queryWords(q))).not.toBeNull();
    expect(directoryScore(e, queryWords('ansiedad japon'))).toBeNull();
  });

  it('matches the specialisation in both languages and the country by code and both names', () => {
    const e = entry({ specialization: 'clinical', countryIso: 'es' });
    for (const q of ['psicologia', 'Psicología clínica', 'clinical psychology', 'España', 'espana', 'spain', 'ES']) {
      expect(directoryScore(e, queryWords(q)), q).not.toBeNull();
    }
    expect(directoryScore(e, queryWords('forense'))).toBeNull();
  });

  it('orders best match first, then rating (unrated last), then username', () => {
    const ranked = rankDirectory([
      entry({ username: 'zed', description: 'trabajo la ansiedad', ratingAverage: 5 }),
      entry({ username: 'bea', description: 'ansiedades', ratingAverage: null }),
      entry({ username: 'amy', description: 'ansiedades', ratingAverage: null }),
      entry({ username: 'kim', description: 'ansiedades', ratingAverage: 4 }),
      entry({ username: 'out', description: 'duelo' }),
    ], 'ansiedad');
    // a whole word outranks a part of one; then the rating; then the name
    expect(ranked.map((e) => e.username)).toEqual(['zed', 'kim', 'amy', 'bea']);
  });

  it('has one table of specialisation names, the same the client shows', () => {
    expect(Object.keys(SPECIALIZATION_NAMES).sort()).toEqual([...SPECIALIZATIONS].sort());
    for (const code of SPECIALIZATIONS) {
      expect(esPeople.specializations[code]).toBe(SPECIALIZATION_NAMES[code].es);
      expect(enPeople.specializations[code]).toBe(SPECIALIZATION_NAMES[code].en);
    }
  });
});

describe('conversation search snippets (POST /api/professionals/search)', () => {
  it('mark title, description and message text whatever the case and accents of either side', () => {
    expect(highlight('ANSIEDÁD antes del examen', 'ansiedad')).toBe('<mark>ANSIEDÁD</mark> antes del examen');
    expect(highlight('Hablo de mi ansiedad', 'ANSIÉDAD')).toBe('Hablo de mi <mark>ansiedad</mark>');
    expect(highlight('Psicología', 'psicologia')).toBe('<mark>Psicología</mark>');
  });
});
