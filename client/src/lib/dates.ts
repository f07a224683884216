/** Localised date formatting with Intl; formatters are cached per locale and style. */
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

export function formatDate(timestamp: number, locale: string): string {
  return formatter(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(timestamp);
}

export function formatTime(timestamp: number, locale: string): string {
  return formatter(locale, { hour: '2-digit', minute: '2-digit' }).format(timestamp);
}

export function formatDateTime(timestamp: number, locale: string): string {
  return formatter(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(timestamp);
}

/** Today's messages show only the time; older ones the date and time. */
export function formatMessageTime(timestamp: number, locale: string, now = Date.now()): string {
  const sameDay = new Date(timestamp).toDateString() === new Date(now).toDateString();
  return sameDay ? formatTime(timestamp, locale) : formatDateTime(timestamp, locale);
}

export function isoDate(timestamp: number): string {
  return new Date(timestamp).toISOString();
}
