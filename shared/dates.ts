/** Calendar rules shared by the diary calendar and the server (SPEC §5). */
export const DIARY_MIN_DATE = '2000-01-01';

/** A real calendar day in YYYY-MM-DD, or null (2024-13-45 and 2023-02-29 are not days). */
export function parseIsoDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** The latest day it already is somewhere on Earth (UTC+14), so nobody's "today" is refused as future. */
export function latestToday(now: number): string {
  return new Date(now + 14 * 3600_000).toISOString().slice(0, 10);
}

export type DiaryDateProblem = 'date_invalid' | 'date_in_future' | 'date_too_early';

export function diaryDateProblem(value: string, now: number): DiaryDateProblem | null {
  if (!parseIsoDay(value)) return 'date_invalid';
  if (value < DIARY_MIN_DATE) return 'date_too_early';
  if (value > latestToday(now)) return 'date_in_future';
  return null;
}
