import { useSession } from '../../features/auth/stores/session-store';
import { ChatList } from '../../features/chats/components/ChatList';
import { Drawer } from '../../features/drawer/components/Drawer';
import { DrawerChats } from '../../features/drawer/components/DrawerChats';
import { DrawerGroup } from '../../features/drawer/components/DrawerGroup';
import { useNotificationsSync } from '../../features/notifications/hooks/use-notifications-sync';
import { useUnreadChatIds } from '../../features/notifications/stores/notifications-store';
import { useSocketEvent } from '../../lib/use-socket-event';
import { DiarySlot } from './drawer-slots';

/**
 * The signed-in shell's side drawer, composed from the drawer, chats and notifications features. Loaded
 * lazily (it brings the socket), so the landing page's first chunk stays small. It also keeps the
 * notifications, and the role and subscription staff may change, in step for the whole signed-in app,
 * drawer open or not.
 */
export default function DrawerHost() {
  const username = useSession((s) => s.username);
  useNotificationsSync(username);
  useSocketEvent('account:changed', ({ role, subscription }) => useSession.getState().setAccount(role, subscription), {
    enabled: Boolean(username),
  });
  const unread = useUnreadChatIds();
  return (
    <Drawer>
      <DiarySlot Group={DrawerGroup} username={username} />
      <DrawerChats
        username={username}
        unread={unread}
        renderList={(chats, group) => (
          <ChatList
            chats={chats}
            grouped
            compact
            headingLevel={3}
            unread={unread}
            viewer={username}
            showOwner={group === 'shared'}
            itemTestId="drawer-chat"
          />
        )}
      />
    </Drawer>
  );
}
