import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationPage } from '../../../../../shared/notifications';
import type { Notification } from '../../../../../shared/socket';

export type NotificationPages = InfiniteData<NotificationPage, unknown>;

/** The collapsed entries of every page loaded, newest first, one per chat (a page fetched later may repeat one that moved up). */
export function entriesOf(data: NotificationPages | undefined): Notification[] {
  const seen = new Set<string | null>();
  return (data?.pages ?? []).flatMap((page) => page.items).filter((n) => !seen.has(n.chat_id) && !!seen.add(n.chat_id));
}

const withoutChat = (data: NotificationPages, chatId: string | null): NotificationPages => ({
  ...data,
  pages: data.pages.map((page) => (page.items.some((n) => n.chat_id === chatId) ? { ...page, items: page.items.filter((n) => n.chat_id !== chatId) } : page)),
});

/** `notification:new` carries the chat's whole entry: it replaces the chat's old one and goes to the top. */
export function receiveEntry(data: NotificationPages, entry: Notification): NotificationPages {
  const rest = withoutChat(data, entry.chat_id);
  const [first, ...older] = rest.pages;
  if (!first) return data;
  return { ...rest, pages: [{ ...first, items: [entry, ...first.items] }, ...older] };
}

/** The chat was read (or muted): its entry leaves every page; the same data when there was none. */
export function clearChatEntry(data: NotificationPages, chatId: string): NotificationPages {
  return entriesOf(data).some((n) => n.chat_id === chatId) ? withoutChat(data, chatId) : data;
}

/** The chats with an entry (an unread dot each). */
export function unreadChatIds(entries: readonly Notification[]): Set<string> {
  const ids = new Set<string>();
  for (const n of entries) if (n.chat_id) ids.add(n.chat_id);
  return ids;
}
