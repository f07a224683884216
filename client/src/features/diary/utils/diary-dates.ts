/** Diary calendar rules (SPEC §2, §5, §9). Pure, so they are unit-tested without a browser. */
export const DIARY_EARLIEST = new Date(2000, 0, 1);

/** Local calendar day as YYYY-MM-DD: the diary is about the person's own day, not UTC. */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function fromIsoDay(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Future days and days before 2000-01-01 cannot be picked. */
export function isSelectable(date: Date, today: Date): boolean {
  return isoDay(date) >= isoDay(DIARY_EARLIEST) && isoDay(date) <= isoDay(today);
}

/** The week starts on Monday in Spanish and on Sunday in English. */
export const weekStartsOn = (language: string): 0 | 1 => (language === 'es' ? 1 : 0);

export type CalendarSize = 'small' | 'medium' | 'large';
export const CALENDAR_WIDTH: Record<CalendarSize, number> = { small: 230, medium: 300, large: 336 };

/** The first message of a diary chat: the bold "day" label and the date, as SPEC §3 says. */
export function diaryMessage(date: Date, dayLabel: string, language: string): string {
  const formatted = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'full' }).format(date);
  return `**${dayLabel}** ${formatted}`;
}
