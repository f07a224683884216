import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui/Page';
import { useSession } from '../../features/auth/stores/session-store';
import { DiaryPage } from '../../features/diary/components/DiaryPage';
import { usePageTitle } from '../../lib/use-page-title';

/** /diary: premium subscribers keep a diary; others learn it is part of Premium. */
export default function DiaryRoute() {
  const { t } = useTranslation();
  usePageTitle(t('diary.title'));
  const premium = useSession((s) => s.subscription === 'user-premium');
  return (
    <Container $width="wide">
      <DiaryPage premium={premium} />
    </Container>
  );
}
