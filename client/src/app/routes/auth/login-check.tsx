import { useTranslation } from 'react-i18next';
import { LoginCheck } from '../../../features/auth/components/LoginCheck';
import { usePageTitle } from '../../../lib/use-page-title';

export default function LoginCheckRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.login'));
  return <LoginCheck />;
}
