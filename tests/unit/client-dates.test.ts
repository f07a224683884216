import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime } from '../../client/src/lib/dates';

const NOW = Date.UTC(2026, 10, 21, 12);
const HOUR = 3600_000;

describe('localised dates (Intl)', () => {
  it('formats relative times in es and en', () => {
    expect(formatRelativeTime(NOW - 3 * HOUR, 'en', NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(NOW - 3 * HOUR, 'es', NOW)).toBe('hace 3 horas');
    expect(formatRelativeTime(NOW - 24 * HOUR, 'en', NOW)).toBe('yesterday');
    expect(formatRelativeTime(NOW - 24 * HOUR, 'es', NOW)).toBe('ayer');
    expect(formatRelativeTime(NOW - 10_000, 'en', NOW)).toBe('now');
    expect(formatRelativeTime(NOW - 10_000, 'es', NOW)).toBe('ahora');
    expect(formatRelativeTime(NOW - 14 * 24 * HOUR, 'es', NOW)).toBe('hace 2 semanas');
  });

  it('formats dates with the language conventions', () => {
    expect(formatDate(NOW, 'en')).toBe('Nov 21, 2026');
    expect(formatDate(NOW, 'es')).toBe('21 nov 2026');
  });
});
