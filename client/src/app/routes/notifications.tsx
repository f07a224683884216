import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '../../components/ui/Page';
import { useSession } from '../../features/auth/stores/session-store';
import { NotificationList } from '../../features/notifications/components/NotificationList';
import { usePageTitle } from '../../lib/use-page-title';

/** /notifications, login required */
export default function NotificationsRoute() {
  const { t } = useTranslation();
  const username = useSession((s) => s.username);
  usePageTitle(t('notifications.title'));
  return (
    <Container $width="readable">
      <PageHeader>
        <h1>{t('notifications.title')}</h1>
        <p>{t('notifications.intro')}</p>
      </PageHeader>
      {username && <NotificationList viewer={username} />}
    </Container>
  );
}
