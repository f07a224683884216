import { useCallback, useEffect, useRef } from 'react';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { notificationsApi } from '../api/notifications-api';
import { useNotifications } from '../stores/notifications-store';

/** Marks a chat's notifications read on the server; the store follows through `notification:cleared`. */
export function markChatRead(chatId: string): void {
  useNotifications.getState().cleared(chatId);
  notificationsApi.read(chatId).catch(() => undefined);
}

/**
 * Keeps the notifications store in step for the signed-in user (SPEC §4: only when a username exists):
 * GET /api/notification/all, then `notification:new` / `notification:cleared` live, and a fresh list after
 * every reconnection. A notification about the chat on screen is read at once instead of showing a dot.
 */
export function useNotificationsSync(username: string | null): void {
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    if (!username) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const store = useNotifications.getState();
    store.started();
    notificationsApi.all(current.signal).then(
      (items) => !current.signal.aborted && useNotifications.getState().loaded(items),
      (error: unknown) => !current.signal.aborted && useNotifications.getState().failed(error),
    );
  }, [username]);

  useEffect(() => {
    if (!username) {
      useNotifications.getState().reset();
      return;
    }
    load();
    return () => {
      controller.current?.abort();
      // Signed out or someone else signed in: nothing of this user's may linger.
      useNotifications.getState().reset();
    };
  }, [username, load]);

  const enabled = username !== null;
  useSocketEvent(
    'notification:new',
    ({ notification }) => {
      const { activeChatId, received } = useNotifications.getState();
      const onScreen = notification.chat_id !== null && notification.chat_id === activeChatId && document.visibilityState === 'visible';
      if (onScreen && notification.chat_id) markChatRead(notification.chat_id);
      else received(notification);
    },
    { enabled, onReconnect: load },
  );
  useSocketEvent('notification:cleared', ({ chatId }) => useNotifications.getState().cleared(chatId), { enabled });
}
