import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../../features/auth/components/LoginForm';
import { usePageTitle } from '../../../lib/use-page-title';

export default function LoginRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.login'));
  return <LoginForm />;
}
