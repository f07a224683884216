import { useTranslation } from 'react-i18next';
import { LogoutScreen } from '../../../features/auth/components/LogoutScreen';
import { usePageTitle } from '../../../lib/use-page-title';

export default function LogoutRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.logout'));
  return <LogoutScreen />;
}
