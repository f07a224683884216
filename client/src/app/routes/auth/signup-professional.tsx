import { useTranslation } from 'react-i18next';
import { ProfessionalSignupForm } from '../../../features/professionals/components/ProfessionalSignupForm';
import { usePageTitle } from '../../../lib/use-page-title';

/** /signup/professional */
export default function SignupProfessionalRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.signupProfessional'));
  return <ProfessionalSignupForm />;
}
