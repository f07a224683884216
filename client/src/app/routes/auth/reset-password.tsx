import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../../features/auth/components/ResetPasswordForm';
import { usePageTitle } from '../../../lib/use-page-title';

/** /remember/password/verify?token=… (the link in the reset e-mail) */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('auth.reset.title'));
  return <ResetPasswordForm token={params.get('token')} />;
}
