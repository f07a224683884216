import { useTranslation } from 'react-i18next';
import { SignupForm } from '../../../features/auth/components/SignupForm';
import { usePageTitle } from '../../../lib/use-page-title';

/** /signup and /signup/user */
export default function SignupRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.signup'));
  return <SignupForm />;
}
