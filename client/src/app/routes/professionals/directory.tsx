import { useTranslation } from 'react-i18next';
import { ProfessionalDirectory } from '../../../features/professionals/components/ProfessionalDirectory';
import { usePageTitle } from '../../../lib/use-page-title';

/** /professionals: every signed-in person may look for a verified professional. */
export default function ProfessionalDirectoryRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.findProfessional'));
  return <ProfessionalDirectory />;
}
