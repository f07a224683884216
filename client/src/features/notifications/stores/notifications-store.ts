import { create } from 'zustand';
import type { Notification } from '../../../../../shared/socket';
import { addNotification, clearChatNotifications, sortNotifications, unreadChatIds } from './notifications-logic';

interface NotificationsState {
  /** newest first */
  items: Notification[];
  /** chats with an unread notification (derived from items, kept here so selectors stay stable) */
  unread: ReadonlySet<string>;
  loading: boolean;
  error: unknown;
  /** the chat on screen: its notifications are read as they come */
  activeChatId: string | null;
  loaded: (items: Notification[]) => void;
  failed: (error: unknown) => void;
  started: () => void;
  received: (notification: Notification) => void;
  cleared: (chatId: string) => void;
  setActiveChat: (chatId: string | null) => void;
  reset: () => void;
}

const EMPTY = { items: [] as Notification[], unread: new Set<string>() as ReadonlySet<string>, loading: false, error: null };

/**
 * The signed-in user's notifications (SPEC §3: items, a loading flag and an error). Plain state: the fetching
 * and the socket wiring live in hooks/use-notifications-sync.ts, so this module stays tiny for the top bar.
 */
export const useNotifications = create<NotificationsState>()((set, get) => {
  const withItems = (items: Notification[]) =>
    items === get().items ? {} : { items, unread: unreadChatIds(items) as ReadonlySet<string> };
  return {
    ...EMPTY,
    activeChatId: null,
    started: () => set({ loading: true, error: null }),
    loaded: (items) => set({ ...withItems(sortNotifications(items)), loading: false, error: null }),
    failed: (error) => set({ loading: false, error }),
    received: (notification) => set(withItems(addNotification(get().items, notification))),
    cleared: (chatId) => set(withItems(clearChatNotifications(get().items, chatId))),
    setActiveChat: (chatId) => set({ activeChatId: chatId }),
    reset: () => set({ ...EMPTY, activeChatId: null }),
  };
});

/** Whether any chat has an unread notification (the top-bar drawer button shows a dot). */
export function useHasUnread(): boolean {
  return useNotifications((s) => s.unread.size > 0);
}

export function useUnreadChatIds(): ReadonlySet<string> {
  return useNotifications((s) => s.unread);
}
