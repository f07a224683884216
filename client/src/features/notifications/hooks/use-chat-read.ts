import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasUnreadAbout, useMarkChatRead } from '../api/notifications-api';
import { useActiveChat } from '../stores/notifications-store';

/**
 * While a signed-in user has a chat open: its notifications are read on opening it and again when the tab
 * comes back into view, and it is the chat on screen, so new notifications about it are read as they come.
 */
export function useChatRead(chatId: string, viewer: string | null, enabled: boolean): void {
  const client = useQueryClient();
  const { mutate: markRead } = useMarkChatRead(viewer);
  useEffect(() => {
    if (!enabled) return;
    useActiveChat.getState().set(chatId);
    markRead(chatId);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && viewer && hasUnreadAbout(client, viewer, chatId)) markRead(chatId);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      if (useActiveChat.getState().chatId === chatId) useActiveChat.getState().set(null);
    };
  }, [chatId, viewer, enabled, client, markRead]);
}
