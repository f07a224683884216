import { useEffect, useState } from 'react';
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

/** Tokens are single-use: a re-mounted effect must not spend one twice. */
const attempts = new Map<string, Promise<Result>>();

function followOnce(action: NewsletterAction, token: string, failed: string): Promise<Result> {
  const key = `${action}:${token}`;
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = contactApi.follow(action, token).then(
      (response) => ({ state: 'ok', detail: response?.detail ?? '' }),
      (error: unknown) => ({ state: 'failed', detail: errorDetail(error, failed) }),
    );
    attempts.set(key, attempt);
  }
  return attempt;
}

/** /newsletter/confirm and /newsletter/unsubscribe: the links of the double opt-in mails. */
export function NewsletterToken({ action, token }: { action: NewsletterAction; token: string | null }) {
  const { t } = useTranslation();
  const failedText = t('landing.newsletter.tokenInvalid');
  const [result, setResult] = useState<Result>(token ? { state: 'pending' } : { state: 'failed', detail: failedText });

  useEffect(() => {
    if (!token) return;
    let alive = true;
    void followOnce(action, token, failedText).then((r) => alive && setResult(r));
    return () => {
      alive = false;
    };
  }, [action, token, failedText]);

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
