import type { ChatSummary } from '../../../shared/api';

/**
 * What a chat is called on screen (titles, issue 18). The server's `title` is the owner's title or an excerpt of
 * the first message; when it is empty the chat is named by what it is: a diary chat by its day, a direct chat
 * by the other person (each side sees the other), a bot chat by its bot, anything else as an untitled chat.
 */
export type ChatName =
  | { kind: 'title'; title: string }
  | { kind: 'diary'; day: string }
  | { kind: 'person'; username: string }
  | { kind: 'bot'; botKey: string }
  | { kind: 'untitled' };

/** The title every chat got before titles: never a name, since a no-bot chat made public is not private. */
const OLD_DEFAULT_TITLES = new Set(['Chat privado', 'Private chat']);

type Named = Pick<ChatSummary, 'title' | 'date' | 'bot' | 'public' | 'owner' | 'shared_with'>;

export function chatName(chat: Named, viewer: string | null): ChatName {
  const title = chat.title.trim();
  if (title && !(chat.bot === null && OLD_DEFAULT_TITLES.has(title))) return { kind: 'title', title };
  if (chat.date) return { kind: 'diary', day: chat.date };
  const other = directPartner(chat, viewer);
  if (other) return { kind: 'person', username: other };
  return chat.bot ? { kind: 'bot', botKey: chat.bot } : { kind: 'untitled' };
}

/** A direct chat has no bot and is shared with exactly one person, privately; its title is left to each side. */
function directPartner(chat: Named, viewer: string | null): string | null {
  if (chat.bot !== null || chat.public || chat.shared_with.length !== 1 || viewer === null) return null;
  return viewer === chat.owner ? chat.shared_with[0] : chat.owner;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "20 Nov" / "20 nov": the diary's day, the same day in every time zone, day before month in both languages. */
export function formatDiaryDay(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const tag = locale.startsWith('en') ? 'en-GB' : locale;
  let format = dayFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayFormats.set(tag, format);
  }
  return format.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).replace(/\.$/, '');
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** "14:05": a 24-hour clock in every language, as the lists show it. */
function clock(timestamp: number, locale: string): string {
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(locale, format);
  }
  return format.format(timestamp);
}

const startOfDay = (timestamp: number) => new Date(timestamp).setHours(0, 0, 0, 0);

/**
 * When a list item happened: the time of day for today, "yesterday" and the time for yesterday, the date
 * otherwise. `yesterday` is the localised word; `date` formats older days.
 */
export function listTime(timestamp: number, now: number, locale: string, words: { yesterday: string }, date: (t: number) => string) {
  const today = startOfDay(now);
  if (timestamp >= today) return clock(timestamp, locale);
  if (timestamp >= startOfDay(today - 1)) return `${words.yesterday} ${clock(timestamp, locale)}`;
  return date(timestamp);
}
