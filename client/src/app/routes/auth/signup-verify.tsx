import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SignupVerify } from '../../../features/auth/components/SignupVerify';
import { usePageTitle } from '../../../lib/use-page-title';

/** /signup/verify?token=… (the link in the verification e-mail) */
export default function SignupVerifyRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('auth.verify.verifying'));
  return <SignupVerify token={params.get('token')} />;
}
