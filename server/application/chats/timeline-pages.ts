import type { TimelinePage } from '../../../shared/api.js';
import { answeredIds, pageEntries, positionOf, viewEntries, type TimelinePosition } from '../../domain/timeline-entries.js';
import type { Entry, TimelineState } from '../../domain/timeline.js';
import { AppError } from '../errors.js';

/*
 * A cursor names the oldest item a client holds (creation time and seq) and the chat it belongs to, so a
 * cursor from another chat is refused instead of paging some other timeline from that point.
 */
export function encodeCursor(chatId: string, p: TimelinePosition): string {
  return Buffer.from(`${chatId}|${p.createdAt}|${p.seq}`, 'utf8').toString('base64url');
}

export function decodeCursor(chatId: string, cursor: string): TimelinePosition {
  const [id, createdAt, seq, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const position = { createdAt: Number(createdAt), seq: Number(seq) };
  if (id !== chatId || extra !== undefined || !Number.isSafeInteger(position.createdAt) || !Number.isSafeInteger(position.seq) || position.seq < 1) {
    throw new AppError('unprocessable', 'cursor_invalid');
  }
  return position;
}

/**
 * A page of entries as readers get it: `more` says whether older items exist before it; `asOf` is the chat's
 * seq its items were read at, so a client can tell them from newer copies that reached it live meanwhile.
 */
export function toPage(timeline: TimelineState, page: Entry[], more: boolean, viewer: string | null, asOf: number): TimelinePage {
  return {
    messages: viewEntries(timeline, page, viewer),
    before: more && page.length > 0 ? encodeCursor(timeline.chatId, positionOf(page[0])) : null,
    beginning: !more || page.length === 0,
    last_seq: asOf,
  };
}

/**
 * A page taken from the entries a view holds in memory. `complete` says whether they are the whole timeline;
 * if not, older items may exist beyond the oldest one held.
 */
export function pageFromMemory(timeline: TimelineState, complete: boolean, before: TimelinePosition | null, limit: number, viewer: string | null, asOf: number) {
  const { page, more } = pageEntries(timeline.entries.values(), before, limit);
  return toPage(timeline, page, more || !complete, viewer, asOf);
}

/** Answered messages a page quotes but does not hold. */
export const missingAnswers = (page: Entry[], held: TimelineState): string[] =>
  [...new Set(answeredIds(page))].filter((id) => !held.entries.has(id));
