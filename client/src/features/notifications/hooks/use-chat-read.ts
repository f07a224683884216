import { useEffect } from 'react';
import { useNotifications } from '../stores/notifications-store';
import { markChatRead } from './use-notifications-sync';

/**
 * While a signed-in user has a chat open: PUT /api/notification/read/{chatId} on opening it, and mark it as
 * the chat on screen so new notifications about it are read as they come (see useNotificationsSync).
 */
export function useChatRead(chatId: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    useNotifications.getState().setActiveChat(chatId);
    markChatRead(chatId);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && useNotifications.getState().unread.has(chatId)) markChatRead(chatId);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      if (useNotifications.getState().activeChatId === chatId) useNotifications.getState().setActiveChat(null);
    };
  }, [chatId, enabled]);
}
