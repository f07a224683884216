import type { TimelineItem } from '../../shared/api.js';
import type { RecordedChatEvent } from '../../shared/events.js';
import { byCreation, viewEntry, type Entry, type TimelineState } from './timeline.js';

/** Where an item sits in timeline order: creation time, then the seq that made it. */
export interface TimelinePosition { createdAt: number; seq: number }

export const positionOf = (entry: Entry): TimelinePosition => ({ createdAt: entry.createdAt, seq: entry.seq });

const olderThan = (entry: Entry, p: TimelinePosition) => entry.createdAt < p.createdAt || (entry.createdAt === p.createdAt && entry.seq < p.seq);

/** The `limit` entries just older than `before` (the newest when null), oldest first, and whether older ones remain. */
export function pageEntries(entries: Iterable<Entry>, before: TimelinePosition | null, limit: number) {
  const older = [...entries].filter((e) => !before || olderThan(e, before)).sort(byCreation);
  return { page: older.slice(-limit), more: older.length > limit };
}

export const viewEntries = (state: TimelineState, entries: Entry[], viewer: string | null): TimelineItem[] =>
  entries.map((entry) => viewEntry(state, entry, viewer));

/** Items an event changes or shows (a reply shows the message it answers): what a partial timeline must hold first. */
export function touchedIds(e: RecordedChatEvent): string[] {
  switch (e.type) {
    case 'message_posted':
    case 'bot_reply_started':
      return e.data.answerMessageId ? [e.data.messageId, e.data.answerMessageId] : [e.data.messageId];
    case 'bot_reply_completed':
    case 'message_edited':
    case 'message_deleted':
    case 'feedback_given':
    case 'message_hidden':
    case 'message_restored':
      return [e.data.messageId];
    case 'author_erased':
      return e.data.messageIds;
    default:
      return [];
  }
}

/** Replies among `entries` whose answered message is not among them: a page must fetch those to show the quote. */
export const answeredIds = (entries: Iterable<Entry>): string[] =>
  [...entries].flatMap((e) => (e.kind === 'message' && e.answerId ? [e.answerId] : []));

type Stored = Omit<Entry, 'votes'> & { votes?: [string, boolean][] };

/** An entry as the timeline read model keeps it (JSON, before sealing). */
export function entryToJson(entry: Entry): string {
  if (entry.kind !== 'message') return JSON.stringify(entry);
  return JSON.stringify({ ...entry, votes: [...entry.votes] });
}

export function entryFromJson(json: string): Entry {
  const stored = JSON.parse(json) as Stored;
  if (stored.kind !== 'message') return stored as Entry;
  return { ...stored, votes: new Map(stored.votes ?? []) } as Entry;
}
