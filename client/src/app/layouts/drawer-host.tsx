import { Suspense } from 'react';
import { useSession } from '../../features/auth/stores/session-store';
import { ChatList } from '../../features/chats/components/ChatList';
import { Drawer } from '../../features/drawer/components/Drawer';
import { DrawerChats } from '../../features/drawer/components/DrawerChats';
import { DrawerGroup } from '../../features/drawer/components/DrawerGroup';
import { InvitationsGroup } from '../../features/invitations/components/InvitationsGroup';
import { useUnreadChatIds } from '../../features/notifications/api/notifications-api';
import { useMutedChatIds } from '../../lib/query/mutes';
import { useServerStateSync } from '../server-state-sync';
import { DiarySlot } from './drawer-slots';

/**
 * The signed-in shell's side drawer, composed from the drawer, chats and notifications features. Loaded
 * lazily (it brings the socket), so the landing page's first chunk stays small. It also keeps the query
 * cache in step with the socket for the whole signed-in app, drawer open or not.
 */
export default function DrawerHost() {
  const username = useSession((s) => s.username);
  useServerStateSync(username);
  // This observer fetches the notifications; the top bar and the lists only read the cache entry.
  const unread = useUnreadChatIds(username, true);
  const muted = useMutedChatIds(username);
  return (
    <Drawer>
      <InvitationsGroup Group={DrawerGroup} viewer={username} />
      {/* The diary's chunk and the chat groups appear together: nothing moves down when the calendar comes. */}
      <Suspense fallback={null}>
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
              muted={muted}
              viewer={username}
              showOwner={group === 'shared'}
              itemTestId="drawer-chat"
            />
          )}
        />
      </Suspense>
    </Drawer>
  );
}
