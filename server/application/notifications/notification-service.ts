import {
  decodeNotificationCursor, encodeNotificationCursor, MUTES_MAX, NOTIFICATION_PAGE_DEFAULT, type NotificationPage,
} from '../../../shared/notifications.js';
import type { Broadcaster } from '../broadcaster.js';
import { AppError } from '../errors.js';
import type { Clock, Store } from '../ports.js';

/** A person's notification entries (paged) and mutes. */
export function createNotificationService(deps: {
  store: Store; broadcaster: Broadcaster; clock: Clock;
  /** the same readable-or-404 check every chat read goes through */
  readable: (chatId: string, viewer: string | null) => Promise<unknown>;
}) {
  async function clear(username: string, chatId: string): Promise<number> {
    const cleared = await deps.store.notifications.clearChat(username, chatId);
    deps.broadcaster.notificationCleared(username, chatId);
    return cleared;
  }

  return {
    /** One more than asked is read, to know whether an older page exists without a second query. */
    async page(username: string, query: { limit?: number; before?: string }): Promise<NotificationPage> {
      const limit = query.limit ?? NOTIFICATION_PAGE_DEFAULT;
      const before = query.before ? decodeNotificationCursor(query.before) : undefined;
      const found = await deps.store.notifications.page(username, { limit: limit + 1, before });
      const items = found.slice(0, limit);
      return { items, before: found.length > limit ? encodeNotificationCursor(items[items.length - 1]) : null };
    },

    markRead: async (username: string, chatId: string) => ({ cleared: await clear(username, chatId) }),

    /** Muting also clears what the chat already notified, so its dot goes at once on every device. */
    async mute(username: string, chatId: string) {
      await deps.readable(chatId, username);
      if (!await deps.store.mutes.mute(username, chatId, deps.clock(), MUTES_MAX)) throw new AppError('conflict', 'too_many_mutes');
      await clear(username, chatId);
      deps.broadcaster.chatsChanged([username]);
    },

    /** Allowed on any chat id, readable or not: leaving a mute behind must never need access. */
    async unmute(username: string, chatId: string) {
      await deps.store.mutes.unmute(username, chatId);
      deps.broadcaster.chatsChanged([username]);
    },

    mutedChats: async (username: string) => ({ chat_ids: await deps.store.mutes.listForUser(username) }),
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
