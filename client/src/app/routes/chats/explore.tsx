import { useTranslation } from 'react-i18next';
import { useSession } from '../../../features/auth/stores/session-store';
import { ExploreChats } from '../../../features/chats/components/ExploreChats';
import { useUnreadChatIds } from '../../../features/notifications/api/notifications-api';
import { usePageTitle } from '../../../lib/use-page-title';
import { RecommendationsSlot } from './recommendations-slot';

/** /chats: public chats, open to visitors too */
export default function ExploreRoute() {
  const { t } = useTranslation();
  const username = useSession((s) => s.username);
  const unread = useUnreadChatIds(username);
  usePageTitle(t('nav.explore'));
  return (
    <>
      <ExploreChats viewer={username} unread={unread} />
      <RecommendationsSlot />
    </>
  );
}
