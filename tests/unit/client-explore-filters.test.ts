import { describe, expect, it } from 'vitest';
import {
  activeFilterCount, EMPTY_FILTERS, exploreBody, filtersFromParams, filtersToParams, toggleTag, validDay,
} from '../../client/src/features/chats/utils/explore-filters';

const params = (query: string) => new URLSearchParams(query);

describe('explore filters', () => {
  it('read the address, dropping what is not valid', () => {
    expect(filtersFromParams(params(''))).toEqual(EMPTY_FILTERS);
    const f = filtersFromParams(params('private_term=false&text=sleep&tags=stress,bogus,stress,anxiety&bot=none&language=en&from=2025-02-01&to=2025-02-30&sort=oldest'));
    expect(f).toEqual({ text: 'sleep', tags: ['stress', 'anxiety'], bot: 'none', language: 'en', from: '2025-02-01', to: '', sort: 'oldest' });
    expect(filtersFromParams(params('language=fr&sort=best')).language).toBe('');
    expect(filtersFromParams(params('language=fr&sort=best')).sort).toBe('newest');
  });

  it('write only what is set, always with private_term=false (SPEC §2)', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('private_term=false');
    const query = filtersToParams({ ...EMPTY_FILTERS, text: ' calm ', tags: ['stress', 'normal'], sort: 'updated', from: '2025-01-01' }).toString();
    expect(query).toBe('private_term=false&text=calm&tags=stress%2Cnormal&from=2025-01-01&sort=updated');
    expect(filtersFromParams(params(query))).toEqual({ ...EMPTY_FILTERS, text: 'calm', tags: ['stress', 'normal'], sort: 'updated', from: '2025-01-01' });
  });

  it('accept real days between 1900-01-01 and 2099-12-31 only', () => {
    expect(validDay('2024-02-29')).toBe('2024-02-29');
    expect(validDay('2023-02-29')).toBe('');
    expect(validDay('1899-12-31')).toBe('');
    expect(validDay('2100-01-01')).toBe('');
    expect(validDay('1900-01-01')).toBe('1900-01-01');
    expect(validDay('20-1-1')).toBe('');
    expect(validDay(null)).toBe('');
  });

  it('make the search body: local whole days, a reversed range turned round, no bot as null', () => {
    const body = exploreBody({ ...EMPTY_FILTERS, text: ' x ', tags: ['stress'], bot: 'none', language: 'es', from: '2025-03-10', to: '2025-03-01' }, 40, 20);
    expect(body).toEqual({
      text: 'x', tags: ['stress'], bot: null, language: 'es', sort: 'newest', offset: 40, limit: 20, private_term: false,
      from: new Date(2025, 2, 1).getTime(), to: new Date(2025, 2, 11).getTime() - 1,
    });
    expect(exploreBody(EMPTY_FILTERS, 0, 20)).toEqual({ sort: 'newest', offset: 0, limit: 20, private_term: false });
    expect(exploreBody({ ...EMPTY_FILTERS, bot: 'psycarebot' }, 0, 20).bot).toBe('psycarebot');
  });

  it('toggle tag chips and count active filters', () => {
    expect(toggleTag(['stress'], 'anxiety')).toEqual(['stress', 'anxiety']);
    expect(toggleTag(['stress', 'anxiety'], 'stress')).toEqual(['anxiety']);
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, tags: ['stress'], language: 'en', sort: 'oldest', text: 'ignored' })).toBe(3);
  });
});
