import { describe, expect, it } from 'vitest';
import { CALENDAR_WIDTH, diaryMessage, fromIsoDay, isSelectable, isoDay, weekStartsOn } from '../../client/src/features/diary/utils/diary-dates.js';

describe('diary calendar rules', () => {
  const today = new Date(2026, 10, 21);

  it('allows days from 2000-01-01 up to today, and no future day', () => {
    expect(isSelectable(new Date(2000, 0, 1), today)).toBe(true);
    expect(isSelectable(new Date(1999, 11, 31), today)).toBe(false);
    expect(isSelectable(today, today)).toBe(true);
    expect(isSelectable(new Date(2026, 10, 22), today)).toBe(false);
  });

  it('starts the week on Monday in Spanish and on Sunday in English', () => {
    expect(weekStartsOn('es')).toBe(1);
    expect(weekStartsOn('en')).toBe(0);
  });

  it('uses the SPEC sizes: small 230, medium 300, large 336', () => {
    expect(CALENDAR_WIDTH).toEqual({ small: 230, medium: 300, large: 336 });
  });

  it('writes local calendar days and reads them back', () => {
    expect(isoDay(new Date(2024, 1, 29))).toBe('2024-02-29');
    expect(isoDay(fromIsoDay('2024-02-29'))).toBe('2024-02-29');
  });

  it('opens a diary chat with the bold day label and the formatted date', () => {
    expect(diaryMessage(new Date(2024, 1, 29), 'Día', 'es')).toBe('**Día** jueves, 29 de febrero de 2024');
    expect(diaryMessage(new Date(2024, 1, 29), 'Day', 'en')).toBe('**Day** Thursday, 29 February 2024');
  });
});
