import { useTranslation } from 'react-i18next';
import { RememberPasswordForm } from '../../../features/auth/components/RememberPasswordForm';
import { usePageTitle } from '../../../lib/use-page-title';

export default function RememberPasswordRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.remember.title'));
  return <RememberPasswordForm />;
}
