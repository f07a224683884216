import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Container } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { errorDetail } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { contactApi, type NewsletterAction } from '../api/contact-api';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  h1 { margin: 0; font-size: 1.5rem; text-align: center; }
`;

type Result = { state: 'pending' } | { state: 'ok' | 'failed'; detail: string };

/** /newsletter/confirm and /newsletter/unsubscribe: the links of the double opt-in mails. */
export function NewsletterToken({ action, token }: { action: NewsletterAction; token: string | null }) {
  const { t } = useTranslation();
  const failedText = t('landing.newsletter.tokenInvalid');
  // Tokens are single-use: the answer is kept for the page's life, so a re-mount never spends one twice.
  const followed = useQuery({
    queryKey: ['newsletter', action, token] as const,
    queryFn: () => contactApi.follow(action, token ?? ''),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const result: Result = !token
    ? { state: 'failed', detail: failedText }
    : followed.isError
      ? { state: 'failed', detail: errorDetail(followed.error, failedText) }
      : followed.isSuccess
        ? { state: 'ok', detail: followed.data?.detail ?? '' }
        : { state: 'pending' };

  const title = action === 'confirm' ? t('landing.newsletter.confirmTitle') : t('landing.newsletter.unsubscribeTitle');
  return (
    <Container $width="narrow">
      <Box $padding="lg">
        <h1>{title}</h1>
        {result.state === 'pending' ? (
          <LoadingBlock label={t('app.loading')} />
        ) : (
          <Alert tone={result.state === 'ok' ? 'success' : 'error'} live>
            <p>{result.state === 'ok' ? result.detail || t(`landing.newsletter.${action}Done`) : result.detail}</p>
          </Alert>
        )}
        <ButtonLink to={paths.home} variant="secondary" block>
          {t('errors.goHome')}
        </ButtonLink>
      </Box>
    </Container>
  );
}
