import type { Notification } from '../../../../../shared/socket';

/** Pure list operations behind the notifications store: newest first, one entry per key. */
export function sortNotifications(list: readonly Notification[]): Notification[] {
  const byKey = new Map<string, Notification>();
  for (const n of list) byKey.set(n.key, n);
  return [...byKey.values()].sort((a, b) => b.created_at_timestamp - a.created_at_timestamp);
}

export function addNotification(list: readonly Notification[], notification: Notification): Notification[] {
  if (list.some((n) => n.key === notification.key)) return list as Notification[];
  return sortNotifications([notification, ...list]);
}

export function clearChatNotifications(list: readonly Notification[], chatId: string): Notification[] {
  return list.some((n) => n.chat_id === chatId) ? list.filter((n) => n.chat_id !== chatId) : (list as Notification[]);
}

/** The chats with at least one unread notification. */
export function unreadChatIds(list: readonly Notification[]): Set<string> {
  const ids = new Set<string>();
  for (const n of list) if (n.chat_id) ids.add(n.chat_id);
  return ids;
}
