import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_MAX } from '../../../../../shared/notification-limits';
import type { NotificationPage } from '../../../../../shared/notifications';
import type { Notification } from '../../../../../shared/socket';
import { api } from '../../../lib/api';
import { clearChatEntry, entriesOf, receiveEntry, unreadChatIds, type NotificationPages } from '../stores/notifications-logic';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (viewer: string) => [...notificationKeys.all, viewer] as const,
};

/**
 * GET /api/notification/all: one collapsed entry per chat, newest first, a page at a time. Pages are as large as
 * the server allows, so the unread dots (read from the loaded pages) cover the 50 chats that notified last.
 */
export const notificationQueries = {
  list: (viewer: string) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list(viewer),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ limit: String(NOTIFICATION_PAGE_MAX) });
        if (pageParam) query.set('before', pageParam);
        return api.get<NotificationPage>(`/notification/all?${query}`, { signal });
      },
      getNextPageParam: (last) => last.before,
    }),
};

const patch = (client: QueryClient, viewer: string, change: (data: NotificationPages) => NotificationPages) =>
  client.setQueryData(notificationQueries.list(viewer).queryKey, (data) => (data ? change(data) : data));

/** `notification:new`: the chat's entry in the cache is replaced in place (no refetch). */
export function notificationReceived(client: QueryClient, viewer: string, notification: Notification): void {
  patch(client, viewer, (data) => receiveEntry(data, notification));
}

/** `notification:cleared`, or the viewer read the chat: its entry leaves the cached pages. */
export function chatNotificationsCleared(client: QueryClient, viewer: string, chatId: string): void {
  patch(client, viewer, (data) => clearChatEntry(data, chatId));
}

/** Whether the cached pages hold an entry about this chat. */
export function hasUnreadAbout(client: QueryClient, viewer: string, chatId: string): boolean {
  return entriesOf(client.getQueryData(notificationQueries.list(viewer).queryKey)).some((n) => n.chat_id === chatId);
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
const selectUnread = (data: NotificationPages): ReadonlySet<string> => unreadChatIds(entriesOf(data));
const selectAny = (data: NotificationPages): boolean => entriesOf(data).some((n) => n.chat_id !== null);

/** The notifications query, fetched only where `live` (the drawer host); elsewhere it only reads the cache. */
function notificationsOf(viewer: string | null, live: boolean) {
  return { ...notificationQueries.list(viewer ?? ''), enabled: live && viewer !== null };
}

/** The chats with an unread notification. `live` makes this observer fetch the list. */
export function useUnreadChatIds(viewer: string | null, live = false): ReadonlySet<string> {
  return useInfiniteQuery({ ...notificationsOf(viewer, live), select: selectUnread }).data ?? NONE;
}

/** Whether any chat has an unread notification (the top-bar drawer button shows a dot). */
export function useHasUnread(viewer: string | null): boolean {
  return useInfiniteQuery({ ...notificationsOf(viewer, false), select: selectAny }).data ?? false;
}

/** The notification list: the collapsed entries of the pages loaded so far, and the way to the older ones. */
export function useNotificationEntries(viewer: string) {
  const query = useInfiniteQuery(notificationQueries.list(viewer));
  return { query, entries: entriesOf(query.data), hasMore: query.hasNextPage, loadMore: () => void query.fetchNextPage() };
}
