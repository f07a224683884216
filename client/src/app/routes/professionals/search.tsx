import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Container } from '../../../components/ui/Page';
import { useSession } from '../../../features/auth/stores/session-store';
import { ProfessionalSearch } from '../../../features/professionals/components/ProfessionalSearch';
import { usePageTitle } from '../../../lib/use-page-title';

/** /professionals/search: verified professionals only (the server answers 403 professional_only otherwise). */
export default function ProfessionalSearchRoute() {
  const { t } = useTranslation();
  const role = useSession((s) => s.role);
  usePageTitle(t('nav.professionalSearch'));
  if (role !== 'professional') {
    return (
      <Container $width="readable">
        <Alert tone="info" title={t('nav.professionalSearch')}>
          <p>{t('nav.professionalOnly')}</p>
        </Alert>
      </Container>
    );
  }
  return <ProfessionalSearch />;
}
