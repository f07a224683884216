import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Card } from '../../components/ui/Card';
import { Container, Muted, PageHeader } from '../../components/ui/Page';
import { usePageTitle } from '../../lib/use-page-title';

/** /users/profile/:username: a placeholder until the profile slice lands. */
export default function ProfileRoute() {
  const { t } = useTranslation();
  const { username } = useParams();
  usePageTitle(t('profile.title'));
  return (
    <Container $width="readable">
      <PageHeader>
        <h1>{username}</h1>
        <p>{t('profile.title')}</p>
      </PageHeader>
      <Card>
        <Muted>{t('profile.comingSoon')}</Muted>
      </Card>
    </Container>
  );
}
