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

const relativeCache = new Map<string, Intl.RelativeTimeFormat>();
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000], ['month', 30 * 24 * 3600_000], ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000], ['hour', 3600_000], ['minute', 60_000],
];

/** "3 hours ago" / "hace 3 horas", "yesterday" / "ayer": the largest unit that fits, localised by Intl. */
export function formatRelativeTime(timestamp: number, locale: string, now = Date.now()): string {
  let format = relativeCache.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeCache.set(locale, format);
  }
  const diff = timestamp - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return format.format(Math.round(diff / ms), unit);
  }
  return format.format(0, 'second');
}
