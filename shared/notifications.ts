import { z } from 'zod';
import type { Notification } from './socket.js';

import { NOTIFICATION_PAGE_MAX } from './notification-limits.js';

export { MUTES_MAX, NOTIFICATION_PAGE_DEFAULT, NOTIFICATION_PAGE_MAX } from './notification-limits.js';

/**
 * Where a page ends: the last entry's time and chat. Entries are ordered newest first by (time, chat), and an
 * entry's time moves when its chat notifies again, so a page is a snapshot: an entry that moved up since is
 * on the first page of the next fetch, not repeated further down.
 */
const CURSOR = /^(\d{1,15})\.([0-9a-f-]{0,36})$/i;

export const NotificationPageQuery = z.object({
  limit: z.coerce.number({ error: 'notification_limit_invalid' }).int('notification_limit_invalid').min(1, 'notification_limit_invalid').max(NOTIFICATION_PAGE_MAX, 'notification_limit_invalid').optional(),
  before: z.string().regex(CURSOR, 'notification_cursor_invalid').optional(),
});

export interface NotificationCursor { at: number; chatId: string }

export const encodeNotificationCursor = (entry: Pick<Notification, 'created_at_timestamp' | 'chat_id'>): string =>
  `${entry.created_at_timestamp}.${entry.chat_id ?? ''}`;

export function decodeNotificationCursor(cursor: string): NotificationCursor {
  const [, at, chatId] = CURSOR.exec(cursor) ?? [];
  return { at: Number(at), chatId: chatId ?? '' };
}

/** One page of collapsed entries, newest first; `before` fetches the next (older) page, null at the end. */
export interface NotificationPage { items: Notification[]; before: string | null }
