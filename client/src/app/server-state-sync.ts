import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../features/auth/stores/session-store';
import { diaryKeys } from '../features/diary/api/diary-api';
import { chatNotificationsCleared, notificationReceived, useMarkChatRead } from '../features/notifications/api/notifications-api';
import { useActiveChat } from '../features/notifications/stores/notifications-store';
import { invalidateChatLists } from '../lib/query/chat-lists';
import i18n from '../lib/i18n';
import { toast } from '../lib/toast';
import { useSocketEvent } from '../lib/use-socket-event';

/**
 * The socket's user-room events, written into the query cache for the whole signed-in app (drawer open or not):
 * `chats:changed` makes every chat list (and the diary days) stale, notifications are patched in place, `account:changed` updates
 * the session, and each (re)connection marks everything stale that an event may have missed while it was down.
 */
export function useServerStateSync(viewer: string | null): void {
  const client = useQueryClient();
  const { mutate: markRead } = useMarkChatRead(viewer);
  const enabled = viewer !== null;

  const chatsChanged = () => {
    void invalidateChatLists(client);
    void client.invalidateQueries({ queryKey: diaryKeys.all });
  };
  useSocketEvent('chats:changed', chatsChanged, {
    enabled,
    // A fetch already on its way is kept: it started after the socket went down, or just before it came up.
    onReconnect: () => void client.invalidateQueries(undefined, { cancelRefetch: false }),
  });
  useSocketEvent(
    'notification:new',
    ({ notification }) => {
      const chatId = notification.chat_id;
      const onScreen = chatId !== null && chatId === useActiveChat.getState().chatId && document.visibilityState === 'visible';
      if (onScreen) markRead(chatId);
      else if (viewer) notificationReceived(client, viewer, notification);
      // an invitation waits for an answer: say so now; the drawer's Invitations group holds Accept and Decline
      if (notification.type === 'invitation') toast.info(i18n.t('invitations.received', { owner: notification.message }));
    },
    { enabled },
  );
  useSocketEvent('notification:cleared', ({ chatId }) => viewer && chatNotificationsCleared(client, viewer, chatId), { enabled });
  useSocketEvent('account:changed', ({ role, subscription }) => useSession.getState().setAccount(role, subscription), { enabled });
}
