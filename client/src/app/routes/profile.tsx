import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { ChatSummary } from '../../../../shared/api';
import type { Role, Subscription } from '../../../../shared/validation';
import { useSession } from '../../features/auth/stores/session-store';
import { ChatList } from '../../features/chats/components/ChatList';
import { ProfilePage } from '../../features/profile/components/ProfilePage';
import { Recommendations } from '../../features/recommendations/components/Recommendations';
import { useUnreadChatIds } from '../../features/notifications/api/notifications-api';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';

/** /users/profile/:username (login required): the own profile or someone else's, composed from the features. */
export default function ProfileRoute() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const navigate = useNavigate();
  const viewer = useSession((s) => s.username);
  const role = useSession((s) => s.role);
  const unread = useUnreadChatIds(viewer);
  usePageTitle(username ? `${username} · ${t('profile.title')}` : t('profile.title'));

  const onAccount = useCallback((next: Role, subscription: Subscription) => useSession.getState().setAccount(next, subscription), []);
  const onAccountDeleted = useCallback(() => {
    // The account is gone: end the session here (no logout call, the token no longer exists) and go home.
    useSession.getState().logout();
    void navigate(paths.home, { replace: true });
  }, [navigate]);
  const renderChats = useCallback(
    (chats: ChatSummary[], onDeleted?: (chatId: string) => void) => (
      <ChatList chats={chats} viewer={viewer} unread={unread} onDeleted={onDeleted} itemTestId="profile-chat" />
    ),
    [viewer, unread],
  );

  return (
    <ProfilePage
      key={username}
      username={username}
      viewer={viewer}
      viewerRole={role}
      renderChats={renderChats}
      recommendations={<Recommendations limit={3} />}
      onAccount={onAccount}
      onAccountDeleted={onAccountDeleted}
    />
  );
}
