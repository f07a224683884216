import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../../shared/socket';
import { api } from '../../../lib/api';
import { addNotification, clearChatNotifications, sortNotifications, unreadChatIds } from '../stores/notifications-logic';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (viewer: string) => [...notificationKeys.all, viewer] as const,
};

/** GET /api/notification/all, newest first, one per key. Only for a signed-in viewer (SPEC §4). */
export const notificationQueries = {
  list: (viewer: string) =>
    queryOptions({
      queryKey: notificationKeys.list(viewer),
      queryFn: async ({ signal }) => sortNotifications(await api.get<Notification[]>('/notification/all', { signal })),
    }),
};

/** `notification:new`: the list in the cache takes it in place (no refetch). */
export function notificationReceived(client: QueryClient, viewer: string, notification: Notification): void {
  client.setQueryData(notificationQueries.list(viewer).queryKey, (list) => (list ? addNotification(list, notification) : list));
}

/** `notification:cleared`, or the viewer read the chat: its notifications leave the cached list. */
export function chatNotificationsCleared(client: QueryClient, viewer: string, chatId: string): void {
  client.setQueryData(notificationQueries.list(viewer).queryKey, (list) => (list ? clearChatNotifications(list, chatId) : list));
}

/** Whether the cached list holds something unread about this chat. */
export function hasUnreadAbout(client: QueryClient, viewer: string, chatId: string): boolean {
  return client.getQueryData(notificationQueries.list(viewer).queryKey)?.some((n) => n.chat_id === chatId) ?? false;
}

/** PUT /api/notification/read/{chatId}; the dot goes at once, the server confirms with `notification:cleared`. */
export function useMarkChatRead(viewer: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) => api.put<{ cleared: number }>(`/notification/read/${encodeURIComponent(chatId)}`),
    onMutate: (chatId) => {
      if (viewer) chatNotificationsCleared(client, viewer, chatId);
    },
  });
}

const NONE: ReadonlySet<string> = new Set();
const selectUnread = (list: Notification[]): ReadonlySet<string> => unreadChatIds(list);
const selectAny = (list: Notification[]): boolean => list.some((n) => n.chat_id !== null);

/** The notifications query, fetched only where `live` (the drawer host); elsewhere it only reads the cache. */
function notificationsOf(viewer: string | null, live: boolean) {
  return { ...notificationQueries.list(viewer ?? ''), enabled: live && viewer !== null };
}

/** The chats with an unread notification. `live` makes this observer fetch the list. */
export function useUnreadChatIds(viewer: string | null, live = false): ReadonlySet<string> {
  return useQuery({ ...notificationsOf(viewer, live), select: selectUnread }).data ?? NONE;
}

/** Whether any chat has an unread notification (the top-bar drawer button shows a dot). */
export function useHasUnread(viewer: string | null): boolean {
  return useQuery({ ...notificationsOf(viewer, false), select: selectAny }).data ?? false;
}
