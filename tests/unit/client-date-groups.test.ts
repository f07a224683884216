import { describe, expect, it } from 'vitest';
import { dateGroupOf, groupByDate } from '../../client/src/lib/date-groups';

// Local time, like the lists: Wednesday 2025-06-18 15:00.
const now = new Date(2025, 5, 18, 15, 0, 0).getTime();
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();

describe('date groups', () => {
  it('puts each timestamp in today / yesterday / last week / last month / older', () => {
    expect(dateGroupOf(at(2025, 6, 18, 0), now)).toBe('today');
    expect(dateGroupOf(now + 60_000, now)).toBe('today');
    expect(dateGroupOf(at(2025, 6, 17, 23), now)).toBe('yesterday');
    expect(dateGroupOf(at(2025, 6, 17, 0), now)).toBe('yesterday');
    expect(dateGroupOf(at(2025, 6, 16), now)).toBe('lastWeek');
    expect(dateGroupOf(at(2025, 6, 11), now)).toBe('lastWeek');
    expect(dateGroupOf(at(2025, 6, 10), now)).toBe('lastMonth');
    expect(dateGroupOf(at(2025, 5, 18), now)).toBe('lastMonth');
    expect(dateGroupOf(at(2025, 5, 17), now)).toBe('older');
    expect(dateGroupOf(at(2020, 1, 1), now)).toBe('older');
  });

  it('groups newest first, in group order, leaving empty groups out', () => {
    const items = [
      { id: 'old', t: at(2024, 1, 1) },
      { id: 'today-early', t: at(2025, 6, 18, 8) },
      { id: 'week', t: at(2025, 6, 14) },
      { id: 'today-late', t: at(2025, 6, 18, 14) },
    ];
    const sections = groupByDate(items, (i) => i.t, now);
    expect(sections.map((s) => s.group)).toEqual(['today', 'lastWeek', 'older']);
    expect(sections[0].items.map((i) => i.id)).toEqual(['today-late', 'today-early']);
  });
});
