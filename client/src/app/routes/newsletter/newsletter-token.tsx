import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { NewsletterAction } from '../../../features/contact/api/contact-api';
import { NewsletterToken } from '../../../features/contact/components/NewsletterToken';
import { usePageTitle } from '../../../lib/use-page-title';

/** /newsletter/confirm?token=… and /newsletter/unsubscribe?token=… */
export default function NewsletterTokenRoute({ action }: { action: NewsletterAction }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('landing.newsletter.title'));
  return <NewsletterToken key={action} action={action} token={params.get('token')} />;
}
