import { useTranslation } from 'react-i18next';
import { MyChats } from '../../../features/chats/components/MyChats';
import { usePageTitle } from '../../../lib/use-page-title';

/** /chats/me, login required */
export default function MyChatsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.myChats'));
  return <MyChats />;
}
