const formats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day (YYYY-MM-DD, e.g. a birth date) in the locale, the same day in every time zone. */
export function formatIsoDay(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
