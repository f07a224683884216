import { useTranslation } from 'react-i18next';
import { ExploreChats } from '../../../features/chats/components/ExploreChats';
import { usePageTitle } from '../../../lib/use-page-title';

/** /chats: public chats, open to visitors too */
export default function ExploreRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.explore'));
  return <ExploreChats />;
}
