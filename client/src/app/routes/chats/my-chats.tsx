import { useTranslation } from 'react-i18next';
import { useSession } from '../../../features/auth/stores/session-store';
import { MyChats } from '../../../features/chats/components/MyChats';
import { useUnreadChatIds } from '../../../features/notifications/api/notifications-api';
import { usePageTitle } from '../../../lib/use-page-title';

/** /chats/me, login required */
export default function MyChatsRoute() {
  const { t } = useTranslation();
  const username = useSession((s) => s.username);
  const unread = useUnreadChatIds(username);
  usePageTitle(t('nav.myChats'));
  return <MyChats viewer={username} unread={unread} />;
}
